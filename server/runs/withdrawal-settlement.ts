import type { StatementSync } from "node:sqlite";
import { enrolmentTotalCents } from "#src/training/cancellation-terms.ts";
import { type CourseDays, courseDaysGiven, proRataCents } from "#src/training/course-days-given.ts";
import { type Cents, cents } from "#src/money/money.ts";
import { type EnrolmentRecord, hasExpressRequest } from "#server/mail/enrolment-mails.ts";
import { readEnrolmentPrice } from "#server/mail/enrolment-price.ts";
import type { MailRun } from "#server/mail/run-mails.ts";
import type { RosterRow } from "./roster-types.ts";

/**
 * A consumer's withdrawal after the start (withdrawal-tables.ts): whether the
 * express request is on record (6:230s lid 5 BW: without it nothing is owed),
 * and then the course days given before the statement reached us, from the
 * live catalogue's run (its days and times), else the record's dates.
 */
export function partOwed(
  row: Pick<RosterRow, "details">,
  live: MailRun,
  isStarted: boolean,
  receivedAt: string,
): { isRequested: boolean; part?: CourseDays } {
  const record = recordOf(row);
  const isRequested = hasExpressRequest(record);
  const run = live.start ? live : record.run;
  if (!isStarted || !isRequested || !run?.start) return { isRequested };
  const times = "times" in run && typeof run.times === "string" ? { times: run.times } : {};
  return {
    isRequested,
    part: courseDaysGiven(
      { start: run.start, ...(run.end && { end: run.end }), ...times },
      receivedAt,
    ),
  };
}

/**
 * What the part given costs: the invoice the cancel issued for it
 * (`chargedOf`: the sum incl. VAT of the invoices among `documents`), or,
 * when nothing was invoiced (no invoicing yet), the record's total pro rata.
 */
export function owedFor(
  row: Pick<RosterRow, "details" | "participants">,
  part: CourseDays,
  documents: number[] | undefined,
  chargedOf: StatementSync,
): Cents {
  if (documents && documents.length > 0) {
    return cents(Number((chargedOf.get(JSON.stringify(documents)) as { owed: number }).owed));
  }
  const total = enrolmentTotalCents(readEnrolmentPrice(recordOf(row)), row.participants);
  return total ? proRataCents(total.inclVatCents, part) : cents(0);
}

function recordOf(row: Pick<RosterRow, "details">): Partial<EnrolmentRecord> {
  try {
    return JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
  } catch {
    return {};
  }
}
