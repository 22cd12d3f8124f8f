import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pageHashes } from "#scripts/build-steps/hash-inline-scripts.ts";
import { builtPages } from "#scripts/built-pages.ts";
import { enquiryForm, formHeaders, postEnquiry } from "#tests/support/enquiry-poster.ts";
import { type SiteServerProcess, startSiteServer } from "#tests/support/site-server.ts";
import { openEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { contentSecurityPolicy } from "#server/http/security-headers.ts";

/**
 * Each setting from the environment through `node server/main.ts` (what
 * `npm start` runs) to the running server, the build's page layout, and each
 * page's own Content-Security-Policy.
 */
let work: string;
const processes: SiteServerProcess[] = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "server-settings-"));
});
afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop()));
  await rm(work, { recursive: true, force: true });
});

async function serve(env: Record<string, string>) {
  const server = await startSiteServer({
    BUILD_DIR: inject("buildDir"),
    DATA_DIR: path.join(work, `data-${processes.length}`),
    ...env,
  });
  processes.push(server);
  return server;
}

function post(url: string, forwardedFor?: string) {
  const body = enquiryForm({ message: "Please tell me more about your courses." });
  return postEnquiry(`${url}/`, body, formHeaders(forwardedFor));
}

describe("settings through npm start", () => {
  it("ENQUIRY_RATE_LIMIT limits posts per client", async () => {
    const { baseUrl } = await serve({ ENQUIRY_RATE_LIMIT: "2" });
    expect((await post(baseUrl)).status).toBe(303);
    expect((await post(baseUrl)).status).toBe(303);
    expect((await post(baseUrl)).status).toBe(429);
  });

  it("the default rate limit is on (5 a minute)", async () => {
    const { baseUrl } = await serve({ ENQUIRY_RATE_LIMIT: "" });
    const statuses = [];
    for (let index = 0; index < 6; index++) statuses.push((await post(baseUrl)).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  });

  it("TRUST_PROXY=1 takes the client from X-Forwarded-For; unset, it is ignored", async () => {
    const trusting = await serve({ ENQUIRY_RATE_LIMIT: "1", TRUST_PROXY: "1" });
    expect((await post(trusting.baseUrl, "203.0.113.1")).status).toBe(303);
    expect((await post(trusting.baseUrl, "203.0.113.2")).status).toBe(303);
    expect((await post(trusting.baseUrl, "203.0.113.1")).status).toBe(429);
    const plain = await serve({ ENQUIRY_RATE_LIMIT: "1", TRUST_PROXY: "" });
    expect((await post(plain.baseUrl, "203.0.113.1")).status).toBe(303);
    expect((await post(plain.baseUrl, "203.0.113.2")).status).toBe(429);
  });

  it("HSTS=1 sends Strict-Transport-Security; unset, it does not", async () => {
    const on = await serve({ HSTS: "1" });
    const headers = (await fetch(`${on.baseUrl}/about`)).headers;
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000");
    const off = await serve({ HSTS: "" });
    expect(
      (await fetch(`${off.baseUrl}/about`)).headers.get("strict-transport-security"),
    ).toBeNull();
  });

  it("ENQUIRY_RETENTION_DAYS deletes older enquiries at start-up, and a value unlike the build's is reported", async () => {
    const dataDir = path.join(work, "retention");
    const store = await openEnquiryStore(dataDir);
    const day = 24 * 60 * 60 * 1000;
    const values = (message: string) => ({
      name: "Ada",
      email: "ada@example.nl",
      phone: "0612345678",
      message,
    });
    await store.add(values("Ten days old"), new Date(Date.now() - 10 * day));
    await store.add(values("Two days old"), new Date(Date.now() - 2 * day));
    await store.close();
    const server = await serve({ DATA_DIR: dataDir, ENQUIRY_RETENTION_DAYS: "5" });
    const remaining = async () => {
      const db = new DatabaseSync(path.join(dataDir, "enquiries.sqlite"), { readOnly: true });
      try {
        return db
          .prepare("SELECT message FROM enquiries")
          .all()
          .map((row) => row.message);
      } finally {
        db.close();
      }
    };
    await expect.poll(remaining).toEqual(["Two days old"]);
    expect(server.output()).toMatch(
      /ENQUIRY_RETENTION_DAYS is 5 but the build's privacy notice says 180 days/,
    );
  });

  it("names each period at start-up, and reports an enrolment or log period unlike the build's", async () => {
    const settings = JSON.parse(
      readFileSync(path.join(inject("buildDir"), "build-settings.json"), "utf8"),
    ) as { retentionDays: number; retentionPeriods: Record<string, number> };
    expect(settings.retentionPeriods).toMatchObject({
      ENROLMENT_RETENTION_DAYS: 730,
      AUDIT_LOG_RETENTION_DAYS: 365,
    });
    const same = await serve({});
    await expect
      .poll(() => same.output())
      .toMatch(
        /kept: enquiries 180 days, enrolments 730 days after their run's last day, the back office's log 365 days/,
      );
    expect(same.output()).not.toMatch(/but the build's privacy notice says/);
    const other = await serve({ ENROLMENT_RETENTION_DAYS: "400", AUDIT_LOG_RETENTION_DAYS: "30" });
    expect(other.output()).toMatch(
      /ENROLMENT_RETENTION_DAYS is 400 but the build's privacy notice says 730 days/,
    );
    expect(other.output()).toMatch(
      /AUDIT_LOG_RETENTION_DAYS is 30 but the build's privacy notice says 365 days/,
    );
  });

  it("reports a SITE_URL unlike the build's, and says nothing when they agree", async () => {
    const settings = JSON.parse(
      readFileSync(path.join(inject("buildDir"), "build-settings.json"), "utf8"),
    ) as { siteUrl: string };
    const other = await serve({ SITE_URL: "https://other.example.org" });
    expect(other.output()).toMatch(
      new RegExp(
        `SITE_URL is https://other\\.example\\.org but the build's .* use ${settings.siteUrl.replace(/\./g, "\\.")}`,
      ),
    );
    const same = await serve({ SITE_URL: settings.siteUrl });
    expect(same.output()).not.toMatch(/SITE_URL is/);
  });
});

describe("7. the build's page layout (Netlify serves /about without a redirect)", () => {
  const client = () => path.join(inject("buildDir"), "client");
  const pages = builtPages().filter((page) => !page.isNotFound);

  it("writes every page as <path>.html, with no <path>/index.html competing", () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      if (page.path === "/") {
        expect(page.file).toBe("index.html");
      } else {
        expect(page.file).toBe(`${page.path.slice(1)}.html`);
        expect(existsSync(path.join(client(), page.path.slice(1), "index.html")), page.path).toBe(
          false,
        );
      }
      expect(existsSync(path.join(client(), page.file)), page.file).toBe(true);
    }
  });

  it("lists and links canonical paths without a trailing slash", () => {
    const sitemap = readFileSync(path.join(client(), "sitemap.xml"), "utf8");
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locations.length).toBeGreaterThan(10);
    for (const location of locations) {
      const { pathname } = new URL(location);
      expect(pathname === "/" || !pathname.endsWith("/"), location).toBe(true);
      expect(
        pages.some((page) => page.path === pathname),
        location,
      ).toBe(true);
    }
  });

  it("our server answers /about, and sends /about/ and /about.html there with 301", async () => {
    const base = inject("baseUrl");
    expect((await fetch(`${base}/about`, { redirect: "manual" })).status).toBe(200);
    for (const spelling of ["/about/", "/about.html"]) {
      const response = await fetch(`${base}${spelling}?ref=x`, { redirect: "manual" });
      expect(response.status, spelling).toBe(301);
      expect(response.headers.get("location")).toBe("/about?ref=x");
    }
    const home = await fetch(`${base}/index.html`, { redirect: "manual" });
    expect(home.headers.get("location")).toBe("/");
  });
});

describe("each page's Content-Security-Policy", () => {
  it("holds exactly the hashes of that page's own inline scripts and styles", async () => {
    const pages = builtPages().filter((page) => !page.isNotFound);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const response = await fetch(`${inject("baseUrl")}${page.path}`);
      const html = await response.text();
      const hashes = pageHashes(html);
      expect(hashes.scripts.length, `${page.path} has inline scripts`).toBeGreaterThan(0);
      expect(response.headers.get("content-security-policy"), page.path).toBe(
        contentSecurityPolicy(hashes),
      );
    }
  });

  it("gives Netlify the same policy for each page in _headers", () => {
    const headers = readFileSync(path.join(inject("buildDir"), "client", "_headers"), "utf8");
    const lines = headers.split("\n");
    for (const page of builtPages().filter((built) => !built.isNotFound)) {
      const html = readFileSync(path.join(inject("buildDir"), "client", page.file), "utf8");
      const index = lines.indexOf(page.path);
      expect(index, page.path).toBeGreaterThan(-1);
      expect(lines[index + 1]).toBe(
        `  Content-Security-Policy: ${contentSecurityPolicy(pageHashes(html))}`,
      );
    }
  });
});
