import type { DatabaseSync } from "node:sqlite";
import {
  type IssueMeta,
  type Issued,
  openInvoiceLedger,
  type StoredDocument,
} from "#server/invoices/invoice-ledger.ts";
import type { MovedRun } from "#server/invoices/moved-invoice.ts";
import type { InvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import { bookFollowOn, prepaidFacts, settleExcess } from "#server/payments/settlement.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";

type Meta = Omit<IssueMeta, "refersTo" | "prefix">;

/**
 * The invoices' ledger as the Runs tables use it (server/invoices/invoice-ledger.ts), with the
 * money settled in the very transaction that issues the documents (server/payments/settlement.ts):
 * a credit note on an invoice paid beyond what it still asks sets that money off against the
 * enrolment's other open invoices and books the rest as a refund owed, due 14 days after the
 * change reached us; a follow-on invoice (the moved run's, the charge after the buyer's
 * cancellation) states what it takes of the earlier payment (`prepaid`, UBL BT-113) and that
 * set-off is booked with it. So every document, mail and reminder after the commit reads a ledger
 * that already agrees with it; no page view or later job has anything left to decide.
 */
export function openSettlingLedger(db: DatabaseSync) {
  const ledger = openInvoiceLedger(db);

  /** The rest of what the credited invoices were paid, after any follow-on took its part. */
  function settle(creditNotes: readonly StoredDocument[], meta: Meta) {
    for (const note of creditNotes) {
      if (note.refersTo === null) continue;
      settleExcess(db, note.refersTo, {
        at: meta.at,
        by: `credit note ${note.number}`,
        receivedOn: todayInAmsterdam(new Date(meta.at)),
        creditNote: note,
        reason: `after credit note ${note.number}`,
      });
    }
  }

  /** A follow-on invoice's `prepaid`, booked as the set-offs it states. */
  function bookPrepaid(
    followOn: StoredDocument,
    creditNotes: readonly StoredDocument[],
    at: string,
  ) {
    const snapshot = ledger.snapshot(followOn.id) as InvoiceSnapshot;
    if (snapshot.prepaid) bookFollowOn(db, followOn, snapshot.prepaid, creditNotes, at);
  }

  return {
    ...ledger,

    /** Credits what is left of every invoice of the enrolment, then settles what was paid on them. */
    creditAll(meta: Meta): StoredDocument[] {
      const credited = ledger.creditAll(meta);
      settle(credited, meta);
      return credited;
    },

    /** One participant or more fewer: a credit note for them, and its money settled. */
    creditParticipants(dropped: number, meta: Meta): Issued | undefined {
      const credited = ledger.creditParticipants(dropped, meta);
      if (credited && "issued" in credited) settle([credited.issued], meta);
      return credited;
    },

    /**
     * The buyer's cancellation with the terms' charge: everything credited, the charge invoiced
     * taking what was paid (set off), and the rest of what was paid owed back.
     */
    creditAndCharge(percent: number, meta: Meta): StoredDocument[] {
      const credited = ledger.creditAll(meta);
      if (credited.length === 0) return credited;
      const charged = ledger.charge(
        percent,
        { ...meta, reason: "charge" },
        {
          cancelledOn: todayInAmsterdam(new Date(meta.at)),
          prepaid: prepaidFacts(db, credited),
        },
      );
      const documents = [...credited];
      if (charged && "issued" in charged) {
        bookPrepaid(charged.issued, credited, meta.at);
        documents.push(charged.issued);
      }
      settle(credited, meta);
      return documents;
    },

    /** The buyer kept the run we moved them to: credited, invoiced again, what was paid carried over. */
    moveTo(run: (invoice: InvoiceSnapshot) => MovedRun | undefined, meta: Meta): StoredDocument[] {
      const documents = ledger.moveTo(run, meta, (credited) => prepaidFacts(db, credited));
      const credited = documents.filter((document) => document.kind === "credit-note");
      const moved = documents.find((document) => document.kind === "invoice");
      if (moved) bookPrepaid(moved, credited, meta.at);
      settle(credited, meta);
      return documents;
    },
  };
}

export type SettlingLedger = ReturnType<typeof openSettlingLedger>;
