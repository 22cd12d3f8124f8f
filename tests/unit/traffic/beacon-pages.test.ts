import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrafficCounter } from "#server/traffic/traffic-counter.ts";
import type { TrafficBatch } from "#server/traffic/traffic-tables.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * The page script's beacon (POST /count) counts a page only as a GET of the
 * same path would: one of the build's public pages, its path read and decoded
 * as serving reads it. The back office and the editor, spelled any way, a
 * page that does not exist, and the build's other files count nothing.
 */
const quiet = { info() {}, warn() {}, error() {} };
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const sites = siteServers();
let work: string;
let root: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "beacon-pages-"));
  root = path.join(work, "client");
  const files: Record<string, string> = {
    "index.html": "<!doctype html><title>Home</title>",
    "about.html": "<!doctype html><title>About</title>",
    "contact.html": "<!doctype html><title>Contact</title>",
    "nl/over-ons.html": "<!doctype html><title>Over ons</title>",
    "404.html": "<!doctype html><title>Not found</title>",
    "nl/404.html": "<!doctype html><title>Niet gevonden</title>",
    "sitemap.xml": "<urlset/>",
    "robots.txt": "User-agent: *",
    "assets/page.js": "void 0",
    "admin/index.html": "<!doctype html><title>Editor</title>",
    "admin/editor.html": "<!doctype html><title>Editor</title>",
    "admin/config.yml": "backend: {}",
    "admin/emails/invitation.html": "<!doctype html><title>Invitation</title>",
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
});
afterAll(async () => {
  await sites.close();
  await rm(work, { recursive: true, force: true });
});

/** A site counting into a list; `pages()` hands back the views counted so far, by page. */
async function countingSite() {
  const batches: TrafficBatch[] = [];
  const traffic = createTrafficCounter({
    store: { recordTraffic: async (batch) => void batches.push(batch) },
    trustedProxyHops: 0,
    flushIntervalMs: 60_000,
  });
  const { baseUrl } = await sites.start({ root, log: quiet, traffic });
  const pages = async () => {
    await traffic.flush();
    const views: Record<string, number> = {};
    for (const row of batches.flatMap((batch) => batch.pages)) {
      views[row.page] = (views[row.page] ?? 0) + row.views;
    }
    return views;
  };
  return { baseUrl, traffic, pages };
}

async function beacon(baseUrl: string, body: string) {
  const response = await fetch(`${baseUrl}/count`, {
    method: "POST",
    headers: { "User-Agent": chrome, "Content-Type": "text/plain;charset=UTF-8" },
    body,
  });
  expect(response.status, body).toBe(204);
}

/** A page opened as a browser opens it, with the path sent exactly as written. */
function open(url: string, rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const request = httpRequest(
      {
        hostname,
        port,
        path: rawPath,
        headers: {
          "User-Agent": chrome,
          "Sec-Fetch-Mode": "navigate",
          "Sec-Fetch-Dest": "document",
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

const notPages = [
  "/admin",
  "/admin/",
  "/%2e%2e/admin",
  "/%2E%2E/admin/",
  "/contact/../admin",
  "/contact/%2e%2e/admin/",
  "/./admin/",
  "/admin/editor",
  "/%61dmin",
  "/%61dmin/",
  "/admin/emails/invitation",
  "/admin/config.yml",
  "/no/such/page",
  "/404",
  "/nl/404",
  "/sitemap.xml",
  "/robots.txt",
  "/assets/page.js",
  "/about/",
  "/about.html",
  "/%2561bout",
  "about",
];

describe("the beacon", () => {
  it.each(notPages)("counts nothing for %s", async (body) => {
    const { baseUrl, traffic, pages } = await countingSite();
    await beacon(baseUrl, body);
    expect(await pages()).toEqual({});
    await traffic.close();
  });

  it("counts a public page under the one address a GET counts it at", async () => {
    const { baseUrl, traffic, pages } = await countingSite();
    for (const body of ["/about", "/%61bout", "/contact/../about", "/nl/over-ons", "/"]) {
      await beacon(baseUrl, body);
    }
    expect(await pages()).toEqual({ "/about": 3, "/nl/over-ons": 1, "/": 1 });
    await traffic.close();
  });

  it("counts exactly what a GET of the same path counts", async () => {
    const viaBeacon = await countingSite();
    const viaGet = await countingSite();
    const paths = [
      ...notPages.filter((raw) => raw.startsWith("/")),
      "/about",
      "/%61bout",
      "/contact/../about",
      "/",
    ];
    for (const raw of paths) {
      await beacon(viaBeacon.baseUrl, raw);
      await open(viaGet.baseUrl, raw);
    }
    expect(await viaBeacon.pages()).toEqual(await viaGet.pages());
    expect(await viaGet.pages()).toEqual({ "/about": 3, "/": 1 });
    await viaBeacon.traffic.close();
    await viaGet.traffic.close();
  });
});
