import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatDate } from "#src/training/course-format.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { rosterPath } from "#server/back-office/runs/run-paths.ts";
import { accessibilityProblems } from "#tests/support/axe.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { tdd, withScheduledRuns } from "#tests/support/test-content.ts";
import { startViesStandIn, type ViesStandIn } from "#tests/support/vies-stand-in.ts";
import { launchBrowser } from "./browser.ts";
import { coordinator, emailOf, enrol, mailTo } from "./runs-site.ts";
import { buildTestSite, type TestSite } from "./test-site.ts";

/**
 * Issue 43 point 5 in the browser, on our server started with VIES_URL at the
 * VIES stand-in: two German businesses on an online run (the test content's
 * TDD run in five months), VIES saying one's VAT ID is not valid and the
 * other's register is down. The roster says so before Confirm, at a phone's
 * width and a desktop's (axe); Confirm issues nothing; "Confirm … with Dutch
 * VAT" issues the invoice at 21 % whose PDF and mail tell the buyer why, in
 * English and in Dutch. SCREENSHOT_DIR=<folder> also saves the roster at both
 * widths and the two PDFs, to look at.
 */
const course = `${tdd.family}/${tdd.slug}`;
const run = tdd.runs.far;
const runKey = `${run.start}-${run.mode}`;
const berlin = { street: "Hauptstraße 1", postalCode: "10115", city: "Berlin", country: "DE" };
const buyers = {
  Klaus: { vatId: "DE222222222", answer: "invalid", language: "en" },
  Anke: { vatId: "DE333333333", answer: "unavailable", language: "nl" },
} as const;

let site: TestSite;
let browser: Browser;
let mail: MailServer;
let vies: ViesStandIn;
let origin: string;
let owner: { page: Page };

beforeAll(async () => {
  [mail, vies] = await Promise.all([
    startMailServer(),
    startViesStandIn({
      answers: Object.fromEntries(Object.values(buyers).map((each) => [each.vatId, each.answer])),
    }),
  ]);
  [site, browser] = await Promise.all([
    buildTestSite({
      serverEnv: { SMTP_URL: mail.url, NOTIFY_TO: "owner@example.nl", VIES_URL: vies.url },
      // The run's shared test content (the payments' test's too): invoices are issued.
      edit: withScheduledRuns,
    }),
    launchBrowser(),
  ]);
  origin = site.server.baseUrl.replace("127.0.0.1", "localhost");
  await enrol(
    site,
    course,
    Object.entries(buyers).map(([name, buyer]) => ({
      name,
      language: buyer.language,
      run: runKey,
      buyer: "business" as const,
      company: `${name} GmbH`,
      record: { buyerAddress: berlin, vatId: buyer.vatId },
    })),
  );
  owner = await coordinator(browser, { dataDir: site.dataDir, origin }, "owner@example.nl");
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.remove();
  await vies?.close();
  await mail?.close();
});

const roster = () => `${origin}${rosterPath(course, runKey)}`;
const card = (page: Page, name: string) =>
  page.locator("article.enrolment", { has: page.getByRole("heading", { name, exact: true }) });
/** The buyer's line on the invoice and in its mail, as the dictionary words it, for today. */
const lineFor = (language: Language, outcome: "invalid" | "unavailable", vatId: string) =>
  fill(dictionaries[language].invoice.treatment.vatIdNotConfirmed[outcome], {
    vatId,
    date: formatDate(todayInAmsterdam(new Date()), language),
  });

describe("a VAT ID VIES does not confirm, on the roster", () => {
  it("is said before Confirm, asked of VIES at VIES_URL, at a phone's width and a desktop's", async () => {
    const { page } = owner;
    await page.goto(roster());
    expect(await card(page, "Klaus").locator("[data-vat-id-check]").innerText()).toContain(
      "VIES says the VAT ID DE222222222 is not valid",
    );
    expect(await card(page, "Anke").locator("[data-vat-id-check]").innerText()).toContain(
      "VIES could not be reached for the VAT ID DE333333333",
    );
    expect(vies.requests.map((body) => `${body.countryCode}${body.vatNumber}`)).toEqual(
      expect.arrayContaining(["DE222222222", "DE333333333"]),
    );
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await accessibilityProblems(page, String(width))).toEqual([]);
      if (process.env.SCREENSHOT_DIR) {
        await card(page, "Klaus").screenshot({
          path: path.join(process.env.SCREENSHOT_DIR, `roster-vies-${width}.png`),
        });
      }
    }
  });

  it("issues nothing on Confirm: the roster says why and what to choose", async () => {
    const { page } = owner;
    await page.goto(roster());
    await page.getByRole("button", { name: "Confirm Klaus", exact: true }).click();
    expect(await page.getByRole("alert").innerText()).toContain(
      "Not confirmed: VIES did not confirm the VAT ID of Klaus",
    );
    expect(await card(page, "Klaus").getAttribute("data-place")).toBe("placed");
    expect(await card(page, "Klaus").locator("[data-invoices] li").count()).toBe(0);
  });

  it.each(Object.entries(buyers))(
    "issues %s's invoice with Dutch VAT when chosen, its PDF and mail saying why",
    async (name, buyer) => {
      const { page } = owner;
      await page.goto(roster());
      await page.getByRole("button", { name: `Confirm ${name} with Dutch VAT` }).click();
      expect(await page.getByRole("status").innerText()).toContain("With Dutch VAT, as you chose");
      const expected = lineFor(buyer.language, buyer.answer, buyer.vatId);
      const subject = buyer.language === "en" ? "Subject: Invoice " : "Subject: Factuur ";
      // No invoice e-mail on the form: the invoice goes to the booker.
      const invoiceMail = await mailTo(mail, emailOf(name), subject);
      expect(invoiceMail.replace(/\s+/g, " ")).toContain(expected);
      const link = card(page, name).locator("[data-invoices] a", { hasText: "PDF" });
      await expect
        .poll(async () => {
          await page.goto(roster());
          return link.count();
        })
        .toBe(1);
      const pdf = await page.request.get(`${origin}${await link.getAttribute("href")}`);
      const bytes = new Uint8Array(await pdf.body());
      // unpdf takes the buffer it reads: a copy, so the bytes stay ours.
      const { text } = await extractText(bytes.slice(), { mergePages: true });
      expect(text.replace(/\s+/g, " ")).toContain(expected);
      expect(text).toMatch(/21\s?%/);
      if (process.env.SCREENSHOT_DIR) {
        const { writeFile } = await import("node:fs/promises");
        await writeFile(
          path.join(process.env.SCREENSHOT_DIR, `invoice-dutch-vat-${name}.pdf`),
          bytes,
        );
      }
    },
  );
});
