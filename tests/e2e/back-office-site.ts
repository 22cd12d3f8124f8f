import { readlink } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import type { SiteServerProcess } from "#tests/support/site-server.ts";
import { startTestSite } from "#tests/support/test-site.ts";

/**
 * A self-hosted site with its back office, as the owner runs it, on copies:
 * content/ in a git repository of its own (the editor commits there), a
 * build folder whose first release is the suite's build (copied: one build
 * fewer), and a fresh store. The server builds further releases itself.
 * Addresses are http://localhost:<port>: passkeys need a host name, and
 * browsers treat localhost as secure (tests/support/test-site.ts).
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
  const site = await startTestSite({ hasContentRepository: true });
  return {
    origin: site.origin,
    repoRoot: site.repoRoot,
    contentDir: site.contentDir,
    buildDir: site.buildDir,
    dataDir: site.dataDir,
    server: site.server,
    admin: site.admin,
    git: site.git,
    stop: site.stop,
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
