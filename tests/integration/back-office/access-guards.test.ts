import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backOfficePaths } from "#server/back-office/paths.ts";
import {
  type BackOfficeServer,
  cookieOf,
  startBackOfficeServer,
} from "#tests/support/back-office-server.ts";
import { createSoftwareAuthenticator } from "#tests/support/software-authenticator.ts";

/**
 * The back office's guards over HTTP, with real passkey signatures and real
 * tables (tests/support/back-office-server.ts): the session cookie's
 * attributes, a sign-in answer replayed, the session checked on every
 * request, and the Origin check on a POST. The browser tests
 * (tests/e2e/back-office.test.ts) see the same through Chromium, slowly.
 */
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

let site: BackOfficeServer;
beforeEach(async () => {
  site = await startBackOfficeServer();
});
afterEach(() => site.stop());

describe("the session cookie", () => {
  it("is __Host-, Secure, HttpOnly, SameSite=Strict and Path=/, with no Domain and no lifetime, at sign-in and at an invitation", async () => {
    const invited = await site.redeem(
      site.invite("owner@example.nl"),
      createSoftwareAuthenticator(site.origin),
    );
    const { authenticator } = await site.newAccount("editor@example.nl");
    const signedIn = await site.signIn(authenticator);
    for (const answer of [invited, signedIn]) {
      expect(answer.status).toBe(200);
      const [pair, ...attributes] = (answer.headers.get("set-cookie") ?? "")
        .split(";")
        .map((part) => part.trim());
      expect(pair).toMatch(/^__Host-back-office=[A-Za-z0-9_-]{43}$/);
      expect(new Set(attributes.map((attribute) => attribute.toLowerCase()))).toEqual(
        new Set(["path=/", "secure", "httponly", "samesite=strict"]),
      );
    }
  });
});

describe("a passkey sign-in", () => {
  it("replayed with the same answer starts no second session (replay)", async () => {
    const { authenticator } = await site.newAccount("owner@example.nl");
    const started = await site.request("POST", backOfficePaths.signInOptions, { body: "{}" });
    const { ceremony, options } = await started.json();
    const body = JSON.stringify({ ceremony, response: authenticator.authenticate(options) });
    const first = await site.request("POST", backOfficePaths.signIn, { body });
    expect(first.status).toBe(200);
    const again = await site.request("POST", backOfficePaths.signIn, { body });
    expect(again.status).toBe(401);
    expect(again.headers.get("set-cookie")).toBeNull();
  });
});

describe("the session check", () => {
  it("lets in a live session's cookie and refuses a forged one, an ended one and none", async () => {
    const { cookie } = await site.newAccount("owner@example.nl");
    const forged = `__Host-back-office=${"A".repeat(43)}`;
    expect((await site.request("GET", backOfficePaths.log, { cookie })).status).toBe(200);
    for (const [what, refused] of [
      ["forged", forged],
      ["none", undefined],
    ] as const) {
      const page = await site.request("GET", backOfficePaths.log, { cookie: refused });
      expect(page.status, what).toBe(303);
      expect(page.headers.get("location"), what).toBe(backOfficePaths.signIn);
      const api = await site.request("POST", backOfficePaths.editorApi, {
        cookie: refused,
        body: "{}",
      });
      expect(api.status, what).toBe(401);
    }
    await site.request("POST", backOfficePaths.signOut, { cookie, type: "text/plain" });
    expect((await site.request("GET", backOfficePaths.log, { cookie })).status).toBe(303);
  });
});

describe("a POST from anywhere but our own pages", () => {
  it("is refused 403 and changes nothing: Sign out everywhere from another origin ends no session", async () => {
    const { authenticator, cookie: laptop } = await site.newAccount("owner@example.nl");
    const phone = cookieOf(await site.signIn(authenticator));
    for (const origin of ["https://evil.example", "null", null]) {
      const answer = await site.request("POST", backOfficePaths.signOutEverywhere, {
        cookie: phone,
        origin,
        type: "application/x-www-form-urlencoded",
      });
      expect(answer.status, String(origin)).toBe(403);
    }
    expect((await site.request("GET", backOfficePaths.log, { cookie: laptop })).status).toBe(200);
    expect((await site.request("GET", backOfficePaths.log, { cookie: phone })).status).toBe(200);
  });
});

describe("the account's sessions", () => {
  it("lists each session with its browser family, when it started and was last seen, this one marked; the User-Agent is not kept", async () => {
    const { authenticator } = await site.newAccount("owner@example.nl", firefox);
    const chrome =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
    const cookie = cookieOf(await site.signIn(authenticator, chrome));
    const page = await site.request("GET", backOfficePaths.sessions, { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    const rows = [...html.matchAll(/<tr data-session="(\w+)">(.*?)<\/tr>/g)].map(
      ([, kind, cells]) => [kind, [...(cells ?? "").matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1])],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([
      "current",
      ["Chrome<strong> (this session)</strong>", expect.any(String), expect.any(String)],
    ]);
    expect(rows[1]).toEqual(["other", ["Firefox", expect.any(String), expect.any(String)]]);
    expect(rows[0]?.[1]?.[1]).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    const stored = site.tables.accountSessions(1, "", {
      idleSince: "2000-01-01",
      startedSince: "2000-01-01",
    });
    expect(stored.map((session) => session.browser).sort()).toEqual(["Chrome", "Firefox"]);
    expect(JSON.stringify(site.tables.auditLog(50))).not.toContain("Mozilla");
  });

  it("Sign out everywhere ends every other session at once, keeps this one, and is logged", async () => {
    const { authenticator, cookie: laptop } = await site.newAccount("owner@example.nl", firefox);
    const tablet = cookieOf(await site.signIn(authenticator));
    const phone = cookieOf(await site.signIn(authenticator));
    const other = await site.newAccount("editor@example.nl");

    const answer = await site.request("POST", backOfficePaths.signOutEverywhere, {
      cookie: phone,
      type: "application/x-www-form-urlencoded",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(
      `${backOfficePaths.sessions}?notice=signed-out-elsewhere`,
    );
    for (const ended of [laptop, tablet]) {
      expect((await site.request("GET", backOfficePaths.log, { cookie: ended })).status).toBe(303);
    }
    expect((await site.request("GET", backOfficePaths.log, { cookie: phone })).status).toBe(200);
    // Another account's sessions are not this account's to end.
    expect((await site.request("GET", backOfficePaths.log, { cookie: other.cookie })).status).toBe(
      200,
    );
    const page = await (
      await site.request("GET", answer.headers.get("location") ?? "", { cookie: phone })
    ).text();
    expect(page).toContain("Every other session of your account has ended");
    expect(page.match(/<tr data-session=/g)).toHaveLength(1);
    expect(site.tables.auditLog(1)[0]).toMatchObject({
      actor: "owner@example.nl",
      action: "sign-out",
      detail: "signed out everywhere else: 2 other sessions ended",
    });
  });
});
