import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import { formatDate } from "./course-format.ts";
import { todayInAmsterdam } from "./course-runs.ts";
import { offeredRuns } from "./offered-runs.server.ts";
import type { Course } from "#src/content/training.server.ts";
import type { NextRun } from "./next-run.ts";

/** A course's soonest upcoming run, for hubs, the overview, the finder and the menu. */
export function nextRunOf(
  family: { slug: string },
  course: Course,
  lang: Language = defaultLanguage,
  today = todayInAmsterdam(),
): NextRun | undefined {
  const [next, ...later] = offeredRuns(family, course, today);
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
  return fill(dictionaries[lang].format.nextDate, { date: formatDate(start, lang) });
}
