import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import { camtStatementFile, multipartUpload } from "#tests/support/camt-statement-file.ts";
import { invoiceFacts } from "#tests/support/invoice-facts.ts";
import {
  invoicePatterns,
  remindersPath,
  statementItemPath,
} from "#server/back-office/invoices/invoice-paths.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import { openInvoiceLedger, type StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { statementPageSize } from "#server/payments/statement-tables.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";

/**
 * The bank's statement on the Invoices page over HTTP: a CAMT.053 file with an exact, a partial,
 * an unknown and a duplicate credit, uploaded as a form without script posts it, and again (nothing
 * changes); the owner's decisions on what was listed (a credit beyond what is open recorded, and
 * its excess listed to refund); files refused with the reason and nothing stored, one nested
 * 200,000 deep among them; a POST from another origin refused; pausing an overdue invoice's
 * reminders; a payer's name with bidirectional controls shown without them.
 */
let server: BackOfficeServer;
let cookie: string;
let tables: ReturnType<typeof openInvoiceTables> & ReturnType<typeof openPaymentTables>;
const issued: StoredDocument[] = [];
const today = todayInAmsterdam();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  server = await startBackOfficeServer({
    moreTables: (connection) => {
      const ledger = openInvoiceLedger(connection.database);
      for (const [buyer, age] of [
        ["Exact B.V.", 0],
        ["Partial B.V.", 0],
        ["Late B.V.", 40],
      ] as const) {
        connection.transaction(() => {
          const result = ledger.issue(
            (number, issueDate) =>
              buildInvoice(
                invoiceFacts({
                  number,
                  issueDate,
                  enrolmentId: issued.length + 1,
                  run: { label: "Far", start: "2099-03-01", end: "2099-03-03", mode: "classroom" },
                  buyer: { ...invoiceFacts().buyer, name: buyer },
                }),
              ),
            {
              enquiryId: issued.length + 1,
              reason: "confirmed",
              at: daysAgo(age),
              isMailing: false,
            },
          );
          if (!("issued" in result)) throw new Error(result.problems.join(" "));
          issued.push(result.issued);
        });
      }
      tables = { ...openInvoiceTables(connection), ...openPaymentTables(connection) };
      return tables;
    },
  });
  ({ cookie } = await server.newAccount("owner@example.nl"));
});
afterAll(async () => {
  await server?.stop();
});

const nth = (index: number) => () => issued[index] as StoredDocument;
const [exact, partial, late] = [nth(0), nth(1), nth(2)];
const statement = () =>
  camtStatementFile([
    {
      reference: "R-EXACT",
      cents: 362_758,
      text: `Factuur ${exact().number}`,
      payer: "Exact B.V.",
      iban: "NL91ABNA0417164300",
      bookingDate: today,
    },
    {
      reference: "R-PARTIAL",
      cents: 100_000,
      text: `${partial().number} eerste deel`,
      payer: "Partial B.V.",
      iban: "NL02RABO0123456789",
      bookingDate: today,
    },
    {
      reference: "R-UNKNOWN",
      cents: 50_000,
      text: "factuur 2019-9999",
      payer: "J. Jansen",
      iban: "NL18BUNQ2025123456",
      bookingDate: today,
    },
    {
      reference: "R-DUPLICATE",
      cents: 362_758,
      text: `Factuur ${exact().number}`,
      payer: "Exact B.V.",
      iban: "NL91ABNA0417164300",
      bookingDate: today,
    },
  ]);
const upload = (content: string, origin?: string) => {
  const form = multipartUpload("statement", "statement.xml", content);
  return server.request("POST", invoicePatterns.statement, {
    cookie,
    ...form,
    ...(origin && { origin }),
  });
};
const page = async () => {
  const answer = await server.request("GET", backOfficePaths.invoices, { cookie });
  expect(answer.status).toBe(200);
  return answer.text();
};
const report = async (answer: Response) => {
  expect(answer.status).toBe(303);
  const location = answer.headers.get("location") ?? "";
  const html = (
    await (await server.request("GET", location.replace(/#.*$/, ""), { cookie })).text()
  ).replace(/<!-- -->/g, "");
  return /Statement read: [^<]*/.exec(html)?.[0];
};
const payments = () =>
  issued.map((invoice) => tables.ledgerEntries(invoice.id).map((payment) => payment.amount));
const listedReasons = (html: string) =>
  [...html.matchAll(/data-statement-item="\d+" data-reason="([a-z-]+)"/g)].map((match) => match[1]);

describe("the bank statement on the Invoices page", () => {
  it("refuses an upload from another origin (403), and stores nothing", async () => {
    const answer = await upload(statement(), "https://evil.example");
    expect(answer.status).toBe(403);
    expect(payments()).toEqual([[], [], []]);
    expect(listedReasons(await page())).toEqual([]);
  });

  it("marks the exact credit paid on the booking date with its payer, and lists the partial, the unknown and the duplicate", async () => {
    expect(await report(await upload(statement()))).toBe(
      "Statement read: 1 paid, 3 to decide, 0 already taken.",
    );
    expect(payments()).toEqual([[362_758], [], []]);
    expect(tables.ledgerEntries(exact().id)[0]).toMatchObject({
      paidOn: today,
      method: "transfer",
      recordedBy: "owner@example.nl",
      referenceKind: "bank-entry",
      payerIban: "NL91ABNA0417164300",
    });
    expect(tables.payerIban(exact().id)).toEqual({
      iban: "NL91ABNA0417164300",
      name: "Exact B.V.",
    });
    const html = await page();
    expect(html).toContain(`data-invoice="${exact().number}" data-status="paid"`);
    expect(html).toContain(`data-invoice="${partial().number}" data-status="open"`);
    expect(listedReasons(html).toSorted()).toEqual(["already-paid", "partial", "unknown-number"]);
    expect(JSON.stringify(server.tables.auditLog(10))).toContain(
      `invoice ${exact().number}: €3,627.58 paid on ${today}, by bank transfer from Exact B.V. (NL91ABNA0417164300)`,
    );
  });

  it("changes nothing when the same file comes again", async () => {
    expect(await report(await upload(statement()))).toBe(
      "Statement read: 0 paid, 0 to decide, 4 already taken.",
    );
    expect(payments()).toEqual([[362_758], [], []]);
    expect(listedReasons(await page())).toHaveLength(3);
  });

  it("assigns a listed partial credit as a partial payment, with a reason, logged; the invoice stays open", async () => {
    const item = tables.statementItems().open.find((row) => row.reason === "partial");
    const decide = (body: string) =>
      server.request("POST", statementItemPath(item?.id ?? 0, "assign"), {
        cookie,
        type: "application/x-www-form-urlencoded",
        body,
      });
    expect((await decide(`invoice=${partial().number}&reason=`)).headers.get("location")).toContain(
      "problem=reason",
    );
    const answer = await decide(`invoice=${partial().number}&reason=first+instalment+agreed`);
    expect(answer.headers.get("location")).toContain("notice=assigned-partial");
    expect(payments()[1]).toEqual([100_000]);
    expect(await page()).toContain(`data-invoice="${partial().number}" data-status="open"`);
    expect(JSON.stringify(server.tables.auditLog(10))).toContain(
      `invoice ${partial().number}: €1,000.00 of €3,627.58 open assigned from bank statement credit ${item?.id} (partial payment): first instalment agreed`,
    );
  });

  it("records a credit of more than is open as the payment it is, lists the excess to refund, and dismisses one with a reason", async () => {
    const duplicate = tables.statementItems().open.find((row) => row.reason === "already-paid");
    const over = await server.request("POST", statementItemPath(duplicate?.id ?? 0, "assign"), {
      cookie,
      type: "application/x-www-form-urlencoded",
      body: `invoice=${partial().number}&reason=paid+the+rest+and+more`,
    });
    expect(over.headers.get("location")).toContain("notice=assigned-over");
    expect(payments()[1]).toEqual([100_000, 362_758]);
    const html = (await page()).replace(/<!-- -->/g, "");
    expect(html).toContain(
      `To refund by transfer: €1,000.00 on invoice ${partial().number} (Partial B.V., bank statement credit ${duplicate?.id} beyond what invoice ${partial().number} asks), to IBAN NL91ABNA0417164300 (Exact B.V.)`,
    );
    const unknown = tables.statementItems().open.find((row) => row.reason === "unknown-number");
    const dismissed = await server.request("POST", statementItemPath(unknown?.id ?? 0, "dismiss"), {
      cookie,
      type: "application/x-www-form-urlencoded",
      body: "reason=not+ours%3A+refunded",
    });
    expect(dismissed.headers.get("location")).toContain("notice=dismissed");
    expect(listedReasons(await page())).toEqual([]);
    expect(JSON.stringify(server.tables.auditLog(20))).toContain(
      `credit ${unknown?.id} dismissed: not ours: refunded`,
    );
  });

  it.each([
    ["a CSV file", "date,amount\n2026-11-20,10.00", "The file is not XML"],
    [
      "an XML bomb",
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><Document>&lol2;</Document>',
      "declares a DOCTYPE or entities",
    ],
    [
      "a payment order (pain.001)",
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>',
      "not a CAMT.053 statement",
    ],
    ["a file over 10 MB", `<Document>${"x".repeat(10 * 1024 * 1024)}</Document>`, "over 10 MB"],
    [
      "a file nested 200,000 elements deep",
      `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>${"<a>".repeat(200_000)}${"</a>".repeat(200_000)}</BkToCstmrStmt></Document>`,
      "nested more than 64 elements deep, which no bank statement is",
    ],
  ])("refuses %s at once with the reason, and stores nothing", async (_, content, reason) => {
    const before = tables.statementItems().open.length;
    const answer = await upload(content);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const html = await answer.text();
    expect(html).toContain(reason);
    expect(html).toContain("Nothing was stored.");
    expect(answer.status).toBeLessThan(500);
    expect(tables.statementItems().open.length).toBe(before);
    expect(payments()).toEqual([[362_758], [100_000, 362_758], []]);
  });

  it("shows an overdue invoice, and pauses its reminders with a reason, logged", async () => {
    expect(await page()).toContain(`data-overdue-invoice="${late().number}"`);
    const pause = (body: string, origin?: string) =>
      server.request("POST", remindersPath(late().id), {
        cookie,
        type: "application/x-www-form-urlencoded",
        body,
        ...(origin && { origin }),
      });
    expect((await pause("action=pause&reason=x", "https://evil.example")).status).toBe(403);
    expect((await pause("action=pause&reason=")).headers.get("location")).toContain(
      "problem=reason",
    );
    expect(tables.overdueInvoices(today)[0]?.pause).toBeNull();
    const answer = await pause("action=pause&reason=disputes+the+invoice");
    expect(answer.headers.get("location")).toContain("notice=paused");
    expect(tables.overdueInvoices(today)[0]?.pause?.reason).toBe("disputes the invoice");
    expect(await page()).toContain("disputes the invoice");
    expect(JSON.stringify(server.tables.auditLog(10))).toContain(
      `invoice ${late().number}: reminders paused: disputes the invoice`,
    );
    // Paused, the nightly job queues nothing for it.
    expect(tables.queueReminders(today, new Date().toISOString())).toEqual([]);
  });

  it("takes a reversed payment back from its invoice when the owner assigns the reversal, logged", async () => {
    const reversal = camtStatementFile([
      {
        reference: "R-REVERSAL",
        cents: 362_758,
        text: `Factuur ${exact().number}`,
        payer: "Exact B.V.",
        iban: "NL91ABNA0417164300",
        bookingDate: today,
        isReversal: true,
      },
    ]);
    expect(await report(await upload(reversal))).toBe(
      "Statement read: 0 paid, 1 to decide, 0 already taken.",
    );
    const item = tables.statementItems().open.find((row) => row.reason === "reversal");
    const answer = await server.request("POST", statementItemPath(item?.id ?? 0, "assign"), {
      cookie,
      type: "application/x-www-form-urlencoded",
      body: `invoice=${exact().number}&reason=payment+recalled+by+the+payer`,
    });
    expect(answer.headers.get("location")).toContain("notice=reversed");
    expect(await page()).toContain(`data-invoice="${exact().number}" data-status="open"`);
    expect(tables.ledgerEntries(exact().id).map((row) => [row.direction, row.kind])).toEqual([
      ["in", "payment"],
      ["out", "reversal"],
    ]);
    expect(JSON.stringify(server.tables.auditLog(10))).toContain(
      `invoice ${exact().number}: €3,627.58 taken back by the bank`,
    );
  });

  it("refuses to assign a Mollie payout to an invoice, and shows a payer's name without bidirectional controls", async () => {
    const file = camtStatementFile([
      {
        reference: "R-PAYOUT",
        cents: 540_137,
        text: "Mollie payout st_ABC123",
        payer: "Stichting Mollie Payments",
        iban: "NL55INGB0000000000",
        bookingDate: today,
      },
      {
        reference: "R-BIDI",
        cents: 12_300,
        text: "gift",
        payer: "Ev\u202Egnp.exe B.V.",
        iban: "NL18BUNQ2025123456",
        bookingDate: today,
      },
    ]);
    await upload(file);
    const payout = tables.statementItems().open.find((row) => row.reason === "mollie-payout");
    const answer = await server.request("POST", statementItemPath(payout?.id ?? 0, "assign"), {
      cookie,
      type: "application/x-www-form-urlencoded",
      body: `invoice=${late().number}&reason=try`,
    });
    expect(answer.headers.get("location")).toContain("problem=payout");
    expect(payments()[2]).toEqual([]);
    const html = await page();
    expect(html).toContain("Evgnp.exe B.V.");
    expect(html).not.toContain("\u202E");
  });

  it("pages the credits to decide: a statement of many unknown credits keeps the page small", async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({
      reference: `R-MANY-${index}`,
      cents: 1_000 + index,
      text: `course ${index}`,
      payer: `Payer ${index}`,
      iban: "NL18BUNQ2025123456",
      bookingDate: today,
    }));
    await upload(camtStatementFile(many));
    const { openCount } = tables.statementItems();
    expect(openCount).toBeGreaterThanOrEqual(45);
    const pages = Math.ceil(openCount / statementPageSize);
    const rows = (html: string) => [...html.matchAll(/data-statement-item="\d+"/g)].length;
    const first = await page();
    expect(rows(first)).toBe(statementPageSize);
    expect(first.replace(/<!-- -->/g, "")).toContain(`Page 1 of ${pages}`);
    expect(first.length).toBeLessThan(200_000);
    const last = await server.request("GET", `${backOfficePaths.invoices}?items=${pages}`, {
      cookie,
    });
    const lastHtml = await last.text();
    expect(rows(lastHtml)).toBe(openCount - (pages - 1) * statementPageSize);
    expect(lastHtml).toContain("Payer 44");
  });
});
