import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { migrations } from "#server/store/migrations/migrations.ts";
import { loadStore } from "#tests/support/store-dump.ts";

/**
 * The landed store of issue 42 (tests/fixtures/stores/2026-11-28-512abf5.sql: schema 8, made by
 * that commit's own code, with money of every kind: paid by hand, through Mollie and charged
 * back, by transfer with its payer, an offset pair after a charged cancellation, a refund made
 * through Mollie and one due by transfer, a transfer reversed, statement credits) migrated to the
 * one ledger (0011): every row is there under its id with its amount, day and who recorded it,
 * each invoice's paid amount is what it was, the references come out of the notes and the payers'
 * table, and the refunds owed keep their key and what is left to do.
 */
const fixture = path.resolve("tests/fixtures/stores/2026-11-28-512abf5.sql");
let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "ledger-migration-"));
  file = databasePath(dir);
  loadStore(file, readFileSync(fixture, "utf8"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
const rows = (sql: string) => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return (db.prepare(sql).all() as Row[]).map((row) => ({ ...row }));
  } finally {
    db.close();
  }
};

describe("the ledger's migration of the landed store", () => {
  it("keeps every payment, refund and offset as a ledger row, and every invoice's paid amount", () => {
    const payments = rows("SELECT * FROM invoice_payments ORDER BY id");
    const refunds = rows("SELECT * FROM invoice_refunds ORDER BY id");
    const payers = rows("SELECT * FROM transfer_payments");
    // Paid as the landed code reckoned it: payments less refunds, per invoice.
    const paidBefore = new Map<number, number>();
    for (const payment of payments) {
      const sign = payment.kind === "payment" ? 1 : -1;
      const id = Number(payment.invoice_id);
      paidBefore.set(id, (paidBefore.get(id) ?? 0) + sign * Number(payment.amount));
    }
    const invoices = rows("SELECT id FROM invoices WHERE kind = 'invoice'").map((row) =>
      Number(row.id),
    );
    expect(payments.length).toBeGreaterThanOrEqual(10);
    expect(new Set(payments.map((payment) => payment.method))).toEqual(
      new Set(["by-hand", "mollie", "mollie-chargeback", "transfer", "offset"]),
    );

    const connection = openDatabase(file);
    try {
      // Every later migration runs too: the ledger's rows come through them all.
      expect(connection.migrated).toEqual({ from: 8, to: migrations.length });
      const tables = openPaymentTables(connection);
      for (const id of invoices) {
        expect(tables.invoiceAccount(id)?.paid, `invoice ${id}`).toBe(paidBefore.get(id) ?? 0);
      }
    } finally {
      connection.close();
    }

    const entries = new Map(rows("SELECT * FROM ledger_entries").map((row) => [row.id, row]));
    expect(entries.size).toBe(payments.length);
    for (const payment of payments) {
      expect(entries.get(payment.id), `payment row ${payment.id}`).toMatchObject({
        invoice_id: payment.invoice_id,
        amount_cents: payment.amount,
        paid_on: payment.paid_on,
        note: payment.note,
        recorded_at: payment.recorded_at,
        recorded_by: payment.recorded_by,
        direction: payment.kind === "payment" ? "in" : "out",
      });
    }
    for (const payer of payers) {
      expect(entries.get(payer.payment_id)).toMatchObject({
        payer_iban: payer.payer_iban,
        payer_name: payer.payer_name,
        reference_kind: "bank-entry",
        reference: `${payer.entry_key}#0`,
      });
    }
    // What each became: kind, method and reference in their own columns.
    const byMethod = (method: string, kind: string) =>
      payments.filter((payment) => payment.method === method && payment.kind === kind);
    for (const paid of byMethod("mollie", "payment")) {
      expect(entries.get(paid.id)).toMatchObject({
        kind: "payment",
        method: "mollie",
        reference_kind: "mollie-payment",
        reference: paid.note,
      });
    }
    for (const back of byMethod("mollie-chargeback", "refund")) {
      const paid = byMethod("mollie", "payment").find((row) => row.note === back.note);
      expect(entries.get(back.id)).toMatchObject({
        kind: "chargeback",
        method: "mollie",
        reference_kind: "mollie-chargeback",
        reference: back.note,
        related_entry_id: paid?.id,
      });
    }
    for (const made of byMethod("mollie", "refund")) {
      expect(entries.get(made.id)).toMatchObject({
        kind: "refund",
        reference_kind: "mollie-refund",
        reference: made.note,
      });
    }
    const [out, onto] = [byMethod("offset", "refund")[0], byMethod("offset", "payment")[0]];
    expect(entries.get(out?.id)).toMatchObject({ kind: "set-off", method: "set-off" });
    expect(entries.get(onto?.id)).toMatchObject({
      kind: "set-off",
      method: "set-off",
      related_entry_id: out?.id,
      reference: entries.get(out?.id)?.reference,
    });
    const reversal = payments.find((payment) => `${payment.note}`.includes("reversal"));
    expect(entries.get(reversal?.id)).toMatchObject({
      kind: "reversal",
      method: "transfer",
      reference_kind: "bank-entry",
    });

    const owed = new Map(rows("SELECT * FROM refunds").map((row) => [row.id, row]));
    expect(owed.size).toBe(refunds.length);
    for (const refund of refunds) {
      expect(owed.get(refund.id), `refund ${refund.id}`).toMatchObject({
        invoice_id: refund.invoice_id,
        credit_note_id: refund.credit_note_id,
        amount_cents: refund.amount,
        method: refund.method,
        payment_reference: refund.payment_id,
        provider_refund_id: refund.refund_id,
        due_on: refund.due_on,
        done_on: refund.done_on,
        idempotency_key: `refund-${refund.id}`,
        state: refund.done_on ? "done" : refund.method === "transfer" ? "to-transfer" : "pending",
      });
    }
    // The old tables are gone; the statement's are as they were.
    expect(
      rows("SELECT name FROM sqlite_master WHERE type = 'table'").map((row) => row.name),
    ).not.toEqual(expect.arrayContaining(["invoice_payments"]));
    expect(rows("SELECT count(*) AS n FROM statement_items")[0]?.n).toBe(4);
  });

  it("refuses a method it does not know, changing nothing", () => {
    const db = new DatabaseSync(file);
    db.prepare(
      "INSERT INTO invoice_payments (invoice_id, kind, amount, paid_on, method, note, recorded_at, recorded_by) VALUES (1, 'payment', 100, '2026-12-01', 'cash', NULL, '2026-12-01T10:00:00Z', 'owner')",
    ).run();
    db.close();
    expect(() => openDatabase(file)).toThrow(/0011-ledger failed .*method "cash"/);
    expect(rows("PRAGMA user_version")).toEqual([{ user_version: 8 }]);
    expect(rows("SELECT count(*) AS n FROM invoice_payments")[0]?.n).toBe(11);
  });
});
