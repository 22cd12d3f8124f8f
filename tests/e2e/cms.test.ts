import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { parse, stringify } from "yaml";
import { builtPages } from "#scripts/built-pages.ts";
import { startDecapServer } from "#scripts/decap-server-process.ts";
import { adminContentSecurityPolicy } from "#server/http/admin-policy.ts";
import { backOfficePolicy } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { formatFee } from "#src/training/course-format.ts";
import { launchBrowser, siteUrl, waitForPageScript } from "./browser.ts";
import { copyContent, freePort, serveContent } from "./build-with-content.ts";
import { centsFromEuros } from "#src/money/money.ts";

/**
 * The editor at /admin: kept out of search and away from the public pages,
 * and the owner's two everyday edits end to end, on a copy of content/ so the
 * real files are never touched: add a course as one file, change a fee in the
 * editor. Each is seen on a real build of the edited content.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const client = () => path.join(inject("buildDir"), "client");

describe("/admin", () => {
  it("is the back office: signed-in only, with policies of its own, noindex, and listed nowhere", async () => {
    // Without a session, the back office's pages send visitors to sign in; the editor's files are refused.
    const overview = await fetch(siteUrl("/admin/"), { redirect: "manual" });
    expect(overview.status).toBe(303);
    expect(overview.headers.get("location")).toBe(backOfficePaths.signIn);
    const signIn = await fetch(siteUrl(backOfficePaths.signIn));
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("content-security-policy")).toBe(backOfficePolicy);
    expect(signIn.headers.get("x-robots-tag")).toContain("noindex");
    expect(await signIn.text()).toMatch(/<meta name="robots" content="noindex/);
    const bundle = await fetch(siteUrl("/admin/decap-cms.js"), { method: "HEAD" });
    expect(bundle.status).toBe(401);
    expect(bundle.headers.get("x-robots-tag")).toContain("noindex");

    const robots = await (await fetch(siteUrl("/robots.txt"))).text();
    expect(robots).toMatch(/^Disallow: \/admin\/?$/m);
    expect(await (await fetch(siteUrl("/sitemap.xml"))).text()).not.toContain("/admin");

    // On Netlify, /admin is the editor itself, with its own policy.
    const netlify = await readFile(path.join(client(), "_headers"), "utf8");
    expect(netlify).toContain(`/admin/*\n  Content-Security-Policy: ${adminContentSecurityPolicy}`);
  });

  it("leaves the public pages' policy strict and their HTML free of editor code", async () => {
    for (const page of builtPages()) {
      const html = await readFile(path.join(client(), page.file), "utf8");
      expect(html, page.path).not.toMatch(/\/admin\b|decap/i);
    }
    const home = await fetch(siteUrl("/"));
    const policy = home.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("localhost");
  });

  it("is never requested by a public page", async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    for (const pagePath of ["/", "/training/testing", "/training/testing/istqb-foundation"]) {
      await page.goto(siteUrl(pagePath), { waitUntil: "networkidle" });
    }
    await page.close();
    expect(requested.filter((pathname) => pathname.startsWith("/admin"))).toEqual([]);
  });
});

/** The course page's Course JSON-LD. */
async function courseData(page: Page): Promise<{ offers?: { price?: number } }> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const graph = blocks.flatMap((block) => block["@graph"] ?? [block]);
  return graph.find((item: { "@type"?: string }) => item["@type"] === "Course");
}

/** The course an owner adds as one file, in English only (the Dutch section is optional). */
const addedSlug = "contract-testing";
const addedCourse = {
  en: {
    title: "Contract Testing",
    tagline: "Keep services and their consumers in step.",
    description: "Consumer-driven contracts, verified in every pipeline.",
    group: "automation-testing",
    order: 99,
    days: 1,
    hours: 6,
    fee: 650,
    included: ["Course Materials"],
    modules: ["Why contracts", "Writing a contract", "Verifying providers"],
    benefits: [
      { icon: "code", title: "Fewer surprises", description: "Break builds, not production." },
    ],
  },
};

/**
 * One copy of the content, with the added course's file in it, built and
 * served with the editor's local backend: the course is checked on that
 * build, and the fee edited in the editor on the rebuild after it (a build
 * takes 15 to 30 s of both cores; each edit building its own site cost one
 * more).
 */
describe("the owner's edits", () => {
  let root: string;
  let contentDir: string;
  let decap: Awaited<ReturnType<typeof startDecapServer>>;
  let site: Awaited<ReturnType<typeof serveContent>>;
  let base: string;
  beforeAll(async () => {
    ({ root, contentDir } = await copyContent());
    await writeFile(
      path.join(contentDir, "courses/testing", `${addedSlug}.yml`),
      stringify(addedCourse),
    );
    const port = await freePort();
    decap = await startDecapServer(root, port);
    site = await serveContent(contentDir, { DECAP_SERVER_PORT: String(port) });
    // Decap uses its local backend only on localhost.
    base = site.server.baseUrl.replace("127.0.0.1", "localhost");
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    await decap?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("adds a course by adding one file: page, hub link, menu entry and sitemap entry", async () => {
    const page = await browser.newPage();
    const coursePath = `/training/testing/${addedSlug}`;
    try {
      const response = await page.goto(`${base}${coursePath}`);
      expect(response?.status()).toBe(200);
      expect(await page.locator("h1").innerText()).toBe("Contract Testing");
      await page.goto(`${base}/training/testing`);
      expect(await page.locator(`main a[href="${coursePath}"]`).count()).toBeGreaterThan(0);
      await waitForPageScript(page);
      const nav = page.getByRole("navigation", { name: "Main" }).first();
      await nav.getByRole("button", { name: "Training" }).click();
      const testing = page.locator("#menu-training details", {
        has: page.locator(":scope > summary", { hasText: "Testing" }),
      });
      if (!(await testing.evaluate((details) => (details as HTMLDetailsElement).open))) {
        await testing.locator(":scope > summary").click();
      }
      const menuEntry = nav.getByRole("link", { name: "Contract Testing", exact: true });
      await expect.poll(() => menuEntry.isVisible()).toBe(true);
      const sitemap = await (await fetch(`${site.server.baseUrl}/sitemap.xml`)).text();
      expect(sitemap).toContain(`${coursePath}</loc>`);
    } finally {
      await page.close();
    }
  });

  it("changes a course's fee in the editor: the file changes, and the rebuilt site shows it", async () => {
    const file = path.join(contentDir, "courses/testing/istqb-foundation.yml");
    const before = parse(await readFile(file, "utf8"));
    // From the content, so the owner's own fee change leaves this test green.
    const feeBefore: number = before.en.fee;
    const feeAfter = feeBefore + 56;
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    try {
      await page.goto(`${base}/admin/#/collections/courses-testing`);
      await page.getByRole("button", { name: "Login" }).click();
      await page
        .getByRole("link", { name: /ISTQB Foundation Level/ })
        .first()
        .click();
      // The editor shows both languages side by side; the fee is a fact of the English section.
      const fee = page.getByLabel("Fee (euro)").first();
      await expect.poll(() => fee.inputValue(), { timeout: 30_000 }).toBe(String(feeBefore));
      await fee.fill(String(feeAfter));
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Publish now").click();
      await expect
        .poll(async () => parse(await readFile(file, "utf8")).en.fee, { timeout: 15_000 })
        .toBe(feeAfter);
      expect(violations).toEqual([]);
      // Decap rewrites the whole file: everything else in both language sections is kept.
      const saved = parse(await readFile(file, "utf8"));
      expect(saved).toEqual({ ...before, en: { ...before.en, fee: feeAfter } });

      await site.rebuild();
      await page.goto(`${base}/training/testing/istqb-foundation`);
      await expect
        .poll(() => page.locator("main").innerText())
        .toContain(formatFee(centsFromEuros(feeAfter)));
      expect((await courseData(page)).offers?.price).toBe(feeAfter);
      await page.goto(`${base}/training/testing`);
      expect(await page.locator("main").innerText()).toContain(formatFee(centsFromEuros(feeAfter)));
    } finally {
      await page.close();
    }
  }, 360_000);
});
