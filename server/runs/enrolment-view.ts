import type { Language } from "#src/i18n/languages.ts";
import type { CancellationCause } from "#src/training/cancellation-terms.ts";
import type { WithdrawalWindow } from "#src/training/withdrawal-window.ts";
import type { DatabaseSync, StatementSync } from "node:sqlite";
import { refundDueBy } from "#src/training/cancellation-terms.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { enrolmentNumber, withdrawalWindow } from "#src/training/withdrawal-window.ts";
import { accountFields, asAccount } from "#server/payments/ledger.ts";
import { type EnrolmentRecord, hasExpressRequest } from "#server/mail/enrolment-mails.ts";
import type { WithdrawalAckFacts } from "#server/mail/withdrawal-mails.ts";
import type { LinkedParticipant } from "./participant-links.ts";
import { isPrivateBuyer } from "./roster-rows.ts";
import type { RosterRow } from "./roster-types.ts";

/** An invoice or credit note as the buyer's page lists it, with where it stands in the ledger. */
export interface EnrolmentDocument {
  number: string;
  kind: "invoice" | "credit-note";
  issueDate: string;
  /** Its total incl. VAT, in integer cents (a credit note's as printed). */
  inclVat: number;
  /** Money in less money out on it, in cents. */
  paid: number;
  /** An invoice: paid, open (something still asked) or credited in full; or a credit note. */
  status: "paid" | "open" | "credited" | "credit-note";
}

/**
 * One enrolment as its buyer's page shows it (server/site-routes/enrolment-page.tsx):
 * what was booked, who comes, the invoices and what the buyer may do today.
 */
export interface EnrolmentView {
  id: number;
  /** "E-<n>", as the receipt, the confirmation and the invoice print it. */
  number: string;
  language: Language;
  courseKey: string;
  runKey: string;
  courseTitle: string;
  runLabel: string;
  runStart?: string;
  place: string | null;
  cancelCause: CancellationCause | null;
  /** The booker's name and address, as enrolled. */
  name: string;
  email: string;
  participants: LinkedParticipant[];
  /** Before the start and not cancelled: the participants' names may still change here. */
  canEditParticipants: boolean;
  documents: EnrolmentDocument[];
  /** What was paid on its invoices, in cents. */
  paidCents: number;
  /** "YYYY-MM-DD": a withdrawal today is refunded by then (14 days). */
  refundBy: string;
  /** Whether, and until when, the consumer may withdraw today. */
  window: WithdrawalWindow;
  /** The statement of withdrawal that took effect (or awaits the owner), if one reached us. */
  withdrawal?: {
    receivedAt: string;
    isWithdrawn: boolean;
    /** "YYYY-MM-DD": 14 days after it reached us. */
    refundBy: string;
    /** What its acknowledgement said, the money with it. */
    ack?: WithdrawalAckFacts;
  };
  /** A consumer's express request to start within the period is on record (6:230s lid 5 BW). */
  isExpressRequested: boolean;
}

/**
 * An enrolment as its page shows it, from its row, its documents with the
 * ledger's money on them, and `firstStatement` (the withdrawal that took
 * effect, withdrawal-tables.ts), on the day of `at`. In the store's process.
 */
export function openEnrolmentViews(db: DatabaseSync, firstStatement: StatementSync) {
  const documentsOf = db.prepare(
    `SELECT ${accountFields} FROM invoices i WHERE i.enquiry_id = ? ORDER BY i.id`,
  );

  function documents(enquiryId: number): EnrolmentDocument[] {
    return documentsOf.all(enquiryId).map((row) => {
      const account = asAccount(row);
      const isCredited = account.kind === "invoice" && account.credited >= account.inclVat;
      const open = account.inclVat - account.credited - account.paid;
      return {
        number: account.number,
        kind: account.kind,
        issueDate: account.issueDate,
        inclVat: account.inclVat,
        paid: account.paid,
        status:
          account.kind !== "invoice"
            ? "credit-note"
            : isCredited
              ? "credited"
              : open <= 0
                ? "paid"
                : "open",
      } as EnrolmentDocument;
    });
  }

  function windowOf(row: RosterRow, day: string): WithdrawalWindow {
    const record = JSON.parse(row.details ?? "{}") as { run?: { start?: string; end?: string } };
    return withdrawalWindow({
      isPrivate: isPrivateBuyer(row),
      place: row.place,
      ...(row.confirmedAt && { confirmedOn: todayInAmsterdam(new Date(row.confirmedAt)) }),
      ...(record.run?.start && { runStart: record.run.start }),
      ...(record.run?.end && { runEnd: record.run.end }),
      day,
    });
  }

  function viewOf(row: RosterRow, at: string, canEditParticipants: boolean): EnrolmentView {
    const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord> & {
      course?: { title?: string };
      run?: { label?: string; start?: string; end?: string };
    };
    const first = firstStatement.get(row.id) as
      | { receivedAt: string; withdrawnAt: string | null; facts: string }
      | undefined;
    const paid = documents(row.id).reduce(
      (sum, each) => sum + (each.kind === "invoice" ? each.paid : 0),
      0,
    );
    return {
      id: row.id,
      number: enrolmentNumber(row.id),
      language: row.language,
      courseKey: row.courseKey,
      runKey: row.runKey,
      courseTitle: record.course?.title ?? row.courseKey,
      runLabel: record.run?.label ?? row.runKey,
      ...(record.run?.start && { runStart: record.run.start }),
      place: row.place,
      cancelCause: row.cancelCause ?? null,
      name: row.name,
      email: row.email,
      participants: (
        JSON.parse(row.participantList ?? "[]") as {
          name: string | null;
          email: string | null;
          position: number;
        }[]
      ).map((each) => ({
        position: Number(each.position),
        name: each.name ?? "",
        email: each.email ?? "",
      })),
      canEditParticipants,
      documents: documents(row.id),
      paidCents: paid,
      refundBy: refundDueBy(todayInAmsterdam(new Date(at))),
      window: windowOf(row, todayInAmsterdam(new Date(at))),
      isExpressRequested: hasExpressRequest(record),
      ...(first && {
        withdrawal: {
          receivedAt: first.receivedAt,
          isWithdrawn: first.withdrawnAt !== null,
          refundBy: refundDueBy(todayInAmsterdam(new Date(first.receivedAt))),
          ...(first.withdrawnAt && { ack: JSON.parse(first.facts) as WithdrawalAckFacts }),
        },
      }),
    } as EnrolmentView;
  }

  return { viewOf, windowOf };
}
