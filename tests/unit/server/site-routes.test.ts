import type { IncomingMessage, ServerResponse } from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import type { SiteServerOptions } from "#server/site-server.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * The public server's route table (server/site-routes/), over HTTP on a tiny
 * build: which part answers which address, the 405's Allow read from the
 * table, HEAD as GET without a body, /admin in any spelling to the back
 * office, pages counted but the back office not, and the answer without a
 * build. The parts are stand-ins that say they were asked.
 */
const quiet = { info() {}, warn() {}, error() {} };
const page = (title: string) => `<!DOCTYPE html><html lang="en"><title>${title}</title></html>`;

let work: string;
const sites = siteServers();
let builds = 0;
let asked: string[] = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "site-routes-"));
});
afterAll(async () => {
  await sites.close();
  await rm(work, { recursive: true, force: true });
});
beforeEach(() => {
  asked = [];
});

const answer = (what: string) => (_: IncomingMessage, response: ServerResponse) => {
  asked.push(what);
  response.writeHead(204).end();
};
const parts = {
  backOffice: {
    handle: async (request: IncomingMessage, response: ServerResponse) =>
      answer("back office")(request, response),
  },
  traffic: {
    countServed: (_: IncomingMessage, __: ServerResponse, pathname: string) =>
      void asked.push(`counted ${pathname}`),
    receiveBeacon: async (request: IncomingMessage, response: ServerResponse) =>
      answer("beacon")(request, response),
    countConversion() {},
  },
} satisfies Partial<SiteServerOptions>;

async function serve(options: Partial<SiteServerOptions> = {}): Promise<string> {
  const root = path.join(work, `build-${builds++}`);
  for (const file of ["index.html", "about.html", "404.html", "admin/config.yml"]) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), page(file));
  }
  return (await sites.start({ root, log: quiet, cspManifest: {}, ...options })).baseUrl;
}

describe("the public server's routes", () => {
  it("refuse another method with 405 where there is a page, allowing what the table takes there", async () => {
    const withStore = await serve({ store: {} as EnquiryStore });
    const home = await fetch(`${withStore}/`, { method: "PUT" });
    expect(home.status).toBe(405);
    expect(home.headers.get("allow")).toBe("GET, HEAD, POST");
    const about = await fetch(`${withStore}/about`, { method: "DELETE" });
    expect(about.headers.get("allow")).toBe("GET, HEAD");
    expect((await fetch(`${withStore}/nowhere`, { method: "PUT" })).status).toBe(404);
    const withoutStore = await serve();
    const refused = await fetch(`${withoutStore}/`, { method: "POST", body: "name=Ada" });
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("GET, HEAD");
  });

  it("answer HEAD as GET, without a body", async () => {
    const url = await serve();
    for (const target of ["/", "/about", "/healthz/pages"]) {
      const response = await fetch(`${url}${target}`, { method: "HEAD" });
      expect(response.status, target).toBe(200);
      expect(await response.text(), target).toBe("");
    }
  });

  it("hand /admin in any spelling to the back office, with the editor's headers, and count only the site's pages", async () => {
    const url = await serve(parts);
    for (const target of ["/admin/", "/%61dmin/log", "/admin/config.yml"]) {
      const response = await fetch(`${url}${target}`, {
        method: target === "/admin/" ? "POST" : "GET",
      });
      expect(response.status, target).toBe(204);
      expect(response.headers.get("x-robots-tag"), target).toBe("noindex, nofollow");
    }
    await fetch(`${url}/about`);
    await fetch(`${url}/count`, { method: "POST", body: "{}" });
    expect(asked).toEqual([
      "back office",
      "back office",
      "back office",
      "counted /about",
      "beacon",
    ]);
    // Without a back office, /admin is the build's editor files: served, never counted.
    asked = [];
    const editorOnly = await serve({ traffic: parts.traffic });
    expect((await fetch(`${editorOnly}/%61dmin/config.yml`)).status).toBe(200);
    await fetch(`${editorOnly}/about`);
    expect(asked).toEqual(["counted /about"]);
  });

  it("say the site is not built yet, with 503, while there is no build: health answers all the same", async () => {
    const empty = path.join(work, "no-build");
    await mkdir(empty, { recursive: true });
    const { baseUrl } = await sites.start({ buildDir: empty, log: quiet, ...parts });
    for (const [method, target] of [
      ["GET", "/"],
      ["POST", "/about"],
      ["POST", "/count"],
    ]) {
      const response = await fetch(`${baseUrl}${target}`, { method });
      expect(response.status, `${method} ${target}`).toBe(503);
      expect(await response.text()).toBe("The site is not built yet.\n");
    }
    const head = await fetch(`${baseUrl}/`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([503, ""]);
    const health = await fetch(`${baseUrl}/healthz/pages`);
    expect([health.status, await health.json()]).toEqual([
      503,
      { status: "failing", pages: false },
    ]);
    expect(asked).toEqual([]);
  });
});
