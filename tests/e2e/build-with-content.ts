import { createServer } from "node:net";
import { buildSite, copyOfContent } from "#tests/support/site-builds.ts";
import type { SiteServerProcess } from "#tests/support/site-server.ts";
import { startTestSite } from "#tests/support/test-site.ts";

/**
 * A repository of its own for a test that edits content: a temp folder with a
 * copy of content/, so the real files are never touched. Its root is what
 * decap-server writes under (the editor's folders are content/...).
 */
export function copyContent(): Promise<{ root: string; contentDir: string }> {
  return copyOfContent();
}

/** Runs `npm run build`'s build on the given content into buildDir (10–20 s). */
export function buildWithContent(
  contentDir: string,
  buildDir: string,
  env: Record<string, string> = {},
): Promise<void> {
  return buildSite(contentDir, buildDir, env);
}

export interface ContentSite {
  server: SiteServerProcess;
  /** Builds again from the same content and keeps serving (the server re-reads the build). */
  rebuild: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * `contentDir` built (the run's one build of that content, with `env` for its
 * settings) and served with our own server from a build folder of its own,
 * which `rebuild` builds into again (tests/support/test-site.ts).
 */
export async function serveContent(
  contentDir: string,
  env: Record<string, string> = {},
): Promise<ContentSite> {
  const site = await startTestSite({ contentDir, buildEnv: env });
  return { server: site.server, rebuild: site.rebuild, stop: site.stop };
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
