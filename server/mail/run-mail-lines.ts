import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatDate } from "#src/training/course-format.ts";

/**
 * Lines the run mails share (run-mails.ts, and through it offer-mails.ts),
 * typed by what they read so neither file imports the other's types.
 */
type Labelled = { label: Record<Language, string> };

/** "Course: …" and "Run: …". */
export function courseAndRun(
  facts: { course: Record<Language, string>; run: Labelled },
  lang: Language,
): string[] {
  const common = dictionaries[lang].mail.common;
  return [`${common.course}: ${facts.course[lang]}`, `${common.run}: ${facts.run.label[lang]}`];
}

/** Where the run takes place; never an address we do not have. */
export function where(
  run: { mode?: "classroom" | "online" | "in-company"; location?: string },
  lang: Language,
): string {
  const w = dictionaries[lang].mail.where;
  switch (run.mode) {
    case "online":
      return w.online;
    case "in-company":
      // A private run names its place (the owner's); a content run's is agreed per request.
      return run.location ? fill(w.inCompanyAt, { location: run.location }) : w.inCompany;
    case "classroom":
      return run.location ? fill(w.classroom, { location: run.location }) : w.classroomUnknown;
    default:
      return "";
  }
}

export function joiningVoid(job: { joiningWasSent: boolean }, lang: Language): string[] {
  return job.joiningWasSent ? ["", dictionaries[lang].mail.common.joiningVoid] : [];
}

/**
 * A run below its minimum, not yet guaranteed when the mail was queued: that
 * it is not yet sure to go ahead, the day we decide by, and what happens if
 * it does not (the course terms' "Cancellation or changes by us").
 */
export function decisionLines(
  run: { decision?: { minimum: number; by: string } },
  lang: Language,
): string[] {
  if (!run.decision) return [];
  const text = dictionaries[lang].mail.runs.confirmed.notYetGuaranteed;
  return ["", fill(text, { date: formatDate(run.decision.by, lang) })];
}

/** The run mails' words in one language. */
export function runs(lang: Language) {
  return dictionaries[lang].mail.runs;
}
