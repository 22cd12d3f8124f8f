import type { CourseRun } from "#src/content/schema/course-schema.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatDate } from "./course-format.ts";
import { addDays } from "./dutch-working-days.ts";

/**
 * A run with a minimum of participants: below it, it is not yet guaranteed,
 * and we decide by a day whether it goes ahead (the course file's
 * `decisionDate`, else the course terms' `decisionDays` before the start).
 * Reaching the minimum with confirmed participants guarantees it by itself
 * (server/runs/run-minimum.ts); from the day on, a run still below it is the
 * owner's to decide (server/runs/run-decisions-job.ts).
 */
export interface RunDecision {
  minimum: number;
  /** "YYYY-MM-DD": the day we decide by. */
  by: string;
}

export function runDecision(
  run: Pick<CourseRun, "start" | "minimum" | "decisionDate">,
  decisionDays: number,
): RunDecision | undefined {
  if (run.minimum === undefined) return undefined;
  return { minimum: run.minimum, by: run.decisionDate ?? addDays(run.start, -decisionDays) };
}

type RunWords = Dictionary["course"]["runs"];

/**
 * What a page says of a run not yet guaranteed: "Not yet guaranteed ·
 * decided by 1 March 2027"; once that day has passed undecided (the pages are
 * built every night), that the decision is pending, without a day gone by.
 */
export function decisionNote(
  words: Pick<RunWords, "notYetGuaranteed" | "decisionPending">,
  decision: RunDecision,
  today: string,
  lang: Language,
): string {
  return decision.by < today
    ? words.decisionPending
    : fill(words.notYetGuaranteed, { date: formatDate(decision.by, lang) });
}
