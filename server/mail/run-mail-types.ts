import type { CompanyIdentity } from "#src/content/company-identity.ts";
import type { Language } from "#src/i18n/languages.ts";
import type { CancellationFacts } from "./cancellation-lines.ts";
import type { EnrolmentRecord } from "./enrolment-mails.ts";

/**
 * What a mail about a run tells a participant, each sent from the back
 * office's Runs page or the daily joining-details job (server/runs/):
 * - confirmed: the confirmation that makes the enrollment definitive;
 * - placed: a place came free and is theirs (off the waiting list);
 * - cancelled: their enrollment is cancelled, with what that means for the
 *   money by its cause (a withdrawal, the buyer's own, ours, unconfirmed…);
 * - guaranteed: the run goes ahead;
 * - run-cancelled: the run is cancelled, with the choice the terms give and
 *   the refund when they do not choose (to its waiting list: nothing owed);
 * - moved: the run moved to other dates, with their place on it;
 * - joining: the joining details, a few days before the start;
 * - offered: a freed place is held for them, to accept or decline by a link before a deadline;
 * - offer-expired: the offer ran out unanswered, and the enrollment lapsed at no cost;
 * - move-choice: a confirmed buyer's run moved: the new run or a full refund, by a link;
 * - move-refund: they chose the refund (or did not answer in time);
 * - address-changed: to a participant's earlier address only, replaced on the receipt's link;
 * - private-run-changed: a private run's days, times or place changed (issue 45), to its booker
 *   and each participant with an address (run-mailer.ts): the old and the new, nothing of money.
 */
export const runMailKinds = [
  "confirmed",
  "placed",
  "cancelled",
  "guaranteed",
  "run-cancelled",
  "moved",
  "joining",
  "offered",
  "offer-expired",
  "move-choice",
  "move-refund",
  "address-changed",
  "private-run-changed",
] as const;
export type RunMailKind = (typeof runMailKinds)[number];

/** A run as its mails name it: the live catalogue's, when the action was taken. */
export interface MailRun {
  key: string;
  /** "1–3 March 2027, classroom, Veldhoven", in each language. */
  label: Record<Language, string>;
  /** Absent for a run without a date ("no date yet", "in-company"). */
  start?: string;
  end?: string;
  mode?: "classroom" | "online" | "in-company";
  location?: string;
  /** The course file's hours, e.g. "09:00–17:00". */
  times?: string;
  /**
   * Below its minimum, not yet guaranteed: the minimum and the day we decide by (the live
   * catalogue's). The store drops it from a mail once the run is guaranteed.
   */
  decision?: { minimum: number; by: string };
  /** A private run (issue 45 point 4): the number of the quote it was agreed in. */
  privateQuote?: string;
}

/**
 * What an action hands the mails of everyone it concerns, in every language
 * (each participant reads their own), stored with each mail until it is sent.
 */
export interface RunMailFacts {
  /** The course's title in each language. */
  course: Record<Language, string>;
  /** The run the mail is about (for "moved", "private-run-changed": as it was). */
  run: MailRun;
  /** "moved": the run the participants are on now; "private-run-changed": the run as it is now. */
  to?: MailRun;
  /** "moved": the buyer moved their own enrolment (issue 44 point 3), not we the run. */
  isByBuyer?: boolean;
  /** "run-cancelled": the course's other runs still offered. */
  otherRuns?: Record<Language, string>[];
  /** "joining": what to bring, if the course file says. */
  bring?: Record<Language, string[]>;
  /** "cancelled": why, and on which day (added by the store with the cause it recorded). */
  cancellation?: CancellationFacts;
  /**
   * "offered", "move-choice": until when (ISO time) and the link that answers
   * (the store drops the link once the mail is sent; absent with e-mail off).
   */
  answer?: { until: string; url?: string };
  /** "address-changed": the participant's position and earlier address (its only recipient). */
  formerAddress?: { address?: string; position: number };
}

/** A run mail the outbox has claimed, with the enrolment it goes to. */
export interface RunMailJob {
  id: number;
  attempts: number;
  leaseUntil: string;
  kind: RunMailKind;
  /** RunMailFacts as JSON. */
  facts: string;
  /** The enrolment's place once the action was done ("waiting" after a move to a fuller run). */
  place: string | null;
  /** The joining details had gone out before the action (a move or cancellation voids them). */
  joiningWasSent: boolean;
  enquiryId: number;
  email: string;
  /** The enrolment's language: the mail's. */
  language: Language;
  /** The enrolment record (enrolment-mails.ts) as JSON. */
  details: string | null;
  participants: number | null;
  /**
   * The e-mail addresses of its participants who gave one other than the booker's, as a JSON
   * array: the joining details go to them too (run-mailer.ts).
   */
  participantEmails?: string | null;
}

/** What every run mail's body is made from. */
export interface BodyInput {
  job: RunMailJob;
  facts: RunMailFacts;
  record: Partial<EnrolmentRecord>;
  lang: Language;
  now: Date;
  /** Who we are: a private buyer's confirmation names the withdrawal function's address from it. */
  identity?: CompanyIdentity;
}

export interface Body {
  lines: string[];
  /** After the sign-off: the terms and the withdrawal form a confirmation carries. */
  enclosures?: string[];
}
