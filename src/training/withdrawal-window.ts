import { withdrawalPeriodEnd } from "./dutch-working-days.ts";

/**
 * Whether a consumer may still withdraw through the site's withdrawal
 * function (art. 11a Directive 2011/83/EU; 6:230o BW), on `day` (the day the
 * statement reached us, "YYYY-MM-DD" in Amsterdam):
 * - not-consumer: a business enrolment has no right of withdrawal;
 * - cancelled: nothing is left to withdraw;
 * - free: not confirmed yet, so no contract: withdrawn at no cost;
 * - open: confirmed, within the 14 days after the confirmation and before the
 *   course has been given in full; `hasStarted`: the consumer then owes the
 *   part already given, in proportion (6:230s lid 4 BW);
 * - ended: the period is over (or the course was given in full) on `endedOn`.
 */
export type WithdrawalWindow =
  | { state: "not-consumer" | "cancelled" | "free" }
  | { state: "open"; until: string; hasStarted: boolean }
  | { state: "ended"; endedOn: string };

export function withdrawalWindow(enrolment: {
  isPrivate: boolean;
  place: string | null;
  /** The confirmation's day, for a confirmed enrolment. */
  confirmedOn?: string;
  runStart?: string;
  runEnd?: string;
  day: string;
}): WithdrawalWindow {
  if (!enrolment.isPrivate) return { state: "not-consumer" };
  if (enrolment.place === "cancelled") return { state: "cancelled" };
  if (enrolment.place !== "confirmed" || !enrolment.confirmedOn) return { state: "free" };
  const periodEnd = withdrawalPeriodEnd(enrolment.confirmedOn);
  // Given in full once its last day is over: the right ends then, even within the 14 days.
  const lastDay = enrolment.runEnd ?? enrolment.runStart;
  const until = lastDay && lastDay < periodEnd ? lastDay : periodEnd;
  if (enrolment.day > until) return { state: "ended", endedOn: until };
  const hasStarted = enrolment.runStart !== undefined && enrolment.runStart <= enrolment.day;
  return { state: "open", until, hasStarted };
}

/** The one way an enrolment's number is written (receipt, confirmation, invoice): "E-<n>". */
export function enrolmentNumber(id: number): string {
  return `E-${id}`;
}

/** The enrolment id a buyer typed as its number ("E-12", "e 12", "12"), or undefined. */
export function enrolmentIdOf(typed: string): number | undefined {
  const match = /^\s*(?:E\s*-?\s*)?(\d{1,9})\s*$/i.exec(typed);
  return match?.[1] ? Number(match[1]) : undefined;
}
