import type { Language } from "#src/i18n/languages.ts";
import type { RunMailFacts } from "#server/mail/run-mails.ts";
import type { WithdrawalAckFacts } from "#server/mail/withdrawal-mails.ts";
import type { EnrolmentView } from "./enrolment-view.ts";
import type { OfferContext } from "./run-offers.ts";

/** What the receipt's link stands for now (withdrawal-tables.ts). */
export type EnrolmentPageLookup =
  | { state: "unknown" }
  /** The run has started and nothing is left to do here, or the enrolment ended. */
  | { state: "expired"; language: Language }
  | { state: "open"; view: EnrolmentView };

/** A withdrawal as the server asks for it: the live catalogue's facts and runs for the cancel. */
export interface WithdrawalChange {
  at: string;
  isMailing: boolean;
  /** What the cancellation mail says (the live catalogue's course and run). */
  facts: RunMailFacts;
  /** The live runs: the place freed is offered to the waiting list in the same transaction. */
  offers?: OfferContext;
}

export type WithdrawalOutcome =
  | { outcome: "unknown" }
  | { outcome: "expired" | "not-consumer" | "cancelled"; language: Language }
  | { outcome: "ended"; endedOn: string; language: Language }
  /** A statement took effect before: its moment. */
  | { outcome: "already"; receivedAt: string; language: Language }
  | {
      outcome: "done";
      receivedAt: string;
      /** withdrawn, free (no contract yet), started (the part given owed) or unrequested (not owed). */
      kind: "withdrawn" | "free" | "started" | "unrequested";
      language: Language;
      /** What the acknowledgement says, the money's figures with it. */
      ack: WithdrawalAckFacts;
      /** The credit notes it issued (their ids), to be rendered. */
      documents?: number[];
    };

/** A statement from the public withdrawal page, as given. */
export interface PublicStatement {
  at: string;
  language: Language;
  name: string;
  email: string;
  number: string;
  isMailing: boolean;
  /** The confirmation link's address without its token ("https://…/withdraw"). */
  linkBase: string;
}

/** What a public statement's confirmation link stands for. */
export type StatementLink =
  | { state: "unknown" }
  /** Confirmed already (`withdrawnAt`), handled by the owner, or run out. */
  | { state: "used"; language: Language; receivedAt: string; withdrawnAt: string | null }
  | { state: "open"; language: Language; receivedAt: string; view: EnrolmentView };

/** A statement the Runs page lists until it took effect or the owner handled it. */
export interface WithdrawalStatement {
  id: number;
  source: "enrolment-page" | "public-page";
  receivedAt: string;
  language: Language;
  name: string;
  email: string;
  number: string;
  enquiryId: number | null;
}
