import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responsePageCsp } from "#server/http/response-pages.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * Each language's not-found page, over HTTP, on a tiny build: an unknown
 * /nl/… path gets nl/404.html with status 404 when the build has it, else the
 * English 404.html; the not-found pages themselves are never pages.
 */
const quiet = { info() {}, warn() {}, error() {} };
const english = '<!DOCTYPE html><html lang="en"><title>Page not found</title></html>';
const dutch = '<!DOCTYPE html><html lang="nl"><title>Pagina niet gevonden</title></html>';

let work: string;
const sites = siteServers();
/** Each server gets a build folder of its own. */
let builds = 0;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "not-found-"));
});
afterAll(async () => {
  await sites.close();
  await rm(work, { recursive: true, force: true });
});

async function serve(files: Record<string, string>): Promise<string> {
  const root = path.join(work, `build-${builds++}`);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return (await sites.start({ root, log: quiet, cspManifest: {} })).baseUrl;
}

describe("the Dutch 404", () => {
  const build = {
    "index.html": "<!DOCTYPE html><title>Home</title>",
    "nl/contact.html": "<!DOCTYPE html><title>Contact</title>",
    "404.html": english,
    "nl/404.html": dutch,
  };

  it.each([
    "/nl/bestaat-niet",
    "/nl/contact/nergens",
    "/nl/diensten/",
    "/nl/404",
    "/nl/404.html",
    "/nl/%34%30%34",
  ])("answers %s with nl/404.html and status 404", async (target) => {
    const url = await serve(build);
    const response = await fetch(`${url}${target}`, { redirect: "manual" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(dutch);
  });

  it("answers an unknown path outside /nl/ with the English 404, and serves Dutch pages", async () => {
    const url = await serve(build);
    for (const target of ["/no-such-page", "/nlx/page", "/contact/nl/x"]) {
      const response = await fetch(`${url}${target}`);
      expect(response.status, target).toBe(404);
      expect(await response.text(), target).toBe(english);
    }
    expect((await fetch(`${url}/nl/contact`)).status).toBe(200);
  });

  it("answers a POST to an unknown /nl/ path with the Dutch 404 too", async () => {
    const url = await serve(build);
    const response = await fetch(`${url}/nl/nergens`, { method: "POST", body: "a=1" });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(dutch);
  });

  it("falls back to the English 404 while the build has no Dutch one", async () => {
    const url = await serve({
      "index.html": "<!DOCTYPE html><title>Home</title>",
      "404.html": english,
    });
    const response = await fetch(`${url}/nl/bestaat-niet`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(english);
  });
});

/** The server's own pages (no file of the build): in the language of the address. */
describe("the server's 405 and its own 404, in the path's language", () => {
  const pageLanguage = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
  const homeLink = (html: string) => /<a href="([^"]*)">/.exec(html)?.[1];

  it.each([
    ["/nl/contact", "nl", "/nl"],
    ["/about", "en", "/"],
  ])(
    "answers a POST to the page %s with a 405 in %s, leading to its home page",
    async (target, language, home) => {
      const url = await serve({
        "index.html": "<!DOCTYPE html><title>Home</title>",
        "about.html": "<!DOCTYPE html><title>About</title>",
        "nl/contact.html": "<!DOCTYPE html><title>Contact</title>",
        "404.html": english,
        "nl/404.html": dutch,
      });
      const response = await fetch(`${url}${target}`, { method: "POST", body: "a=1" });
      expect(response.status).toBe(405);
      const html = await response.text();
      expect(pageLanguage(html)).toBe(language);
      expect(homeLink(html)).toBe(home);
    },
  );

  it.each([
    ["/nl/bestaat-niet", "nl", "/nl"],
    ["/no-such-page", "en", "/"],
  ])("answers %s in %s when the build has no 404 page at all", async (target, language, home) => {
    const url = await serve({ "index.html": "<!DOCTYPE html><title>Home</title>" });
    const response = await fetch(`${url}${target}`);
    expect(response.status).toBe(404);
    // Its own policy lets its one inline style apply.
    expect(response.headers.get("content-security-policy")).toBe(responsePageCsp);
    const html = await response.text();
    expect(pageLanguage(html)).toBe(language);
    expect(homeLink(html)).toBe(home);
  });
});
