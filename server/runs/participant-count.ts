import type { DatabaseSync } from "node:sqlite";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import type { RunMailFacts } from "#server/mail/run-mails.ts";
import type { openRunInvoices } from "./run-invoices.ts";
import { enrolmentInvoiceFacts } from "./run-invoices.ts";
import type { OfferContext, openRunOffers } from "./run-offers.ts";
import type { InvoicingContext, MinimumReached, RosterRow } from "./roster-types.ts";
import type { openRunMinimum } from "./run-minimum.ts";

/** One more participant on an enrolment, or one fewer (by position). */
export type ParticipantCountChange = {
  enquiryId: number;
  /** The place_version the coordinator was shown. */
  version: number;
  at: string;
  isMailing: boolean;
  /** The run's places in all, from the live catalogue; null: no limit. */
  capacity: number | null;
  facts: Pick<RunMailFacts, "course" | "run">;
  offers?: OfferContext;
  invoicing?: InvoicingContext;
} & ({ kind: "add"; name: string; email: string } | { kind: "remove"; position: number });

export type ParticipantCountOutcome =
  | {
      outcome: "done";
      enrolment: RosterRow;
      documents: number[];
      /** One more confirmed participant reached the run's minimum: guaranteed now. */
      guaranteed?: MinimumReached;
    }
  | { outcome: "gone" }
  | { outcome: "changed" }
  /**
   * full: no place free for one more; last: the only participant (cancel the enrolment instead);
   * cancelled: nothing to change; duplicate: another participant has this e-mail; invoice: the
   * extra invoice could not be issued (its problems).
   */
  | {
      outcome: "refused";
      reason: "full" | "last" | "cancelled" | "duplicate" | "invoice";
      free?: number;
      problems?: string[];
    };

interface Parts {
  db: DatabaseSync;
  transaction: <T>(work: () => T) => T;
  enrolment: (id: number) => RosterRow | undefined;
  takenOn: (courseKey: string, runKey: string) => number;
  invoices: ReturnType<typeof openRunInvoices>;
  offers: ReturnType<typeof openRunOffers>;
  minimum: Pick<ReturnType<typeof openRunMinimum>, "guaranteeIfReached">;
}

/** Holds a place on the run (counts against its capacity). */
const holdsAPlace = (place: RosterRow["place"]) =>
  place === "placed" || place === "confirmed" || place === "offered";

/**
 * A participant added to or dropped from an enrolment by the back office,
 * joined into the Runs tables (run-tables.ts), each in one transaction:
 * - added: only while a place is free on the run for an enrolment holding
 *   places (the same capacity decision as an enrolment; a waiting group just
 *   grows), and on a confirmed enrolment with an invoice, an extra invoice
 *   for the one participant, numbered in the same transaction; one more
 *   confirmed participant may reach the run's minimum, which guarantees it;
 * - dropped: the positions after it move up, the place freed is offered on at
 *   once, and a confirmed enrolment's course invoice gets a credit note for
 *   one participant (the terms' charges for a late cancellation are the
 *   coordinator's call: cancel the whole enrolment for those).
 * The enrolment's place_version moves on, so a roster shown before refuses.
 */
export function openParticipantCountMethods(parts: Parts) {
  const { db, transaction, enrolment, takenOn, invoices, offers, minimum } = parts;
  const insert = db.prepare(
    "INSERT INTO participants (enquiry_id, position, name, email, changed_at) VALUES (?, ?, ?, ?, ?)",
  );
  const remove = db.prepare("DELETE FROM participants WHERE enquiry_id = ? AND position = ?");
  // Two steps through negative positions: the primary key is checked row by row.
  const shiftAway = db.prepare(
    "UPDATE participants SET position = -position WHERE enquiry_id = ? AND position > ?",
  );
  const shiftBack = db.prepare(
    "UPDATE participants SET position = -position - 1 WHERE enquiry_id = ? AND position < 0",
  );
  const recount = db.prepare(
    "UPDATE enquiries SET participants = ?, place_version = place_version + 1 WHERE id = ?",
  );
  const emailsOf = db.prepare(
    "SELECT email FROM participants WHERE enquiry_id = ? AND email IS NOT NULL",
  );

  return {
    changeParticipantCount(change: ParticipantCountChange): ParticipantCountOutcome {
      try {
        return inOneTransaction(change);
      } catch (error) {
        if (error instanceof RefusedInvoice) {
          return { outcome: "refused", reason: "invoice", problems: error.problems };
        }
        throw error;
      }
    },
  };

  function inOneTransaction(change: ParticipantCountChange): ParticipantCountOutcome {
    return transaction((): ParticipantCountOutcome => {
      const row = enrolment(change.enquiryId);
      if (!row) return { outcome: "gone" };
      if (row.placeVersion !== change.version) return { outcome: "changed" };
      if (row.place === "cancelled") return { outcome: "refused", reason: "cancelled" };
      const meta = {
        enquiryId: row.id,
        reason: "participants",
        at: change.at,
        isMailing: change.isMailing,
      };
      const documents: number[] = [];

      if (change.kind === "add") {
        const email = change.email.trim();
        const emails = (emailsOf.all(row.id) as { email: string }[]).map((each) =>
          each.email.toLowerCase(),
        );
        if (email && emails.includes(email.toLowerCase())) {
          return { outcome: "refused", reason: "duplicate" };
        }
        if (holdsAPlace(row.place) && change.capacity !== null) {
          const free = change.capacity - takenOn(row.courseKey, row.runKey);
          if (free < 1) return { outcome: "refused", reason: "full", free: Math.max(free, 0) };
        }
        const position = row.participants + 1;
        insert.run(row.id, position, change.name.trim(), email || null, change.at);
        recount.run(position, row.id);
        const hasInvoice = invoices.ledger
          .documentsOf(row.id)
          .some((document) => document.kind === "invoice" && document.reason === "confirmed");
        if (row.place === "confirmed" && change.invoicing && hasInvoice) {
          const extra = extraInvoice(row, change, change.name.trim());
          if (extra && "problems" in extra) {
            // Thrown back out of the transaction: the participant is not added either.
            throw new RefusedInvoice(extra.problems);
          }
          if (extra) documents.push(extra.issued.id);
        }
        if (row.place === "confirmed") {
          const facts = change.facts as RunMailFacts;
          const reached = minimum.guaranteeIfReached(row.courseKey, facts.run, {
            ...change,
            facts,
          });
          if (reached)
            return { outcome: "done", enrolment: after(row), documents, guaranteed: reached };
        }
      } else {
        if (row.participants <= 1) return { outcome: "refused", reason: "last" };
        remove.run(row.id, change.position);
        shiftAway.run(row.id, change.position);
        shiftBack.run(row.id);
        recount.run(row.participants - 1, row.id);
        if (row.place === "confirmed") {
          const credited = invoices.ledger.creditParticipants(1, meta);
          if (credited && "issued" in credited) documents.push(credited.issued.id);
        }
        if (holdsAPlace(row.place) && change.offers) {
          offers.offerEverywhere(change.offers, change, {
            courseKey: row.courseKey,
            runKey: row.runKey,
          });
        }
      }
      return { outcome: "done", enrolment: after(row), documents };
    });
  }

  function after(row: RosterRow): RosterRow {
    return enrolment(row.id) as RosterRow;
  }

  /**
   * The invoice for one added participant, at the fee as enrolled, with their
   * name; under the reverse charge only on VIES's word (asked by the server).
   */
  function extraInvoice(row: RosterRow, change: ParticipantCountChange, name: string) {
    const invoicing = change.invoicing as InvoicingContext;
    const check = invoicing.vatIdCheck;
    // VIES not confirming now: Dutch VAT only where the enrolment's invoice already charged it.
    const course = invoices.ledger
      .documentsOf(row.id)
      .filter((document) => document.kind === "invoice" && document.reason === "confirmed")
      .at(-1);
    const decided = enrolmentInvoiceFacts(
      { ...row, participants: 1, participantList: JSON.stringify([{ name }]) },
      change.facts,
      check && check.outcome !== "valid"
        ? { ...invoicing, vatIdCheck: { ...check, isDutchVatChosen: course?.vatCategory !== "AE" } }
        : invoicing,
    );
    if ("none" in decided) return undefined;
    return invoices.ledger.issue(
      (number, issueDate) => buildInvoice(decided.facts(number, issueDate)),
      {
        enquiryId: row.id,
        reason: "confirmed",
        at: change.at,
        isMailing: change.isMailing,
        ...(change.invoicing?.numberPrefix && { prefix: change.invoicing.numberPrefix }),
      },
    );
  }
}

class RefusedInvoice extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join(" "));
    this.problems = problems;
  }
}
