import type { DatabaseSync } from "node:sqlite";
import type { Language } from "#src/i18n/languages.ts";
import { enrolmentTotalCents } from "#src/training/cancellation-terms.ts";
import {
  type BuyerEnrolment,
  buyerChoices,
  type MoveCandidate,
  type MoveTarget,
} from "#src/training/buyer-choices.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type EnrolmentRecord, hasExpressRequest } from "#server/mail/enrolment-mails.ts";
import { readEnrolmentPrice } from "#server/mail/enrolment-price.ts";
import type { RunMailFacts } from "#server/mail/run-mails.ts";
import { openLinkTokens } from "#server/store/link-tokens.ts";
import type { QueuedMail } from "./run-mail-queue.ts";
import type { OfferContext, openRunOffers } from "./run-offers.ts";
import type { openRunInvoices } from "./run-invoices.ts";
import type { openRunMinimum } from "./run-minimum.ts";
import type { MinimumReached, RosterRow, RunState } from "./roster-types.ts";

/** What the buyer's link (the receipt's, purpose "participants") stands for now. */
export type BuyerLinkLookup =
  | { state: "unknown" }
  /** The run has started (the token's expiry): nothing to change online any more. */
  | { state: "expired"; language: Language }
  | { state: "open"; language: Language; row: RosterRow; candidates: MoveCandidate[] };

/** The buyer's move of their own enrolment to another run of the course (issue 44 point 3). */
export interface EnrolmentMove {
  /** From the token's lookup on the server, never from the buyer's form. */
  id: number;
  /** The place_version the buyer's preview showed. */
  version: number;
  toKey: string;
  /** The consumer ticked the express request (the enrolment form's text). */
  isExpressRequested: boolean;
  moveDays: number;
  at: string;
  isMailing: boolean;
  /** The live runs: the candidates with their capacities, and the freed place offered on. */
  offers: OfferContext;
  /** The run it leaves, as its mails name it (the live catalogue's, else the record's). */
  facts: Pick<RunMailFacts, "course" | "run">;
}

export type EnrolmentMoveOutcome =
  | { outcome: "done"; documents: number[]; guaranteed?: MinimumReached }
  | { outcome: "gone" | "changed" }
  /**
   * full: the run filled up meanwhile (`runs`: those that still have room); express-request:
   * a consumer's move into their withdrawal period without it; not-allowed: not (or no longer)
   * a move the terms allow online.
   */
  | { outcome: "refused"; reason: "full" | "express-request" | "not-allowed"; runs: MoveTarget[] };

interface Parts {
  db: DatabaseSync;
  transaction: <T>(work: () => T) => T;
  enrolment: (id: number) => RosterRow | undefined;
  takenOn: (courseKey: string, runKey: string) => number;
  stateOf: (courseKey: string, runKey: string) => RunState;
  offers: ReturnType<typeof openRunOffers>;
  invoices: ReturnType<typeof openRunInvoices>;
  minimum: Pick<ReturnType<typeof openRunMinimum>, "guaranteeIfReached">;
  queue: (mail: QueuedMail) => void;
}

/**
 * The store's side of the buyer's own changes (joined into the Runs tables). A cancellation goes
 * through changePlace like the back office's (cause "buyer", received now); a move is here, in
 * one transaction: the choice asked again of buyerChoices with the store's own counts (so a run
 * that filled up meanwhile is refused, never overbooked, and the waiting list goes first), the
 * enrolment moved with its express request if it gave one, its invoice followed (a credit note
 * and a new invoice for the new run, what was paid carried over as its `prepaid`:
 * settling-ledger.ts moveTo, as after the back office's move), its mail queued, the place it
 * freed offered to the old run's waiting list, and the new run's minimum checked.
 */
export function openBuyerChangeMethods(parts: Parts) {
  const { db, transaction, enrolment, takenOn, stateOf, offers, invoices, minimum, queue } = parts;
  const tokens = openLinkTokens(db);
  const waitingOn = db.prepare(
    "SELECT count(*) AS n FROM enquiries WHERE course_key = ? AND run_key = ? AND place = 'waiting'",
  );
  const move = db.prepare(
    `UPDATE enquiries SET run_key = ?, details = ?, place_version = place_version + 1, place_changed_at = ?,
       joining_sent_at = NULL, run_last_day = coalesce(?, run_last_day) WHERE id = ?`,
  );

  function candidatesOf(courseKey: string, context: Pick<OfferContext, "runs">): MoveCandidate[] {
    return context.runs
      .filter((run) => run.courseKey === courseKey)
      .map((run) => ({
        key: run.runKey,
        start: run.start,
        free: run.capacity === null ? null : run.capacity - takenOn(courseKey, run.runKey),
        hasWaiting: Number((waitingOn.get(courseKey, run.runKey) as { n: number }).n) > 0,
        isCancelled: stateOf(courseKey, run.runKey).cancelledAt !== null,
        ...(run.isPrivate && { isPrivateRun: true }),
      }));
  }

  function choicesOf(row: RosterRow, candidates: MoveCandidate[], at: string, moveDays: number) {
    const start = candidates.find((run) => run.key === row.runKey)?.start;
    const enrolled = buyerEnrolmentOf(row, stateOf(row.courseKey, row.runKey), start);
    return buyerChoices(enrolled, candidates, todayInAmsterdam(new Date(at)), moveDays);
  }

  return {
    /** The enrolment behind a buyer's link, with the course's runs as a move may take them. */
    buyerLinkLookup(
      token: string,
      at: string,
      context: Pick<OfferContext, "runs">,
    ): BuyerLinkLookup {
      const found = tokens.find(token, "participants", at);
      if (found.state === "unknown") return found;
      const row = enrolment(found.token.enquiryId);
      if (!row) return { state: "unknown" };
      if (found.state !== "open") return { state: "expired", language: row.language };
      return {
        state: "open",
        language: row.language,
        row,
        candidates: candidatesOf(row.courseKey, context),
      };
    },

    moveEnrolment(change: EnrolmentMove): EnrolmentMoveOutcome {
      return transaction((): EnrolmentMoveOutcome => {
        const row = enrolment(change.id);
        if (!row) return { outcome: "gone" };
        if (row.placeVersion !== change.version) return { outcome: "changed" };
        const candidates = candidatesOf(row.courseKey, change.offers);
        const choices = choicesOf(row, candidates, change.at, change.moveDays);
        const open = choices.move.kind === "open" ? choices.move.runs : [];
        const target = open.find((run) => run.key === change.toKey);
        if (!target) {
          // In time and allowed but for its room: it filled up meanwhile.
          const roomless = candidates.map((run) =>
            run.key === change.toKey ? { ...run, free: null, hasWaiting: false } : run,
          );
          const ignoringRoom = choicesOf(row, roomless, change.at, change.moveDays).move;
          const isFull =
            ignoringRoom.kind === "open" &&
            ignoringRoom.runs.some((run) => run.key === change.toKey);
          return { outcome: "refused", reason: isFull ? "full" : "not-allowed", runs: open };
        }
        if (target.needsExpressRequest && !change.isExpressRequested) {
          return { outcome: "refused", reason: "express-request", runs: open };
        }
        const to = change.offers.runs.find(
          (run) => run.courseKey === row.courseKey && run.runKey === target.key,
        ) as OfferContext["runs"][number];
        const record = recordOf(row.details);
        const details = target.needsExpressRequest
          ? { ...record, consents: { ...record.consents, expressRequest: { at: change.at } } }
          : record;
        const fromKey = row.runKey;
        move.run(
          target.key,
          JSON.stringify(details),
          change.at,
          to.facts.run.end ?? target.start,
          row.id,
        );
        offers.closeFor(row.id, "withdrawn", change.at);
        const documents = invoices.ledger.moveTo(
          (invoice) => ({
            label: to.facts.run.label[invoice.language],
            start: target.start,
            end: to.facts.run.end ?? target.start,
          }),
          { enquiryId: row.id, reason: "moved", at: change.at, isMailing: change.isMailing },
        );
        const settings = { at: change.at, isMailing: change.isMailing };
        queue({
          enquiryId: row.id,
          kind: "moved",
          facts: { ...change.facts, to: to.facts.run, isByBuyer: true },
          place: "confirmed",
          joiningWasSent: row.joiningSentAt !== null,
          ...settings,
        });
        // The place it freed goes to the old run's waiting list, as any freed place.
        offers.offerEverywhere(change.offers, settings, {
          courseKey: row.courseKey,
          runKey: fromKey,
        });
        const reached = minimum.guaranteeIfReached(
          row.courseKey,
          to.facts.run,
          { ...settings, facts: to.facts },
          row.id,
        );
        return {
          outcome: "done",
          documents: documents.map((document) => document.id),
          ...(reached && { guaranteed: reached }),
        };
      });
    },
  };
}

/** An enrolment as buyerChoices sees it. */
export function buyerEnrolmentOf(
  row: RosterRow,
  state: Pick<RunState, "cancelledAt">,
  liveStart?: string,
): BuyerEnrolment {
  const record = recordOf(row.details);
  const total = enrolmentTotalCents(readEnrolmentPrice(record), row.participants);
  // The live run's first day; the record's only while it still names the run it is on.
  const start = liveStart ?? (record.run?.key === row.runKey ? record.run.start : undefined);
  return {
    place: row.place,
    isPrivate: record.buyer === "private",
    ...(row.confirmedAt && { confirmedOn: todayInAmsterdam(new Date(row.confirmedAt)) }),
    ...(start && { start }),
    runKey: row.runKey,
    participants: row.participants,
    ...(total && { total }),
    hasExpressRequest: hasExpressRequest(record),
    isRunCancelled: state.cancelledAt !== null,
    ...(record.privateOf && { isPrivateRun: true }),
  };
}

function recordOf(details: string | null): Partial<EnrolmentRecord> {
  try {
    return JSON.parse(details ?? "{}") as Partial<EnrolmentRecord>;
  } catch {
    return {};
  }
}
