import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { editorPolicy } from "#server/http/admin-policy.ts";
import { readJsonBody, sendJson, sendPage, sendText } from "#server/back-office/http.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { EditorPage } from "./editor-page.tsx";
import type { SiteBuilds } from "#server/back-office/site/site-builds.ts";
import { createContentRepository } from "./content-repository.ts";
import { createEditorApi, type EditAuditEntry } from "./editor-api.ts";
import { proxyEditorConfig } from "./editor-config.ts";

export interface EditingHandlerOptions {
  /** The content folder the editor writes (content/ in the site's git repository). */
  contentDir: string;
  /** Each save is followed by a rebuild. */
  builds: Pick<SiteBuilds, "request">;
  audit: (entry: EditAuditEntry) => void | Promise<void>;
  log?: Pick<Console, "error">;
}

/** The most a save from the editor may send: a content file is at most 1 MB (content-check.ts). */
const maxEditorBodyBytes = 4 * 1024 * 1024;

/** A handler that needs the live build: none yet is 503. */
type BuildHandler = (context: SignedInContext, client: string) => Promise<void>;

/**
 * The content editor (Decap CMS) as the back office serves it: its page, its
 * configuration pointed at our own API, the API that checks and commits each
 * save, and Decap's files, all from the live build and for the signed-in only.
 */
export function createEditingHandlers(options: EditingHandlerOptions) {
  const editorConfigs = new Map<string, unknown>();
  let liveEditorConfig: unknown;
  const repoRoot = path.dirname(path.resolve(options.contentDir));
  const editorApi = createEditorApi({
    repoRoot,
    contentDir: path.resolve(options.contentDir),
    editorConfig: () => liveEditorConfig,
    repository: createContentRepository(repoRoot),
    builds: options.builds,
    audit: options.audit,
    log: options.log,
  });

  async function editorConfigOf(client: string): Promise<unknown> {
    let config = editorConfigs.get(client);
    if (config === undefined) {
      config = parse(await readFile(path.join(client, "admin", "config.yml"), "utf8"));
      editorConfigs.set(client, config);
      if (editorConfigs.size > 8) editorConfigs.delete(editorConfigs.keys().next().value as string);
    }
    return config;
  }

  const withBuild =
    (handler: BuildHandler) =>
    async (context: SignedInContext): Promise<void> => {
      const { request, response, build } = context;
      if (!build) {
        sendText(request, response, 503, "The site is not built yet.\n", { "Retry-After": "60" });
        return;
      }
      await handler(context, path.join(build.folder, "client"));
    };

  const saveThroughApi = withBuild(async ({ request, response, signedIn }, client) => {
    liveEditorConfig = await editorConfigOf(client);
    const body = await readJsonBody(request, maxEditorBodyBytes);
    if (body.kind === "aborted") return;
    if (body.kind !== "json") {
      sendJson(request, response, 400, {
        error:
          body.kind === "too-large"
            ? `The request is over ${maxEditorBodyBytes / 1024 / 1024} MB: nothing was saved.`
            : "The request is not JSON: nothing was saved.",
      });
      return;
    }
    const answer = await editorApi.handle(body.value, { email: signedIn.email });
    sendJson(request, response, answer.status, answer.body);
  });

  return {
    editorPage: withBuild(async ({ request, response }) => {
      sendPage(request, response, 200, <EditorPage />, {
        "Content-Security-Policy": editorPolicy(),
      });
    }),

    editorConfig: withBuild(async ({ request, response }, client) => {
      const yaml = proxyEditorConfig(
        await readFile(path.join(client, "admin", "config.yml"), "utf8"),
      );
      sendText(request, response, 200, yaml, { "Content-Type": "text/yaml; charset=utf-8" });
    }),

    /**
     * Decap's requests, JSON only: a form or a text/plain body (what another
     * site can send without asking) is refused before anything is read.
     */
    editorApi: async (context: SignedInContext) => {
      const { request, response } = context;
      if (!isJson(request.headers["content-type"])) {
        sendJson(request, response, 415, {
          error: "The editor's API takes only application/json: nothing was saved.",
        });
        return;
      }
      await saveThroughApi(context);
    },

    /** Decap's bundle and the chunks it loads: files of the live build. */
    editorFile: withBuild(async ({ request, response, url, build }) => {
      response.setHeader("Content-Security-Policy", editorPolicy());
      await build?.files.serve(request, response, url.pathname, url.search);
    }),
  };
}

export type EditingHandlers = ReturnType<typeof createEditingHandlers>;

/** `application/json`, in UTF-8 if a charset is named (Decap sends `; charset=utf-8`). */
function isJson(contentType: string | undefined): boolean {
  const [type, ...parameters] = (contentType ?? "")
    .split(";")
    .map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return parameters.every(
    (parameter) => !parameter.startsWith("charset=") || parameter === "charset=utf-8",
  );
}
