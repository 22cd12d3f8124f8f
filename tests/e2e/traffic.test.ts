import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtPages } from "#scripts/built-pages.ts";
import { allCourses } from "#src/content/training.server.ts";
import { coursePath, hubPath, pagePath } from "#src/routing/paths.server.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { databasePath } from "#server/store/database.ts";
import { dailyRowLimits } from "#server/traffic/traffic-tables.ts";
import { sessionCookieHeader } from "./back-office-site.ts";
import { launchBrowser, waitForIsland } from "./browser.ts";
import { openPrerenderingTab } from "./prerendering-tab.ts";
import { accessibilityProblems } from "#tests/support/axe.ts";
import { startTrafficSite, type TrafficSite } from "./traffic-site.ts";

/**
 * Visit counts as the owner gets them (issue 25), on a self-hosted site of
 * its own: visits made in Chromium (a desktop, a phone, one with Global
 * Privacy Control, a tab that prerenders), bots, an enquiry; then the
 * figures the Traffic page shows, bad input, what the store holds, and no
 * cookie on any public page. The tests run in order: each adds to what the
 * one before counted.
 *
 * Chromium's own user agent here says HeadlessChrome, which the bot list
 * rightly leaves out: the visitors below say what a desktop or phone
 * browser says, with a mark of this test the store is searched for.
 */
const mark = "VisitCountTest/4d1f";
const desktopAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 ${mark}`;
const phoneAgent = `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 ${mark}`;
const addresses = { desktop: "203.0.113.77", phone: "203.0.113.78", private: "203.0.113.79" };

// The pages are picked from the content and the page table, not named.
const [firstCourse] = allCourses();
if (!firstCourse) throw new Error("The content has no course");
const hub = hubPath(firstCourse.family);
const course = coursePath(firstCourse.family, firstCourse.course);
const contact = pagePath("contact");
const about = pagePath("about");
const dutchHome = pagePath("home", "nl");
/** Prerendered from the home page's footer, one opened, one never. */
const prerenderedOnly = pagePath("privacy");
const prerenderedThenOpened = pagePath("courseTerms");
const missing = "/no-such-page-for-the-visit-counts";

let browser: Browser;
let traffic: TrafficSite;
let site: TrafficSite["site"];
let owner: TrafficSite["owner"];
let url: TrafficSite["url"];
let visitor: TrafficSite["visitor"];
let counted: TrafficSite["counted"];
let open: TrafficSite["open"];

beforeAll(async () => {
  browser = await launchBrowser();
  traffic = await startTrafficSite(browser);
  ({ site, owner, url, visitor, counted, open } = traffic);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await traffic?.stop();
});

describe("visits from browsers", () => {
  it("counts views per page, with the referrer's host and the campaign, and visitors once", async () => {
    const { context, page } = await visitor({
      userAgent: desktopAgent,
      address: addresses.desktop,
    });
    await page.goto(url("/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-2026"), {
      referer: "https://www.example.org/blog/post?id=7",
    });
    // Chromium prerenders or prefetches on the way to a link; either way the page counts once.
    await page.locator(`main a[href="${hub}"]`).first().click();
    await page.waitForURL(url(hub));
    await page.locator(`main a[href="${course}"]`).first().click();
    await page.waitForURL(url(course));
    expect((await page.goto(url(missing)))?.status()).toBe(404);
    await page.goto(url(contact), { referer: url(course) });

    const phone = await visitor({ userAgent: phoneAgent, address: addresses.phone, isPhone: true });
    await phone.page.goto(url(dutchHome));
    await phone.page.reload();
    await phone.context.close();

    const figures = await counted();
    expect(figures.views("/")).toBe(1);
    expect(figures.sum("entry views", "/")).toBe(1);
    expect(figures.sum("referrer", "/", "www.example.org")).toBe(1);
    expect(figures.sum("utm_source", "/", "newsletter")).toBe(1);
    expect(figures.sum("utm_medium", "/", "email")).toBe(1);
    expect(figures.sum("utm_campaign", "/", "autumn-2026")).toBe(1);
    for (const pathname of [hub, course, contact]) {
      expect(figures.views(pathname), pathname).toBe(1);
      expect(figures.sum("entry views", pathname), pathname).toBe(0);
    }
    expect(figures.sum("not found", missing)).toBe(1);
    expect(figures.views(dutchHome)).toBe(2);
    expect(figures.sum("visitors", dutchHome)).toBe(1);
    expect(figures.sum("device", dutchHome, "phone")).toBe(2);
    expect(figures.sum("visitors to the site")).toBe(2);
    await context.close();
  });

  it("an enquiry sent from the contact page is a conversion of that page; the thank-you fetch is no view", async () => {
    const { context, page } = await visitor({
      userAgent: desktopAgent,
      address: addresses.desktop,
    });
    await page.goto(url(contact), { referer: url(course) });
    // Sent before the island starts, the form posts without script and lands on the thank-you page.
    await waitForIsland(page, "ContactForm");
    const form = page.locator("#contact-form");
    await form.getByLabel("Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.nl");
    await form.getByLabel("Phone").fill("+31 40 123 4567");
    await form.getByLabel("Message").fill("Please tell me about your courses.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => form.getByRole("status").textContent()).not.toBe("");
    await expect.poll(async () => (await counted()).sum("enquiry", contact)).toBe(1);
    const figures = await counted();
    expect(figures.views(contact)).toBe(2);
    expect(figures.views(pagePath("contactThanks"))).toBe(0);
    await context.close();
  });

  it("Sec-GPC: 1 counts the view, not the visitor", async () => {
    const { context, page } = await visitor({
      userAgent: desktopAgent,
      address: addresses.private,
      headers: { "Sec-GPC": "1" },
    });
    await page.goto(url(about));
    const figures = await counted();
    expect(figures.views(about)).toBe(1);
    expect(figures.sum("visitors", about)).toBe(0);
    expect(figures.sum("visitors to the site")).toBe(2);
    await context.close();
  });

  it("a bot, and Chromium saying it is headless, are not counted", async () => {
    const before = await counted();
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect((await open(about, { "User-Agent": googlebot })).status).toBe(200);
    expect((await open("/wp-login.php", { "User-Agent": googlebot })).status).toBe(404);
    expect((await open(about, { "User-Agent": "curl/8.5.0" })).status).toBe(200);
    const headless = await browser.newContext();
    const page = await headless.newPage();
    await page.goto(url(pagePath("services")));
    await headless.close();
    const after = await counted();
    expect(after.views(about)).toBe(before.views(about));
    expect(after.views(pagePath("services"))).toBe(0);
    expect(after.sum("not found", "/wp-login.php")).toBe(0);
    expect(after.rows.length).toBe(before.rows.length);
  });

  it("a page prerendered but never opened is not counted; one opened is counted then, once", async () => {
    const tab = await openPrerenderingTab({ userAgent: desktopAgent });
    try {
      await tab.goto(url("/"));
      await tab.hoverLink(prerenderedOnly);
      await tab.prerenderState(url(prerenderedOnly), "Ready");
      expect((await counted()).views(prerenderedOnly)).toBe(0);

      await tab.hoverLink(prerenderedThenOpened);
      await tab.prerenderState(url(prerenderedThenOpened), "Ready");
      expect((await counted()).views(prerenderedThenOpened)).toBe(0);
      await tab.click();
      await expect
        .poll(async () => (await counted()).views(prerenderedThenOpened), { timeout: 10_000 })
        .toBe(1);
      const figures = await counted();
      expect(figures.sum("entry views", prerenderedThenOpened)).toBe(0);
      expect(figures.views(prerenderedOnly)).toBe(0);
      expect(figures.views("/")).toBe(2);
    } finally {
      await tab.close();
    }
  });
});

describe("the Traffic page", () => {
  it("shows the figures of the visits made", async () => {
    const { page } = owner;
    await page.goto(url(`${backOfficePaths.traffic}?days=7`));
    expect(await page.locator("h1").innerText()).toBe("Traffic");
    const total = (label: string) =>
      page
        .locator(".totals div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
        .locator("dd")
        .innerText();
    // Views: home 2, hub, course, contact 2, Dutch home 2, about, the prerendered page opened.
    expect(await total("Views")).toBe("10");
    // The desktop, the phone and the prerendering tab; the one with GPC is not a visitor.
    expect(await total("Visitors")).toBe("3");
    // From elsewhere or typed: home twice, Dutch home twice, about.
    expect(await total("Entry views")).toBe("5");
    expect(await total("Enquiries")).toBe("1");
    expect(await total("Enrolments")).toBe("0");

    const rowOf = (title: string, first: string) =>
      page
        .locator("section", { has: page.getByRole("heading", { name: title }) })
        .locator("tbody tr", {
          has: page.locator("td:first-child, th:first-child", {
            hasText: new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`),
          }),
        });
    const cells = async (title: string, first: string) =>
      (await rowOf(title, first).locator("td").allInnerTexts()).map((text) => text.trim());
    expect(await cells("Top pages", "/")).toEqual(["/", "2", "2", "2", "0", "0"]);
    expect(await cells("Top pages", contact)).toEqual([contact, "2", "1", "0", "1", "0"]);
    expect(await cells("Top pages", dutchHome)).toEqual([dutchHome, "2", "1", "2", "0", "0"]);
    expect(await cells("Referrers", "www.example.org")).toEqual(["www.example.org", "1"]);
    expect(await cells("Campaigns", "Source")).toEqual(["Source", "newsletter", "1"]);
    expect(await cells("Devices", "Phone")).toEqual(["Phone", "2", "20.0%"]);
    expect(await cells("Devices", "Desktop")).toEqual(["Desktop", "8", "80.0%"]);
    expect(await cells("Languages", "Nederlands")).toEqual(["Nederlands", "2", "20.0%"]);
    expect(await cells("Not found", missing)).toEqual([missing, "1"]);
    expect(await cells("Courses", firstCourse.course.title)).toEqual([
      firstCourse.course.title,
      "1",
      "0",
      "0.0%",
    ]);
    await page.locator("summary", { hasText: "Figures per day" }).click();
    const today = await page.locator("table.per-day tbody tr").last().locator("td").allInnerTexts();
    expect(today).toEqual(["10", "3", "5"]);
    expect(await page.locator("svg[role=img] title").textContent()).toBe(
      "Views and visitors per day",
    );
  });

  it("passes axe (WCAG 2.2 AA) at phone and desktop width with figures in it, and never scrolls sideways", async () => {
    const { page } = owner;
    const problems: string[] = [];
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const query of ["?days=7", "?days=90", "?from=2026-01-01&to=2025-01-01"]) {
        await page.goto(url(`${backOfficePaths.traffic}${query}`));
        await page.locator("summary", { hasText: "Figures per day" }).click();
        problems.push(...(await accessibilityProblems(page, `${width} ${query}`)));
        // To look at: SCREENSHOT_DIR=/some/folder npx vitest run --project e2e tests/e2e/traffic.test.ts
        if (process.env.SCREENSHOT_DIR && query === "?days=7") {
          await page.screenshot({
            path: path.join(process.env.SCREENSHOT_DIR, `traffic-${width}.png`),
            fullPage: true,
          });
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(problems).toEqual([]);
  }, 120_000);

  it("exports the figures as CSV, safe for a spreadsheet", async () => {
    const response = await fetch(url(`${backOfficePaths.traffic}.csv?days=7`), {
      headers: { Cookie: await sessionCookieHeader(owner.context) },
    });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="traffic-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toBe('"day","what","page","detail","count"');
    expect(csv).toContain('"views","/","en","2"');
    const log = await (
      await fetch(url(backOfficePaths.log), {
        headers: { Cookie: await sessionCookieHeader(owner.context) },
      })
    ).text();
    expect(log).toContain("visit counts");
  });
});

describe("bad input", () => {
  it("a huge, binary or script referrer and campaign are stored cut and shown escaped, also in the CSV", async () => {
    const script = `<script>document.title="owned"</script><img src=x onerror="document.title='owned'">`;
    const { status } = await open(
      `/?utm_campaign=${encodeURIComponent(`${script}${"x".repeat(5_000)}`)}&utm_source=${encodeURIComponent('=HYPERLINK("http://evil.example")')}&utm_medium=%00%1B%7F`,
      {
        "User-Agent": desktopAgent,
        "X-Forwarded-For": addresses.desktop,
        Referer: `https://${"very-long-host-name.".repeat(20)}example.org/${script}`,
      },
    );
    expect(status).toBe(200);
    const { page } = owner;
    await page.goto(url(`${backOfficePaths.traffic}?days=7`));
    expect(await page.title()).not.toBe("owned");
    expect(await page.locator("main script, main img").count()).toBe(0);
    const campaigns = await page
      .locator("section", { has: page.getByRole("heading", { name: "Campaigns" }) })
      .innerText();
    expect(campaigns).toContain(`${script}${"x".repeat(100 - script.length)}`);
    expect(campaigns).not.toContain("x".repeat(101 - script.length));
    expect(campaigns).toContain("\uFFFD\uFFFD\uFFFD");
    const referrers = await page
      .locator("section", { has: page.getByRole("heading", { name: "Referrers" }) })
      .innerText();
    expect(referrers).toContain("very-long-host-name.very-long-host-name.");
    expect(referrers).not.toContain("<script");
    const csv = await (
      await fetch(url(`${backOfficePaths.traffic}.csv?days=7`), {
        headers: { Cookie: await sessionCookieHeader(owner.context) },
      })
    ).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it("a flood of views from one client adds numbers, not rows", async () => {
    const tables = () => {
      const db = new DatabaseSync(databasePath(site.dataDir), { readOnly: true });
      const count = (table: string) =>
        (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      const result = {
        pages: count("traffic_pages"),
        sources: count("traffic_sources"),
        notFound: count("traffic_not_found"),
      };
      db.close();
      return result;
    };
    await counted();
    const before = tables();
    const flood = dailyRowLimits.sources + 200;
    for (let start = 0; start < flood; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, flood - start) }, (_, index) =>
          open(`${about}?utm_campaign=flood-${start + index}`, {
            "User-Agent": desktopAgent,
            "X-Forwarded-For": addresses.desktop,
            Referer: `https://spam-${start + index}.example/`,
          }).then(() => open(`/flood-probe-${start + index}`, { "User-Agent": desktopAgent })),
        ),
      );
    }
    const figures = await counted();
    expect(figures.views(about)).toBeGreaterThanOrEqual(flood);
    const after = tables();
    expect(after.pages).toBe(before.pages);
    // Per day and kind at most the limit, plus one (other) row per page.
    expect(after.sources - before.sources).toBeLessThanOrEqual(2 * (dailyRowLimits.sources + 2));
    expect(after.notFound).toBeLessThanOrEqual(dailyRowLimits.notFound + 1);
    expect(figures.sum("not found", "(other)")).toBeGreaterThan(0);
  }, 120_000);
});

describe("what is kept", () => {
  it("no client address or user agent anywhere in the store: its files and every table", async () => {
    await counted();
    const secrets = [...Object.values(addresses), mark, "Pixel 8"];
    const files = (await readdir(site.dataDir)).filter((file) =>
      file.startsWith("enquiries.sqlite"),
    );
    for (const file of files) {
      const bytes = await readFile(path.join(site.dataDir, file));
      for (const secret of secrets) {
        expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false);
      }
    }
    const db = new DatabaseSync(databasePath(site.dataDir), { readOnly: true });
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    ).map((row) => row.name);
    expect(tables).toContain("traffic_pages");
    for (const table of tables) {
      for (const row of db.prepare(`SELECT * FROM "${table}"`).all()) {
        const text = JSON.stringify(row);
        for (const secret of secrets)
          expect(text.includes(secret), `${secret} in ${table}`).toBe(false);
      }
    }
    db.close();
  });

  it("no public page sets a cookie, counted or not, nor does the beacon", async () => {
    const problems: string[] = [];
    for (const { path: pathname, isNotFound } of builtPages()) {
      const { status, setCookie } = await open(isNotFound ? `${pathname}-missing` : pathname, {
        "User-Agent": desktopAgent,
        "X-Forwarded-For": addresses.desktop,
      });
      if (status >= 400 && !isNotFound) problems.push(`${pathname}: ${status}`);
      if (setCookie) problems.push(`${pathname}: Set-Cookie ${String(setCookie)}`);
    }
    const beacon = await fetch(url("/count"), {
      method: "POST",
      headers: { "User-Agent": desktopAgent },
      body: about,
    });
    expect(beacon.status).toBe(204);
    expect(beacon.headers.get("set-cookie")).toBeNull();
    expect(problems).toEqual([]);
  }, 120_000);
});
