import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceFacts } from "#tests/support/invoice-facts.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import { refundDonePath } from "#server/back-office/invoices/invoice-paths.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { openSettlingLedger } from "#server/runs/settling-ledger.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";

/**
 * Refunds by transfer on the Invoices page: two invoices paid by hand (a bank transfer), then
 * credited as the Runs tables credit them (the refund booked with the credit note), one 20 days
 * ago (its refund overdue) and one today. The page lists what to refund with its deadline, the
 * overdue one standing out; marking one transferred is a POST from our origin only, logged, once.
 */
let server: BackOfficeServer;
let cookie: string;
const paid: StoredDocument[] = [];
const today = todayInAmsterdam();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  server = await startBackOfficeServer({
    moreTables: (connection) => {
      const ledger = openSettlingLedger(connection.database);
      const tables = { ...openInvoiceTables(connection), ...openPaymentTables(connection) };
      const paidThenCredited = (enquiryId: number, creditedAt: string) => {
        const invoice = connection.transaction(() => {
          const result = ledger.issue(
            (number, issueDate) =>
              buildInvoice(invoiceFacts({ number, issueDate, enrolmentId: enquiryId })),
            { enquiryId, reason: "confirmed", at: daysAgo(30), isMailing: false },
          );
          if (!("issued" in result)) throw new Error(result.problems.join(" "));
          return result.issued;
        });
        tables.markInvoicePaid(
          invoice.id,
          todayInAmsterdam(new Date(daysAgo(25))),
          "owner",
          daysAgo(25),
        );
        connection.transaction(() =>
          ledger.creditAll({ enquiryId, reason: "withdrawal", at: creditedAt, isMailing: false }),
        );
        paid.push(invoice);
      };
      paidThenCredited(1, daysAgo(20));
      paidThenCredited(2, daysAgo(0));
      // A payment the webhook listed: the buyer paid online after the transfer came in.
      connection.database
        .prepare(
          "INSERT INTO payment_questions (payment_id, invoice_id, amount, reason, created_at) VALUES ('tr_listed1', ?, 362758, 'paid €3,627.58 while €0.00 is open', ?)",
        )
        .run(paid[0]?.id ?? 0, daysAgo(1));
      return tables;
    },
  });
  ({ cookie } = await server.newAccount("owner@example.nl"));
});
afterAll(async () => {
  await server?.stop();
});

const page = async () => {
  const answer = await server.request("GET", backOfficePaths.invoices, { cookie });
  expect(answer.status).toBe(200);
  return answer.text();
};
const refundLine = (html: string, number: string) =>
  new RegExp(`<li[^>]*data-refund="${number}"[^>]*>(.*?)</li>`, "s").exec(html)?.[0] ?? "";

describe("refunds by transfer", () => {
  it("lists what to refund after a credit note, by when, the overdue one standing out", async () => {
    const html = await page();
    const [old, fresh] = paid;
    const overdue = refundLine(html, old?.number ?? "");
    expect(overdue).toContain("data-overdue");
    expect(overdue).toContain(`To refund by transfer: €3,627.58 on invoice ${old?.number}`);
    expect(overdue).toContain("(overdue)");
    const due = refundLine(html, fresh?.number ?? "");
    expect(due).not.toContain("data-overdue");
    expect(due).toContain(`by ${todayInAmsterdam(new Date(Date.now() + 14 * 86_400_000))}`);
    expect(due).toContain("IBAN not known");
    expect(html).toMatch(new RegExp(`data-invoice="${fresh?.number}" data-status="refund-due"`));
  });

  it("marks a refund transferred from our origin only, logged, once", async () => {
    const [old] = paid;
    const [line] = /refunds\/(\d+)\/done/.exec(refundLine(await page(), old?.number ?? "")) ?? [];
    const path = `${backOfficePaths.invoices}/${line}`;
    const post = (origin?: string) =>
      server.request("POST", path, {
        cookie,
        ...(origin && { origin }),
        type: "application/x-www-form-urlencoded",
        body: `doneOn=${today}`,
      });
    expect((await post("https://evil.example")).status).toBe(403);
    expect(refundLine(await page(), old?.number ?? "")).toContain("To refund by transfer");
    const done = await post();
    expect(done.headers.get("location")).toContain("notice=refunded");
    expect(refundLine(await page(), old?.number ?? "")).toContain(
      `Refunded €3,627.58 on invoice ${old?.number}`,
    );
    expect(JSON.stringify(server.tables.auditLog(10))).toContain(
      `invoice ${old?.number}: €3,627.58 refunded by transfer on ${today}, marked by hand`,
    );
    expect((await post()).headers.get("location")).toContain("problem=refund-done");
    expect(refundDonePath(1)).toBe(`${backOfficePaths.invoices}/refunds/1/done`);
  });

  it("lists an online payment the webhook did not apply until the owner marks it settled, logged", async () => {
    expect(await page()).toContain("Online payment tr_listed1 of €3,627.58 for invoice");
    const post = () =>
      server.request("POST", `${backOfficePaths.invoices}/questions/1/done`, {
        cookie,
        type: "application/x-www-form-urlencoded",
        body: "",
      });
    expect((await post()).headers.get("location")).toContain("notice=settled");
    expect(await page()).not.toContain("tr_listed1");
    expect(JSON.stringify(server.tables.auditLog(10))).toContain(
      "online payment tr_listed1 of €3,627.58",
    );
    expect((await post()).headers.get("location")).toContain("problem=question-done");
  });
});
