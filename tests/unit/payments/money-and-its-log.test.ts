import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invoiceFacts } from "#tests/support/invoice-facts.ts";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import { openInvoiceLedger, type StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { openSettlingLedger } from "#server/runs/settling-ledger.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";

/**
 * A money change and its line in the back office's log are one transaction (the red team's
 * case: "logged" answered while the log line was lost): when the log cannot be written, the
 * money is not recorded either, and when it is, both are there. For marking paid by hand, a
 * webhook's payment and a refund made by transfer.
 */
let dir: string;
let connection: ReturnType<typeof openDatabase>;
let tables: ReturnType<typeof openPaymentTables>;
let invoice: StoredDocument;
const at = new Date().toISOString();
// The invoice is dated in Amsterdam: after 23:00 UTC that is already tomorrow.
const today = todayInAmsterdam(new Date(at));
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "money-log-"));
  connection = openDatabase(databasePath(dir));
  tables = openPaymentTables(connection);
  const result = connection.transaction(() =>
    openInvoiceLedger(connection.database).issue(
      (number, issueDate) => buildInvoice(invoiceFacts({ number, issueDate })),
      { enquiryId: 1, reason: "confirmed", at, isMailing: false },
    ),
  );
  if (!("issued" in result)) throw new Error("not issued");
  invoice = result.issued;
});
afterEach(async () => {
  connection.close();
  await rm(dir, { recursive: true, force: true });
});

/** The log's table made unwritable (a trigger that refuses), as a failing write would be. */
const breakTheLog = () =>
  connection.database.exec(
    "CREATE TRIGGER no_log BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'the log is gone'); END",
  );
const mendTheLog = () => connection.database.exec("DROP TRIGGER no_log");
const moneyRows = () => tables.ledgerEntries(invoice.id).length;
const logLines = () =>
  Number(
    (connection.database.prepare("SELECT count(*) AS n FROM audit_log").get() as { n: number }).n,
  );

describe("a money change and its log line", () => {
  it("marked paid by hand: neither without the other", () => {
    breakTheLog();
    expect(() => tables.markInvoicePaid(invoice.id, today, "owner@example.nl", at)).toThrow(
      "the log is gone",
    );
    expect([moneyRows(), logLines()]).toEqual([0, 0]);
    mendTheLog();
    expect(tables.markInvoicePaid(invoice.id, today, "owner@example.nl", at)).toMatchObject({
      paid: { paid: invoice.inclVat },
    });
    expect([moneyRows(), logLines()]).toEqual([1, 1]);
  });

  it("a webhook's payment: neither without the other", () => {
    tables.recordMolliePayment(invoice.id, "tr_logged1234", invoice.inclVat, "https://x", at);
    const paid = {
      state: "paid" as const,
      paymentId: "tr_logged1234",
      invoiceNumber: invoice.number,
      amountCents: invoice.inclVat,
      isTest: true,
      paidAt: at,
      paidOn: today,
      refundedCents: 0,
    };
    breakTheLog();
    expect(() => tables.applyPaymentState(paid, false, "Mollie webhook", at)).toThrow(
      "the log is gone",
    );
    expect([moneyRows(), logLines()]).toEqual([0, 0]);
    mendTheLog();
    expect(tables.applyPaymentState(paid, false, "Mollie webhook", at)).toMatchObject({
      outcome: "recorded",
    });
    expect([moneyRows(), logLines()]).toEqual([1, 1]);
  });

  it("a refund made by transfer: neither without the other", () => {
    tables.markInvoicePaid(invoice.id, today, "owner@example.nl", at);
    connection.transaction(() =>
      openSettlingLedger(connection.database).creditAll({
        enquiryId: 1,
        reason: "withdrawal",
        at,
        isMailing: false,
      }),
    );
    const [refund] = tables.refundList("2000-01-01");
    expect(refund).toMatchObject({ state: "to-transfer", amount: invoice.inclVat });
    const [rows, lines] = [moneyRows(), logLines()];
    breakTheLog();
    expect(() =>
      tables.markRefundTransferred(refund?.id ?? 0, today, "owner@example.nl", at),
    ).toThrow("the log is gone");
    expect([moneyRows(), logLines()]).toEqual([rows, lines]);
    expect(tables.refundList("2000-01-01")[0]?.state).toBe("to-transfer");
    mendTheLog();
    expect(
      tables.markRefundTransferred(refund?.id ?? 0, today, "owner@example.nl", at),
    ).toMatchObject({ state: "done" });
    expect([moneyRows(), logLines()]).toEqual([rows + 1, lines + 1]);
  });
});
