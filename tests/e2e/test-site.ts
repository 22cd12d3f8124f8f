import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parseDocument } from "yaml";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { builtFile } from "#scripts/built-pages.ts";
import { type SiteServerProcess, startSiteServer } from "#tests/support/site-server.ts";
import { siteFolder } from "#server/releases/releases.ts";

/**
 * A site built from a test's own content: content/ copied to a temporary
 * folder, changed there (runs, company settings), built with CONTENT_DIR and
 * its own BUILD_DIR, and served by our server. The shipped content never
 * gets invented dates.
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

const run = promisify(execFile);

export async function buildTestSite(options: {
  /** Changes the copied content folder before the build. */
  edit: (contentDir: string) => Promise<void>;
  env?: Record<string, string>;
  /** More settings for the server (e.g. SMTP_URL and NOTIFY_TO). */
  serverEnv?: Record<string, string>;
}): Promise<TestSite> {
  const root = await mkdtemp(path.join(tmpdir(), "site-test-"));
  const contentDir = path.join(root, "content");
  const dataDir = path.join(root, "data");
  // Inside the project (a git-ignored build-*/ folder): Astro's prerender
  // bundle, written there, finds its packages only in our node_modules.
  const buildDir = await mkdtemp(path.resolve("build-test-"));
  await cp(path.resolve("content"), contentDir, { recursive: true });
  await options.edit(contentDir);
  // The build counts the runs' places from the site's own store (empty until the tests enrol).
  const env = {
    ...process.env,
    CONTENT_DIR: contentDir,
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    ...options.env,
  };
  try {
    // What `npm run build` runs, without npm in between.
    await run(process.execPath, ["scripts/build.ts"], { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    await Promise.all([root, buildDir].map((dir) => rm(dir, { recursive: true, force: true })));
    throw error;
  }
  const server = await startSiteServer({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    ENQUIRY_RATE_LIMIT: "0",
    ...options.serverEnv,
  });
  return {
    dataDir,
    contentDir,
    buildDir,
    server,
    url: (pagePath) => `${server.baseUrl}${pagePath}`,
    html: (pagePath) =>
      readFile(path.join(siteFolder(buildDir) ?? buildDir, "client", builtFile(pagePath)), "utf8"),
    remove: async () => {
      await server.stop();
      await Promise.all([root, buildDir].map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

/** Changes one content file's English section, keeping the rest of the file as written. */
export async function editContent(
  contentDir: string,
  file: string,
  change: (section: Record<string, unknown>) => void,
) {
  const filePath = path.join(contentDir, file);
  const document = parseDocument(await readFile(filePath, "utf8"));
  const section = document.get("en", true) as { toJSON: () => Record<string, unknown> };
  const values = section.toJSON();
  change(values);
  document.set("en", values);
  await writeFile(filePath, document.toString());
}

/** "YYYY-MM-DD", `days` after today in the Netherlands (the build's today). */
export function daysFromToday(days: number): string {
  const date = new Date(`${todayInAmsterdam()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
