import { spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type SiteServerProcess, startSiteServer } from "#tests/support/site-server.ts";

/**
 * A repository of its own for a test that edits content: a temp folder with a
 * copy of content/, so the real files are never touched. Its root is what
 * decap-server writes under (the editor's folders are content/...).
 */
export async function copyContent(): Promise<{ root: string; contentDir: string }> {
  const root = await mkdtemp(path.join(tmpdir(), "site-content-"));
  const contentDir = path.join(root, "content");
  await cp(path.resolve("content"), contentDir, { recursive: true });
  return { root, contentDir };
}

/** Runs `npm run build` on the given content into buildDir (10–20 s). */
export function buildWithContent(
  contentDir: string,
  buildDir: string,
  env: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const build = spawn("npm", ["run", "build"], {
      env: { ...process.env, ...env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    build.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    build.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    build.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`The build failed (${code}):\n${output}`)),
    );
  });
}

export interface ContentSite {
  server: SiteServerProcess;
  /** Builds again from the same content and keeps serving (the server re-reads the build). */
  rebuild: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Builds `contentDir` into a fresh build folder and serves it with our own
 * server. The folder sits in the project (build-content-*, git-ignored as
 * build-*): the prerenderer imports the server build, which must resolve the
 * project's node_modules.
 */
export async function serveContent(
  contentDir: string,
  env: Record<string, string> = {},
): Promise<ContentSite> {
  const buildDir = await mkdtemp(path.resolve("build-content-"));
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-data-"));
  // Its builds count the runs' places from its own store.
  const rebuild = () => buildWithContent(contentDir, buildDir, { DATA_DIR: dataDir, ...env });
  await rebuild();
  const server = await startSiteServer({ BUILD_DIR: buildDir, DATA_DIR: dataDir });
  return {
    server,
    rebuild,
    stop: async () => {
      await server.stop();
      await Promise.all(
        [buildDir, dataDir].map((dir) => rm(dir, { recursive: true, force: true })),
      );
    },
  };
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}
