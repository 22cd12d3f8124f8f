import type { DatabaseSync } from "node:sqlite";
import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import type { PrepaidFact } from "#server/invoices/prepaid.ts";
import type { CreditNoteMoney } from "#server/mail/invoice-mails.ts";
import { addDays } from "#src/training/dutch-working-days.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type Cents, cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import {
  accountFields,
  accountOf,
  asAccount,
  excessOf,
  type InvoiceAccount,
  openOf,
  recordMovement,
} from "./ledger.ts";
import { bookRefund } from "./refund-booking.ts";

/** Refunds are due within 14 days of the cancellation reaching us (art. 6:230r BW; the course terms). */
export const refundDays = 14;

/** What caused money to be owed back, and when: booked in that cause's own transaction. */
export interface SettleCause {
  at: string;
  /** Who is logged: an account's e-mail, "Mollie", "credit note 2027-0004". */
  by: string;
  /** The day the cause reached us (a cancellation's, a payment's): the refund is due 14 days later. */
  receivedOn: string;
  /** The credit note that lowered what the invoice asks, if that is the cause. */
  creditNote?: Pick<StoredDocument, "id" | "number">;
  /** Why, in words for the owner ("after credit note 2027-0004", "paid twice"). */
  reason: string;
  /**
   * Money held back from the refund, in cents: a consumer's cancellation charge still to be
   * confirmed after the start (review 3, M7) may take up to this much; the rest goes back now.
   */
  keep?: Cents;
}

/**
 * Money paid on an invoice beyond what it still asks (a credit note lowered it, or it was paid
 * twice), in the store's transaction of that cause: first set off against what the same
 * enrolment still owes on its other invoices (a cancellation charge, a moved run's invoice),
 * then the rest owed back, one refund (refund-booking.ts), due 14 days after the cause reached
 * us. Nothing is left for a later page view or job to decide.
 */
export function settleExcess(db: DatabaseSync, invoiceId: number, cause: SettleCause): void {
  const account = accountOf(db, invoiceId);
  if (!account) return;
  let excess: number = excessOf(account);
  if (excess <= 0) return;
  for (const other of openInvoicesBeside(db, account)) {
    const take = Math.min(openOf(other), excess);
    if (take <= 0) continue;
    bookSetOff(db, account, other, cents(take), cause);
    excess -= take;
  }
  excess -= Math.min(cause.keep ?? 0, excess);
  if (excess <= 0) return;
  bookRefund(db, {
    invoice: account,
    amount: cents(excess),
    ...(cause.creditNote && { creditNoteId: cause.creditNote.id }),
    reason: cause.reason,
    dueOn: addDays(cause.receivedOn, refundDays),
    at: cause.at,
    by: cause.by,
  });
}

/**
 * A pair of rows, in the caller's transaction: `amount` out of `from` (paid there, no longer
 * owed there) and onto `to`, under one key of ours, so each invoice's account reads true.
 */
export function bookSetOff(
  db: DatabaseSync,
  from: Pick<InvoiceAccount, "id" | "number">,
  to: Pick<InvoiceAccount, "id" | "number">,
  amount: Cents,
  cause: Pick<SettleCause, "at" | "by" | "creditNote">,
): void {
  const key = cause.creditNote
    ? `credit-note-${cause.creditNote.id}-to-${to.id}`
    : `invoice-${from.id}-to-${to.id}-at-${cause.at}`;
  const common = {
    kind: "set-off",
    method: "set-off",
    amount,
    reference: { kind: "set-off", value: key },
    paidOn: todayInAmsterdam(new Date(cause.at)),
    at: cause.at,
    by: cause.by,
  } as const;
  const out = recordMovement(db, {
    ...common,
    invoiceId: from.id,
    direction: "out",
    note: `to ${to.number}`,
    log: {
      action: "set-off",
      detail: `invoice ${from.number}: ${euro(amount)} of what was paid set off against invoice ${to.number}`,
    },
  });
  recordMovement(db, {
    ...common,
    invoiceId: to.id,
    direction: "in",
    note: `from ${from.number}`,
    ...(out !== undefined && { relatedEntryId: out }),
  });
}

/**
 * What each credited invoice offers a follow-on invoice issued in the same transaction: paid
 * on it beyond what it still asks. The follow-on's snapshot takes what it needs (prepaid.ts);
 * `bookFollowOn` then books exactly that.
 */
export function prepaidFacts(
  db: DatabaseSync,
  creditNotes: readonly StoredDocument[],
): PrepaidFact[] {
  const facts: PrepaidFact[] = [];
  for (const id of new Set(creditNotes.map((note) => note.refersTo))) {
    const account = id === null ? undefined : accountOf(db, id);
    if (!account) continue;
    const available = excessOf(account);
    if (available > 0) {
      facts.push({ invoiceNumber: account.number, issueDate: account.issueDate, available });
    }
  }
  return facts;
}

/** The set-offs a follow-on invoice's snapshot states (`prepaid`), booked from the invoices it names. */
export function bookFollowOn(
  db: DatabaseSync,
  followOn: StoredDocument,
  prepaid: readonly { invoiceNumber: string; amount: Cents }[],
  creditNotes: readonly StoredDocument[],
  at: string,
): void {
  for (const part of prepaid) {
    const from = db
      .prepare("SELECT id, number FROM invoices WHERE number = ? AND kind = 'invoice'")
      .get(part.invoiceNumber) as { id: number; number: string } | undefined;
    if (!from) continue;
    const note = creditNotes.find((each) => each.refersTo === Number(from.id));
    bookSetOff(db, { id: Number(from.id), number: from.number }, followOn, part.amount, {
      at,
      by: note ? `credit note ${note.number}` : `invoice ${followOn.number}`,
      ...(note && { creditNote: note }),
    });
  }
}

/** What a credit note did to the money, for its mail: set off against what, refunded by when. */
export function creditNoteMoney(db: DatabaseSync, creditNoteId: number): CreditNoteMoney {
  const setOff = db
    .prepare(
      `SELECT t.number AS invoiceNumber, e.amount_cents AS amount FROM ledger_entries e
       JOIN ledger_entries pair ON pair.related_entry_id = e.id
       JOIN invoices t ON t.id = pair.invoice_id
       WHERE e.reference_kind = 'set-off' AND e.direction = 'out' AND e.reference LIKE ?
       ORDER BY e.id`,
    )
    .all(`credit-note-${creditNoteId}-to-%`) as { invoiceNumber: string; amount: number }[];
  const refund = db
    .prepare("SELECT amount_cents AS amount, due_on AS dueOn FROM refunds WHERE credit_note_id = ?")
    .get(creditNoteId) as { amount: number; dueOn: string } | undefined;
  return {
    setOff: setOff.map((part) => ({
      invoiceNumber: part.invoiceNumber,
      amount: cents(Number(part.amount)),
    })),
    ...(refund && { refund: { amount: cents(Number(refund.amount)), dueOn: refund.dueOn } }),
  };
}

/** The same enrolment's (or quote's) other invoices with money open, oldest first. */
function openInvoicesBeside(db: DatabaseSync, account: InvoiceAccount): InvoiceAccount[] {
  const beside =
    account.quoteId === null ? "i.enquiry_id = ? AND i.quote_id IS NULL" : "i.quote_id = ?";
  return db
    .prepare(
      `SELECT ${accountFields} FROM invoices i
       WHERE ${beside} AND i.kind = 'invoice' AND i.id <> ? ORDER BY i.id`,
    )
    .all(account.quoteId ?? account.enquiryId, account.id)
    .map(asAccount)
    .filter((other) => openOf(other) > 0);
}

/** For the log, in English as the back office. */
function euro(amount: Cents): string {
  return formatMoney(amount, "en");
}
