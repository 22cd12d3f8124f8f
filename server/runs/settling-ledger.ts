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
import { type Cents, cents, percentOf } from "#src/money/money.ts";
import { type CourseDays, proRataCents } from "#src/training/course-days-given.ts";

const receivedOnOf = (meta: Meta) => meta.receivedOn ?? todayInAmsterdam(new Date(meta.at));

type Meta = Omit<IssueMeta, "refersTo" | "prefix"> & {
  /** The day the change reached us ("YYYY-MM-DD"; review 3, M5); default the day of `at`. */
  receivedOn?: string;
};

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
  function settle(
    creditNotes: readonly StoredDocument[],
    meta: Meta,
    keep: (note: StoredDocument) => Cents = () => cents(0),
  ) {
    for (const note of creditNotes) {
      if (note.refersTo === null) continue;
      settleExcess(db, note.refersTo, {
        at: meta.at,
        by: `credit note ${note.number}`,
        receivedOn: receivedOnOf(meta),
        creditNote: note,
        reason: `after credit note ${note.number}`,
        keep: keep(note),
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
     * The buyer's cancellation with the terms' charge, or a consumer's withdrawal after the start
     * with the part of the course given (`part`: 6:230s lid 4 BW, what was credited × given / of,
     * rounded down): everything credited, the charge invoiced taking what was paid (set off), and
     * the rest of what was paid owed back. Nothing invoiced when the part comes to nil.
     */
    creditAndCharge(
      charge: { percent: number } | { part: CourseDays },
      meta: Meta,
    ): StoredDocument[] {
      const credited = ledger.creditAll(meta);
      if (credited.length === 0) return credited;
      const owed =
        "part" in charge
          ? proRataCents(cents(credited.reduce((sum, note) => sum + note.inclVat, 0)), charge.part)
          : undefined;
      const charged =
        owed === 0
          ? undefined
          : ledger.charge(
              "percent" in charge ? charge.percent : 0,
              { ...meta, reason: "charge" },
              {
                cancelledOn: receivedOnOf(meta),
                prepaid: prepaidFacts(db, credited),
                ...("part" in charge && { inclVat: owed, part: charge.part }),
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

    /**
     * A consumer's cancellation at a charge (review 3, M7): everything credited now, and of what
     * was paid on each credited invoice the terms' `percent` of it held back for the charge the
     * owner confirms after the start (confirmCharge); the rest owed back now.
     */
    creditHolding(percent: number, meta: Meta): StoredDocument[] {
      const credited = ledger.creditAll(meta);
      settle(credited, meta, (note) =>
        cents(percentOf(note.exclVat, percent) + percentOf(note.vat, percent)),
      );
      return credited;
    },

    /**
     * The charge a consumer's cancellation waited for, confirmed after the start: invoiced at
     * `amount` (a percentage of the course invoice, or the costs the owner entered, in cents incl.
     * VAT), taking what was held (set off); the rest of what was paid owed back, due 14 days after
     * the cancellation reached us. Nothing invoiced at nil: all of it owed back.
     */
    confirmCharge(
      amount: { percent: number } | { inclVat: Cents },
      meta: Meta,
    ): { documents: StoredDocument[] } | { problems: string[] } {
      const credited = ledger
        .documentsOf(meta.enquiryId)
        .filter((document) => document.kind === "credit-note");
      const documents: StoredDocument[] = [];
      const isNil = "percent" in amount ? amount.percent <= 0 : amount.inclVat <= 0;
      if (!isNil) {
        const charged = ledger.charge(
          "percent" in amount ? amount.percent : 0,
          { ...meta, reason: "charge" },
          {
            cancelledOn: receivedOnOf(meta),
            prepaid: prepaidFacts(db, credited),
            ...("inclVat" in amount && { inclVat: amount.inclVat }),
          },
        );
        if (charged && "problems" in charged) return charged;
        if (charged) {
          bookPrepaid(charged.issued, credited, meta.at);
          documents.push(charged.issued);
        }
      }
      // The rest of what was held goes back; the credit notes' own refunds were booked before.
      for (const invoiceId of new Set(credited.map((note) => note.refersTo))) {
        if (invoiceId === null) continue;
        settleExcess(db, invoiceId, {
          at: meta.at,
          by: "cancellation charge confirmed",
          receivedOn: receivedOnOf(meta),
          reason: "cancellation charge confirmed below what was held",
        });
      }
      return { documents };
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
