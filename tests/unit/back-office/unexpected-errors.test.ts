import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { format } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRouter, type Route } from "#server/back-office/router.tsx";

/**
 * An error no handler planned for, thrown through the router: the log gets
 * all of it, the answer a reference only. The error's message here names a
 * server path and a command's output, as git's do.
 */
const secret = "fatal: Unable to create '/srv/consultancy-site/.git/index.lock': File exists";
const logged: string[] = [];
const thrower = () => {
  throw new Error(secret);
};
const routes: Route[] = [
  { method: "GET", path: "/admin/page", kind: "page", access: "public", handler: thrower },
  { method: "POST", path: "/admin/json", kind: "json", access: "public", handler: thrower },
  { method: "GET", path: "/admin/file", kind: "asset", access: "public", handler: thrower },
  {
    method: "GET",
    path: /^\/admin\/invitation\/(?<token>[^/]*)$/,
    kind: "page",
    access: "public",
    handler: thrower,
  },
  {
    method: "GET",
    path: "/admin/half",
    kind: "asset",
    access: "public",
    handler: ({ response }) => {
      response.writeHead(200, { "Content-Type": "text/plain" });
      response.write("half an answer");
      throw new Error(secret);
    },
  },
];

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  const handle = createRouter({
    routes,
    findSession: async () => undefined,
    origin: () => "http://localhost:4321",
    log: { error: (...parts: unknown[]) => void logged.push(format(...parts)) },
  });
  server = createServer((request, response) => void handle(request, response, undefined));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The reference an answer gives, and the log line that holds it. */
function referenced(text: string) {
  const reference = /reference: ([0-9a-f]{10})\./.exec(text)?.[1] ?? "none";
  return { reference, line: logged.find((entry) => entry.includes(`error ${reference} `)) };
}

describe("an unexpected error in the back office", () => {
  it("is answered 500 with a generic message and a reference, in the route's kind, and never its own words", async () => {
    const page = await fetch(`${baseUrl}/admin/page`);
    const json = await fetch(`${baseUrl}/admin/json`, {
      method: "POST",
      headers: { Origin: "http://localhost:4321", "Content-Type": "application/json" },
      body: "{}",
    });
    const file = await fetch(`${baseUrl}/admin/file`);
    for (const answer of [page, json, file]) {
      expect(answer.status).toBe(500);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    const html = await page.text();
    expect(html).toContain("<h1>Something went wrong</h1>");
    const { error } = (await json.json()) as { error: string };
    const text = await file.text();
    for (const said of [html, error, text]) {
      expect(said).toMatch(
        /If it happens again, give the site(?:'|&#x27;)s operator this reference: [0-9a-f]{10}\./,
      );
      expect(said).not.toMatch(/index\.lock|\/srv\/|fatal/);
    }
    expect(new Set([html, error, text].map((said) => referenced(said).reference)).size).toBe(3);
  });

  it("is logged in full, stack included, under the reference the answer gave", async () => {
    const answer = await fetch(`${baseUrl}/admin/page`);
    const { reference, line } = referenced(await answer.text());
    expect(line).toContain(`Back office error ${reference} (GET /admin/page):`);
    expect(line).toContain(secret);
    expect(line).toMatch(/\n\s+at /);
  });

  it("leaves an invitation's secret token out of the log", async () => {
    const token = "x".repeat(43);
    const answer = await fetch(`${baseUrl}/admin/invitation/${token}`);
    const { line } = referenced(await answer.text());
    expect(line).toContain("(GET /admin/invitation/…):");
    expect(logged.join("\n")).not.toContain(token);
  });

  it("cuts an answer already under way, and logs it", async () => {
    const before = logged.length;
    await expect(fetch(`${baseUrl}/admin/half`).then((answer) => answer.text())).rejects.toThrow();
    expect(logged.slice(before).join("\n")).toContain(secret);
  });
});
