import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import * as z from "zod";
import { contentChangeProblems, yamlProblem } from "./content-check.ts";
import type { ContentRepository } from "./content-repository.ts";
import {
  contentPrefix,
  type EditorFiles,
  editorFiles,
  fileInContentFolder,
  resolveEditorFolder,
  resolveEditorPath,
} from "./editor-files.ts";
import type { SiteBuilds } from "#server/back-office/site/site-builds.ts";
import { logUnexpectedError, unexpectedErrorText } from "#server/back-office/error-reference.ts";

/**
 * The server side of Decap CMS's "proxy" backend, the protocol decap-server
 * speaks: the editor POSTs `{branch, action, params}` and gets JSON back; an
 * error is a non-2xx status with `{error}`, which the editor shows as
 * "Failed to persist entry: <error>". Unlike decap-server, a save is checked
 * as the build would check it before anything is written, and becomes a
 * commit naming the editor, followed by a rebuild of the site.
 */

export interface Editor {
  email: string;
  name?: string;
}

export interface EditorApiResponse {
  status: number;
  body: unknown;
}

export interface EditAuditEntry {
  actor: string;
  action: "edit" | "delete";
  detail: string;
}

export interface EditorApiOptions {
  /** The repository's root: the editor's paths (content/...) are relative to it. */
  repoRoot: string;
  /** Where content/ is on disk (CONTENT_DIR). */
  contentDir: string;
  /** The live release's editor config, parsed: it says which files the editor may touch. */
  editorConfig: () => unknown;
  repository: Pick<ContentRepository, "commit">;
  builds: Pick<SiteBuilds, "request">;
  /** Records each save. A throw here is written to stderr: the save has happened. */
  audit: (entry: EditAuditEntry) => void | Promise<void>;
  /** Where an unexpected error goes in full (git's message, paths): the answer has a reference only. */
  log?: Pick<Console, "error">;
}

export interface EditorApi {
  handle(body: unknown, editor: Editor): Promise<EditorApiResponse>;
}

/** More files than one entry has (Decap writes one per entry here: all languages in one file). */
const maxFilesPerRequest = 50;

const requestSchema = z.object({ action: z.string().max(100), params: z.unknown() });
const pathsParams = z.object({
  files: z.array(z.object({ path: z.string(), label: z.string().optional() })).max(500),
});
const folderParams = z.object({ folder: z.string(), extension: z.string() });
const entryParams = z.object({ path: z.string() });
const persistParams = z.object({
  dataFiles: z
    .array(
      z.object({
        path: z.string(),
        raw: z.string(),
        slug: z.string().optional(),
        newPath: z.string().optional(),
      }),
    )
    .min(1)
    .max(maxFilesPerRequest),
  assets: z.array(z.unknown()).optional(),
});
const deleteParams = z.object({ paths: z.array(z.string()).min(1).max(maxFilesPerRequest) });

interface Change {
  /** As the editor names it: content/... */
  path: string;
  file: string;
  raw: string | null;
  before: string | null;
}

class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function createEditorApi(options: EditorApiOptions): EditorApi {
  const repoRoot = path.resolve(options.repoRoot);
  const contentDir = path.resolve(options.contentDir);
  const contentInRepository = path.relative(repoRoot, contentDir);
  if (
    contentInRepository === ".." ||
    contentInRepository.startsWith(`..${path.sep}`) ||
    path.isAbsolute(contentInRepository)
  ) {
    throw new Error(`The content folder ${contentDir} is not inside the repository ${repoRoot}`);
  }
  let saves: Promise<unknown> = Promise.resolve();

  /** Check, write and commit as one step: a second save waits until the first is done. */
  function oneSaveAtATime<T>(save: () => Promise<T>): Promise<T> {
    const result = saves.then(save);
    saves = result.catch(() => undefined);
    return result;
  }

  function allowedFiles(): EditorFiles {
    try {
      return editorFiles(options.editorConfig());
    } catch (error) {
      throw new Refusal(
        503,
        `The editor's configuration is not available (${(error as Error).message}); build the site first`,
      );
    }
  }

  /** The file on disk for an editor path, or a refusal saying why not. */
  async function fileFor(files: EditorFiles, requested: string): Promise<string> {
    const resolved = resolveEditorPath(files, requested);
    if ("problem" in resolved) throw new Refusal(400, resolved.problem);
    const confined = await fileInContentFolder(contentDir, resolved.path);
    if ("problem" in confined) throw new Refusal(400, confined.problem);
    return confined.file;
  }

  async function entry(files: EditorFiles, requested: string, label?: string) {
    const text = await readText(await fileFor(files, requested));
    return {
      data: text,
      file: {
        path: requested,
        ...(label === undefined ? {} : { label }),
        id: text === null ? null : sha256(text),
      },
    };
  }

  async function entriesByFolder(params: unknown) {
    const { folder, extension } = parse(folderParams, params, "entriesByFolder");
    const files = allowedFiles();
    const resolved = resolveEditorFolder(files, folder, extension);
    if ("problem" in resolved) throw new Refusal(400, resolved.problem);
    const onDisk = path.join(
      contentDir,
      ...resolved.folder.folder.slice(contentPrefix.length).split("/"),
    );
    const names = await readdir(onDisk, { withFileTypes: true }).catch(() => []);
    const entries = [];
    for (const dirent of names.sort((a, b) => a.name.localeCompare(b.name))) {
      if (!dirent.isFile()) continue;
      const requested = `${resolved.folder.folder}/${dirent.name}`;
      // A file the editor could not save (not a slug) is not listed either.
      if ("problem" in resolveEditorPath(files, requested)) continue;
      entries.push(await entry(files, requested));
    }
    return entries;
  }

  /** Saves in the order they came, each checked against the content the one before left. */
  function save(
    editor: Editor,
    requested: { path: string; raw: string | null }[],
  ): Promise<EditorApiResponse> {
    return oneSaveAtATime(() => checkAndSave(editor, requested));
  }

  async function checkAndSave(
    editor: Editor,
    requested: { path: string; raw: string | null }[],
  ): Promise<EditorApiResponse> {
    const files = allowedFiles();
    const problems: string[] = [];
    const changes: Change[] = [];
    for (const { path: editorPath, raw } of requested) {
      try {
        if (changes.some((change) => change.path === editorPath)) {
          throw new Refusal(400, `${editorPath}: is named twice in one save`);
        }
        const file = await fileFor(files, editorPath);
        const problem = raw === null ? undefined : yamlProblem(raw);
        if (problem) problems.push(`${editorPath}: ${problem}`);
        changes.push({ path: editorPath, file, raw, before: null });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        problems.push(error.message);
      }
    }
    if (problems.length > 0) return refusal(400, problems);

    for (const change of changes) change.before = await readText(change.file);
    const changed = changes.filter((change) => change.raw !== change.before);
    if (changed.length === 0) {
      return { status: 200, body: { message: `No change to ${listed(changes)}` } };
    }
    const introduced = contentChangeProblems(contentDir, changed);
    if (introduced.length > 0) return refusal(400, introduced);

    await writeChanges(changed);
    let commit: string | undefined;
    try {
      commit = await options.repository.commit({
        paths: changed.map((change) =>
          path.relative(repoRoot, change.file).split(path.sep).join("/"),
        ),
        author: editor,
        message: commitMessage(changed),
      });
    } catch (error) {
      // Not committed, so not saved: the files go back to what they were.
      await writeChanges(changed.map((change) => ({ ...change, raw: change.before })));
      throw error;
    }
    options.builds.request(editor.email);
    for (const change of changed) {
      const detail = `${change.path} (${commit ? `commit ${commit}` : "no commit: as in the last one"})`;
      await Promise.resolve()
        .then(() =>
          options.audit({
            actor: editor.email,
            action: change.raw === null ? "delete" : "edit",
            detail,
          }),
        )
        .catch((error: unknown) =>
          console.error("The back office could not record", detail, error),
        );
    }
    const inCommit = commit ? ` in commit ${commit}` : "";
    return {
      status: 200,
      body: { message: `Saved ${listed(changed)}${inCommit}; the site is being rebuilt` },
    };
  }

  async function answer(
    action: string,
    params: unknown,
    editor: Editor,
  ): Promise<EditorApiResponse> {
    const ok = (body: unknown) => ({ status: 200, body });
    switch (action) {
      case "info":
        return ok({ repo: path.basename(repoRoot), publish_modes: ["simple"], type: "local_fs" });
      case "entriesByFolder":
        return ok(await entriesByFolder(params));
      case "entriesByFiles": {
        const { files: requested } = parse(pathsParams, params, action);
        const files = allowedFiles();
        const entries = [];
        for (const file of requested) entries.push(await entry(files, file.path, file.label));
        return ok(entries);
      }
      case "getEntry": {
        const { path: requested } = parse(entryParams, params, action);
        return ok(await entry(allowedFiles(), requested));
      }
      case "persistEntry": {
        const { dataFiles, assets } = parse(persistParams, params, action);
        if (assets && assets.length > 0) {
          throw new Refusal(400, "This site takes no uploads: remove the file from the entry");
        }
        const renamed = dataFiles.find((file) => file.newPath !== undefined);
        if (renamed) {
          throw new Refusal(
            400,
            `Renaming ${renamed.path} to ${renamed.newPath} is not possible here: its name is the page's address. Create a new entry and delete the old one.`,
          );
        }
        return save(editor, dataFiles);
      }
      case "deleteFiles": {
        const { paths } = parse(deleteParams, params, action);
        return save(
          editor,
          paths.map((requested) => ({ path: requested, raw: null })),
        );
      }
      case "getMedia":
        return ok([]);
      case "getMediaFile":
      case "persistMedia":
      case "deleteFile":
        throw new Refusal(400, "This site takes no uploads or media files");
      case "getDeployPreview":
        return ok(null);
      case "unpublishedEntries":
        return ok([]);
      default:
        throw new Refusal(422, `Unknown action ${JSON.stringify(action)}`);
    }
  }

  async function handle(body: unknown, editor: Editor): Promise<EditorApiResponse> {
    let action = "request";
    try {
      const request = parse(requestSchema, body, "request");
      action = request.action;
      return await answer(action, request.params, editor);
    } catch (error) {
      if (error instanceof Refusal) return refusal(error.status, [error.message]);
      // Git's message names the server's folders and its own output: the log keeps it.
      const reference = logUnexpectedError(options.log ?? console, error, `editor API ${action}`);
      return refusal(500, [
        `The server could not do that; nothing was saved. ${unexpectedErrorText(reference)}`,
      ]);
    }
  }

  return { handle };
}

function refusal(status: number, problems: string[]): EditorApiResponse {
  return { status, body: { error: problems.join("\n") } };
}

/** The params as the action needs them, or a 400 naming what is wrong. */
function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const at = issue?.path.length ? `${issue.path.map(String).join(".")}: ` : "";
  throw new Refusal(400, `Malformed ${what}: ${at}${issue?.message ?? "invalid"}`);
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR") return null;
    throw error;
  }
}

/**
 * Each file replaced in one step (a new file beside it, renamed over it): the
 * build and the editor read the old text or the new, never half of one.
 */
async function writeChanges(changes: { file: string; raw: string | null }[]) {
  for (const { file, raw } of changes) {
    if (raw === null) {
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
      continue;
    }
    await mkdir(path.dirname(file), { recursive: true });
    // A dot name that does not end in .yml: the loader and the editor skip it.
    const temporary = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`,
    );
    try {
      await writeFile(temporary, raw, { flag: "wx" });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}

function commitMessage(changes: Change[]): string {
  const verb = (change: Change) =>
    change.raw === null ? "Delete" : change.before === null ? "Add" : "Edit";
  const verbs = new Set(changes.map(verb));
  const lead = verbs.size === 1 ? [...verbs][0] : "Change";
  return `${lead} ${listed(changes)} (via the back office)`;
}

function listed(changes: { path: string }[]): string {
  return changes.map((change) => change.path).join(", ");
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
