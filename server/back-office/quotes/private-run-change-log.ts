import type { PrivateRun } from "#src/training/private-runs.ts";
import type { PrivateRunDays, PrivateRunFact } from "#server/runs/private-run-tables.ts";

/**
 * The log's line for a private run's change (after "Q2026-0001: course run: "): each fact that
 * changed, old → new, and who was told, as the Runs' changes log it ("3 e-mailed", "not
 * e-mailed (e-mail off)"). Never a participant's name or address: the numbers only.
 */
export function privateRunChangeLog(
  was: PrivateRun,
  days: PrivateRunDays,
  changed: readonly PrivateRunFact[],
  told: { count: number; isMailing: boolean },
): string {
  const words: Record<PrivateRunFact, () => string> = {
    days: () => `days ${span(was.start, was.end)} → ${span(days.start, days.end)}`,
    times: () => `times ${was.times ?? "none"} → ${days.times ?? "none"}`,
    place: () => `place ${placeOf(was)} → ${placeOf(days)}`,
    participants: () => `participants ${was.participants} → ${days.participants}`,
  };
  const isTold = changed.some((fact) => fact !== "participants");
  const mailed = !isTold
    ? "nobody e-mailed (the number alone)"
    : told.count === 0
      ? "nobody e-mailed (its enrolment or the run is cancelled)"
      : told.isMailing
        ? `${told.count} e-mailed`
        : `${told.count} not e-mailed (e-mail off)`;
  return `${changed.map((fact) => words[fact]()).join(", ")}; ${mailed}`;
}

function span(start: string, end: string): string {
  return start === end ? start : `${start}–${end}`;
}

function placeOf(run: { mode: PrivateRun["mode"]; location?: string }): string {
  return [run.mode, run.location].filter(Boolean).join(" ");
}
