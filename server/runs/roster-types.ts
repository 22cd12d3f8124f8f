import type { Language } from "#src/i18n/languages.ts";
import type { CancellationCause } from "#src/training/cancellation-terms.ts";
import type { CourseDays } from "#src/training/course-days-given.ts";
import type { Place } from "#server/enquiries/run-places.ts";
import type { RunMailFacts, RunMailKind } from "#server/mail/run-mails.ts";
import type { OfferContext } from "./run-offers.ts";
import type { VatSetting } from "#src/training/course-format.ts";
import type { Seller } from "#server/invoices/invoice-snapshot.ts";
import type { VatIdVerdict } from "#server/invoices/place-of-supply.ts";

/**
 * What the Runs tables (run-tables.ts) answer and take, shared by the store's
 * process and the server: a run's enrolments and counts, and the
 * coordinator's changes, to one enrolment (from the version shown) or to a
 * whole run.
 */

/** One enrolment on a run, as the roster shows it. */
export interface RosterRow {
  id: number;
  receivedAt: string;
  language: Language;
  name: string;
  email: string;
  phone: string;
  /** The remarks. */
  message: string;
  /** The enrolment record (server/mail/enrolment-mails.ts) as JSON. */
  details: string | null;
  courseKey: string;
  runKey: string;
  participants: number;
  /** Null for a run without a date until it is confirmed or cancelled. */
  place: Place | null;
  placeVersion: number;
  placeChangedAt: string | null;
  joiningSentAt: string | null;
  /** Why it was cancelled (null for any other place, or cancelled before causes were recorded). */
  cancelCause?: CancellationCause | null;
  /** The day its cancellation reached us (migration 13); null before, or not cancelled. */
  cancelReceivedOn?: string | null;
  /**
   * A consumer's cancellation at a charge (review 3, M7): the terms' percentage, the most they
   * pay; invoiced after the start at the amount the owner confirms. Null for any other.
   */
  chargeCeilingPercent?: number | null;
  /** When the owner confirmed that charge; null while it waits. */
  chargeDecidedAt?: string | null;
  /** When its confirmation was queued (the withdrawal period counts from that day); null if never. */
  confirmedAt?: string | null;
  /** The newest run mail to this enrolment and where it stands (pending, sent, off). */
  lastMailKind: RunMailKind | null;
  lastMailStatus: "pending" | "sent" | "off" | null;
  /**
   * Its participants by position as JSON, `[{ name, email, position, attendance }]` (null where
   * not named, given or marked).
   */
  participantList?: string;
}

/** A run guaranteed by reaching its minimum (run-minimum.ts): its numbers then, and how many were told. */
export interface MinimumReached {
  confirmed: number;
  minimum: number;
  mailed: number;
}

/** What the back office set on a run (run_states). */
export interface RunState {
  guaranteedAt: string | null;
  cancelledAt: string | null;
  movedTo: string | null;
}

/** A run's counts: participants, not enrolments, where places are concerned. */
export interface RunSummary {
  courseKey: string;
  runKey: string;
  /** Participants holding a place (placed, confirmed, or offered: held for a waiting enrolment). */
  taken: number;
  confirmed: number;
  /** Participants whose offer of a freed place is running; absent when none. */
  offered?: number;
  /** Participants on the waiting list, and the enrolments they came in. */
  waiting: number;
  waitingEnrolments: number;
  /** Enrolments of a run without a date that nobody confirmed or cancelled yet. */
  unanswered: number;
  /** Every enrolment on it, cancelled ones included. */
  enrolments: number;
}

export interface RunOverview {
  runs: RunSummary[];
  states: (RunState & { courseKey: string; runKey: string })[];
  /** Runs the nightly job flagged below their minimum on their decision date (run-minimum.ts). */
  flags?: { courseKey: string; runKey: string; flaggedAt: string }[];
}

/**
 * What issuing an invoice needs besides the enrolment: our details and VAT
 * setting from the live release, and the numbers' prefix. Handed in by the
 * back office with each change; absent (a release whose company details are
 * still placeholders, older callers) nothing is invoiced on confirmation.
 */
export interface InvoicingContext {
  seller: Seller;
  vat: VatSetting;
  numberPrefix?: string;
  /**
   * What VIES said of this enrolment's VAT ID, asked by the server just
   * before (never the store's process), with the owner's choice of Dutch VAT
   * when it did not confirm it. Without it, no reverse charge is issued.
   */
  vatIdCheck?: VatIdVerdict;
}

/** Why a confirmed enrolment gets no invoice of its own (the roster says so). */
export type NoInvoiceReason = "request" | "no-fee" | "private-run";

/** What the coordinator does to one enrolment. */
export type PlaceAction = "confirm" | "place" | "cancel";

export interface PlaceChange {
  id: number;
  /** The place_version the coordinator was shown. */
  version: number;
  action: PlaceAction;
  at: string;
  isMailing: boolean;
  /** For "cancel": why (cancellation-terms.ts); without it, the cause the place suggests. */
  cause?: CancellationCause;
  /**
   * For "cancel": the day it reached us ("YYYY-MM-DD", Amsterdam; review 3, M5), not after the
   * day of `at` nor before the enrolment arrived; without it, the day of `at`. The terms' charge,
   * the withdrawal period and the refund's deadline all count from it.
   */
  receivedOn?: string;
  /**
   * For a withdrawal after the start at the consumer's express request (withdrawal-tables.ts):
   * the course days given before it reached us, invoiced pro rata (6:230s lid 4 BW).
   */
  partGiven?: CourseDays;
  /** The withdrawal function's own acknowledgement says it all: no cancellation mail besides. */
  isAcknowledged?: boolean;
  /** The run's places in all, from the live catalogue (for "place"); null: no limit. */
  capacity: number | null;
  /** What the mail says (the live catalogue's course and run). */
  facts: RunMailFacts;
  /** The live runs: a place this change frees is offered in the same transaction. */
  offers?: OfferContext;
  /** Our details for invoices: a confirmation issues its invoice in the same transaction. */
  invoicing?: InvoicingContext;
}

export type PlaceChangeOutcome =
  | {
      outcome: "done";
      enrolment: RosterRow;
      /** The invoices and credit notes it issued (their ids), to be rendered. */
      documents?: number[];
      /** A confirmation that issued no invoice, and why. */
      noInvoice?: NoInvoiceReason;
      /** The confirmation reached the run's minimum: the run is guaranteed now. */
      guaranteed?: MinimumReached;
    }
  | { outcome: "gone" }
  /** Someone changed it since the coordinator saw it: nothing was done. */
  | { outcome: "changed"; enrolment: RosterRow }
  /** Not from this place, its run is cancelled, or (for "place") too few places are free. */
  | {
      outcome: "refused";
      reason: "state" | "run-cancelled" | "full" | "cause" | "invoice" | "received-on";
      enrolment: RosterRow;
      free?: number;
      /** "invoice": why its invoice cannot be issued (an incomplete address, a VAT ID that fails). */
      problems?: string[];
    };

/** What the coordinator does to a whole run. */
export interface RunChange {
  courseKey: string;
  runKey: string;
  at: string;
  isMailing: boolean;
  facts: RunMailFacts;
  /** The live runs: places this change frees are offered, and a move's choices made, in its transaction. */
  offers?: OfferContext;
}

/** A move of a run's enrolments to another run of the course. */
export interface RunMove extends RunChange {
  toKey: string;
  toCapacity: number | null;
}

export type RunChangeOutcome =
  | {
      outcome: "done";
      mailed: number;
      placed?: number;
      waiting?: number;
      /** A move whose confirmed participants reached the target's minimum: guaranteed now. */
      guaranteed?: MinimumReached;
    }
  /** Already done by someone (or not possible in the run's state): nothing changed. */
  | { outcome: "unchanged"; state: RunState }
  | { outcome: "refused"; reason: "target-cancelled" | "same-run" }
  /** The target cannot hold the confirmed participants: `confirmed` needed, `free` there. */
  | { outcome: "refused"; reason: "too-small"; confirmed: number; free: number };
