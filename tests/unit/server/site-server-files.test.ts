import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContentSecurityPolicy } from "#server/http/admin-policy.ts";
import { contentSecurityPolicy } from "#server/http/security-headers.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * The built files over HTTP, on a small build written here: what is served
 * (never anything outside the build), with which policy, under which
 * spelling. In-process, no browser.
 */
const quiet = { info() {}, warn() {}, error() {} };
const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const page = (title: string, script: string) =>
  `<!DOCTYPE html><title>${title}</title><script>${script}</script>${"<p>Filler.</p>".repeat(100)}`;

let work: string;
let outside: string;
const sites = siteServers();
/** Each server gets a build folder of its own. */
let builds = 0;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "site-files-"));
  outside = path.join(work, "outside");
  await mkdir(outside);
  await writeFile(path.join(outside, "secret.txt"), "not for visitors");
  await writeFile(path.join(outside, "secret.br"), brotliCompressSync("not for visitors"));
});
afterAll(async () => {
  await sites.close();
  await rm(work, { recursive: true, force: true });
});

/** A build of these files (a value that is a path outside: a symbolic link to it). */
async function serve(files: Record<string, string | { link: string }>, manifest = {}) {
  const root = path.join(work, `build-${builds++}`, "client");
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    if (typeof content === "string") await writeFile(target, content);
    else await symlink(content.link, target);
  }
  return (await sites.start({ root, log: quiet, cspManifest: manifest })).baseUrl;
}

const home = page("Home", "window.home = 1;");
const notFound = "<!DOCTYPE html><title>Page not found</title>";

describe("files outside the build", () => {
  it("are not served through a symbolic link, found by its real path", async () => {
    const url = await serve({
      "index.html": home,
      "404.html": notFound,
      "secret.txt": { link: path.join(outside, "secret.txt") },
      folder: { link: outside },
    });
    expect((await fetch(`${url}/`)).status).toBe(200);
    for (const target of ["/secret.txt", "/folder/secret.txt"]) {
      const response = await fetch(`${url}${target}`);
      expect(response.status, target).toBe(404);
      expect(await response.text()).not.toContain("not for visitors");
    }
  });

  it("are not served as a page's precompressed copy through a symbolic link", async () => {
    const url = await serve({
      "index.html": home,
      "index.html.br": { link: path.join(outside, "secret.br") },
      "404.html": notFound,
    });
    const response = await fetch(`${url}/`, { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(home);
  });
});

describe("each page's own Content-Security-Policy", () => {
  it("comes from the page's own file: nl/contact.html is not contact.html", async () => {
    const english = page("Contact", "window.form = 'en';");
    const dutch = page("Contact", "window.form = 'nl';");
    const hashes = (script: string) => ({
      scripts: [sha(script)],
      styles: [],
      styleAttributes: [],
    });
    const url = await serve(
      {
        "index.html": home,
        "contact.html": english,
        "nl/contact.html": dutch,
        "404.html": notFound,
      },
      {
        "index.html": hashes("window.home = 1;"),
        "contact.html": hashes("window.form = 'en';"),
        "nl/contact.html": hashes("window.form = 'nl';"),
      },
    );
    for (const [target, script] of [
      ["/contact", "window.form = 'en';"],
      ["/nl/contact", "window.form = 'nl';"],
      ["/", "window.home = 1;"],
    ] as const) {
      const response = await fetch(`${url}${target}`);
      expect(response.headers.get("content-security-policy"), target).toBe(
        contentSecurityPolicy(hashes(script)),
      );
    }
  });
});

describe("the editor at /admin", () => {
  it("is kept out of search under every spelling of its path, with its own policy", async () => {
    const url = await serve({
      "index.html": home,
      "404.html": notFound,
      "admin/index.html": "<!DOCTYPE html><title>Content editor</title>",
      "admin/config.yml": "backend:\n  name: git-gateway\n",
    });
    for (const target of ["/admin/", "/%61dmin/", "/%61dmin/config.yml", "/admin/config.yml"]) {
      const response = await fetch(`${url}${target}`);
      expect(response.status, target).toBe(200);
      expect(response.headers.get("x-robots-tag"), target).toBe("noindex, nofollow");
      expect(response.headers.get("content-security-policy"), target).toBe(
        adminContentSecurityPolicy,
      );
    }
  });
});
