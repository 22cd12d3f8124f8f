import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page, Request, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { editorAccountPath, editorPath } from "#src/admin/editor-paths.ts";
import { identityEmailFiles } from "#scripts/build-steps/write-identity-emails.ts";
import { axeViolations, describeViolations, withAxe } from "#tests/support/axe.ts";
import { launchBrowser } from "./browser.ts";

/**
 * The editor's account page as it runs on Netlify: the built client folder
 * served on a made-up HTTPS origin with the headers the build's _headers
 * gives each path (Netlify's rules, several matching rules joined), and a
 * fake Netlify Identity (GoTrue) under /.netlify/identity answering what
 * gotrue-js asks:
 *   POST /verify {token, password, type: "signup"}   accept an invitation
 *   POST /verify {token, type: "recovery"}           sign in by a reset link
 *   GET  /user   (Bearer)                            the signed-in user
 *   PUT  /user   {password} (Bearer)                 a new password
 * Each test checks what the person sees and what the fake received; no
 * request may leave the origin and no Content-Security-Policy be violated.
 */
const origin = "https://editors.example";
const client = () => path.join(inject("buildDir"), "client");
const email = "ada@example.nl";
const password = "correct horse battery";

let browser: Browser;
let rules: HeaderRule[];
beforeAll(async () => {
  browser = await launchBrowser();
  rules = parseHeaders(await readFile(path.join(client(), "_headers"), "utf8"));
});
afterAll(async () => {
  await browser?.close();
});

interface HeaderRule {
  path: string;
  headers: [string, string][];
}

/** The _headers file: a path on its own line, its headers indented below it. */
function parseHeaders(text: string): HeaderRule[] {
  const parsed: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) parsed.push({ path: line.trim(), headers: [] });
    const [, name, value] = /^\s+([^:#\s]+):\s*(.*)$/.exec(line) ?? [];
    if (name && value !== undefined) parsed.at(-1)?.headers.push([name, value]);
  }
  return parsed;
}

/** The headers Netlify sends for a path: every matching rule; a header named twice is joined. */
function headersFor(urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const isMatch = rule.path.endsWith("/*")
      ? urlPath.startsWith(rule.path.slice(0, -1)) || urlPath === rule.path.slice(0, -2)
      : urlPath === rule.path;
    if (!isMatch) continue;
    for (const [name, value] of rule.headers) {
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
};

/** A file of the build at a URL path, found the way Netlify finds it for this layout. */
async function builtFile(urlPath: string): Promise<{ status: number; file: string }> {
  const candidates = urlPath.endsWith("/")
    ? [`${urlPath}index.html`]
    : [urlPath, `${urlPath}.html`];
  for (const candidate of candidates) {
    const file = path.join(client(), path.posix.normalize(candidate));
    if (!file.startsWith(client())) break;
    const isFile = await readFile(file).then(
      () => true,
      () => false,
    );
    if (isFile) return { status: 200, file };
  }
  return { status: 404, file: path.join(client(), "404.html") };
}

/** A JWT as Identity issues it; only its claims are read in the browser. */
function accessToken(claims: Record<string, unknown>): string {
  const part = (data: object) => Buffer.from(JSON.stringify(data)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.signature`;
}

interface FakeIdentity {
  /** Every request made to /.netlify/identity, with its JSON body. */
  calls: { method: string; path: string; body?: Record<string, unknown>; auth?: string }[];
  /** The access token issued for `email`. */
  jwt: string;
  /** Authorization headers Decap sent to Git Gateway (/.netlify/git). */
  gitGateway: (string | undefined)[];
  /** Requests to any other origin (aborted). */
  foreign: string[];
  /** Console messages about a Content-Security-Policy. */
  violations: string[];
  /** Answer the next /verify by dropping the connection. */
  dropNextVerify: () => void;
}

const user = {
  id: "5a4c6a7e-0000-4000-8000-000000000001",
  aud: "",
  role: "",
  email,
  confirmed_at: "2026-11-24T10:00:00Z",
  app_metadata: { provider: "email" },
  user_metadata: { full_name: "Ada Lovelace" },
  created_at: "2026-11-24T09:00:00Z",
  updated_at: "2026-11-24T10:00:00Z",
};

/** The invitation and reset tokens the fake knows; anything else is refused. */
const tokens = { invite: "invite-token-1", recovery: "recovery-token-1" };

/** A context on the fake origin: the built site, the fake Identity, nothing else. */
async function openSite(): Promise<{ context: BrowserContext; page: Page; fake: FakeIdentity }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await withAxe(context);
  // Chromium logs a refused script or style, but not a refused eval that the
  // page catches: every violation is reported to the console here.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective}`);
    });
  });
  let isVerifyDropped = false;
  const jwt = accessToken({
    sub: user.id,
    email,
    exp: Math.floor(Date.now() / 1000) + 3600,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
  });
  const fake: FakeIdentity = {
    calls: [],
    jwt,
    gitGateway: [],
    foreign: [],
    violations: [],
    dropNextVerify: () => {
      isVerifyDropped = true;
    },
  };
  const tokenResponse = {
    access_token: jwt,
    token_type: "bearer",
    expires_in: 3600,
    refresh_token: "refresh-token-1",
  };
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

  async function identity(route: Route, request: Request, endpoint: string) {
    const body = request.postData() ? (request.postDataJSON() as Record<string, unknown>) : {};
    const auth = request.headers().authorization;
    fake.calls.push({ method: request.method(), path: endpoint, body, auth });
    if (endpoint === "/verify" && request.method() === "POST") {
      if (isVerifyDropped) {
        isVerifyDropped = false;
        return route.abort("connectionreset");
      }
      const isKnown =
        (body.type === "signup" && body.token === tokens.invite) ||
        (body.type === "recovery" && body.token === tokens.recovery);
      if (isKnown) return json(route, 200, tokenResponse);
      // GoTrue's two shapes of a refusal: {msg} and OAuth's {error, error_description}.
      return body.type === "signup"
        ? json(route, 404, { code: 404, msg: "Invite token has expired" })
        : json(route, 422, { error: "invalid_grant", error_description: "Token has expired" });
    }
    if (endpoint === "/user") {
      if (auth !== `Bearer ${jwt}`) return json(route, 401, { code: 401, msg: "Invalid token" });
      if (request.method() === "GET") return json(route, 200, user);
      if (request.method() === "PUT") return json(route, 200, user);
    }
    return json(route, 404, { code: 404, msg: "Not found" });
  }

  await context.route("**/*", async (route, request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) {
      fake.foreign.push(request.url());
      return route.abort("blockedbyclient");
    }
    if (url.pathname.startsWith("/.netlify/identity/")) {
      return identity(route, request, url.pathname.slice("/.netlify/identity".length));
    }
    if (url.pathname.startsWith("/.netlify/git/")) {
      // Decap asks Git Gateway once it has its user. Left unanswered: an
      // error would make Decap sign the person out before the test looks.
      fake.gitGateway.push(request.headers().authorization);
      return;
    }
    const { status, file } = await builtFile(decodeURIComponent(url.pathname));
    return route.fulfill({
      status,
      headers: {
        ...headersFor(url.pathname),
        "Content-Type": contentTypes[path.extname(file)] ?? "application/octet-stream",
      },
      body: await readFile(file),
    });
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) fake.violations.push(message.text());
  });
  return { context, page, fake };
}

/** The user gotrue-js keeps, where Decap's git-gateway backend looks for it. */
async function storedUser(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem("gotrue.user"));
  return stored === null
    ? null
    : (JSON.parse(stored) as { url?: string; email?: string; token?: { access_token?: string } });
}

/** A field of the form on show (the other form's twin is hidden). */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

const accountUrl = (hash = "") => `${origin}${editorAccountPath}${hash}`;

describe("an invitation", () => {
  it("asks for a password, accepts the invitation with it and opens the editor signed in", async () => {
    const { context, page, fake } = await openSite();
    try {
      await page.goto(accountUrl(`#invite_token=${tokens.invite}`));
      const heading = page.getByRole("heading", { level: 1, name: "Set your password" });
      await expect.poll(() => heading.isVisible()).toBe(true);
      // The token is read and taken out of the address at once.
      expect(new URL(page.url()).hash).toBe("");
      expect(describeViolations(await axeViolations(page))).toEqual([]);

      // By keyboard: the heading has focus, the fields follow, Enter sends.
      await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
      await page.keyboard.press("Tab");
      await page.keyboard.type(password);
      await page.keyboard.press("Tab");
      await page.keyboard.type(password);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("invite-confirmation");
      await page.keyboard.press("Enter");

      await page.waitForURL(`${origin}${editorPath}`);
      expect(fake.calls[0]).toMatchObject({
        method: "POST",
        path: "/verify",
        body: { token: tokens.invite, password, type: "signup" },
      });
      // Decap's git-gateway backend found the new user: it asks Git Gateway with its token.
      await expect.poll(() => fake.gitGateway, { timeout: 45_000 }).toContain(`Bearer ${fake.jwt}`);
      const stored = await storedUser(page);
      expect(stored).toMatchObject({ email, url: `${origin}/.netlify/identity` });
      expect(stored?.token?.access_token).toBe(fake.jwt);
      expect(await page.evaluate(() => localStorage.getItem("decap-cms-user"))).toContain(
        '"backendName":"git-gateway"',
      );
      expect(fake.violations).toEqual([]);
      expect(fake.foreign).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("refuses a password typed differently twice, or too short, before sending anything", async () => {
    const { context, page, fake } = await openSite();
    try {
      await page.goto(accountUrl(`#invite_token=${tokens.invite}`));
      const alert = page.locator("#invite-error");
      await field(page, "New password").fill(password);
      await field(page, "Repeat the password").fill(`${password}!`);
      await page.getByRole("button", { name: "Set password and open the editor" }).click();
      await expect.poll(() => alert.textContent()).toMatch(/not the same/);
      expect(await alert.getAttribute("role")).toBe("alert");
      const confirmation = field(page, "Repeat the password");
      expect(await confirmation.getAttribute("aria-invalid")).toBe("true");
      expect(await confirmation.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(describeViolations(await axeViolations(page))).toEqual([]);

      await field(page, "New password").fill("short");
      await confirmation.fill("short");
      await page.getByRole("button", { name: "Set password and open the editor" }).click();
      await expect.poll(() => alert.textContent()).toMatch(/at least 8 characters/);
      expect(await field(page, "New password").getAttribute("aria-invalid")).toBe("true");

      expect(fake.calls).toEqual([]);
      expect(await storedUser(page)).toBeNull();
      expect(fake.violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says so when the invitation has expired, and signs no one in", async () => {
    const { context, page, fake } = await openSite();
    try {
      await page.goto(accountUrl("#invite_token=an-old-invitation"));
      await field(page, "New password").fill(password);
      await field(page, "Repeat the password").fill(password);
      await page.getByRole("button", { name: "Set password and open the editor" }).click();
      const alert = page.locator("#invite-error");
      await expect.poll(() => alert.textContent()).toMatch(/invitation has expired/);
      expect(await alert.textContent()).toContain("Invite token has expired");
      expect(fake.calls).toMatchObject([
        { path: "/verify", body: { token: "an-old-invitation", password, type: "signup" } },
      ]);
      expect(page.url()).toBe(accountUrl());
      expect(await storedUser(page)).toBeNull();
      expect(fake.violations).toEqual([]);
      expect(fake.foreign).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says so when the service cannot be reached, and keeps the form for another try", async () => {
    const { context, page, fake } = await openSite();
    try {
      await page.goto(accountUrl(`#invite_token=${tokens.invite}`));
      fake.dropNextVerify();
      await field(page, "New password").fill(password);
      await field(page, "Repeat the password").fill(password);
      const button = page.getByRole("button", { name: "Set password and open the editor" });
      await button.click();
      await expect
        .poll(() => page.locator("#invite-error").textContent())
        .toMatch(/could not be reached/);
      expect(await storedUser(page)).toBeNull();
      expect(await button.getAttribute("aria-disabled")).toBeNull();
      expect(await field(page, "New password").inputValue()).toBe(password);
      expect(fake.violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a password-reset link", () => {
  it("signs in by the link, saves the new password and opens the editor", async () => {
    const { context, page, fake } = await openSite();
    try {
      await page.goto(accountUrl(`#recovery_token=${tokens.recovery}`));
      const heading = page.getByRole("heading", { level: 1, name: "Choose a new password" });
      await expect.poll(() => heading.isVisible()).toBe(true);
      expect(await page.locator("main").innerText()).toContain(email);
      expect(fake.calls[0]).toMatchObject({
        method: "POST",
        path: "/verify",
        body: { token: tokens.recovery, type: "recovery" },
      });
      expect(describeViolations(await axeViolations(page))).toEqual([]);

      await field(page, "New password").fill(password);
      await field(page, "Repeat the password").fill(password);
      await page.getByRole("button", { name: "Save password and open the editor" }).click();
      await page.waitForURL(`${origin}${editorPath}`);
      expect(fake.calls.filter((call) => call.method === "PUT")).toEqual([
        { method: "PUT", path: "/user", body: { password }, auth: `Bearer ${fake.jwt}` },
      ]);
      expect((await storedUser(page))?.token?.access_token).toBe(fake.jwt);
      expect(fake.violations).toEqual([]);
      expect(fake.foreign).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("that has expired says so, offers no form and signs no one in", async () => {
    const { context, page, fake } = await openSite();
    try {
      await page.goto(accountUrl("#recovery_token=an-old-link"));
      const heading = page.getByRole("heading", { level: 1, name: "This link does not work" });
      await expect.poll(() => heading.isVisible()).toBe(true);
      const message = await page.locator("#failed-message").textContent();
      expect(message).toMatch(/expired or has been used already/);
      expect(message).toContain("Token has expired");
      expect(await page.locator("form:visible").count()).toBe(0);
      expect(await storedUser(page)).toBeNull();
      expect(fake.calls.filter((call) => call.method !== "POST")).toEqual([]);
      expect(fake.violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the account page without a link", () => {
  it("says where its links come from and leads to the editor", async () => {
    const { context, page, fake } = await openSite();
    try {
      const response = await page.goto(accountUrl());
      // Its own strict policy, last; on Netlify the editor's /admin/* one is joined before it.
      const own = rules.find((rule) => rule.path === editorAccountPath)?.headers ?? [];
      const [, policy = ""] = own.find(([name]) => name === "Content-Security-Policy") ?? [];
      expect(policy).toMatch(/^default-src 'self'; script-src 'self';/);
      expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
      expect(response?.headers()["content-security-policy"]?.endsWith(`, ${policy}`)).toBe(true);
      const heading = page.getByRole("heading", { level: 1, name: "Your editor account" });
      await expect.poll(() => page.locator("[data-view=none]").isVisible()).toBe(true);
      expect(await heading.count()).toBe(1);
      expect(await page.locator("main").innerText()).toMatch(/invitation or a password-reset/);
      expect(
        await page.getByRole("link", { name: "Log in to the editor" }).getAttribute("href"),
      ).toBe(editorPath);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain(
        "noindex",
      );
      expect(describeViolations(await axeViolations(page))).toEqual([]);
      expect(fake.calls).toEqual([]);
      expect(fake.violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("Identity's e-mail templates", () => {
  it("link to the account page with the token in the address's fragment", async () => {
    const invitation = await readFile(path.join(client(), identityEmailFiles.invitation), "utf8");
    const recovery = await readFile(path.join(client(), identityEmailFiles.recovery), "utf8");
    expect(invitation).toContain(
      `href="{{ .SiteURL }}${editorAccountPath}#invite_token={{ .Token }}"`,
    );
    expect(recovery).toContain(
      `href="{{ .SiteURL }}${editorAccountPath}#recovery_token={{ .Token }}"`,
    );
    const sitemap = await readFile(path.join(client(), "sitemap.xml"), "utf8");
    expect(sitemap).not.toContain("/admin");
  });
});
