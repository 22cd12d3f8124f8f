import { type Cents, cents, noCents, subtractCents, sumOfCents } from "#src/money/money.ts";
import type { InvoiceSnapshot } from "./invoice-snapshot.ts";

/**
 * Money already paid on an earlier invoice of the same enrolment, offered to a follow-on
 * invoice (the moved run's, or the charge after the buyer's cancellation): the caller reckons it
 * from the ledger (server/payments/), in the transaction that credits the earlier invoice and
 * issues this one, and books the set-off of what the snapshot takes.
 */
export interface PrepaidFact {
  invoiceNumber: string;
  issueDate: string;
  /** Paid on it beyond what it still asks, in cents. */
  available: Cents;
}

/** `snapshot` with what it takes of `facts`, in their order, up to its total: its `prepaid`. */
export function withPrepaid(
  snapshot: InvoiceSnapshot,
  facts: readonly PrepaidFact[] = [],
): InvoiceSnapshot {
  let left: number = snapshot.totals.inclVat;
  const prepaid: NonNullable<InvoiceSnapshot["prepaid"]> = [];
  for (const fact of facts) {
    const amount = Math.min(fact.available, left);
    if (amount <= 0) continue;
    prepaid.push({
      invoiceNumber: fact.invoiceNumber,
      issueDate: fact.issueDate,
      amount: cents(amount),
    });
    left -= amount;
  }
  return prepaid.length > 0 ? { ...snapshot, prepaid } : snapshot;
}

/** What was paid before and set off against this invoice, in cents (BT-113). */
export function prepaidAmount(snapshot: Pick<InvoiceSnapshot, "prepaid">): Cents {
  return snapshot.prepaid ? sumOfCents(snapshot.prepaid.map((part) => part.amount)) : noCents;
}

/** What the buyer is asked to pay on it: the total less what is set off (BT-115). */
export function amountDue(snapshot: Pick<InvoiceSnapshot, "prepaid" | "totals" | "kind">): Cents {
  if (snapshot.kind !== "invoice") return noCents;
  return subtractCents(snapshot.totals.inclVat, prepaidAmount(snapshot));
}
