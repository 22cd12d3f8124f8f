import type { SiteServerProcess } from "#tests/support/site-server.ts";
import { startTestSite } from "#tests/support/test-site.ts";

export { daysFromToday, editContent } from "#tests/support/test-content.ts";

/**
 * A site built from a test's own content: content/ copied to a temporary
 * folder, changed there (runs, company settings), built, and served by our
 * server with a store of its own. The run builds each distinct content once
 * and every site gets its own copy of that build
 * (tests/support/test-site.ts, the one way to set up a site).
 */
export interface TestSite {
  /** The server's DATA_DIR (its enquiry store). */
  dataDir: string;
  contentDir: string;
  buildDir: string;
  server: SiteServerProcess;
  url: (pagePath: string) => string;
  /** The prerendered HTML of a page, as the build wrote it. */
  html: (pagePath: string) => Promise<string>;
  remove: () => Promise<void>;
}

export async function buildTestSite(options: {
  /** Changes the copied content folder before the build. */
  edit: (contentDir: string) => Promise<void>;
  env?: Record<string, string>;
  /** More settings for the server (e.g. SMTP_URL and NOTIFY_TO). */
  serverEnv?: Record<string, string>;
}): Promise<TestSite> {
  const site = await startTestSite({
    content: options.edit,
    buildEnv: options.env,
    env: options.serverEnv,
  });
  return {
    dataDir: site.dataDir,
    contentDir: site.contentDir,
    buildDir: site.buildDir,
    server: site.server,
    url: site.url,
    html: site.html,
    remove: site.stop,
  };
}
