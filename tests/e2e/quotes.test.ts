import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { quotePaths } from "#src/routing/fixed-paths.ts";
import { accessibilityProblems } from "#tests/support/axe.ts";
import { enquiryForm, postEnquiry } from "#tests/support/enquiry-poster.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { withScheduledRuns } from "#tests/support/test-content.ts";
import { launchBrowser } from "./browser.ts";
import { coordinator, mailTo } from "./runs-site.ts";
import { buildTestSite, type TestSite } from "./test-site.ts";

/**
 * A quote from start to acceptance in Chromium (issue 45): a Dutch business's
 * enquiry arrives, the owner makes a quote from it in the back office and
 * sends it, the buyer's manager follows the mail's link, reads the quote and
 * accepts it, and both get their mail: the owner at once, the buyer the PDF
 * as accepted with what was recorded; then its first invoice, issued at the
 * acceptance and mailed to the buyer, shows on the quote's page, where the
 * owner records hours worked (over the quote only when confirmed). Every page on the way passes axe at a
 * phone's width and a desktop's. With SCREENSHOT_DIR set, each is saved there
 * to look at.
 */
const buyer = { name: "Marieke Bos", email: "marieke@bosbouw.example" };
const words = dictionaries.nl.quote;

let site: TestSite;
let browser: Browser;
let mail: MailServer;
let origin: string;
let owner: { page: Page };

beforeAll(async () => {
  mail = await startMailServer();
  [site, browser] = await Promise.all([
    buildTestSite({
      serverEnv: { SMTP_URL: mail.url, NOTIFY_TO: "owner@example.nl" },
      // The company's facts filled in: our details go on the quote.
      edit: withScheduledRuns,
    }),
    launchBrowser(),
  ]);
  origin = site.server.baseUrl.replace("127.0.0.1", "localhost");
  const answer = await postEnquiry(
    `${site.server.baseUrl}/`,
    enquiryForm({
      language: "nl",
      name: buyer.name,
      email: buyer.email,
      message: "Kunnen jullie ons testproces doorlichten en ons team een week coachen?",
    }),
  );
  expect(answer.status).toBe(303);
  owner = await coordinator(browser, { dataDir: site.dataDir, origin }, "owner@example.nl");
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.remove();
  await mail?.close();
});

/** axe's violations and any sideways scroll at 375 and 1280 px; the page saved to look at, if asked. */
async function problemsAtBothWidths(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    problems.push(...(await accessibilityProblems(page, `${name} ${width}`)));
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({
        path: path.join(process.env.SCREENSHOT_DIR, `quote-${name}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}

describe("a quote", () => {
  it("goes from an enquiry to a sent quote, is accepted from the mail's link, both sides hear of it, and its first invoice follows", async () => {
    const { page } = owner;
    const problems: string[] = [];

    // The owner opens the enquiry and makes a quote from it: the buyer and the message come along.
    await page.goto(`${origin}${backOfficePaths.enquiries}`);
    await page
      .getByRole("row", { name: new RegExp(buyer.name) })
      .getByRole("link")
      .first()
      .click();
    await page.getByRole("link", { name: "Make a quote" }).click();
    expect(await page.getByLabel("Contact person (the quote goes to them)").inputValue()).toBe(
      buyer.name,
    );
    expect(await page.getByLabel("Their e-mail address").inputValue()).toBe(buyer.email);
    expect(await page.getByLabel("What they asked for, for your reference").inputValue()).toContain(
      "testproces doorlichten",
    );
    await page.getByLabel("Company").fill("Bos Bouwtechniek B.V.");
    await page.getByLabel("Street and number").fill("Markt 12");
    await page.getByLabel("Postal code").fill("5611 EB");
    await page.getByLabel("City").fill("Eindhoven");
    await page
      .getByLabel("VAT ID (a business in another EU country: required)")
      .fill("NL123456789B01");
    const line = page.locator('[data-line="0"]');
    await line.getByLabel("Description").fill("Doorlichting van het testproces");
    await line.getByLabel("Quantity").fill("2.5");
    await line.getByLabel("Price a unit (€)").fill("-1200");
    await page.getByRole("button", { name: "Save the draft" }).click();
    // A negative price is refused at its field, with everything typed still there.
    expect(await page.getByRole("alert").first().innerText()).toContain("Nothing saved");
    expect(await line.getByLabel("Description").inputValue()).toBe(
      "Doorlichting van het testproces",
    );
    problems.push(...(await problemsAtBothWidths(page, "form-refused")));
    await line.getByLabel("Price a unit (€)").fill("1200");
    const second = page.locator('[data-line="1"]');
    await second.getByLabel("Description").fill("Coaching van het testteam");
    await second.getByLabel("Quantity").fill("40");
    await second.getByLabel("Unit", { exact: true }).selectOption("hour");
    await second.getByLabel("Price a unit (€)").fill("125");
    await second.getByLabel("Invoiced as worked").check();
    await page.getByRole("button", { name: "Save the draft" }).click();
    expect(await page.getByRole("status").innerText()).toContain("Draft saved");
    problems.push(...(await problemsAtBothWidths(page, "draft")));

    await page.getByRole("button", { name: `Send it to ${buyer.email}` }).click();
    expect(await page.getByRole("status").innerText()).toContain("Sent");
    const number = /Quote (Q\d{4}-\d{4})/.exec(await page.locator("h1").innerText())?.[1] ?? "";
    expect(number).toMatch(/^Q\d{4}-0001$/);

    // The buyer's mail: the quote in Dutch, its PDF, the link to its page.
    const quoteMail = await mailTo(mail, buyer.email, `Subject: Offerte ${number}`);
    expect(quoteMail).toContain("Content-Type: application/pdf");
    const link = new RegExp(`(http://localhost:\\d+${quotePaths.nl}/[A-Za-z0-9_-]{43})`).exec(
      quoteMail,
    )?.[1];
    expect(link).toBeTruthy();

    // The buyer's manager, in a browser of their own, reads the quote and accepts it.
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(link ?? "");
    expect(await tab.locator("h1").innerText()).toBe(fill(words.title, { number }));
    expect(await tab.locator("table.lines").innerText()).toContain("2,5 dagen");
    problems.push(...(await problemsAtBothWidths(tab, "page")));
    await tab.getByLabel(words.link.name).fill("Marieke Bos");
    await tab.getByRole("button", { name: words.link.acceptButton }).click();
    // Without the confirmation nothing is recorded, and the name typed stays.
    expect(await tab.getByRole("alert").innerText()).toBe(words.link.problems.heading);
    expect(await tab.getByLabel(words.link.name).inputValue()).toBe("Marieke Bos");
    await tab.getByLabel(words.link.role).fill("Directeur");
    await tab.getByLabel(fill(words.link.confirm, { company: "Bos Bouwtechniek B.V." })).check();
    await tab.getByRole("button", { name: words.link.acceptButton }).click();
    expect(await tab.locator("h1").innerText()).toBe(words.link.recordedAccept.title);
    problems.push(...(await problemsAtBothWidths(tab, "accepted")));
    await context.close();

    // The owner hears at once; the buyer gets the PDF as accepted with what was recorded.
    const ownerMail = await mailTo(mail, "owner@example.nl", `Subject: Quote ${number} accepted`);
    expect(ownerMail).toContain("Marieke Bos, Directeur");
    const accepted = await mailTo(
      mail,
      buyer.email,
      `Subject: ${fill(words.mail.subject.accepted, { number })}`,
    );
    expect(accepted).toContain("Content-Type: application/pdf");
    const sha = /SHA-256 van de pdf: ([0-9a-f]{64})/.exec(accepted)?.[1];
    expect(sha).toMatch(/^[0-9a-f]{64}$/);

    // The back office shows it accepted, with the same fingerprint, and the Quotes page counts it.
    await page.reload();
    expect(await page.locator("[data-quote-status]").first().innerText()).toBe("accepted");
    expect(await page.locator("[data-accepted-sha]").innerText()).toContain(sha ?? "none");
    problems.push(...(await problemsAtBothWidths(page, "view")));

    // Without milestones, the lines not invoiced as worked are invoiced at acceptance: the invoice
    // in the invoices' own series goes to the buyer with its PDF and UBL, and shows on the quote.
    const invoiceMail = await mailTo(mail, buyer.email, "Subject: Factuur ");
    const invoiceNumber = /Subject: Factuur (\d{4}-\d{4})/.exec(invoiceMail)?.[1] ?? "";
    expect(invoiceNumber).toMatch(/^\d{4}-\d{4}$/);
    expect(invoiceMail).toContain("Content-Type: application/pdf");
    expect(invoiceMail).toContain(dictionaries.nl.invoice.mail.eInvoice);
    await page.reload();
    const invoicing = page.locator("[data-quote-invoicing]");
    const invoiceRow = invoicing.locator(
      `[data-quote-documents] [data-invoice="${invoiceNumber}"]`,
    );
    expect(await invoiceRow.innerText()).toContain("Invoice");
    const invoicedAmount = await invoiceRow.locator("td").nth(2).innerText();
    expect(invoicedAmount).toMatch(/^€[\d,]+\.\d\d$/);
    expect(await invoicing.locator('[data-billing="all-0"]').innerText()).toContain(invoiceNumber);
    const pdfHref = await invoiceRow.getByRole("link", { name: "PDF" }).getAttribute("href");
    const pdf = await page.request.get(`${origin}${pdfHref}`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    if (process.env.SCREENSHOT_DIR) {
      const { writeFile } = await import("node:fs/promises");
      await writeFile(path.join(process.env.SCREENSHOT_DIR, "quote-invoice.pdf"), await pdf.body());
    }
    // The 40 hours invoiced as worked: more than the quote only with the owner's confirmation.
    const work = page.locator("[data-work-form]");
    await work.getByLabel("Day worked").fill(new Date().toISOString().slice(0, 10));
    await work.getByLabel("How many (2.5, 7,75)").fill("41");
    await work.getByRole("button", { name: "Record" }).click();
    expect(await page.locator("#work-problems").innerText()).toContain("goes over the quote");
    expect(await work.getByLabel("How many (2.5, 7,75)").inputValue()).toBe("41");
    problems.push(...(await problemsAtBothWidths(page, "work-refused")));
    await work.getByLabel("I confirm going over the quote, if this does").check();
    await work.getByRole("button", { name: "Record" }).click();
    expect(await page.getByRole("status").innerText()).toContain("Recorded");
    expect(await page.locator('[data-budget="1"] [data-left]').innerText()).toBe(
      "1 over the quote",
    );
    problems.push(...(await problemsAtBothWidths(page, "invoicing")));
    await page.goto(`${origin}${backOfficePaths.quotes}`);
    expect(await page.locator(`[data-quote="${number}"]`).getAttribute("data-status")).toBe(
      "accepted",
    );
    expect(await page.locator('[data-month="all"] [data-share]').innerText()).toContain(
      "100 % of the quotes",
    );
    // The Quotes page counts the invoice: what was invoiced, and the hours still open.
    const listed = page.locator(`[data-quote="${number}"]`);
    expect(await listed.locator("[data-invoiced]").innerText()).toBe(invoicedAmount);
    problems.push(...(await problemsAtBothWidths(page, "list")));
    expect(problems).toEqual([]);
  }, 240_000);
});
