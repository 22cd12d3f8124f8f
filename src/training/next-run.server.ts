import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import { formatDate } from "./course-format.ts";
import { todayInAmsterdam, upcomingRuns } from "./course-runs.ts";
import type { Course } from "#src/content/training.server.ts";
import type { NextRun } from "./next-run.ts";

const nextDateLabel: Record<Language, string> = { en: "Next date", nl: "Volgende datum" };

/** A course's soonest upcoming run, for hubs, the overview, the finder and the menu. */
export function nextRunOf(
  course: Course,
  lang: Language = defaultLanguage,
  today = todayInAmsterdam(),
): NextRun | undefined {
  const [next, ...later] = upcomingRuns(course.runs, course.days, today);
  return (
    next && {
      start: next.start,
      label: nextRunLabel(next.start, lang),
      later: later.map((run) => ({ start: run.start, label: nextRunLabel(run.start, lang) })),
    }
  );
}

/** "Next date: 1 March 2027", "Volgende datum: 1 maart 2027" */
export function nextRunLabel(start: string, lang: Language = defaultLanguage): string {
  return `${nextDateLabel[lang]}: ${formatDate(start, lang)}`;
}
