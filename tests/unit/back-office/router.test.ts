import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newSecretToken, secretTokenHash } from "#server/back-office/access/secret-tokens.ts";
import { sessionCookieName } from "#server/back-office/access/session-cookie.ts";
import { createBackOffice } from "#server/back-office/create-back-office.ts";
import { backOfficePolicy } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SiteBuilds } from "#server/back-office/site/site-builds.ts";
import { StoreError } from "#server/store/store.ts";

/**
 * The back office's refusals, which the route table decides before any
 * handler runs: the Origin check on every POST, a session everywhere but the
 * sign-in and invitation pages and what they load, 405 for a method an
 * address does not take, and 401 JSON or a redirect to sign in by what the
 * address answers. No build, no git, no store process: the store is a fake
 * that knows one session.
 */
const origin = "http://localhost:4321";
const token = newSecretToken();
const cookie = `${sessionCookieName}=${token}`;
let isStoreDown = false;
const calls: string[] = [];

const store = {
  call: async (method: string, ...args: unknown[]): Promise<never> => {
    calls.push(method);
    if (isStoreDown) throw new StoreError("The enquiry store's process ended", "STORE_DOWN");
    const answers: Record<string, unknown> = {
      session:
        args[0] === secretTokenHash(token)
          ? {
              accountId: 1,
              email: "owner@example.nl",
              createdAt: new Date().toISOString(),
              lastSeenAt: new Date().toISOString(),
            }
          : null,
      auditLog: [],
      invitation: null,
    };
    return (answers[method] ?? null) as never;
  },
};
const enquiries = {
  find: async () => [],
  get: async () => undefined,
  markHandled: async () => true,
  delete: async () => true,
};
const builds: SiteBuilds = {
  request() {},
  status: async () => ({ isQueued: false }),
  rollback: async () => {
    throw new Error("no builds here");
  },
  idle: async () => {},
};

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  const backOffice = createBackOffice({
    store,
    enquiries,
    origin: () => origin,
    buildDir: "/nonexistent/build",
    contentDir: "/nonexistent/content",
    trustedProxyHops: 0,
    builds,
    log: { info() {}, warn() {}, error() {} },
  });
  server = createServer((request, response) => {
    backOffice.handle(request, response, undefined).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => backOffice.close();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function request(
  method: string,
  pathname: string,
  options: { session?: boolean; origin?: string; type?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.session) headers.Cookie = cookie;
  if (method === "POST") {
    headers.Origin = options.origin ?? origin;
    headers["Content-Type"] = options.type ?? "application/x-www-form-urlencoded";
  }
  return fetch(`${baseUrl}${pathname}`, {
    method,
    headers,
    body: method === "POST" ? "" : undefined,
    redirect: "manual",
  });
}

const pages = [
  "/admin",
  "/admin/",
  backOfficePaths.enquiries,
  `${backOfficePaths.enquiries}/7`,
  `${backOfficePaths.enquiries}/7/delete`,
  backOfficePaths.log,
  backOfficePaths.editor,
  "/%61dmin/log",
];
const postOnly = [
  `${backOfficePaths.enquiries}/7/handled`,
  backOfficePaths.rebuild,
  backOfficePaths.rollback,
  backOfficePaths.editorApi,
];

describe("without a session", () => {
  it("sends a browser asking for a page to the sign-in page", async () => {
    for (const pathname of pages) {
      const response = await request("GET", pathname);
      expect(response.status, pathname).toBe(303);
      expect(response.headers.get("location"), pathname).toBe(backOfficePaths.signIn);
    }
  });

  it("answers a script 401 in JSON, and anything else 401 in plain text", async () => {
    const api = await request("POST", backOfficePaths.editorApi, { type: "application/json" });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: "Your session has ended: sign in again." });
    const apiRead = await request("GET", backOfficePaths.editorApi);
    expect(apiRead.status).toBe(401);
    expect(apiRead.headers.get("content-type")).toContain("application/json");
    for (const [method, pathname] of [
      ["GET", backOfficePaths.editorConfig],
      ["GET", "/admin/decap-cms.js"],
      ["GET", `${backOfficePaths.enquiries}.csv`],
      ["GET", backOfficePaths.rebuild],
      ["POST", backOfficePaths.rebuild],
      ["POST", `${backOfficePaths.enquiries}/7/delete`],
    ] as const) {
      const response = await request(method, pathname);
      expect(response.status, `${method} ${pathname}`).toBe(401);
      expect(await response.text(), `${method} ${pathname}`).toBe("Sign in first.\n");
    }
  });

  it("opens the sign-in page, its stylesheet and an invitation's page to everyone", async () => {
    expect((await request("GET", backOfficePaths.signIn)).status).toBe(200);
    expect((await request("GET", backOfficePaths.stylesheet)).status).toBe(200);
    const invitation = await request("GET", `${backOfficePaths.invitation}/not-a-real-one`);
    expect(invitation.status).toBe(404);
    expect(await invitation.text()).toContain("<h1");
    const below = await request("GET", `${backOfficePaths.invitation}/a/b/c`);
    expect(below.status).toBe(404);
    expect(await below.text()).toBe("Not found\n");
  });
});

describe("a POST from anywhere but our own pages", () => {
  it("is refused with 403 before anything else, in JSON for a script, as a page for a form", async () => {
    const callsBefore = calls.length;
    for (const pathname of [...postOnly, backOfficePaths.signOut, backOfficePaths.signIn]) {
      for (const foreign of ["https://evil.example", "null"]) {
        const response = await request("POST", pathname, { origin: foreign, session: true });
        expect(response.status, `${foreign} ${pathname}`).toBe(403);
      }
    }
    const api = await request("POST", backOfficePaths.editorApi, { origin: "null", session: true });
    expect(await api.json()).toEqual({ error: "Refused: not sent from this site's pages." });
    const form = await request("POST", backOfficePaths.signOut, { origin: "null", session: true });
    expect(await form.text()).toContain("<h1>Refused</h1>");
    // Not even the session was looked up, let alone anything changed.
    expect(calls.slice(callsBefore)).toEqual([]);
  });
});

describe("a method an address does not take", () => {
  it("is 405 with the methods it takes, for the signed-in", async () => {
    for (const pathname of postOnly) {
      const response = await request("GET", pathname, { session: true });
      expect(response.status, pathname).toBe(405);
      expect(response.headers.get("allow"), pathname).toBe("POST");
    }
    for (const pathname of [backOfficePaths.log, backOfficePaths.enquiries, "/admin"]) {
      const response = await request("POST", pathname, { session: true });
      expect(response.status, pathname).toBe(405);
      expect(response.headers.get("allow"), pathname).toBe("GET");
    }
    const deletion = await request("PUT", `${backOfficePaths.enquiries}/7/delete`, {
      session: true,
    });
    expect(deletion.status).toBe(405);
    expect(deletion.headers.get("allow")).toBe("GET, POST");
  });

  it("is 405 at once at a public address, session or not", async () => {
    const signOut = await request("GET", backOfficePaths.signOut);
    expect(signOut.status).toBe(405);
    expect(signOut.headers.get("allow")).toBe("POST");
    const options = await request("GET", backOfficePaths.signInOptions);
    expect(options.status).toBe(405);
    const signIn = await request("DELETE", backOfficePaths.signIn);
    expect(signIn.headers.get("allow")).toBe("GET, POST");
  });
});

describe("every answer", () => {
  it("is never stored, never indexed, and under the back office's policy", async () => {
    for (const [method, pathname, session] of [
      ["GET", backOfficePaths.signIn, false],
      ["GET", backOfficePaths.log, true],
      ["GET", backOfficePaths.log, false],
      ["GET", backOfficePaths.rebuild, true],
      ["POST", backOfficePaths.rebuild, false],
    ] as const) {
      const response = await request(method, pathname, { session });
      const name = `${method} ${pathname}${session ? " signed in" : ""}`;
      expect(response.headers.get("cache-control"), name).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), name).toBe("noindex, nofollow");
      expect(response.headers.get("content-security-policy"), name).toBe(backOfficePolicy);
    }
  });

  it("is 503 while the store cannot be used: no session can be checked", async () => {
    isStoreDown = true;
    try {
      const response = await request("GET", backOfficePaths.log, { session: true });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("60");
    } finally {
      isStoreDown = false;
    }
  });

  it("reaches a page with a valid session", async () => {
    const response = await request("GET", backOfficePaths.log, { session: true });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("owner@example.nl");
  });
});
