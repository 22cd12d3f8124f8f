import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";
import { builtFile } from "#scripts/built-pages.ts";
import { siteFolder } from "#server/releases/releases.ts";
import { type MailServer, startMailServer } from "./mail-server.ts";
import { buildOf, buildSite, copyOfBuild, copyOfContent } from "./site-builds.ts";
import { type SiteServerProcess, startSiteServer } from "./site-server.ts";

/**
 * The one way a test sets up a site: our server (`npm start`, a child
 * process) on a build, with a data folder (its store) of its own. The build is
 * the suite's (`npm run build`'s, provided by the global set-up) unless the
 * test changes the content: then it is the run's one build of that content
 * (site-builds.ts), made by whichever file asks first. Either way the site
 * serves its own copy, in which it may build again (`rebuild`, the back
 * office's editor) and switch releases. Optionally a test mail server the
 * site sends to, and the back office's content repository.
 */
export interface TestSiteOptions {
  /** Changes to a copy of content/ before the site is built from it. */
  content?: (contentDir: string) => Promise<void>;
  /** Or this content folder, as it is (the test keeps it; `rebuild` builds it again). */
  contentDir?: string;
  /** Settings of the site's builds (not of its server). */
  buildEnv?: Record<string, string>;
  /** A build to serve instead of the suite's (a BUILD_DIR root). */
  build?: string;
  /** Serve `build` itself, not a copy: only for a site that never builds or switches releases. */
  isBuildShared?: boolean;
  /**
   * The content in a git repository of its own, the server's CONTENT_DIR (the
   * back office's editor commits there and builds from it), and TRUST_PROXY=1
   * so a test can stand for many clients (X-Forwarded-For).
   */
  hasContentRepository?: boolean;
  /** A test mail server: the site's SMTP_URL, and NOTIFY_TO owner@example.nl. */
  hasMail?: boolean;
  /** The server's settings, on top of the tests' (ENQUIRY_RATE_LIMIT=0). */
  env?: Record<string, string>;
}

export interface TestSite {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** http://localhost:<port>: passkeys need a host name, and browsers treat localhost as secure. */
  origin: string;
  url: (pagePath: string) => string;
  server: SiteServerProcess;
  /** The server's BUILD_DIR (releases/ and `current`). */
  buildDir: string;
  /** The server's DATA_DIR (its store). */
  dataDir: string;
  /** The content the site was built from (content/ itself when the test changed none). */
  contentDir: string;
  /** The content repository's root (hasContentRepository), else the temp folder holding contentDir. */
  repoRoot: string;
  mail?: MailServer;
  /** The prerendered HTML of a page of the live release, as the build wrote it. */
  html: (pagePath: string) => Promise<string>;
  /** Builds contentDir again into the site's build folder, counting places from its store; the server serves it once switched. */
  rebuild: () => Promise<void>;
  /** `npm run admin -- <args>` against this site's store; stdout, or the error's stderr. */
  admin: (...args: string[]) => Promise<{ stdout: string; stderr: string; code: number }>;
  /** `git <args>` in the content repository. */
  git: (...args: string[]) => Promise<string>;
  /** Our server again on the same build and store (a restart), on a new port; stops the one before. */
  restart: (env?: Record<string, string>) => Promise<SiteServerProcess>;
  stop: () => Promise<void>;
}

const run = promisify(execFile);

/** The e2e and built projects' global set-up names them (tests/support/suite-setup.ts). */
function provided<K extends "buildRoot" | "siteBuilds">(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

const gitIdentity = {
  GIT_AUTHOR_NAME: "Test",
  GIT_AUTHOR_EMAIL: "test@example.nl",
  GIT_COMMITTER_NAME: "Test",
  GIT_COMMITTER_EMAIL: "test@example.nl",
};

export async function startTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const removals: string[] = [];
  const cleanUp = () =>
    Promise.all(removals.map((dir) => rm(dir, { recursive: true, force: true })));
  try {
    return await setUp(options, removals, cleanUp);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function setUp(
  options: TestSiteOptions,
  removals: string[],
  cleanUp: () => Promise<unknown>,
): Promise<TestSite> {
  const buildEnv = options.buildEnv ?? {};
  let contentDir = options.contentDir ?? path.resolve("content");
  let repoRoot = path.dirname(contentDir);
  if (options.content || options.hasContentRepository) {
    const copy = await copyOfContent();
    removals.push(copy.root);
    ({ contentDir, root: repoRoot } = copy);
    await options.content?.(contentDir);
  }
  const git = async (...args: string[]) =>
    (await run("git", args, { cwd: repoRoot, env: { ...process.env, ...gitIdentity } })).stdout;
  if (options.hasContentRepository) {
    await git("init", "-q", "-b", "main");
    await git("add", "content");
    await git("commit", "-q", "-m", "Content as shipped");
  }

  const isContentChanged = Boolean(options.content || options.contentDir);
  const source = isContentChanged
    ? await buildOf(contentDir, buildEnv, provided("siteBuilds"))
    : (options.build ?? provided("buildRoot") ?? path.resolve(process.env.BUILD_DIR ?? "build"));
  // Without the run's build folder, buildOf made a build of the caller's own: it goes with the site.
  if (isContentChanged && !provided("siteBuilds")) removals.push(source);
  const buildDir = options.isBuildShared
    ? source
    : await copyOfBuild(source, provided("siteBuilds"));
  if (!options.isBuildShared) removals.push(buildDir);
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-data-"));
  removals.push(dataDir);

  const mail = options.hasMail ? await startMailServer() : undefined;
  const serverEnv = {
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    ENQUIRY_RATE_LIMIT: "0",
    ...(options.hasContentRepository ? { CONTENT_DIR: contentDir, TRUST_PROXY: "1" } : {}),
    ...(mail ? { SMTP_URL: mail.url, NOTIFY_TO: "owner@example.nl" } : {}),
    ...options.env,
  };
  let server: SiteServerProcess;
  try {
    server = await startSiteServer(serverEnv);
  } catch (error) {
    await mail?.close();
    throw error;
  }
  const servers = [server];
  const site: TestSite = {
    baseUrl: server.baseUrl,
    origin: server.baseUrl.replace("127.0.0.1", "localhost"),
    url: (pagePath) => `${server.baseUrl}${pagePath}`,
    server,
    buildDir,
    dataDir,
    contentDir,
    repoRoot,
    mail,
    html: (pagePath) =>
      readFile(path.join(siteFolder(buildDir) ?? buildDir, "client", builtFile(pagePath)), "utf8"),
    rebuild: () => buildSite(contentDir, buildDir, { ...buildEnv, DATA_DIR: dataDir }),
    admin: async (...args) => {
      const port = new URL((servers.at(-1) ?? server).baseUrl).port;
      try {
        const { stdout, stderr } = await run(
          process.execPath,
          ["server/back-office/admin-cli.ts", ...args],
          { env: { ...process.env, DATA_DIR: dataDir, PORT: port, SITE_URL: "" } },
        );
        return { stdout, stderr, code: 0 };
      } catch (error) {
        const failed = error as { stdout: string; stderr: string; code: number };
        return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
      }
    },
    git,
    restart: async (env = {}) => {
      await Promise.all(servers.map((running) => running.stop()));
      const next = await startSiteServer({ ...serverEnv, ...env });
      servers.push(next);
      return next;
    },
    stop: async () => {
      await Promise.all(servers.map((running) => running.stop()));
      await mail?.close();
      await cleanUp();
    },
  };
  return site;
}
