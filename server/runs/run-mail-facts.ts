import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { formatDate } from "#src/training/course-format.ts";
import type {
  EnrolmentCatalogue,
  EnrolmentCourse,
  EnrolmentRun,
} from "#src/training/enrolment-catalogue.server.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import type { MailRun, RunMailFacts } from "#server/mail/run-mails.ts";

/** A run as the mails name it, from the live catalogue. */
export function mailRun(run: EnrolmentRun): MailRun {
  return {
    key: run.key,
    label: run.label,
    start: run.start,
    end: run.end,
    mode: run.mode,
    ...(run.location && { location: run.location }),
    ...(run.times && { times: run.times }),
    ...(run.privateOf && { privateQuote: run.privateOf.number }),
    ...(run.minimum !== undefined &&
      run.decisionDate &&
      !run.guaranteed && { decision: { minimum: run.minimum, by: run.decisionDate } }),
  };
}

/** A run's key as the catalogue makes it: "2027-03-01-classroom". */
const datedKey = /^(?<start>\d{4}-\d{2}-\d{2})-(?<mode>classroom|online|in-company)$/;

/**
 * What the mails about a run say, from the live catalogue; a run it no
 * longer lists (past, or taken out of the course file) is named from its key
 * (date and mode), and one without a date by the enrolment's own record.
 */
export function runFacts(
  catalogue: EnrolmentCatalogue | undefined,
  courseKey: string,
  runKey: string,
  record?: Partial<EnrolmentRecord>,
): RunMailFacts {
  const course = findCourse(catalogue, courseKey);
  const run = course?.runs.find((candidate) => candidate.key === runKey);
  return {
    course: course?.title ?? byLanguage(() => record?.course?.title ?? courseKey),
    run: run ? mailRun(run) : runFromKey(runKey, record),
    ...(course?.bring && { bring: course.bring }),
  };
}

export function findCourse(
  catalogue: EnrolmentCatalogue | undefined,
  courseKey: string,
): EnrolmentCourse | undefined {
  return catalogue?.courses.find((candidate) => candidate.key === courseKey);
}

/** A run the catalogue no longer has: its date and mode from its key, or the record's label. */
export function runFromKey(runKey: string, record?: Partial<EnrolmentRecord>): MailRun {
  const dated = datedKey.exec(runKey)?.groups;
  if (!dated?.start) {
    return { key: runKey, label: byLanguage(() => record?.run?.label ?? runKey) };
  }
  const { start } = dated;
  const mode = dated.mode as NonNullable<MailRun["mode"]>;
  return {
    key: runKey,
    start,
    mode,
    label: byLanguage(
      (lang) => `${formatDate(start, lang)}, ${dictionaries[lang].format.runModes[mode]}`,
    ),
  };
}

function byLanguage<T>(make: (lang: Language) => T): Record<Language, T> {
  return Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Record<Language, T>;
}
