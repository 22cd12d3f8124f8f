import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readlink, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { inject } from "vitest";
import { type SiteServerProcess, startSiteServer } from "#tests/support/site-server.ts";
import { copyContent } from "./build-with-content.ts";

const run = promisify(execFile);

/**
 * A self-hosted site with its back office, as the owner runs it, on copies:
 * content/ in a git repository of its own (the editor commits there), a
 * build folder whose first release is the suite's build (copied: one build
 * fewer), and a fresh store. The server builds further releases itself.
 * Addresses are http://localhost:<port>: passkeys need a host name, and
 * browsers treat localhost as secure.
 */
export interface BackOfficeSite {
  /** http://localhost:<port> */
  origin: string;
  repoRoot: string;
  contentDir: string;
  buildDir: string;
  dataDir: string;
  server: SiteServerProcess;
  /** `npm run admin -- <args>` against this site's store; stdout, or the error's stderr. */
  admin: (...args: string[]) => Promise<{ stdout: string; stderr: string; code: number }>;
  /** `git <args>` in the content repository. */
  git: (...args: string[]) => Promise<string>;
  stop: () => Promise<void>;
}

export async function startBackOfficeSite(): Promise<BackOfficeSite> {
  const { root: repoRoot, contentDir } = await copyContent();
  const git = async (...args: string[]) =>
    (
      await run("git", args, {
        cwd: repoRoot,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: "Test",
          GIT_AUTHOR_EMAIL: "test@example.nl",
          GIT_COMMITTER_NAME: "Test",
          GIT_COMMITTER_EMAIL: "test@example.nl",
        },
      })
    ).stdout;
  await git("init", "-q", "-b", "main");
  await git("add", "content");
  await git("commit", "-q", "-m", "Content as shipped");

  // Inside the project (git-ignored build-*): the server's builds import our node_modules.
  const buildDir = await mkdtemp(path.resolve("build-back-office-"));
  const release = inject("buildDir");
  const id = path.basename(release);
  await mkdir(path.join(buildDir, "releases"), { recursive: true });
  await cp(release, path.join(buildDir, "releases", id), {
    recursive: true,
    verbatimSymlinks: true,
  });
  await symlink(path.join("releases", id), path.join(buildDir, "current"));
  const dataDir = path.join(repoRoot, "data");

  const server = await startSiteServer({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    CONTENT_DIR: contentDir,
    ENQUIRY_RATE_LIMIT: "0",
    // So one test can stand for many clients (X-Forwarded-For); browsers send none.
    TRUST_PROXY: "1",
  });
  const origin = server.baseUrl.replace("127.0.0.1", "localhost");
  const port = new URL(origin).port;

  const admin = async (...args: string[]) => {
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
  };

  return {
    origin,
    repoRoot,
    contentDir,
    buildDir,
    dataDir,
    server,
    admin,
    git,
    stop: async () => {
      await server.stop();
      await Promise.all(
        [repoRoot, buildDir].map((dir) => rm(dir, { recursive: true, force: true })),
      );
    },
  };
}

/** The release `current` points at. */
export async function liveRelease(buildDir: string): Promise<string> {
  return path.basename(await readlink(path.join(buildDir, "current")));
}

/** The link `npm run admin -- invite` printed. */
export function invitationLink(stdout: string): string {
  const link = /https?:\/\/\S+\/admin\/invitation\/\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`No invitation link in: ${stdout}`);
  return link;
}

/**
 * A browser tab with a passkey authenticator of its own (Chromium's virtual
 * authenticator: a platform authenticator that holds discoverable
 * credentials and verifies its user without a prompt).
 */
export async function tabWithAuthenticator(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; authenticator: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const authenticator = await context.newCDPSession(page);
  await authenticator.send("WebAuthn.enable");
  await authenticator.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  // Decap asks before leaving a page with unsaved changes; the tests leave on purpose.
  page.on("dialog", (dialog) => void dialog.accept());
  return { context, page, authenticator };
}

/** The session cookie of a signed-in tab, as a Cookie header for requests made by the test. */
export async function sessionCookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}
