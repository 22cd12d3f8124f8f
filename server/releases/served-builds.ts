import path from "node:path";
import { editorPolicy, isAdminPath } from "#server/http/admin-policy.ts";
import { readBuildSettings } from "./build-settings.ts";
import { siteFolder } from "./releases.ts";
import {
  type CspManifest,
  contentSecurityPolicy,
  currentCspManifest,
  readCspManifest,
} from "#server/http/security-headers.ts";
import { createStaticHandler } from "#server/http/static-files.ts";

/** One build as the server serves it: its files and its own policies. */
export interface ServedBuild {
  /** The folder holding client/ (a release, or a build made in place). */
  folder: string;
  files: ReturnType<typeof createStaticHandler>;
  /** decap-server's origin in a build for `npm run cms` (build-settings.json). */
  editorLocalBackend?: string;
}

export interface ServedBuildsOptions {
  /** BUILD_DIR: its current release, looked up for every request (server/releases/releases.ts). */
  buildDir?: string;
  /** Or one build's client folder, always that one. */
  root?: string;
  /** With `root`: its CSP hashes, instead of reading them from beside it. */
  cspManifest?: CspManifest;
  redirects: Record<string, string>;
  warn?: (message: string) => void;
}

/** Releases whose handlers are kept: the current one and a few requests may still be on. */
const keptBuilds = 8;

/**
 * The build to serve a request from. A release never changes once published,
 * so its handler and its CSP hashes are made once and reused; `current()` costs
 * one readlink. A build made in place (BUILD_DIR/client, `root`) may be rebuilt
 * under a running server, so its hashes are re-read when their file changes.
 */
export function createServedBuilds(options: ServedBuildsOptions) {
  const warn = options.warn ?? console.warn;
  const make = (
    folder: string,
    client: string,
    manifest: () => CspManifest | undefined,
  ): ServedBuild => {
    const settings = readBuildSettings(client);
    const editor = editorPolicy(settings?.editorLocalBackend);
    return {
      folder,
      editorLocalBackend: settings?.editorLocalBackend,
      files: createStaticHandler({
        root: client,
        redirects: options.redirects,
        pagePolicy: (file) =>
          isAdminPath(`/${file}`) ? editor : contentSecurityPolicy(manifest()?.[file]),
      }),
    };
  };

  if (options.root) {
    const root = path.resolve(options.root);
    const given = options.cspManifest;
    const build = make(
      path.dirname(root),
      root,
      given ? () => given : currentCspManifest(root, warn),
    );
    return { current: (): ServedBuild | undefined => build };
  }

  const buildDir = path.resolve(options.buildDir ?? "build");
  const builds = new Map<string, ServedBuild>();
  return {
    current(): ServedBuild | undefined {
      const folder = siteFolder(buildDir);
      if (!folder) return undefined;
      let build = builds.get(folder);
      if (!build) {
        const client = path.join(folder, "client");
        try {
          const manifest =
            folder === buildDir
              ? currentCspManifest(client, warn)
              : once(() => readCspManifest(client, warn));
          build = make(folder, client, manifest);
        } catch {
          // Pruned between the lookup and now: nothing to serve from it.
          return undefined;
        }
        builds.set(folder, build);
        if (builds.size > keptBuilds) {
          const oldest = builds.keys().next().value;
          if (oldest !== undefined) builds.delete(oldest);
        }
      }
      return build;
    },
  };
}

function once<T>(read: () => T): () => T {
  let value: { read: T } | undefined;
  return () => {
    value ??= { read: read() };
    return value.read;
  };
}
