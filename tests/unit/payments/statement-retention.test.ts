import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { camtStatementFile } from "#tests/support/camt-statement-file.ts";
import { invoiceFacts } from "#tests/support/invoice-facts.ts";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import { openInvoiceLedger } from "#server/invoices/invoice-ledger.ts";
import { readCamtStatement } from "#server/payments/camt-statement.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { statementRetentionJob } from "#server/payments/statement-store.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";

/**
 * The privacy notice's promise on bank transfers (review M16): statement lines that belong to no
 * invoice are deleted, with the payer's name and account, STATEMENT_LINE_RETENTION_DAYS after they
 * were dealt with (dismissed); a line still to decide, one assigned to an invoice (its payment's
 * record) and one dismissed lately stay.
 */
let dir: string;
let connection: ReturnType<typeof openDatabase>;
let tables: ReturnType<typeof openPaymentTables>;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "statement-retention-"));
  connection = openDatabase(databasePath(dir));
  tables = openPaymentTables(connection);
});
afterEach(async () => {
  connection.close();
  await rm(dir, { recursive: true, force: true });
});

describe("statement lines that belong to no invoice", () => {
  it("are deleted the set number of days after they were dismissed, and nothing else is", async () => {
    const result = connection.transaction(() =>
      openInvoiceLedger(connection.database).issue(
        (number, issueDate) => buildInvoice(invoiceFacts({ number, issueDate })),
        { enquiryId: 1, reason: "confirmed", at: "2027-01-01T10:00:00.000Z", isMailing: false },
      ),
    );
    const number = "issued" in result ? result.issued.number : "";
    const line = (reference: string, text: string, cents: number) => ({
      reference,
      cents,
      text,
      payer: "J. Jansen",
      iban: "NL18BUNQ2025123456",
      bookingDate: "2027-01-10",
    });
    const file = camtStatementFile([
      line("R-OLD", "gift", 5_000),
      line("R-NEW", "gift", 6_000),
      line("R-OPEN", "cursus", 7_000),
      line("R-PART", `${number} eerste deel`, 10_000),
    ]);
    tables.importStatement(readCamtStatement(file).entries, "owner", "2027-01-11T09:00:00.000Z");
    const idOf = (text: string, cents: number) =>
      tables.statementItems(1).open.find((item) => item.text === text && item.amount === cents)
        ?.id ?? 0;
    const [old, recent, part] = [
      idOf("gift", 5_000),
      idOf("gift", 6_000),
      idOf(`${number} eerste deel`, 10_000),
    ];
    tables.dismissStatementItem(old, "not ours", "owner", "2027-01-11T10:00:00.000Z");
    tables.dismissStatementItem(recent, "not ours", "owner", "2027-02-05T10:00:00.000Z");
    tables.assignStatementItem(part, number, "first part", "owner", "2027-01-11T10:00:00.000Z");
    const store = {
      call: async <T>(method: string, ...args: unknown[]) =>
        (tables as unknown as Record<string, (...a: unknown[]) => T>)[method]?.(...args) as T,
    };
    const job = statementRetentionJob(store, 30, () => new Date("2027-02-15T00:05:00.000Z"));
    expect(job.name).toBe("statement line retention");
    expect(await job.run()).toBe(1);
    const left = connection.database
      .prepare("SELECT text, amount, state FROM statement_items ORDER BY id")
      .all()
      .map((row) => ({ ...row }));
    expect(left).toEqual([
      { text: "gift", amount: 6_000, state: "dismissed" },
      { text: "cursus", amount: 7_000, state: "open" },
      { text: `${number} eerste deel`, amount: 10_000, state: "assigned" },
    ]);
    // The payer of the assigned credit stays with the payment it became.
    expect(tables.payerIban(result && "issued" in result ? result.issued.id : 0)).toEqual({
      iban: "NL18BUNQ2025123456",
      name: "J. Jansen",
    });
  });
});
