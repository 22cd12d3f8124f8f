import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rosterPath } from "#server/back-office/runs/run-paths.ts";
import { accessibilityProblems } from "#tests/support/axe.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { type MollieStandIn, startMollieStandIn } from "#tests/support/mollie-stand-in.ts";
import { tdd, withScheduledRuns } from "#tests/support/test-content.ts";
import { launchBrowser } from "./browser.ts";
import { coordinator, emailOf, enrol, mailTo } from "./runs-site.ts";
import { buildTestSite, type TestSite } from "./test-site.ts";

/**
 * A buyer pays an invoice online: our server runs with a Mollie key pointed at the stand-in
 * (MOLLIE_API_URL; only that server process skips the certificate check, for the stand-in's
 * own certificate), the owner confirms an enrolment on the roster, the invoice mail carries a
 * "Pay now" link, the buyer follows it in Chromium, presses the button, picks "Paid" on the
 * stand-in's checkout, comes back to our page that says it is paid, and the roster shows the
 * invoice paid and the run's money.
 */
// The test content's TDD run in five months: places free, far from any deadline.
const course = `${tdd.family}/${tdd.slug}`;
const run = tdd.runs.far;
const runKey = `${run.start}-${run.mode}`;

let site: TestSite;
let browser: Browser;
let mail: MailServer;
let standIn: MollieStandIn;
let origin: string;
let owner: { page: Page };

beforeAll(async () => {
  [mail, standIn] = await Promise.all([startMailServer(), startMollieStandIn()]);
  [site, browser] = await Promise.all([
    buildTestSite({
      serverEnv: {
        SMTP_URL: mail.url,
        NOTIFY_TO: "owner@example.nl",
        MOLLIE_API_KEY: standIn.apiKey,
        MOLLIE_API_URL: standIn.apiUrl,
        // This server process alone: the stand-in's certificate is made for the test.
        NODE_TLS_REJECT_UNAUTHORIZED: "0",
      },
      // The run's shared test content: the company's facts filled in, so invoices are issued.
      edit: withScheduledRuns,
    }),
    launchBrowser(),
  ]);
  origin = site.server.baseUrl.replace("127.0.0.1", "localhost");
  await enrol(site, course, [{ name: "Sanne", language: "nl", run: runKey, buyer: "private" }]);
  owner = await coordinator(browser, { dataDir: site.dataDir, origin }, "owner@example.nl");
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.remove();
  await standIn?.close();
  await mail?.close();
});

/** axe's WCAG 2.2 AA violations and any sideways scroll, at a phone's width and a desktop's. */
async function problemsAtBothWidths(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    problems.push(...(await accessibilityProblems(page, String(width))));
  }
  return problems;
}

describe("paying an invoice online", () => {
  it("walks the buyer from the invoice mail's link through the checkout to the paid invoice on the roster", async () => {
    const { page } = owner;
    const roster = `${origin}${rosterPath(course, runKey)}`;
    await page.goto(roster);
    // The enrolment came by the old form: its address is completed before it can be invoiced.
    await page.getByRole("link", { name: /the invoice address/ }).click();
    await page.getByLabel("Street and number").fill("Kerkstraat 1");
    await page.getByLabel("Postal code").fill("5611 AA");
    await page.getByLabel("City").fill("Eindhoven");
    await page.getByRole("button", { name: "Save the address" }).click();
    await page.getByRole("button", { name: "Confirm Sanne" }).click();
    const invoiceMail = await mailTo(mail, emailOf("Sanne"), "Subject: Factuur ");
    const link = /Of betaal nu online \(iDEAL en meer\): (\S+)/.exec(invoiceMail)?.[1] ?? "";
    expect(link).toMatch(/\/nl\/betalen\/[a-f0-9]{32}$/);
    const number = /Subject: Factuur (\S+):/.exec(invoiceMail)?.[1] ?? "";

    // The roster shows the invoice open, with the same link.
    await page.goto(roster);
    const invoices = page.locator("[data-invoices]");
    expect(await invoices.locator("[data-invoice-status]").innerText()).toContain("open");
    expect(await invoices.getByRole("link", { name: "Pay now link" }).getAttribute("href")).toBe(
      link,
    );

    // The buyer, in a browser of their own (the stand-in's certificate is the test's).
    const buyer = await browser.newContext({ ignoreHTTPSErrors: true });
    const tab = await buyer.newPage();
    await tab.goto(link);
    expect(await tab.locator("h1").innerText()).toBe(`Factuur ${number} betalen`);
    expect(standIn.paymentIds()).toEqual([]);
    expect(await problemsAtBothWidths(tab)).toEqual([]);
    await tab.getByRole("button", { name: /^Nu € .* betalen$/ }).click();
    await tab.waitForURL((url) => url.origin === standIn.origin);
    expect(await tab.locator("h1").innerText()).toBe("Test mode checkout");
    await tab.getByLabel("Paid").check();
    await tab.getByRole("button", { name: "Continue" }).click();
    await tab.waitForURL((url) => url.pathname.endsWith("/klaar"));
    expect(await tab.locator("h1").innerText()).toBe(`Dank je wel: factuur ${number} is betaald`);
    expect(await problemsAtBothWidths(tab)).toEqual([]);
    await buyer.close();

    await page.goto(roster);
    expect(await invoices.locator("[data-invoice-status]").innerText()).toContain("paid");
    expect(await invoices.getByRole("link", { name: "Pay now link" }).count()).toBe(0);
    expect(await page.locator("[data-run-money]").innerText()).toMatch(
      /^€[\d,.]+ paid, €0\.00 open$/,
    );
  });
});
