import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { databasePath } from "#server/store/database.ts";
import { newSecretToken, secretTokenHash } from "#server/back-office/access/secret-tokens.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { rosterPath } from "#server/back-office/runs/run-paths.ts";
import { accessibilityProblems, withAxe } from "#tests/support/axe.ts";
import { enquiryForm, postEnquiry } from "#tests/support/enquiry-poster.ts";
import { launchBrowser } from "./browser.ts";
import {
  type BackOfficeSite,
  invitationLink,
  liveRelease,
  sessionCookieHeader,
  startBackOfficeSite,
  tabWithAuthenticator,
} from "./back-office-site.ts";

/**
 * The back office as the owner uses it, in Chromium with a virtual passkey
 * authenticator, on a self-hosted site of its own (tests/e2e/back-office-site.ts):
 * an invitation from `npm run admin`, a passkey, the editor saving a fee
 * through our server (a git commit, a background rebuild, the live page),
 * refusals, a failed build, rollback, the enquiries, sessions ending, and
 * every kind of bad input the issue names. The tests run in order on one
 * site: each builds on what the one before left.
 */
let browser: Browser;
let site: BackOfficeSite;
let owner: { context: BrowserContext; page: Page };
const editorEmail = "editor@example.nl";
const coursePath = "/training/testing/istqb-foundation";
const courseFile = "content/courses/testing/istqb-foundation.yml";

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startBackOfficeSite();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const url = (pathname: string) => `${site.origin}${pathname}`;

/** A request as our own pages send it: same origin, the owner's session. */
async function post(
  pathname: string,
  body: unknown,
  options: { origin?: string | null; cookie?: string } = {},
) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const origin = options.origin === undefined ? site.origin : options.origin;
  if (origin) headers.Origin = origin;
  const cookie = options.cookie ?? (await sessionCookieHeader(owner.context));
  if (cookie) headers.Cookie = cookie;
  return fetch(url(pathname), {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
    redirect: "manual",
  });
}

/** The course page as a visitor gets it now. */
async function liveCoursePage(): Promise<string> {
  return (await fetch(url(coursePath))).text();
}

async function fileOnDisk(file = courseFile) {
  return readFile(path.join(site.repoRoot, file), "utf8");
}

function store() {
  return new DatabaseSync(databasePath(site.dataDir));
}

describe("invitation and sign-in", () => {
  it("an invitation from npm run admin makes a passkey and signs in; the link then works no more", async () => {
    const invited = await site.admin("invite", editorEmail);
    expect(invited.code).toBe(0);
    const link = invitationLink(invited.stdout);
    expect(link.startsWith(`${site.origin}/admin/invitation/`)).toBe(true);

    owner = await tabWithAuthenticator(browser);
    const { page } = owner;
    await page.goto(link);
    expect(await page.locator("h1").innerText()).toBe("Create your passkey");
    expect(await page.locator("main").innerText()).toContain(editorEmail);
    await page.getByRole("button", { name: "Create a passkey" }).click();
    await page.waitForURL(url(backOfficePaths.overview));
    expect(await page.locator("h1").innerText()).toBe("Overview");
    expect(await page.locator("header").innerText()).toContain(editorEmail);

    const cookie = (await owner.context.cookies()).find((c) => c.name === "__Host-back-office");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });
    expect(Buffer.from(cookie?.value ?? "", "base64url").length).toBeGreaterThanOrEqual(16);

    // The same link again, in another browser: a clear page, and no second account.
    const other = await tabWithAuthenticator(browser);
    const again = await other.page.goto(link);
    expect(again?.status()).toBe(410);
    expect(await other.page.locator("main").innerText()).toContain("already been used");
    expect(await other.page.getByRole("button", { name: "Create a passkey" }).count()).toBe(0);
    await other.context.close();
    expect((await site.admin("list")).stdout).toMatch(/editor@example\.nl\s+1 passkey\b/);
  });

  it("signs out, and signs in again with the passkey alone", async () => {
    const { page } = owner;
    const cookieBefore = await sessionCookieHeader(owner.context);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((address) => address.pathname === backOfficePaths.signIn);
    expect(await page.getByRole("status").innerText()).toContain("You are signed out");
    await page.goto(url("/admin/log"));
    expect(new URL(page.url()).pathname).toBe(backOfficePaths.signIn);
    // The session is over on the server, not only forgotten by this browser.
    const replayed = await fetch(url("/admin/log"), {
      headers: { Cookie: cookieBefore },
      redirect: "manual",
    });
    expect(replayed.status).toBe(303);

    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(url(backOfficePaths.overview));
    expect(await page.locator("header").innerText()).toContain(editorEmail);
    await page.goto(url("/admin/log"));
    const log = await page.locator("main table").innerText();
    expect(log).toMatch(/sign-in/);
    expect(log).toMatch(/sign-out/);
    expect(log).toMatch(/invitation/);
  });
});

describe("your sessions", () => {
  it("lists this browser's session from the top bar, and Sign out everywhere ends the one on a lost laptop", async () => {
    // The laptop: another session of the same account, as its sign-in would have left it.
    const laptop = newSecretToken();
    const db = store();
    const now = new Date().toISOString();
    db.prepare(
      "INSERT INTO sessions (token_hash, account_id, created_at, last_seen_at, browser) SELECT ?, id, ?, ?, 'Firefox' FROM accounts WHERE email = ?",
    ).run(secretTokenHash(laptop), now, now, editorEmail);
    db.close();
    const laptopCookie = `__Host-back-office=${laptop}`;
    const asLaptop = () =>
      fetch(url(backOfficePaths.log), { headers: { Cookie: laptopCookie }, redirect: "manual" });
    expect((await asLaptop()).status).toBe(200);

    const { page } = owner;
    await page.goto(url(backOfficePaths.overview));
    await page.getByRole("link", { name: "Your sessions" }).click();
    await page.waitForURL(url(backOfficePaths.sessions));
    const rows = page.locator("main tbody tr");
    expect(await rows.count()).toBe(2);
    expect(await page.locator('tr[data-session="current"]').innerText()).toMatch(
      /^Chrome \(this session\)/,
    );
    expect(await page.locator('tr[data-session="other"]').innerText()).toMatch(/^Firefox/);

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL((address) => address.pathname === backOfficePaths.sessions);
    expect(await page.getByRole("status").innerText()).toContain(
      "Every other session of your account has ended",
    );
    expect(await rows.count()).toBe(1);
    expect((await asLaptop()).status).toBe(303);
    await page.goto(url(backOfficePaths.log));
    expect(await page.locator("main table").innerText()).toContain(
      "signed out everywhere else: 1 other session ended",
    );
  });
});

describe("editing content", () => {
  it("a fee changed in the editor is a commit naming the editor, and the live page shows it after the rebuild", async () => {
    const { page } = owner;
    const before = parse(await fileOnDisk());
    const releaseBefore = await liveRelease(site.buildDir);
    expect(await liveCoursePage()).toContain("€499");

    // Signed in to the back office is signed in to the editor: no second login.
    await page.goto(
      url(`${backOfficePaths.editor}#/collections/courses-testing/entries/istqb-foundation`),
    );
    const fee = page.getByLabel("Fee (euro)").first();
    await expect.poll(() => fee.inputValue(), { timeout: 30_000 }).toBe("499");
    expect(await page.getByRole("button", { name: "Login" }).count()).toBe(0);
    await fee.fill("555");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();

    await expect.poll(async () => parse(await fileOnDisk()).en.fee, { timeout: 20_000 }).toBe(555);
    // Decap rewrites the file; everything else in both languages is kept.
    expect(parse(await fileOnDisk())).toEqual({ ...before, en: { ...before.en, fee: 555 } });
    // The file is written a moment before its commit: wait for the commit.
    const lastCommit = () => site.git("log", "-1", "--format=%an <%ae>|%s", "--", courseFile);
    await expect.poll(lastCommit, { timeout: 20_000 }).toContain(`<${editorEmail}>`);
    expect(await lastCommit()).toContain(courseFile);

    // The rebuild runs in the background; the live page changes once it is switched in.
    await expect.poll(liveCoursePage, { timeout: 180_000, interval: 1_000 }).toContain("€555");
    expect(await liveRelease(site.buildDir)).not.toBe(releaseBefore);
    await page.goto(url(backOfficePaths.overview));
    const head = (await site.git("rev-parse", "--short", "HEAD")).trim();
    expect(await page.locator("[data-live-build]").innerText()).toContain(head);
    // The switch comes a moment before the old releases are pruned and the build is done.
    await expect
      .poll(
        async () => {
          await page.goto(url(backOfficePaths.overview));
          return page.locator("[data-building]").getAttribute("data-building");
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe("no");
    await page.goto(url("/admin/log"));
    expect(await page.locator("main table").innerText()).toContain(courseFile);
  }, 360_000);

  it("an invalid edit is refused with its message in the editor, and nothing is written or committed", async () => {
    const { page } = owner;
    const before = await fileOnDisk();
    const commits = await site.git("rev-list", "--count", "HEAD");
    await page.goto(
      url(`${backOfficePaths.editor}#/collections/courses-testing/entries/istqb-foundation`),
    );
    const fee = page.getByLabel("Fee (euro)").first();
    await expect.poll(() => fee.inputValue(), { timeout: 30_000 }).toBe("555");
    // Days and hours stay: a course with them must have a fee (the build's own rule).
    await fee.fill("");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    const refusal = page.getByText(/Failed to persist entry/);
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.innerText()).toContain(
      `${courseFile}: fee: is required when days, hours or fee is given`,
    );
    expect(await fileOnDisk()).toBe(before);
    expect(await site.git("rev-list", "--count", "HEAD")).toBe(commits);
  }, 90_000);

  it("a failed build leaves the live site as it was and shows its error", async () => {
    const { page } = owner;
    const live = await liveRelease(site.buildDir);
    // A file broken by hand on the server (the editor would have refused it).
    const broken = path.join(site.contentDir, "courses/testing/broken-by-hand.yml");
    await writeFile(broken, "en:\n  title: 42\n");
    try {
      await page.goto(url(backOfficePaths.overview));
      await page.getByRole("button", { name: "Rebuild now" }).click();
      await page.waitForURL((address) => address.pathname === backOfficePaths.overview);
      await expect
        .poll(
          async () => {
            await page.reload();
            return page.locator("[data-build-failure]").count();
          },
          { timeout: 180_000, interval: 2_000 },
        )
        .toBe(1);
      const failure = page.locator("[data-build-failure]");
      expect(await failure.innerText()).toContain("the live site was left as it was");
      await failure.getByText("The build's output").click();
      expect(await failure.locator("pre").innerText()).toContain("broken-by-hand.yml");
      expect(await liveRelease(site.buildDir)).toBe(live);
      expect(await liveCoursePage()).toContain("€555");
    } finally {
      await rm(broken, { force: true });
    }
  }, 360_000);

  it("rolls the site back to the previous build", async () => {
    const { page } = owner;
    await page.goto(url(backOfficePaths.overview));
    await page.getByRole("button", { name: /Roll back to the build of/ }).click();
    await page.waitForURL((address) => address.pathname === backOfficePaths.overview);
    expect(await page.getByRole("status").innerText()).toContain("rolled back");
    expect(await liveCoursePage()).toContain("€499");
    await page.goto(url("/admin/log"));
    expect(await page.locator("main table").innerText()).toMatch(/rollback/);
  });
});

describe("enquiries", () => {
  it("lists them newest first, searches, shows one, marks it handled, exports CSV and deletes one", async () => {
    const send = (name: string, message: string, language = "en") =>
      postEnquiry(
        url("/"),
        enquiryForm({
          name,
          email: `${name.split(" ")[0]?.toLowerCase()}@example.nl`,
          message,
          language,
        }),
      );
    expect((await send("Ada Lovelace", '=HYPERLINK("http://x")')).status).toBe(303);
    expect((await send("Grace Hopper", "Hallo, graag een offerte.", "nl")).status).toBe(303);

    const { page } = owner;
    await page.goto(url(backOfficePaths.enquiries));
    const rows = page.locator("tbody tr");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain("Grace Hopper");
    expect(await rows.nth(0).innerText()).toContain("Dutch");
    expect(await rows.nth(0).innerText()).toContain("e-mail off");
    expect(await rows.nth(1).innerText()).toContain("Ada Lovelace");

    await page.getByLabel("Name or e-mail").fill("ADA@");
    await page.getByRole("button", { name: "Search" }).click();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain("Ada Lovelace");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = await readFile((await (await download).path()) ?? "", "utf8");
    expect(csv.split("\r\n")[0]).toBe(
      '"id","receivedAt","language","name","email","phone","message","mailStatus"',
    );
    // The same escaping as npm run enquiries: a formula is never run by a spreadsheet.
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).not.toContain("Grace");

    await rows.first().getByRole("link").click();
    expect(await page.locator("h1").innerText()).toBe("Enquiry from Ada Lovelace");
    expect(await page.locator("main").innerText()).toContain('=HYPERLINK("http://x")');
    await page.getByRole("button", { name: "Mark as handled" }).click();
    expect(await page.getByRole("status").innerText()).toContain("handled");
    expect(await page.getByRole("button", { name: "Mark as handled" }).count()).toBe(0);

    await page.getByRole("link", { name: "Delete…" }).click();
    expect(await page.locator("h1").innerText()).toBe("Delete this enquiry?");
    await page.getByRole("button", { name: "Delete for good" }).click();
    expect(await page.getByRole("status").innerText()).toContain("Deleted");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain("Grace Hopper");

    await page.goto(url("/admin/log"));
    const log = await page.locator("main table").innerText();
    expect(log).toMatch(/export\s+1 enquiry as CSV, narrowed by a search/);
    // Nor what was searched for (the privacy notice says so).
    expect(log).not.toContain("ADA@");
    expect(log).toMatch(/deletion\s+enquiry \d+/);
    // The log keeps that it happened, never whom it was about.
    expect(log).not.toContain("Ada");
  });
});

describe("accessibility", () => {
  it("every back-office page passes axe (WCAG 2.2 AA) at phone and desktop width, and never scrolls sideways", async () => {
    const unusedInvitation = invitationLink((await site.admin("invite", "new@example.nl")).stdout);
    const [enquiry] = await (
      await fetch(url(backOfficePaths.enquiries), {
        headers: { Cookie: await sessionCookieHeader(owner.context) },
      })
    )
      .text()
      .then((html) => [...html.matchAll(/href="(\/admin\/enquiries\/\d+)"/g)].map((m) => m[1]));
    // An enrolment on a run the live site no longer offers: the Runs page and its roster show it.
    const db = store();
    db.prepare(
      "INSERT INTO enquiries (received_at, name, email, phone, message, kind, details, course_key, run_key, participants, place) VALUES (?, 'Ada Lovelace', 'ada@example.nl', '', '', 'enrolment', ?, 'devops/docker', '2026-01-05-classroom', 1, 'confirmed')",
    ).run(
      "2025-12-01T10:00:00.000Z",
      JSON.stringify({ buyer: "business", company: "Example B.V.", invoice: "ap@example.nl" }),
    );
    db.close();
    const pages = [
      backOfficePaths.overview,
      backOfficePaths.enquiries,
      `${backOfficePaths.enquiries}?kind=enrolment`,
      backOfficePaths.runs,
      rosterPath("devops/docker", "2026-01-05-classroom"),
      enquiry,
      `${enquiry}/delete`,
      backOfficePaths.log,
      backOfficePaths.sessions,
      backOfficePaths.traffic,
      new URL(unusedInvitation).pathname,
      `${backOfficePaths.invitation}/not-a-real-invitation`,
    ];
    // A tab of the owner's own, with axe's engine in every page it opens.
    const page = await owner.context.newPage();
    await withAxe(page);
    const problems: string[] = [];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const pathname of pages) {
        await page.goto(url(pathname ?? "/admin/"));
        problems.push(...(await accessibilityProblems(page, `${width} ${pathname}`)));
      }
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 120_000);
});

describe("bad input", () => {
  it("without a valid session: pages redirect to sign-in, everything else is 401, and nothing is read", async () => {
    for (const pathname of [
      "/admin",
      "/admin/",
      "/admin/enquiries",
      "/admin/log",
      "/admin/editor",
      "/%61dmin/log",
    ]) {
      const response = await fetch(url(pathname), { redirect: "manual" });
      expect(response.status, pathname).toBe(303);
      expect(response.headers.get("location"), pathname).toBe(backOfficePaths.signIn);
    }
    for (const pathname of ["/admin/config.yml", "/admin/decap-cms.js", "/admin/enquiries.csv"]) {
      const response = await fetch(url(pathname), { redirect: "manual" });
      expect(response.status, pathname).toBe(401);
      expect(await response.text(), pathname).not.toMatch(/backend|Ada|Grace|function/);
    }
    const forged = await post(
      backOfficePaths.editorApi,
      { action: "getEntry", params: { path: courseFile } },
      { cookie: "__Host-back-office=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    );
    expect(forged.status).toBe(401);
    expect(await forged.text()).not.toContain("fee");
  });

  it("a path outside the editor's collections: 400, and nothing is touched", async () => {
    const status = await site.git("status", "--porcelain");
    const mainServer = await readFile("server/main.ts", "utf8");
    for (const target of [
      "../../server/main.ts",
      "content/../../server/main.ts",
      "/etc/passwd",
      path.join(site.contentDir, "company.yml"),
      "content/company.json",
      "content/courses/testing/../../company.yml",
      "server/main.ts",
    ]) {
      const read = await post(backOfficePaths.editorApi, {
        action: "getEntry",
        params: { path: target },
      });
      expect(read.status, `read ${target}`).toBe(400);
      const write = await post(backOfficePaths.editorApi, {
        action: "persistEntry",
        params: {
          dataFiles: [{ path: target, raw: "en:\n  title: Hacked\n" }],
          assets: [],
          options: {},
        },
      });
      expect(write.status, `write ${target}`).toBe(400);
      expect((await write.json()).error, target).toBeTruthy();
    }
    expect(await readFile("server/main.ts", "utf8")).toBe(mainServer);
    expect(await site.git("status", "--porcelain")).toBe(status);
  });

  it("YAML with aliases that expand, over 1 MB, or not YAML: 400 with a clear message, nothing written", async () => {
    const before = await fileOnDisk();
    const laughs = [
      'en:\n  title: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      ...Array.from({ length: 8 }, (_, i) => {
        const name = String.fromCharCode(98 + i);
        const previous = String.fromCharCode(97 + i);
        return `  ${name}: &${name} [*${previous},*${previous},*${previous},*${previous},*${previous},*${previous},*${previous},*${previous},*${previous}]`;
      }),
    ].join("\n");
    const cases: [string, string, RegExp][] = [
      ["aliases", laughs, /alias/i],
      ["over 1 MB", `en:\n  title: "${"x".repeat(1_100_000)}"\n`, /1 MB/],
      ["not YAML", "en:\n  title: [unclosed\n  fee: : :\n", /YAML/],
    ];
    for (const [what, raw, message] of cases) {
      const response = await post(backOfficePaths.editorApi, {
        action: "persistEntry",
        params: { dataFiles: [{ path: courseFile, raw }], assets: [], options: {} },
      });
      expect(response.status, what).toBe(400);
      expect((await response.json()).error, what).toMatch(message);
    }
    expect(await fileOnDisk()).toBe(before);
  });

  it("a POST from another origin, or with none: 403, and nothing changes", async () => {
    const before = await fileOnDisk();
    const raw = before.replace(/fee: \d+/, "fee: 1");
    for (const origin of ["https://evil.example", "null", null]) {
      const response = await post(
        backOfficePaths.editorApi,
        {
          action: "persistEntry",
          params: { dataFiles: [{ path: courseFile, raw }], assets: [], options: {} },
        },
        { origin },
      );
      expect(response.status, String(origin)).toBe(403);
    }
    const signOut = await post(backOfficePaths.signOut, "", { origin: "https://evil.example" });
    expect(signOut.status).toBe(403);
    expect(await fileOnDisk()).toBe(before);
    // Still signed in: the forged sign-out changed nothing.
    const page = await fetch(url(backOfficePaths.log), {
      headers: { Cookie: await sessionCookieHeader(owner.context) },
      redirect: "manual",
    });
    expect(page.status).toBe(200);
  });

  it("an expired invitation: a clear page, and no account", async () => {
    const link = invitationLink((await site.admin("invite", "late@example.nl")).stdout);
    const db = store();
    db.exec(
      "UPDATE invitations SET expires_at = '2000-01-01T00:00:00.000Z' WHERE email = 'late@example.nl'",
    );
    db.close();
    const late = await tabWithAuthenticator(browser);
    const response = await late.page.goto(link);
    expect(response?.status()).toBe(410);
    expect(await late.page.locator("main").innerText()).toContain("expired");
    const tried = await post(`${new URL(link).pathname}/options`, {}, { cookie: "" });
    expect(tried.status).toBe(410);
    await late.context.close();
    expect((await site.admin("list")).stdout).not.toContain("late@example.nl");
  });

  it("sign-in attempts are rate-limited per client", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await fetch(url(backOfficePaths.signInOptions), {
        method: "POST",
        headers: {
          Origin: site.origin,
          "X-Forwarded-For": "203.0.113.7",
          "Content-Type": "application/json",
        },
        body: "{}",
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("sessions end", () => {
  it("after 2 hours without a request", async () => {
    const db = store();
    db.exec(
      `UPDATE sessions SET last_seen_at = '${new Date(Date.now() - 2 * 3600_000 - 1000).toISOString()}'`,
    );
    db.close();
    const { page } = owner;
    await page.goto(url(backOfficePaths.enquiries));
    expect(new URL(page.url()).pathname).toBe(backOfficePaths.signIn);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL(url(backOfficePaths.overview));
  });

  it("at once when the account is revoked", async () => {
    const cookie = await sessionCookieHeader(owner.context);
    const signedIn = await fetch(url(backOfficePaths.log), {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(signedIn.status).toBe(200);
    const revoked = await site.admin("revoke", editorEmail);
    expect(revoked.code).toBe(0);
    const api = await post(
      backOfficePaths.editorApi,
      { action: "getEntry", params: { path: courseFile } },
      { cookie },
    );
    expect(api.status).toBe(401);
    const { page } = owner;
    await page.goto(url(backOfficePaths.enquiries));
    expect(new URL(page.url()).pathname).toBe(backOfficePaths.signIn);
    // The passkey opens nothing any more.
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect
      .poll(() => page.locator("[data-passkey-status]").innerText())
      .toContain("not known here");
    expect((await site.admin("list")).stdout).not.toContain(editorEmail);
  });
});
