import { type Cents, cents } from "#src/money/money.ts";
import { todayInAmsterdam } from "./course-runs.ts";

/** How much of a run was given when a withdrawal reached us: course days given, of all. */
export interface CourseDays {
  given: number;
  of: number;
}

/**
 * The course days given before a consumer's withdrawal reached us at
 * `receivedAt` (an ISO instant), for the part they owe (6:230s lid 4 BW).
 * A run's days are its working days (Monday to Friday) from `start` to `end`,
 * as course-runs.ts's endDate counts them. A day counts as given when it began
 * before the statement reached us, in Amsterdam: every course day before the
 * day of receipt, and the day of receipt itself only when the run's `times`
 * ("09:00–17:00") say when it starts and the statement came at or after that
 * time. Without times we cannot tell whether that day had begun, so it is not
 * counted: the doubt goes to the consumer.
 */
export function courseDaysGiven(
  run: { start: string; end?: string; times?: string },
  receivedAt: string,
): CourseDays {
  const days = courseDays(run.start, run.end ?? run.start);
  const receivedOn = todayInAmsterdam(new Date(receivedAt));
  const startsAt = startTimeOf(run.times);
  const isReceivedAfterStart = startsAt !== undefined && amsterdamTimeOf(receivedAt) >= startsAt;
  const given = days.filter(
    (day) => day < receivedOn || (day === receivedOn && isReceivedAfterStart),
  ).length;
  return { given, of: days.length };
}

/**
 * What a consumer owes for the part given: `total` (the fee incl. VAT, in
 * cents) × given / of, rounded down to the cent, in the consumer's favour.
 */
export function proRataCents(total: Cents, days: CourseDays): Cents {
  if (days.of <= 0 || days.given <= 0) return cents(0);
  return cents(Math.floor((total * Math.min(days.given, days.of)) / days.of));
}

/** Monday to Friday from `start` to `end`, both included, as "YYYY-MM-DD". */
function courseDays(start: string, end: string): string[] {
  const days: string[] = [];
  const date = new Date(`${start}T12:00:00Z`);
  for (let day = start; day <= end; day = date.toISOString().slice(0, 10)) {
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return days;
}

/** "09:00" from "09:00–17:00" or "9.00 - 17.00"; undefined when the text names no time. */
function startTimeOf(times: string | undefined): string | undefined {
  const match = /^\s*(\d{1,2})[:.](\d{2})/.exec(times ?? "");
  if (!match?.[1] || !match[2]) return undefined;
  return `${match[1].padStart(2, "0")}:${match[2]}`;
}

/** "HH:MM" of an instant in Amsterdam. */
function amsterdamTimeOf(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Amsterdam",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}
