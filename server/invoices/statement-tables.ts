import type { StatementEntry } from "#server/payments/camt-statement.ts";
import { defaultInvoiceNumberFormat } from "#server/payments/invoice-numbers.ts";
import { type Decision, matchStatement } from "#server/payments/statement-matcher.ts";
import type { StoreConnection } from "#server/store/database.ts";
import { parseInvoiceNumber } from "./invoice-number.ts";
import { addCents, type Cents, cents } from "#src/money/money.ts";

/**
 * The bank's statement file applied to the invoices (migration 0007), in the store's process: the
 * matcher (server/payments/statement-matcher.ts) runs inside the transaction that stores what it
 * decided, so two uploads at once cannot both take an entry or pay an invoice twice.
 */

/** The method of a payment found on the bank's statement (see migration 0005's `method`). */
export const transferMethod = "transfer";

/** One invoice the statement marked paid. */
export interface StatementPaid {
  number: string;
  amount: Cents;
  paidOn: string;
  payerName: string | null;
  payerIban: string | null;
}

/** What an upload did. */
export interface StatementImport {
  paid: StatementPaid[];
  /** Credits listed for the owner to decide (Mollie payouts included). */
  listed: number;
  /** Entries an earlier upload took: they changed nothing. */
  alreadyTaken: number;
  /** Entries not booked yet: taken when a later statement has them booked. */
  notBooked: number;
  /** Debits (money out): not ours to match. */
  debits: number;
}

export interface StatementItem {
  id: number;
  entryKey: string;
  position: number;
  reason: string;
  amount: Cents;
  bookingDate: string;
  payerName: string | null;
  payerIban: string | null;
  text: string;
  /** The matcher's decision as JSON (invoices named, suggestions, a reversal's original). */
  details: string;
  listedAt: string;
  state: "open" | "assigned" | "dismissed";
  invoiceNumber: string | null;
  decisionNote: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
}

export type Assignment =
  | { outcome: "paid" | "partial"; number: string; amount: Cents; open: Cents }
  /** A reversal assigned: the invoice's payment taken back (a refund row), open again by `amount`. */
  | { outcome: "reversed"; number: string; amount: Cents; open: Cents }
  /** A reversal of more than was paid on that invoice: never applied. */
  | { outcome: "not-paid" }
  /** More than is open: never applied (the owner dismisses it and refunds the difference). */
  | { outcome: "over"; number: string; amount: Cents; open: Cents }
  | { outcome: "not-open" | "no-item" };

const itemFields = `s.id, s.entry_key AS entryKey, s.position, s.reason, s.amount, s.booking_date AS bookingDate,
  s.payer_name AS payerName, s.payer_iban AS payerIban, s.text, s.details, s.listed_at AS listedAt, s.state,
  (SELECT number FROM invoices WHERE id = s.invoice_id) AS invoiceNumber, s.decision_note AS decisionNote,
  s.decided_at AS decidedAt, s.decided_by AS decidedBy`;

const openInvoicesQuery = `SELECT i.id, i.number, i.buyer_name AS buyerName,
    i.incl_vat
    - (SELECT coalesce(sum(c.incl_vat), 0) FROM invoices c WHERE c.refers_to = i.id)
    - (SELECT coalesce(sum(CASE p.kind WHEN 'payment' THEN p.amount ELSE -p.amount END), 0)
         FROM invoice_payments p WHERE p.invoice_id = i.id) AS openCents
  FROM invoices i WHERE i.kind = 'invoice'`;

export function openStatementTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const isTaken = db.prepare("SELECT 1 FROM statement_entries WHERE entry_key = ?");
  const take = db.prepare(
    "INSERT OR IGNORE INTO statement_entries (entry_key, taken_at, taken_by) VALUES (?, ?, ?)",
  );
  const insertPayment = db.prepare(
    `INSERT INTO invoice_payments (invoice_id, kind, amount, paid_on, method, note, recorded_at, recorded_by)
     VALUES (?, 'payment', ?, ?, '${transferMethod}', ?, ?, ?) RETURNING id`,
  );
  const insertPayer = db.prepare(
    "INSERT INTO transfer_payments (payment_id, entry_key, payer_iban, payer_name) VALUES (?, ?, ?, ?)",
  );
  const insertItem = db.prepare(
    `INSERT OR IGNORE INTO statement_items (entry_key, position, reason, amount, booking_date, payer_name,
       payer_iban, text, details, listed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  function recordPayment(
    invoiceId: number,
    amount: number,
    paidOn: string,
    payer: { entryKey: string; iban?: string; name?: string },
    note: string,
    by: string,
    at: string,
  ) {
    const row = insertPayment.get(invoiceId, amount, paidOn, note, at, by) as { id: number };
    insertPayer.run(Number(row.id), payer.entryKey, payer.iban ?? null, payer.name ?? null);
  }

  function decide(itemId: number, invoiceId: number, note: string, by: string, at: string) {
    db.prepare(
      "UPDATE statement_items SET state = 'assigned', invoice_id = ?, decision_note = ?, decided_at = ?, decided_by = ? WHERE id = ?",
    ).run(invoiceId, note, at, by, itemId);
  }

  /** Payments less refunds on an invoice, in cents. */
  function paidOn(invoiceId: number): number {
    const row = db
      .prepare(
        "SELECT coalesce(sum(CASE kind WHEN 'payment' THEN amount ELSE -amount END), 0) AS paid FROM invoice_payments WHERE invoice_id = ?",
      )
      .get(invoiceId) as { paid: number };
    return Number(row.paid);
  }

  function openInvoiceRow(id: number) {
    return db.prepare(`${openInvoicesQuery} AND i.id = ?`).get(id) as
      | { id: number; number: string; openCents: number }
      | undefined;
  }

  return {
    /**
     * Applies a statement's entries: exact matches paid on the booking date (with the payer), the
     * rest listed, every booked entry taken once. Nothing is stored twice for an entry taken before.
     */
    importStatement(entries: StatementEntry[], by: string, at: string): StatementImport {
      return transaction(() => {
        const open = db
          .prepare(openInvoicesQuery)
          .all()
          .map((row) => {
            const invoice = row as { id: number; number: string; buyerName: string };
            return {
              ...invoice,
              openCents: cents(Number((row as { openCents: number }).openCents)),
            };
          });
        const ids = new Map(open.map((invoice) => [invoice.number, Number(invoice.id)]));
        const taken = new Set(entries.map((entry) => entry.key).filter((key) => isTaken.get(key)));
        const latest = open.at(-1)?.number;
        const { decisions, newlyTaken } = matchStatement({
          entries,
          openInvoices: open.filter((invoice) => invoice.openCents > 0),
          numberFormat: {
            ...defaultInvoiceNumberFormat,
            prefix: (latest && parseInvoiceNumber(latest)?.prefix) || "",
          },
          taken,
        });
        const result: StatementImport = {
          paid: [],
          listed: 0,
          alreadyTaken: 0,
          notBooked: 0,
          debits: 0,
        };
        for (const decision of decisions) {
          if (decision.kind === "ignored") {
            if (decision.reason === "already-taken") result.alreadyTaken += 1;
            else if (decision.reason === "not-booked") result.notBooked += 1;
            else result.debits += 1;
            continue;
          }
          const payer = decision.counterparty;
          if (decision.kind === "paid") {
            const id = ids.get(decision.invoiceNumber) as number;
            recordPayment(
              id,
              decision.amountCents,
              decision.paidOn,
              { entryKey: decision.entryKey, ...payer },
              "bank statement",
              by,
              at,
            );
            result.paid.push({
              number: decision.invoiceNumber,
              amount: decision.amountCents,
              paidOn: decision.paidOn,
              payerName: payer.name ?? null,
              payerIban: payer.iban ?? null,
            });
            continue;
          }
          const stored = insertItem.run(
            decision.entryKey,
            decision.transaction,
            decision.kind === "review" ? decision.reason : "mollie-payout",
            decision.amountCents,
            decision.bookingDate,
            payer.name ?? null,
            payer.iban ?? null,
            decision.text,
            JSON.stringify(detailsOf(decision)),
            at,
          );
          if (stored.changes === 1) result.listed += 1;
        }
        for (const key of newlyTaken) take.run(key, at, by);
        return result;
      });
    },

    /** The credits still to decide, oldest first, and the latest decided (`decided` of them). */
    statementItems(decided = 20): { open: StatementItem[]; decided: StatementItem[] } {
      return {
        open: db
          .prepare(
            `SELECT ${itemFields} FROM statement_items s WHERE s.state = 'open' ORDER BY s.booking_date, s.id`,
          )
          .all()
          .map((row) => ({ ...(row as unknown as StatementItem) })),
        decided: db
          .prepare(
            `SELECT ${itemFields} FROM statement_items s WHERE s.state <> 'open' ORDER BY s.decided_at DESC, s.id DESC LIMIT ?`,
          )
          .all(decided)
          .map((row) => ({ ...(row as unknown as StatementItem) })),
      };
    },

    /**
     * The owner's decision: a listed credit is a payment on an invoice. Exactly the open amount
     * marks it paid; less is recorded as a partial payment; more is refused.
     */
    assignStatementItem(
      itemId: number,
      invoiceNumber: string,
      note: string,
      by: string,
      at: string,
    ): Assignment {
      return transaction((): Assignment => {
        const item = db
          .prepare(
            `SELECT ${itemFields} FROM statement_items s WHERE s.id = ? AND s.state = 'open'`,
          )
          .get(itemId) as StatementItem | undefined;
        if (!item) return { outcome: "no-item" };
        const number = db.prepare("SELECT id FROM invoices WHERE number = ?").get(invoiceNumber) as
          | { id: number }
          | undefined;
        const invoice = number ? openInvoiceRow(Number(number.id)) : undefined;
        const open = cents(Number(invoice?.openCents ?? 0));
        const amount = cents(Number(item.amount));
        if (item.reason === "reversal") {
          if (!invoice) return { outcome: "not-open" };
          if (amount > paidOn(Number(invoice.id))) return { outcome: "not-paid" };
          db.prepare(
            `INSERT INTO invoice_payments (invoice_id, kind, amount, paid_on, method, note, recorded_at, recorded_by)
             VALUES (?, 'refund', ?, ?, '${transferMethod}', ?, ?, ?)`,
          ).run(
            Number(invoice.id),
            amount,
            item.bookingDate,
            `bank statement, reversal: ${note}`,
            at,
            by,
          );
          decide(itemId, Number(invoice.id), note, by, at);
          return {
            outcome: "reversed",
            number: invoice.number,
            amount,
            open: addCents(open, amount),
          };
        }
        if (!invoice || open <= 0) return { outcome: "not-open" };
        if (amount > open) return { outcome: "over", number: invoice.number, amount, open };
        recordPayment(
          Number(invoice.id),
          amount,
          item.bookingDate,
          {
            entryKey: item.entryKey,
            ...(item.payerIban && { iban: item.payerIban }),
            ...(item.payerName && { name: item.payerName }),
          },
          `bank statement, assigned: ${note}`,
          by,
          at,
        );
        decide(itemId, Number(invoice.id), note, by, at);
        return {
          outcome: amount === open ? "paid" : "partial",
          number: invoice.number,
          amount,
          open,
        };
      });
    },

    /** The owner's decision: a listed credit is not an invoice's payment (a payout, a refund, …). */
    dismissStatementItem(itemId: number, note: string, by: string, at: string): boolean {
      return transaction(
        () =>
          db
            .prepare(
              "UPDATE statement_items SET state = 'dismissed', decision_note = ?, decided_at = ?, decided_by = ? WHERE id = ? AND state = 'open'",
            )
            .run(note, at, by, itemId).changes === 1,
      );
    },

    /**
     * Who paid an invoice by bank transfer, latest first: the account to refund by transfer to.
     * Null when no transfer of the statement paid it.
     */
    payerIban(invoiceId: number): { iban: string | null; name: string | null } | null {
      const row = db
        .prepare(
          `SELECT t.payer_iban AS iban, t.payer_name AS name FROM transfer_payments t
           JOIN invoice_payments p ON p.id = t.payment_id
           WHERE p.invoice_id = ? ORDER BY p.paid_on DESC, p.id DESC LIMIT 1`,
        )
        .get(invoiceId) as { iban: string | null; name: string | null } | undefined;
      return row ? { ...row } : null;
    },
  };
}

export type StatementTables = ReturnType<typeof openStatementTables>;

/** What the owner needs to decide, without the facts stored in columns of their own. */
function detailsOf(decision: Exclude<Decision, { kind: "paid" | "ignored" }>) {
  if (decision.kind === "mollie-payout") return {};
  const { invoices, otherNumbers, sumCents, isSumExact, reverses, suggestions } = decision;
  return { invoices, otherNumbers, sumCents, isSumExact, reverses, suggestions };
}
