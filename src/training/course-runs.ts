import type { CourseRun } from "#src/content/schema/course-schema.ts";

/**
 * A course's scheduled runs as visitors see them. Dates are plain
 * "YYYY-MM-DD" strings, compared as text, so no time zone can shift a day.
 */
export interface ScheduledRun extends CourseRun {
  /** The last day: the course's days counted in working days (Monday to Friday) from the start. */
  end: string;
}

/** "2027-03-01-classroom": a run within its course. */
export function runKey(run: Pick<CourseRun, "start" | "mode">): string {
  return `${run.start}-${run.mode}`;
}

/** Today in the Netherlands, as "YYYY-MM-DD" (the build's "now"). */
export function todayInAmsterdam(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(now);
}

/** Runs that start today or later, soonest first, each with its end date. */
export function upcomingRuns(
  runs: readonly CourseRun[] | undefined,
  days: number | undefined,
  today: string,
): ScheduledRun[] {
  return (runs ?? [])
    .filter((run) => run.start >= today)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((run) => ({ ...run, end: endDate(run.start, days ?? 1) }));
}

/**
 * A run's places in all: its own `capacity`, else the course's maximum
 * attendees; null when neither is given (no limit, no counts shown).
 */
export function runCapacity(
  run: Pick<CourseRun, "capacity">,
  maxAttendees: number | undefined,
): number | null {
  return run.capacity ?? maxAttendees ?? null;
}

/** The date `days` working days from `start` (the start counts as day one). */
export function endDate(start: string, days: number): string {
  const date = new Date(`${start}T12:00:00Z`);
  let remaining = Math.max(1, days) - 1;
  while (remaining > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return date.toISOString().slice(0, 10);
}
