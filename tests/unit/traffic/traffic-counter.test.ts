import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrafficCounter, type TrafficCounter } from "#server/traffic/traffic-counter.ts";
import type { TrafficBatch } from "#server/traffic/traffic-tables.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * Counting as the site server answers, in-process on a small build: which
 * requests are views, which are not found, and which are not counted at all;
 * what a view records; the beacon; batching. The store is a list of batches.
 */
const quiet = { info() {}, warn() {}, error() {} };
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const sites = siteServers();
let work: string;
let root: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "traffic-counter-"));
  root = path.join(work, "client");
  const files: Record<string, string> = {
    "index.html": "<!doctype html><title>Home</title>",
    "about.html": "<!doctype html><title>About</title>",
    "nl/over-ons.html": "<!doctype html><title>Over ons</title>",
    "404.html": "<!doctype html><title>Not found</title>",
    "style.css": "body{}",
    "admin/index.html": "<!doctype html><title>Editor</title>",
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

/** A site counting into a list; `flush()` hands back everything counted so far, added up. */
async function countingSite(options: { flushAfterCounts?: number } = {}) {
  const batches: TrafficBatch[] = [];
  const traffic = createTrafficCounter({
    store: {
      recordTraffic: async (batch) => {
        batches.push(batch);
      },
    },
    trustedProxyHops: 1,
    flushIntervalMs: 60_000,
    flushAfterCounts: options.flushAfterCounts,
  });
  const { baseUrl } = await sites.start({ root, log: quiet, traffic });
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    open(`${baseUrl}${pathname}`, { "X-Forwarded-For": "198.51.100.7", ...headers });
  const counted = async () => {
    await traffic.flush();
    return merge(batches);
  };
  return { baseUrl, traffic, batches, get, counted };
}

/**
 * A page opened as a browser opens it (fetch() cannot: it always says
 * Sec-Fetch-Mode: cors, a script's request, which is not a view).
 */
function open(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; etag: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method,
        headers: {
          "User-Agent": chrome,
          "Sec-Fetch-Mode": "navigate",
          "Sec-Fetch-Dest": "document",
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, etag: String(response.headers.etag ?? "") }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

function merge(batches: TrafficBatch[]): TrafficBatch {
  return {
    pages: batches.flatMap((batch) => batch.pages),
    days: batches.flatMap((batch) => batch.days),
    sources: batches.flatMap((batch) => batch.sources),
    notFound: batches.flatMap((batch) => batch.notFound),
    conversions: batches.flatMap((batch) => batch.conversions),
  };
}

const viewsOf = (batch: TrafficBatch, page: string) =>
  batch.pages.filter((row) => row.page === page).reduce((sum, row) => sum + row.views, 0);

describe("what is a view", () => {
  it("a page served to a browser, 200 or 304; a 404 is a not-found address; nothing else counts", async () => {
    const { baseUrl, get, counted, traffic } = await countingSite();
    await get("/about");
    const { etag } = await get("/about");
    expect((await get("/about", { "If-None-Match": etag })).status).toBe(304);
    expect((await get("/no/such/page")).status).toBe(404);
    await get("/style.css");
    await get("/about/"); // a redirect
    await get("/admin/");
    await get("/", { "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" }); // a script's fetch
    await open(`${baseUrl}/`, {}, "HEAD");
    const batch = await counted();
    expect(viewsOf(batch, "/about")).toBe(3);
    expect(viewsOf(batch, "/")).toBe(0);
    expect(batch.pages.map((row) => row.page)).toEqual(["/about"]);
    expect(batch.notFound).toEqual([{ day: expect.any(String), path: "/no/such/page", views: 1 }]);
    expect(batch.pages.some((row) => row.page.startsWith("/admin"))).toBe(false);
    await traffic.close();
  });

  it("a bot is not counted, not even its 404s", async () => {
    const { get, counted, traffic } = await countingSite();
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    await get("/about", { "User-Agent": googlebot });
    await get("/wp-login.php", { "User-Agent": googlebot });
    await get("/about", { "User-Agent": "" });
    const batch = await counted();
    expect(batch.pages).toEqual([]);
    expect(batch.notFound).toEqual([]);
    await traffic.close();
  });

  it("a prerender is not counted until its page sends the beacon, which then counts as a view from our own page", async () => {
    const { baseUrl, get, counted, traffic } = await countingSite();
    await get("/about", { "Sec-Purpose": "prefetch;prerender" });
    expect((await counted()).pages).toEqual([]);
    const beacon = await fetch(`${baseUrl}/count`, {
      method: "POST",
      headers: { "User-Agent": chrome, "Content-Type": "text/plain;charset=UTF-8" },
      body: "/about",
    });
    expect(beacon.status).toBe(204);
    expect(beacon.headers.get("set-cookie")).toBeNull();
    const batch = await counted();
    expect(batch.pages).toEqual([
      expect.objectContaining({ page: "/about", views: 1, visitors: 1, entries: 0 }),
    ]);
    await traffic.close();
  });

  it("a beacon for anything but one of our pages counts nothing, and is answered the same", async () => {
    const { baseUrl, counted, traffic } = await countingSite();
    for (const body of [
      "/nowhere",
      "/style.css",
      "/about/",
      "/admin/",
      "x".repeat(5_000),
      "\u0000",
    ]) {
      const response = await fetch(`${baseUrl}/count`, {
        method: "POST",
        headers: { "User-Agent": chrome },
        body,
      });
      expect(response.status, body.slice(0, 20)).toBe(204);
    }
    const batch = await counted();
    expect(batch.pages).toEqual([]);
    await traffic.close();
  });
});

describe("what a view records", () => {
  it("views, visitors once a day per page, entries from elsewhere, referrer host, campaign, device, language", async () => {
    const { baseUrl, get, counted, traffic } = await countingSite();
    await get("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring", {
      Referer: "https://www.example.org/blog/post?id=7",
    });
    await get("/about", { Referer: `${baseUrl}/` });
    await get("/about", { "X-Forwarded-For": "198.51.100.8" });
    await get("/nl/over-ons", {
      "User-Agent": chrome
        .replace("Windows NT 10.0; Win64; x64", "Linux; Android 14; Pixel 8")
        .replace("Safari", "Mobile Safari"),
    });
    const batch = await counted();
    expect(batch.pages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ page: "/", language: "en", views: 1, visitors: 1, entries: 1 }),
        expect.objectContaining({ page: "/about", views: 2, visitors: 2, entries: 1 }),
        expect.objectContaining({ page: "/nl/over-ons", language: "nl", views: 1, visitors: 1 }),
      ]),
    );
    // Three clients: the first (two pages), the second address, the phone.
    expect(batch.days.reduce((sum, day) => sum + day.visitors, 0)).toBe(3);
    const sources = batch.sources.map(({ kind, page, value, views }) => [kind, page, value, views]);
    expect(sources).toEqual(
      expect.arrayContaining([
        ["referrer", "/", "www.example.org", 1],
        ["utm_source", "/", "newsletter", 1],
        ["utm_medium", "/", "email", 1],
        ["utm_campaign", "/", "spring", 1],
        ["device", "/about", "desktop", 2],
        ["device", "/nl/over-ons", "phone", 1],
      ]),
    );
    expect(sources.filter(([kind]) => kind === "referrer")).toHaveLength(1);
    await traffic.close();
  });

  it("Sec-GPC: 1 counts the view, not the visitor", async () => {
    const { get, counted, traffic } = await countingSite();
    await get("/about", { "Sec-GPC": "1" });
    await get("/about", { "Sec-GPC": "1", "X-Forwarded-For": "198.51.100.9" });
    const batch = await counted();
    expect(batch.pages).toEqual([
      expect.objectContaining({ page: "/about", views: 2, visitors: 0 }),
    ]);
    expect(batch.days).toEqual([]);
    await traffic.close();
  });

  it("a huge, binary or script referrer and campaign are kept cut, as text", async () => {
    const { get, counted, traffic } = await countingSite();
    await get(
      `/?utm_campaign=${encodeURIComponent(`<script>alert(1)</script>${"x".repeat(10_000)}`)}&utm_source=%00%01%FF`,
      {
        Referer: `https://${"sub.".repeat(60)}example.org/`,
      },
    );
    const batch = await counted();
    for (const source of batch.sources)
      expect(Array.from(source.value).length).toBeLessThanOrEqual(100);
    expect(batch.sources.find((source) => source.kind === "utm_campaign")?.value).toMatch(
      /^<script>alert\(1\)<\/script>x+$/,
    );
    expect(batch.sources.find((source) => source.kind === "utm_source")?.value).toBe(
      "\uFFFD\uFFFD\uFFFD",
    );
    await traffic.close();
  });
});

describe("writing the counts", () => {
  it("goes to the store in one batch after so many counts, not one write per view", async () => {
    const { get, batches, traffic } = await countingSite({ flushAfterCounts: 5 });
    for (let index = 0; index < 4; index++) await get("/about");
    expect(batches).toHaveLength(0);
    await get("/about");
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toHaveLength(1);
    expect(batches[0]?.pages).toEqual([expect.objectContaining({ page: "/about", views: 5 })]);
    await traffic.close();
  });

  it("a store that refuses a batch loses those counts, and the next batch is written", async () => {
    let isDown = true;
    const written: TrafficBatch[] = [];
    const warnings: string[] = [];
    const traffic: TrafficCounter = createTrafficCounter({
      store: {
        recordTraffic: async (batch) => {
          if (isDown) throw new Error("database or disk is full");
          written.push(batch);
        },
      },
      trustedProxyHops: 0,
      log: { warn: (line: string) => warnings.push(line) },
    });
    const { baseUrl } = await sites.start({ root, log: quiet, traffic });
    await open(`${baseUrl}/about`);
    await traffic.flush();
    isDown = false;
    await open(`${baseUrl}/`);
    await traffic.flush();
    expect(warnings).toEqual(["Visit counts not stored (dropped): database or disk is full"]);
    expect(written.flatMap((batch) => batch.pages.map((row) => row.page))).toEqual(["/"]);
    await traffic.close();
  });
});
