import type { DatabaseSync } from "node:sqlite";
import type { Language } from "#src/i18n/languages.ts";
import { linkAnswerPaths } from "#src/routing/fixed-paths.ts";
import { waitingOrder } from "#server/enquiries/run-places.ts";
import type { RunMailFacts, RunMailKind } from "#server/mail/run-mails.ts";
import { startOfAmsterdamDay } from "#server/schedule/daily-jobs.ts";
import { type LinkPurpose, openLinkTokens } from "#server/store/link-tokens.ts";
import type { QueuedMail } from "./run-mail-queue.ts";
import { openSettlingLedger } from "./settling-ledger.ts";

/** A run as offers need it, from the live catalogue: the server passes them in. */
export interface OfferRun {
  courseKey: string;
  runKey: string;
  /** Places in all; null: no limit. */
  capacity: number | null;
  /** Its first day: an offer never runs past it, and a started run offers nothing. */
  start: string;
  facts: RunMailFacts;
  /** A private run (one buyer's): never a move's target. */
  isPrivate?: boolean;
}

/** What a transaction that may free a place hands in to offer it at once. */
export interface OfferContext {
  /** The live runs (all of them, or at least the ones the change touches). */
  runs: OfferRun[];
  /** The site's origin, for the links in the mails. */
  origin: string;
  /** How long an offer runs at most (OFFER_HOURS, 48 unless set). */
  offerHours: number;
  /** How long a confirmed buyer has to choose after a move (7 days, as the review proposes). */
  moveChoiceDays?: number;
}

export type OfferKind = "place" | "move";

/** An offer or a move's choice still running, as the Runs page lists it. */
export interface RunningOffer {
  enquiryId: number;
  kind: OfferKind;
  courseKey: string;
  runKey: string;
  participants: number;
  expiresAt: string;
}
export type LinkChoice = "accept" | "decline" | "keep" | "refund";

/** What the answer page shows of an offer or a move's choice. */
export interface OfferView {
  kind: OfferKind;
  facts: RunMailFacts;
  participants: number;
  expiresAt: string;
  /** How it ended, once it has. */
  outcome: string | null;
}

export type OfferLookup =
  | { state: "open" | "used" | "expired"; offer: OfferView }
  | { state: "unknown" };

export type OfferAnswer =
  | { outcome: "done"; offer: OfferView }
  | { outcome: "used" | "expired"; offer: OfferView }
  | { outcome: "unknown" };

const purposeOf: Record<OfferKind, LinkPurpose> = { place: "offer", move: "move-choice" };
const hourMs = 60 * 60 * 1000;

/**
 * When an offer made at `at` ends: after `hours`, but never later than half
 * the time left before the run starts (close to the start, shorter), so the
 * place can still go to the next; undefined once the run has started.
 */
export function offerDeadline(at: Date, start: string, hours: number): Date | undefined {
  const startsAt = startOfAmsterdamDay(start).getTime();
  const now = at.getTime();
  if (startsAt <= now) return undefined;
  return new Date(Math.min(now + hours * hourMs, now + Math.floor((startsAt - now) / 2)));
}

interface Settings {
  at: string;
  isMailing: boolean;
}

interface WaitingRow {
  id: number;
  language: Language;
  participants: number;
  joiningSentAt: string | null;
}

interface OfferRow {
  id: number;
  enquiryId: number;
  kind: OfferKind;
  courseKey: string;
  runKey: string;
  participants: number;
  facts: string;
  expiresAt: string;
  outcome: string | null;
  tokenId: number | null;
}

/** An offer as its link finds it: ran out (by the clock or the sweep), answered, or open. */
function stateOf(row: OfferRow, token: "open" | "used" | "expired"): "open" | "used" | "expired" {
  if (row.outcome === "expired" || row.outcome === "refund-by-default") return "expired";
  if (row.outcome !== null || token === "used") return "used";
  return token;
}

/**
 * Offers, in the store's process, inside the transaction of the change that
 * calls them (run-tables.ts): a freed place is offered to the first waiting
 * enrolment that fits it whole (the place is held for it: 'offered' counts
 * against capacity), with a mail holding a link to accept or decline and a
 * deadline; an accepted offer becomes a place awaiting our confirmation, a
 * declined or expired one lapses at no cost and the place goes to the next.
 * A move's choice for a confirmed buyer is an offer of the same shape.
 */
export function openRunOffers(db: DatabaseSync, queue: (mail: QueuedMail) => void) {
  const tokens = openLinkTokens(db);
  const offerFields = `id, enquiry_id AS enquiryId, kind, course_key AS courseKey, run_key AS runKey,
    participants, facts, expires_at AS expiresAt, outcome, token_id AS tokenId`;
  const takenStatement = db.prepare(
    "SELECT coalesce(sum(participants), 0) AS taken FROM enquiries WHERE course_key = ? AND run_key = ? AND place IN ('placed', 'confirmed', 'offered')",
  );
  const waitingStatement = db.prepare(
    `SELECT id, language, coalesce(participants, 1) AS participants, joining_sent_at AS joiningSentAt
     FROM enquiries WHERE course_key = ? AND run_key = ? AND place = 'waiting' ORDER BY ${waitingOrder}`,
  );
  const stateStatement = db.prepare(
    "SELECT cancelled_at AS cancelledAt FROM run_states WHERE course_key = ? AND run_key = ?",
  );
  const setPlace = db.prepare(
    "UPDATE enquiries SET place = ?, place_version = place_version + 1, place_changed_at = ? WHERE id = ?",
  );
  // Why an answer or its absence cancels (the mails and invoices read it): an offer
  // lapses at no cost; a move's refund is ours to pay in full, as a run we cancelled.
  const recordCause = db.prepare("UPDATE enquiries SET cancel_cause = ? WHERE id = ?");
  // A move's answer settles its invoice: the refund a credit note, the new run a credit note and a new invoice.
  const ledger = openSettlingLedger(db);
  const invoiceMeta = (enquiryId: number, { at, isMailing }: Settings) =>
    ({ enquiryId, reason: "run-cancelled", at, isMailing }) as const;
  const insertOffer = db.prepare(
    `INSERT INTO run_offers (enquiry_id, kind, course_key, run_key, participants, facts, offered_at, expires_at, token_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const closeOffer = db.prepare(
    "UPDATE run_offers SET outcome = ?, answered_at = ? WHERE id = ? AND outcome IS NULL",
  );
  const runningFor = db.prepare(
    `SELECT ${offerFields} FROM run_offers WHERE enquiry_id = ? AND outcome IS NULL`,
  );
  const byToken = db.prepare(`SELECT ${offerFields} FROM run_offers WHERE token_id = ?`);
  const due = db.prepare(
    `SELECT ${offerFields} FROM run_offers WHERE outcome IS NULL AND expires_at <= ? ORDER BY expires_at, id`,
  );
  const enrolmentOf = db.prepare(
    "SELECT id, language, place, joining_sent_at AS joiningSentAt FROM enquiries WHERE id = ?",
  );

  const taken = (courseKey: string, runKey: string) =>
    Number((takenStatement.get(courseKey, runKey) as { taken: number }).taken);
  const isCancelled = (courseKey: string, runKey: string) =>
    Boolean(
      (stateStatement.get(courseKey, runKey) as { cancelledAt?: string } | undefined)?.cancelledAt,
    );
  const view = (row: OfferRow): OfferView => ({
    kind: row.kind,
    facts: JSON.parse(row.facts) as RunMailFacts,
    participants: Number(row.participants),
    expiresAt: row.expiresAt,
    outcome: row.outcome,
  });

  /** Makes one offer (or a move's choice): its token, its row, its mail with the link. */
  function offer(
    kind: OfferKind,
    row: WaitingRow,
    run: Pick<OfferRun, "courseKey" | "runKey" | "facts">,
    until: Date,
    context: OfferContext,
    settings: Settings,
  ) {
    const expiresAt = until.toISOString();
    const { token, id: tokenId } = tokens.issue(purposeOf[kind], row.id, settings.at, expiresAt);
    insertOffer.run(
      row.id,
      kind,
      run.courseKey,
      run.runKey,
      row.participants,
      JSON.stringify(run.facts),
      settings.at,
      expiresAt,
      tokenId,
    );
    const paths = linkAnswerPaths[row.language] ?? linkAnswerPaths.en;
    const path = kind === "place" ? paths.offer : paths.moveChoice;
    const mailKind: RunMailKind = kind === "place" ? "offered" : "move-choice";
    queue({
      enquiryId: row.id,
      kind: mailKind,
      facts: {
        ...run.facts,
        // The raw token lives only in this pending mail; the queue drops it once sent.
        answer: {
          until: expiresAt,
          ...(settings.isMailing && { url: `${context.origin}${path}/${token}` }),
        },
      },
      place: kind === "place" ? "offered" : "confirmed",
      joiningWasSent: row.joiningSentAt !== null,
      at: settings.at,
      isMailing: settings.isMailing,
    });
  }

  /** Offers what is free on one run to its waiting list, first that fits first; returns how many. */
  function offerFreePlaces(run: OfferRun, context: OfferContext, settings: Settings): number {
    if (isCancelled(run.courseKey, run.runKey)) return 0;
    const until = offerDeadline(new Date(settings.at), run.start, context.offerHours);
    if (!until) return 0;
    let free =
      run.capacity === null
        ? Number.POSITIVE_INFINITY
        : run.capacity - taken(run.courseKey, run.runKey);
    let offered = 0;
    if (free <= 0) return 0;
    for (const waiting of waitingStatement.all(run.courseKey, run.runKey)) {
      const row = { ...(waiting as unknown as WaitingRow) };
      row.participants = Number(row.participants);
      if (row.participants > free) continue;
      setPlace.run("offered", settings.at, row.id);
      offer("place", row, run, until, context, settings);
      free -= row.participants;
      offered++;
      if (free <= 0) break;
    }
    return offered;
  }

  function runOf(context: OfferContext, courseKey: string, runKey: string) {
    return context.runs.find((run) => run.courseKey === courseKey && run.runKey === runKey);
  }

  return {
    offerFreePlaces,

    /** After any change that may free places: every live run's free places offered. */
    offerEverywhere(
      context: OfferContext,
      settings: Settings,
      only?: { courseKey: string; runKey: string },
    ): number {
      let offered = 0;
      for (const run of context.runs) {
        if (only && (run.courseKey !== only.courseKey || run.runKey !== only.runKey)) continue;
        offered += offerFreePlaces(run, context, settings);
      }
      return offered;
    },

    /** A move's choice for a confirmed buyer now on `run`: keep the new run, or a full refund. */
    offerMoveChoice(
      row: WaitingRow,
      run: Pick<OfferRun, "courseKey" | "runKey" | "facts"> & { start?: string },
      context: OfferContext,
      settings: Settings,
    ) {
      const days = context.moveChoiceDays ?? 7;
      const until = run.start
        ? offerDeadline(new Date(settings.at), run.start, days * 24)
        : new Date(Date.parse(settings.at) + days * 24 * hourMs);
      if (until) offer("move", row, run, until, context, settings);
    },

    /** Closes an enrolment's running offer (given by hand, or withdrawn by a cancellation). */
    closeFor(enquiryId: number, outcome: "given" | "withdrawn", at: string) {
      for (const row of runningFor.all(enquiryId) as unknown as OfferRow[]) {
        closeOffer.run(outcome, at, row.id);
      }
    },

    /** Offers whose time is up: each lapses (an offer) or refunds by default (a move), then the places go on. */
    expire(settings: Settings): number {
      const expired = due.all(settings.at) as unknown as OfferRow[];
      for (const row of expired) {
        const enrolment = enrolmentOf.get(row.enquiryId) as
          | { id: number; language: Language; place: string; joiningSentAt: string | null }
          | undefined;
        closeOffer.run(row.kind === "place" ? "expired" : "refund-by-default", settings.at, row.id);
        const holds = row.kind === "place" ? "offered" : "confirmed";
        if (!enrolment || enrolment.place !== holds) continue;
        setPlace.run("cancelled", settings.at, row.enquiryId);
        recordCause.run(row.kind === "place" ? "offer-expired" : "run-cancelled", row.enquiryId);
        if (row.kind === "move") ledger.creditAll(invoiceMeta(row.enquiryId, settings));
        queue({
          enquiryId: row.enquiryId,
          kind: row.kind === "place" ? "offer-expired" : "move-refund",
          facts: JSON.parse(row.facts) as RunMailFacts,
          place: "cancelled",
          joiningWasSent: enrolment.joiningSentAt !== null,
          at: settings.at,
          isMailing: settings.isMailing,
        });
      }
      return expired.length;
    },

    /** What a link's token stands for, without acting (a plain visit changes nothing). */
    lookup(token: string, kind: OfferKind, at: string): OfferLookup {
      const found = tokens.find(token, purposeOf[kind], at);
      if (found.state === "unknown") return found;
      const row = byToken.get(found.token.id) as unknown as OfferRow | undefined;
      if (!row) return { state: "unknown" };
      return { state: stateOf(row, found.state), offer: view(row) };
    },

    /** The answer a link's button posted: once, in time, and only while the enrolment still holds it. */
    answer(
      token: string,
      kind: OfferKind,
      choice: LinkChoice,
      context: OfferContext | undefined,
      settings: Settings,
    ): OfferAnswer {
      const found = tokens.find(token, purposeOf[kind], settings.at);
      if (found.state === "unknown") return { outcome: "unknown" };
      const row = byToken.get(found.token.id) as unknown as OfferRow | undefined;
      if (!row) return { outcome: "unknown" };
      const state = stateOf(row, found.state);
      if (state !== "open") return { outcome: state, offer: view(row) };
      const enrolment = enrolmentOf.get(row.enquiryId) as
        | { id: number; language: Language; place: string; joiningSentAt: string | null }
        | undefined;
      const holds = kind === "place" ? "offered" : "confirmed";
      if (!enrolment || enrolment.place !== holds) return { outcome: "used", offer: view(row) };
      tokens.use(found.token.id, settings.at);
      const isYes = choice === "accept" || choice === "keep";
      const outcome = { accept: "accepted", decline: "declined", keep: "kept", refund: "refund" }[
        choice
      ];
      closeOffer.run(outcome, settings.at, row.id);
      if (kind === "place" && isYes) {
        setPlace.run("placed", settings.at, row.enquiryId);
      } else if (kind === "move" && isYes) {
        const to = (JSON.parse(row.facts) as RunMailFacts).to;
        ledger.moveTo(
          (invoice) =>
            to?.start
              ? { label: to.label[invoice.language], start: to.start, end: to.end ?? to.start }
              : undefined,
          { ...invoiceMeta(row.enquiryId, settings), reason: "moved" },
        );
      } else if (!isYes) {
        if (kind === "move") ledger.creditAll(invoiceMeta(row.enquiryId, settings));
        setPlace.run("cancelled", settings.at, row.enquiryId);
        recordCause.run(kind === "place" ? "declined" : "run-cancelled", row.enquiryId);
        if (kind === "move") {
          queue({
            enquiryId: row.enquiryId,
            kind: "move-refund",
            facts: JSON.parse(row.facts) as RunMailFacts,
            place: "cancelled",
            joiningWasSent: enrolment.joiningSentAt !== null,
            at: settings.at,
            isMailing: settings.isMailing,
          });
        }
        const run = context && runOf(context, row.courseKey, row.runKey);
        if (context && run) offerFreePlaces(run, context, settings);
      }
      return { outcome: "done", offer: { ...view(row), outcome } };
    },

    /** The offers running now, for the Runs page. */
    running(): RunningOffer[] {
      return db
        .prepare(
          `SELECT enquiry_id AS enquiryId, kind, course_key AS courseKey, run_key AS runKey, participants, expires_at AS expiresAt
           FROM run_offers WHERE outcome IS NULL ORDER BY expires_at, id`,
        )
        .all()
        .map((row) => ({
          ...(row as unknown as RunningOffer),
          enquiryId: Number(row.enquiryId),
          participants: Number(row.participants),
        }));
    },
  };
}

export type RunOffers = ReturnType<typeof openRunOffers>;
