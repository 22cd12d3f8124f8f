import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camtStatementFile } from "#tests/support/camt-statement-file.ts";
import { invoiceFacts, privateBuyer } from "#tests/support/invoice-facts.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import { openInvoiceLedger, type StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type BackOfficeSite, startBackOfficeSite } from "./back-office-site.ts";
import { launchBrowser } from "./browser.ts";
import { coordinator } from "./runs-site.ts";

/**
 * The owner on the Invoices page of a running site, signed in with a passkey: uploads the bank's
 * statement file with the form (no script needed), and sees what it did, the invoice it paid and
 * the credit listed to decide; an overdue invoice is listed with its reminders.
 */
let site: BackOfficeSite;
let browser: Browser;
let owner: { context: BrowserContext; page: Page };
const issued: StoredDocument[] = [];
const today = todayInAmsterdam();

beforeAll(async () => {
  [site, browser] = await Promise.all([startBackOfficeSite(), launchBrowser()]);
  // Invoices issued as the roster issues them, in the running site's store.
  const connection = openDatabase(databasePath(site.dataDir));
  try {
    const ledger = openInvoiceLedger(connection.database);
    for (const [index, buyer, daysAgo] of [
      [1, { ...invoiceFacts().buyer, name: "Paid By Transfer B.V." }, 0],
      [2, { ...invoiceFacts().buyer, name: "Pays In Parts B.V." }, 0],
      [3, privateBuyer, 40],
    ] as const) {
      connection.transaction(() => {
        const result = ledger.issue(
          (number, issueDate) =>
            buildInvoice(
              invoiceFacts({
                number,
                issueDate,
                enrolmentId: index,
                run: { label: "Far", start: "2099-03-01", end: "2099-03-03", mode: "classroom" },
                buyer,
              }),
            ),
          {
            enquiryId: index,
            reason: "confirmed",
            at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
            isMailing: false,
          },
        );
        if (!("issued" in result)) throw new Error(result.problems.join(" "));
        issued.push(result.issued);
      });
    }
  } finally {
    connection.database.close();
  }
  owner = await coordinator(browser, site, "owner@example.nl");
}, 120_000);
afterAll(async () => {
  await owner?.context.close();
  await browser?.close();
  await site?.stop();
});

describe("the owner uploads the bank's statement on the Invoices page", () => {
  it("sees the invoice paid and the credit listed to decide", async () => {
    const [paid, inParts, overdue] = issued as [StoredDocument, StoredDocument, StoredDocument];
    const { page } = owner;
    await page.goto(`${site.origin}${backOfficePaths.invoices}`);
    await expect(
      page.locator(`[data-overdue-invoice="${overdue.number}"]`).innerText(),
    ).resolves.toContain("none yet");
    const file = camtStatementFile([
      {
        reference: "E2E-1",
        cents: paid.inclVat,
        text: `Factuur ${paid.number}`,
        payer: "Paid By Transfer B.V.",
        iban: "NL91ABNA0417164300",
        bookingDate: today,
      },
      {
        reference: "E2E-2",
        cents: 100_000,
        text: `${inParts.number} eerste termijn`,
        payer: "Pays In Parts B.V.",
        iban: "NL02RABO0123456789",
        bookingDate: today,
      },
    ]);
    await page.getByLabel("Statement file (CAMT.053, XML)").setInputFiles({
      name: "statement.xml",
      mimeType: "text/xml",
      buffer: Buffer.from(file),
    });
    await page.getByRole("button", { name: "Read the statement" }).click();
    await page.waitForURL((url) => url.searchParams.get("notice") === "statement");
    expect(await page.getByRole("status").innerText()).toContain(
      "Statement read: 1 paid, 1 to decide, 0 already taken.",
    );
    expect(await page.locator(`[data-invoice="${paid.number}"]`).getAttribute("data-status")).toBe(
      "paid",
    );
    expect(await page.locator(`[data-invoice="${paid.number}"]`).innerText()).toContain(
      `paid on ${today}`,
    );
    const listed = page.locator("[data-statement-item]");
    await expect(listed.count()).resolves.toBe(1);
    const row = await listed.first().innerText();
    expect(row).toContain("Pays In Parts B.V.");
    expect(row).toContain("pays part of the invoice it names");
    expect(await listed.first().getByLabel("Invoice").inputValue()).toBe(inParts.number);
  }, 60_000);
});
