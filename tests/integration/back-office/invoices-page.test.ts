import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceFacts } from "#tests/support/invoice-facts.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import { markPaidPath } from "#server/back-office/invoices/invoice-paths.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { buildCreditNote, buildInvoice } from "#server/invoices/build-invoice.ts";
import { openInvoiceLedger, type StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";

/**
 * The back office's Invoices page over HTTP, on a store with three documents
 * issued as the roster issues them: an open invoice, an overdue one, and a
 * credit note for a third. The period's list and totals, the bookkeeper's CSV
 * and ZIP (a credit note's amounts negative numbers a spreadsheet adds up),
 * and marking an invoice paid by hand: a POST from our own origin only, with
 * a day no earlier than the invoice's own and no later than today, logged.
 */
let server: BackOfficeServer;
let cookie: string;
const issued: StoredDocument[] = [];
const today = todayInAmsterdam();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const period = `from=${todayInAmsterdam(new Date(Date.now() - 100 * 86_400_000))}&to=${today}`;

beforeAll(async () => {
  server = await startBackOfficeServer({
    moreTables: (connection) => {
      const ledger = openInvoiceLedger(connection.database);
      const issue = (at: string, buyer: string, enquiryId: number) =>
        connection.transaction(() => {
          const result = ledger.issue(
            (number, issueDate) =>
              buildInvoice(
                invoiceFacts({
                  number,
                  issueDate,
                  enrolmentId: enquiryId,
                  run: { label: "Far", start: "2099-03-01", end: "2099-03-03", mode: "classroom" },
                  buyer: { ...invoiceFacts().buyer, name: buyer },
                }),
              ),
            { enquiryId, reason: "confirmed", at, isMailing: false },
          );
          if (!("issued" in result)) throw new Error(result.problems.join(" "));
          issued.push(result.issued);
          return result.issued;
        });
      // Issued 40 days ago: due after 30, so overdue now.
      issue(daysAgo(40), "Overdue B.V.", 1);
      issue(daysAgo(0), "Open B.V.", 2);
      const credited = issue(daysAgo(0), "Credited B.V.", 3);
      connection.transaction(() => {
        const invoice = ledger.snapshot(credited.id);
        if (!invoice) throw new Error("no snapshot");
        const note = ledger.issue(
          (number, issueDate) => buildCreditNote(invoice, { number, issueDate }),
          {
            enquiryId: 3,
            reason: "withdrawal",
            at: daysAgo(0),
            isMailing: false,
            refersTo: credited.id,
          },
        );
        if ("issued" in note) issued.push(note.issued);
      });
      return { ...openInvoiceTables(connection), ...openPaymentTables(connection) };
    },
  });
  ({ cookie } = await server.newAccount("owner@example.nl"));
});
afterAll(async () => {
  await server?.stop();
});

const page = async (query = period) => {
  const answer = await server.request("GET", `${backOfficePaths.invoices}?${query}`, { cookie });
  expect(answer.status).toBe(200);
  return answer.text();
};
const statusOf = (html: string, number: string) =>
  new RegExp(`data-invoice="${number}" data-status="([a-z-]+)"`).exec(html)?.[1];

describe("the Invoices page", () => {
  it("lists the period's invoices and credit notes with their status and files, and the totals net of credit notes", async () => {
    const html = await page();
    const [overdue, open, credited, note] = issued;
    expect(statusOf(html, overdue?.number ?? "")).toBe("overdue");
    expect(statusOf(html, open?.number ?? "")).toBe("open");
    expect(statusOf(html, credited?.number ?? "")).toBe("credited");
    expect(statusOf(html, note?.number ?? "")).toBe("credit-note");
    expect(html).toContain(`/admin/invoices/${open?.id}.pdf`);
    expect(html).toContain(`/admin/invoices/${open?.id}.xml`);
    // 3 invoices of € 3,627.58 (2 participants), 1 credited: net 2 of them.
    expect(html).toContain("<td>€10,882.74</td>");
    expect(html).toContain("<td>€7,255.16</td>");
    expect(await page(`${period}&status=overdue`)).not.toContain(`data-invoice="${open?.number}"`);
  });

  it("exports the period as CSV for the bookkeeper, a credit note negative", async () => {
    const answer = await server.request("GET", `${backOfficePaths.invoices}.csv?${period}`, {
      cookie,
    });
    expect(answer.headers.get("content-type")).toContain("text/csv");
    const csv = await answer.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toContain(
      '"number","kind","date","due date","credits invoice","buyer","buyer VAT ID"',
    );
    expect(lines).toHaveLength(5);
    expect(lines[4]).toContain(`"credit note"`);
    // A number, not text: no formula guard in front of its minus, so the column adds up.
    expect(lines[4]).toContain(`"-3627.58"`);
    expect(lines[4]).not.toContain(`"'-`);
    expect(lines[2]).toContain(
      '"Open B.V.","NL987654321B01","ISTQB Foundation","S","21","2998.00","629.58","3627.58","open"',
    );
  });

  it("refuses to mark an invoice paid from another origin (403), and nothing changes", async () => {
    const [, open] = issued;
    const answer = await server.request("POST", markPaidPath(open?.id ?? 0), {
      cookie,
      origin: "https://evil.example",
      type: "application/x-www-form-urlencoded",
      body: `paidOn=${today}`,
    });
    expect(answer.status).toBe(403);
    expect(statusOf(await page(), open?.number ?? "")).toBe("open");
  });

  it("marks an invoice paid by hand on a day, from our origin, and logs it; a day in the future is refused", async () => {
    const [, open] = issued;
    const post = (paidOn: string) =>
      server.request("POST", markPaidPath(open?.id ?? 0), {
        cookie,
        type: "application/x-www-form-urlencoded",
        body: `paidOn=${paidOn}`,
      });
    const future = await post("2999-01-01");
    expect(future.headers.get("location")).toContain("problem=paid-day");
    // Before the invoice existed (the red team's 1000-01-01): refused too.
    const early = await post("1000-01-01");
    expect(early.headers.get("location")).toContain("problem=paid-before-issue");
    expect(statusOf(await page(), open?.number ?? "")).toBe("open");
    const answer = await post(today);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toContain("notice=paid");
    expect(statusOf(await page(), open?.number ?? "")).toBe("paid");
    const log = server.tables.auditLog(10);
    expect(JSON.stringify(log)).toContain(
      `invoice ${open?.number}: €3,627.58 paid on ${today}, by hand`,
    );
    // Paid: nothing left to mark.
    expect((await post(today)).headers.get("location")).toContain("problem=not-open");
  });

  it("zips the period's PDFs and UBL with the CSV", async () => {
    const answer = await server.request("GET", `${backOfficePaths.invoices}.zip?${period}`, {
      cookie,
    });
    expect(answer.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await answer.arrayBuffer()));
    const names = Object.keys(files).toSorted();
    expect(names).toContain(`${issued[0]?.number}.pdf`);
    expect(names).toContain(`${issued[3]?.number}.xml`);
    expect(names.filter((name) => name.endsWith(".pdf"))).toHaveLength(4);
    expect(names.some((name) => name.endsWith(".csv"))).toBe(true);
    const pdf = files[`${issued[0]?.number}.pdf`];
    expect(new TextDecoder().decode(pdf?.slice(0, 5))).toBe("%PDF-");
  }, 60_000);
});
