import { parseInvoiceNumber } from "#server/invoices/invoice-number.ts";
import { writeAuditEntry } from "#server/store/audit-entry.ts";
import type { StoreConnection } from "#server/store/database.ts";
import { addCents, type Cents, cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import type { StatementEntry } from "./camt-statement.ts";
import { defaultInvoiceNumberFormat } from "./invoice-numbers.ts";
import { openSql, recordMovement } from "./ledger.ts";
import { settleExcess } from "./settlement.ts";
import { type Decision, matchStatement } from "./statement-matcher.ts";
import {
  molliePaymentNamed,
  paidOf,
  recordMolliePayment,
  recordTransfer,
  type StatementPaid,
} from "./statement-payments.ts";

export type { StatementPaid } from "./statement-payments.ts";

/**
 * The bank's statement file applied to the invoices (migration 0007), in the store's process:
 * the matcher (statement-matcher.ts) runs inside the transaction that records what it decided,
 * so two uploads at once cannot both take an entry or pay an invoice twice. Each payment is a
 * ledger row under its bank reference (the entry's key and the transaction's place in it), or,
 * for a credit that names one of our Mollie payments to the cent, under that payment's id: the
 * webhook and the statement then record it once between them. Every change is logged in its
 * own transaction, by who made it.
 */

/** What an upload did. */
export interface StatementImport {
  paid: StatementPaid[];
  /** Credits listed for the owner to decide (Mollie payouts included). */
  listed: number;
  /** Entries an earlier upload took, or payments recorded already another way: they changed nothing. */
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
  /** `refund`: what it paid beyond what was open, owed back (by transfer to the payer). */
  | { outcome: "paid" | "partial"; number: string; amount: Cents; open: Cents; refund: Cents }
  /** A reversal assigned: the invoice's payment taken back, open again by `amount`. */
  | { outcome: "reversed"; number: string; amount: Cents; open: Cents }
  /** A reversal of more than was paid on that invoice: never applied. */
  | { outcome: "not-paid" }
  /** A Mollie payout is no invoice's payment: its payments came through the webhook. */
  | { outcome: "payout" }
  | { outcome: "not-open" | "no-item" };

const itemFields = `s.id, s.entry_key AS entryKey, s.position, s.reason, s.amount, s.booking_date AS bookingDate,
  s.payer_name AS payerName, s.payer_iban AS payerIban, s.text, s.details, s.listed_at AS listedAt, s.state,
  (SELECT number FROM invoices WHERE id = s.invoice_id) AS invoiceNumber, s.decision_note AS decisionNote,
  s.decided_at AS decidedAt, s.decided_by AS decidedBy`;

const invoicesQuery = `SELECT i.id, i.number, i.buyer_name AS buyerName, ${openSql} AS openCents
  FROM invoices i WHERE i.kind = 'invoice'`;

/**
 * How many listed credits the Invoices page shows at a time: each row carries its two decision
 * forms, so 20 keep the page a few screens long, some 35 kB however long the statement.
 */
export const statementPageSize = 20;

export function openStatementTables(connection: Pick<StoreConnection, "database" | "transaction">) {
  const { database: db, transaction } = connection;
  const isTaken = db.prepare("SELECT 1 FROM statement_entries WHERE entry_key = ?");
  const take = db.prepare(
    "INSERT OR IGNORE INTO statement_entries (entry_key, taken_at, taken_by) VALUES (?, ?, ?)",
  );
  const insertItem = db.prepare(
    `INSERT OR IGNORE INTO statement_items (entry_key, position, reason, amount, booking_date, payer_name,
       payer_iban, text, details, listed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  function decide(itemId: number, invoiceId: number, note: string, by: string, at: string) {
    db.prepare(
      "UPDATE statement_items SET state = 'assigned', invoice_id = ?, decision_note = ?, decided_at = ?, decided_by = ? WHERE id = ?",
    ).run(invoiceId, note, at, by, itemId);
  }

  function invoiceRow(id: number) {
    return db.prepare(`${invoicesQuery} AND i.id = ?`).get(id) as
      | { id: number; number: string; openCents: number }
      | undefined;
  }

  return {
    /**
     * Applies a statement's entries: exact matches paid on the booking date (with the payer), the
     * rest listed, every booked entry taken once. Nothing is stored twice for an entry taken before,
     * nor for a payment recorded already by its own reference.
     */
    importStatement(entries: StatementEntry[], by: string, at: string): StatementImport {
      return transaction(() => {
        const open = db
          .prepare(invoicesQuery)
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
          const mollie = molliePaymentNamed(db, decision);
          if (mollie) {
            if (recordMolliePayment(db, mollie, decision, by, at)) result.paid.push(mollie.paid);
            else result.alreadyTaken += 1;
            continue;
          }
          const payer = decision.counterparty;
          if (decision.kind === "paid") {
            const id = ids.get(decision.invoiceNumber) as number;
            recordTransfer(db, id, decision.invoiceNumber, decision, "bank statement", by, at);
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
        writeAuditEntry(db, {
          at,
          actor: by,
          action: "bank statement",
          detail: `${result.paid.length} paid, ${result.listed} to decide, ${result.alreadyTaken} already taken`,
        });
        return result;
      });
    },

    /**
     * The credits still to decide, oldest first, a page (`statementPageSize`) at a time, how many
     * there are in all, and the latest decided (`decided` of them).
     */
    statementItems(
      page = 1,
      decided = 20,
    ): { open: StatementItem[]; openCount: number; decided: StatementItem[] } {
      const offset = (Math.max(1, Math.floor(page)) - 1) * statementPageSize;
      return {
        open: db
          .prepare(
            `SELECT ${itemFields} FROM statement_items s WHERE s.state = 'open' ORDER BY s.booking_date, s.id LIMIT ? OFFSET ?`,
          )
          .all(statementPageSize, offset)
          .map((row) => ({ ...(row as unknown as StatementItem) })),
        openCount: Number(
          (
            db
              .prepare("SELECT count(*) AS count FROM statement_items WHERE state = 'open'")
              .get() as {
              count: number;
            }
          ).count,
        ),
        decided: db
          .prepare(
            `SELECT ${itemFields} FROM statement_items s WHERE s.state <> 'open' ORDER BY s.decided_at DESC, s.id DESC LIMIT ?`,
          )
          .all(decided)
          .map((row) => ({ ...(row as unknown as StatementItem) })),
      };
    },

    /**
     * The owner's decision: a listed credit is a payment on an invoice. It is recorded as paid
     * (less than is open: a partial payment); what it pays beyond what is open is owed back at
     * once (by transfer, to the payer). A reversal takes a payment back. Logged with it.
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
        if (item.reason === "mollie-payout") return { outcome: "payout" };
        const found = db
          .prepare("SELECT id FROM invoices WHERE number = ? AND kind = 'invoice'")
          .get(invoiceNumber) as { id: number } | undefined;
        const invoice = found ? invoiceRow(Number(found.id)) : undefined;
        if (!invoice) return { outcome: "not-open" };
        const open = cents(Math.max(Number(invoice.openCents), 0));
        const amount = cents(Number(item.amount));
        const reference = {
          kind: "bank-entry",
          value: `${item.entryKey}#${item.position}`,
        } as const;
        if (item.reason === "reversal") {
          if (amount > paidOf(db, Number(invoice.id))) return { outcome: "not-paid" };
          recordMovement(db, {
            invoiceId: Number(invoice.id),
            direction: "out",
            kind: "reversal",
            method: "transfer",
            amount,
            reference,
            paidOn: item.bookingDate,
            at,
            by,
            note: `bank statement, reversal: ${note}`,
            log: {
              action: "reversal",
              detail: `invoice ${invoice.number}: ${euro(amount)} taken back by the bank (statement credit ${itemId}), ${euro(addCents(open, amount))} open again: ${note}`,
            },
          });
          decide(itemId, Number(invoice.id), note, by, at);
          return {
            outcome: "reversed",
            number: invoice.number,
            amount,
            open: addCents(open, amount),
          };
        }
        // An invoice paid in full already (credited, or paid another way): all of it is owed back.
        recordTransfer(
          db,
          Number(invoice.id),
          invoice.number,
          {
            entryKey: item.entryKey,
            transaction: item.position,
            amountCents: amount,
            bookingDate: item.bookingDate,
            counterparty: {
              ...(item.payerIban && { iban: item.payerIban }),
              ...(item.payerName && { name: item.payerName }),
            },
          },
          `bank statement, assigned: ${note}`,
          by,
          at,
          `invoice ${invoice.number}: ${euro(amount)} of ${euro(open)} open assigned from bank statement credit ${itemId}${amount < open ? " (partial payment)" : amount > open ? ` (${euro(cents(amount - open))} beyond it, to refund)` : ""}: ${note}`,
        );
        settleExcess(db, Number(invoice.id), {
          at,
          by,
          receivedOn: item.bookingDate,
          reason: `bank statement credit ${itemId} beyond what invoice ${invoice.number} asks`,
        });
        decide(itemId, Number(invoice.id), note, by, at);
        return {
          outcome: amount < open ? "partial" : "paid",
          number: invoice.number,
          amount,
          open,
          refund: cents(Math.max(amount - open, 0)),
        };
      });
    },

    /** The owner's decision: a listed credit is not an invoice's payment (a payout, a refund, …). Logged. */
    dismissStatementItem(itemId: number, note: string, by: string, at: string): boolean {
      return transaction(() => {
        const isDismissed =
          db
            .prepare(
              "UPDATE statement_items SET state = 'dismissed', decision_note = ?, decided_at = ?, decided_by = ? WHERE id = ? AND state = 'open'",
            )
            .run(note, at, by, itemId).changes === 1;
        if (isDismissed) {
          writeAuditEntry(db, {
            at,
            actor: by,
            action: "statement credit",
            detail: `credit ${itemId} dismissed: ${note}`,
          });
        }
        return isDismissed;
      });
    },

    /**
     * Statement credits that belong to no invoice, dismissed before `cutoff` (ISO): deleted with
     * the payer's name and account they hold (the privacy notice: once dealt with). Returns how many.
     */
    purgeDismissedStatementItems(cutoff: string): number {
      return transaction(() =>
        Number(
          db
            .prepare("DELETE FROM statement_items WHERE state = 'dismissed' AND decided_at < ?")
            .run(cutoff).changes,
        ),
      );
    },

    /**
     * Who paid an invoice by bank transfer, latest first: the account to refund by transfer to.
     * Null when no transfer of the statement paid it.
     */
    payerIban(invoiceId: number): { iban: string | null; name: string | null } | null {
      const row = db
        .prepare(
          `SELECT payer_iban AS iban, payer_name AS name FROM ledger_entries
           WHERE invoice_id = ? AND kind = 'payment' AND (payer_iban IS NOT NULL OR payer_name IS NOT NULL)
           ORDER BY paid_on DESC, id DESC LIMIT 1`,
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

/** For the log, in English as the back office. */
function euro(amount: Cents): string {
  return formatMoney(amount, "en");
}
