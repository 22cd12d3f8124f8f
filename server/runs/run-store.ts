import type { OutboxStore } from "#server/mail/outbox.ts";
import type { BuyerLinkLookup, EnrolmentMove, EnrolmentMoveOutcome } from "./buyer-changes.ts";
import type { CancellationChargeChange, CancellationChargeOutcome } from "./cancellation-charge.ts";
import type { RunMailJob } from "#server/mail/run-mails.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import type {
  AttendanceChange,
  AttendanceOutcome,
  ParticipantRename,
  RenameOutcome,
} from "./attendance-tables.ts";
import type { OfferChange } from "./run-offer-tables.ts";
import type { RunMethods } from "./run-tables.ts";
import type { PrivateRun } from "#src/training/private-runs.ts";
import type {
  PrivateRunCreation,
  PrivateRunEdit,
  PrivateRunOutcome,
} from "./private-run-tables.ts";
import type { DecisionChange, DecisionOutcome } from "./run-minimum.ts";
import type { DecisionAlertJob } from "#server/mail/decision-mails.ts";
import type { ParticipantCountChange, ParticipantCountOutcome } from "./participant-count.ts";
import type {
  LinkedParticipant,
  ParticipantLinkLookup,
  ParticipantLinkOutcome,
} from "./participant-links.ts";
import type { AddressChange, AddressOutcome } from "./run-address.ts";
import type { WithdrawalAckJob } from "#server/mail/withdrawal-mails.ts";
import type {
  EnrolmentPageLookup,
  PublicStatement,
  StatementLink,
  WithdrawalChange,
  WithdrawalOutcome,
  WithdrawalStatement,
} from "./withdrawal-types.ts";
import type { ExpressRequestChange, ExpressRequestOutcome } from "./express-request.ts";
import type {
  LinkChoice,
  OfferAnswer,
  OfferContext,
  OfferKind,
  OfferLookup,
  RunningOffer,
} from "./run-offers.ts";
import type {
  PlaceChange,
  PlaceChangeOutcome,
  RosterRow,
  RunChange,
  RunChangeOutcome,
  RunMove,
  RunOverview,
  RunState,
} from "./roster-types.ts";

/**
 * The Runs tables, as the module the store's process imports
 * (server/store/store.ts), after the enquiry tables whose rows they change;
 * the invoices their changes issue are served by the invoices' own module
 * (server/invoices/invoice-store.ts's `invoiceTables`), handed in beside it.
 */
export const runTables = new URL("./run-tables.ts", import.meta.url).href;

/** A change as the server asks for it: whether it is mailed is the store's setting. */
type Asked<T> = T extends unknown ? Omit<T, "isMailing"> : never;

/**
 * The Runs tables as the server sees them (run-tables.ts, each call in the
 * store's process). `isMailing`: e-mail is on, so a change's mails are
 * queued to be sent; off, they are stored as "off" and never sent.
 */
export function runStore(store: Pick<Store, "call">, options: { isMailing?: boolean } = {}) {
  const tables = tablesOf<RunMethods>(store);
  const isMailing = options.isMailing ?? false;
  const outbox: OutboxStore<RunMailJob> = {
    claimDueMails(now, leaseMs, limit = 1) {
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      return tables.claimDueRunMails(now.toISOString(), leaseUntil, limit);
    },
    renewMailLease(id, heldUntil, leaseUntil) {
      return tables.renewRunMailLease(id, heldUntil, leaseUntil.toISOString());
    },
    markMailSent(id, at = new Date()) {
      return tables.markRunMailSent(id, at.toISOString());
    },
    markMailFailed(id, nextAttemptAt) {
      return tables.markRunMailFailed(id, nextAttemptAt.toISOString());
    },
    pendingMailCount() {
      return tables.pendingRunMailCount();
    },
  };
  const decisionAlerts: OutboxStore<DecisionAlertJob> = {
    claimDueMails(now, leaseMs, limit = 1) {
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      return tables.claimDueDecisionAlerts(now.toISOString(), leaseUntil, limit);
    },
    renewMailLease(id, heldUntil, leaseUntil) {
      return tables.renewDecisionAlertLease(id, heldUntil, leaseUntil.toISOString());
    },
    markMailSent(id, at = new Date()) {
      return tables.markDecisionAlertSent(id, at.toISOString());
    },
    markMailFailed(id, nextAttemptAt) {
      return tables.markDecisionAlertFailed(id, nextAttemptAt.toISOString());
    },
    pendingMailCount() {
      return tables.pendingDecisionAlertCount();
    },
  };
  const withdrawalAcks: OutboxStore<WithdrawalAckJob> = {
    claimDueMails(now, leaseMs, limit = 1) {
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      return tables.claimDueWithdrawalAcks(now.toISOString(), leaseUntil, limit);
    },
    renewMailLease(id, heldUntil, leaseUntil) {
      return tables.renewWithdrawalAckLease(id, heldUntil, leaseUntil.toISOString());
    },
    markMailSent(id, at = new Date()) {
      return tables.markWithdrawalAckSent(id, at.toISOString());
    },
    markMailFailed(id, nextAttemptAt) {
      return tables.markWithdrawalAckFailed(id, nextAttemptAt.toISOString());
    },
    pendingMailCount() {
      return tables.pendingWithdrawalAckCount();
    },
  };
  return {
    isMailing,
    runOverview(): Promise<RunOverview> {
      return tables.runOverview();
    },
    runRoster(courseKey: string, runKey: string): Promise<{ rows: RosterRow[]; state: RunState }> {
      return tables.runRoster(courseKey, runKey);
    },
    runEnrolment(id: number): Promise<RosterRow | undefined> {
      return tables.runEnrolment(id);
    },
    changePlace(change: Asked<PlaceChange>): Promise<PlaceChangeOutcome> {
      return tables.changePlace({ ...change, isMailing });
    },
    guaranteeRun(change: Asked<RunChange>): Promise<RunChangeOutcome> {
      return tables.guaranteeRun({ ...change, isMailing });
    },
    cancelRun(change: Asked<RunChange>): Promise<RunChangeOutcome> {
      return tables.cancelRun({ ...change, isMailing });
    },
    moveRun(change: Asked<RunMove>): Promise<RunChangeOutcome> {
      return tables.moveRun({ ...change, isMailing });
    },
    /** Queues the joining details for those on the run who have not had them; resolves with how many. */
    queueJoiningDetails(change: Asked<RunChange>): Promise<number> {
      return tables.queueJoiningDetails({ ...change, isMailing });
    },
    /** Expired offers lapse, free places are offered (run-offer-tables.ts). */
    recomputeOffers(change: Asked<OfferChange>): Promise<{ expired: number; offered: number }> {
      return tables.recomputeOffers({ ...change, isMailing });
    },
    /** What an offer's or a move's link stands for; changes nothing. */
    offerLookup(token: string, kind: OfferKind, at: string): Promise<OfferLookup> {
      return tables.offerLookup(token, kind, at);
    },
    answerOffer(
      answer: Asked<OfferChange> & { token: string; kind: OfferKind; choice: LinkChoice },
    ): Promise<OfferAnswer> {
      return tables.answerOffer({ ...answer, isMailing });
    },
    /** An enrolment's invoice address completed on the roster, before its confirmation. */
    completeAddress(change: AddressChange): Promise<AddressOutcome> {
      return tables.completeAddress(change);
    },
    /** A participant's attendance mark, saved at once (attendance-tables.ts). */
    markAttendance(change: AttendanceChange): Promise<AttendanceOutcome> {
      return tables.markAttendance(change);
    },
    /** A substitute in a participant's place (attendance-tables.ts). */
    renameParticipant(change: ParticipantRename): Promise<RenameOutcome> {
      return tables.renameParticipant(change);
    },
    /** One participant more (capacity decided, extra invoice) or fewer (credit note): participant-count.ts. */
    changeParticipantCount(
      change: Asked<ParticipantCountChange>,
    ): Promise<ParticipantCountOutcome> {
      return tables.changeParticipantCount({ ...change, isMailing });
    },
    /** What the participants' link in a receipt stands for; changes nothing (participant-links.ts). */
    participantLinkLookup(token: string, at: string): Promise<ParticipantLinkLookup> {
      return tables.participantLinkLookup(token, at);
    },
    saveLinkedParticipants(
      token: string,
      at: string,
      participants: LinkedParticipant[],
    ): Promise<ParticipantLinkOutcome> {
      return tables.saveLinkedParticipants(token, at, participants, isMailing);
    },
    /** A consumer's express request, received by e-mail and recorded on the roster (express-request.ts). */
    recordExpressRequest(change: ExpressRequestChange): Promise<ExpressRequestOutcome> {
      return tables.recordExpressRequest(change);
    },
    /** A consumer's cancellation charge, confirmed after the start (cancellation-charge.ts; M7). */
    confirmCancellationCharge(
      change: Asked<CancellationChargeChange>,
    ): Promise<CancellationChargeOutcome> {
      return tables.confirmCancellationCharge({ ...change, isMailing });
    },
    /** The enrolment behind a buyer's link and the course's runs a move may take (buyer-changes.ts). */
    buyerLinkLookup(
      token: string,
      at: string,
      context: Pick<OfferContext, "runs">,
    ): Promise<BuyerLinkLookup> {
      return tables.buyerLinkLookup(token, at, context);
    },
    /** The buyer's move of their own enrolment to another run of the course (buyer-changes.ts). */
    moveEnrolment(change: Asked<EnrolmentMove>): Promise<EnrolmentMoveOutcome> {
      return tables.moveEnrolment({ ...change, isMailing });
    },
    runningOffers(): Promise<RunningOffer[]> {
      return tables.runningOffers();
    },
    /** The nightly question about a run with a minimum: guaranteed, flagged once, or nothing (run-minimum.ts). */
    decideRun(change: Asked<DecisionChange>): Promise<DecisionOutcome> {
      return tables.decideRun({ ...change, isMailing });
    },
    /** The owner's alerts about runs below their minimum, as their outbox reads them. */
    decisionAlerts,
    /** The buyer's enrolment page behind the receipt's link; changes nothing (withdrawal-tables.ts). */
    enrolmentPageLookup(token: string, at: string): Promise<EnrolmentPageLookup> {
      return tables.enrolmentPageLookup(token, at);
    },
    /** A consumer's withdrawal confirmed on their enrolment's page. */
    withdrawOnPage(
      change: Asked<WithdrawalChange> & { token: string },
    ): Promise<WithdrawalOutcome> {
      return tables.withdrawOnPage({ ...change, isMailing });
    },
    /** A statement from the public withdrawal page: recorded and acknowledged, whatever it names. */
    recordWithdrawalStatement(statement: Omit<PublicStatement, "isMailing">): Promise<void> {
      return tables.recordWithdrawalStatement({ ...statement, isMailing });
    },
    statementLinkLookup(token: string, at: string): Promise<StatementLink> {
      return tables.statementLinkLookup(token, at);
    },
    confirmWithdrawalStatement(
      change: Asked<WithdrawalChange> & { token: string },
    ): Promise<WithdrawalOutcome> {
      return tables.confirmWithdrawalStatement({ ...change, isMailing });
    },
    /** Statements the owner still has to match or settle (the Runs page). */
    openWithdrawalStatements(): Promise<WithdrawalStatement[]> {
      return tables.openWithdrawalStatements();
    },
    markWithdrawalHandled(change: { id: number; at: string; by: string }): Promise<boolean> {
      return tables.markWithdrawalHandled(change);
    },
    /** The acknowledgements of withdrawal, as their outbox reads them. */
    withdrawalAcks,
    /** Every private run (issue 45 point 4: private-run-tables.ts). */
    privateRuns(): Promise<PrivateRun[]> {
      return tables.privateRuns();
    },
    /** A private run from an accepted quote, with its buyer's enrolment, in one transaction. */
    createPrivateRun(creation: Asked<PrivateRunCreation>): Promise<PrivateRunOutcome> {
      return tables.createPrivateRun({ ...creation, isMailing });
    },
    /** A private run's days, times, place or number changed, until it starts; the first three told. */
    editPrivateRun(change: Asked<PrivateRunEdit>): Promise<PrivateRunOutcome> {
      return tables.editPrivateRun({ ...change, isMailing });
    },
    /** The run mails' queue, as the outbox reads it (server/mail/outbox.ts). */
    outbox,
  };
}

export type RunStore = ReturnType<typeof runStore>;
