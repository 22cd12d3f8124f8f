import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";

/**
 * What every back-office answer tells the browser, read from the answers
 * themselves (not from the constants that make them): never framed, never
 * stored, and on its pages no script but our own files. Each kind of answer
 * is here: pages, JSON, refusals, redirects, the editor's page.
 */
let site: BackOfficeServer;
let cookie: string;
beforeAll(async () => {
  const build = {
    folder: "/nonexistent",
    files: {
      serve: async (_request: unknown, response: import("node:http").ServerResponse) => {
        response.writeHead(200, { "Content-Type": "text/javascript" });
        response.end("// decap");
      },
    },
  } as unknown as ServedBuild;
  site = await startBackOfficeServer({ build });
  ({ cookie } = await site.newAccount("owner@example.nl"));
});
afterAll(() => site.stop());

/** A Content-Security-Policy as its directives: name → sources. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [(name ?? "").toLowerCase(), sources]),
  );
}

type Ask = [method: string, pathname: string, options: Parameters<BackOfficeServer["request"]>[2]];

/** The back office's own pages, signed in and not. */
const pages = (): Ask[] => [
  ["GET", backOfficePaths.signIn, {}],
  ["GET", `${backOfficePaths.invitation}/not-a-real-one`, {}],
  ["GET", backOfficePaths.overview, { cookie }],
  ["GET", backOfficePaths.enquiries, { cookie }],
  ["GET", `${backOfficePaths.enquiries}/7`, { cookie }],
  ["GET", backOfficePaths.log, { cookie }],
  ["GET", backOfficePaths.sessions, { cookie }],
];

/** Everything else: JSON, refusals, redirects, the editor and its files. */
const others = (): Ask[] => [
  ["POST", backOfficePaths.signInOptions, { body: "{}" }],
  ["POST", backOfficePaths.editorApi, { body: "{}" }],
  ["POST", backOfficePaths.editorApi, { body: "{}", cookie, type: "text/plain" }],
  ["POST", backOfficePaths.signOutEverywhere, { cookie, origin: "https://evil.example" }],
  ["GET", backOfficePaths.rebuild, { cookie }],
  ["GET", backOfficePaths.log, {}],
  ["GET", backOfficePaths.editorConfig, {}],
  ["GET", backOfficePaths.editor, { cookie }],
];

/**
 * Files any visitor's browser may keep: our stylesheet and Decap's bundle
 * hold no one's data, and are revalidated (no-cache) rather than fetched anew.
 */
const publicFiles = (): Ask[] => [
  ["GET", backOfficePaths.stylesheet, {}],
  ["GET", "/admin/decap-cms.js", { cookie }],
];

async function answers(asks: Ask[]) {
  return Promise.all(
    asks.map(async ([method, pathname, options]) => {
      const answer = await site.request(method, pathname, options);
      await answer.arrayBuffer();
      const name = `${method} ${pathname}${options?.cookie ? " signed in" : ""} (${answer.status})`;
      return { name, answer };
    }),
  );
}

describe("every back-office answer", () => {
  it("forbids framing by any site, its own included: frame-ancestors 'none' (clickjacking)", async () => {
    for (const { name, answer } of await answers([...pages(), ...others(), ...publicFiles()])) {
      expect(
        directives(answer.headers.get("content-security-policy")).get("frame-ancestors"),
        name,
      ).toEqual(["'none'"]);
    }
  });

  it("but our public files is never stored by a browser or a proxy: Cache-Control: no-store (pages show enquiries)", async () => {
    for (const { name, answer } of await answers([...pages(), ...others()])) {
      expect(answer.headers.get("cache-control"), name).toBe("no-store");
    }
  });
});

describe("a back-office page", () => {
  it("runs no inline script, only our own files: script-src 'self' and nothing else", async () => {
    for (const { name, answer } of await answers(pages())) {
      const policy = directives(answer.headers.get("content-security-policy"));
      expect(policy.get("script-src"), name).toEqual(["'self'"]);
      expect(policy.get("default-src"), name).toEqual(["'none'"]);
      for (const loophole of ["script-src-elem", "script-src-attr"]) {
        expect(policy.has(loophole), `${name}: ${loophole}`).toBe(false);
      }
    }
  });

  it("needs no inline script: each script it loads is a file of ours", async () => {
    for (const [method, pathname, options] of pages()) {
      const html = await (await site.request(method, pathname, options)).text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attributes, body] of scripts) {
        expect(attributes, pathname).toMatch(/\bsrc="\/admin\/assets\//);
        expect(body, pathname).toBe("");
      }
      expect(html, pathname).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
