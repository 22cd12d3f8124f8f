import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { formatDateRange } from "./course-format.ts";
import type { EnrolmentCatalogue, EnrolmentRun } from "./enrolment-catalogue.server.ts";

/**
 * A private run (issue 45 point 4): a run of a course for one buyer, made from
 * an accepted in-company quote and kept in the store (`private_runs`), never
 * in content/. Our server merges these into the live catalogue it reads
 * (`withPrivateRuns`), so rosters, mails, joining details, attendance and
 * certificates treat it as any run; nothing a build reads ever holds one.
 */
export interface PrivateRun {
  /** "private-q2026-0001-1": `privateRunKey`, never a content run's "<start>-<mode>". */
  key: string;
  courseKey: string;
  quoteId: number;
  /** "Q2026-0001" */
  quoteNumber: string;
  start: string;
  end: string;
  /** The hours of each day, as a course file writes them ("9:00–17:00"). */
  times?: string;
  mode: EnrolmentRun["mode"];
  /** Where it is held (absent online). */
  location?: string;
  language: Language;
  /** The participants agreed: the run's places. */
  participants: number;
  /** Its one enrolment, the buyer's (absent only between the insert and its enrolment). */
  enquiryId?: number;
}

/** What every private run's key starts with: content keys start with their date. */
export const privateRunKeyPrefix = "private-";

/** The SQL condition "this column is not a private run's key" (the store's tallies and ratings). */
export function notPrivateRunKey(column: string): string {
  return `${column} NOT LIKE '${privateRunKeyPrefix}%'`;
}

export function isPrivateRunKey(key: string): boolean {
  return key.startsWith(privateRunKeyPrefix);
}

/** The `sequence`-th private run of a quote: "private-q2026-0001-1". */
export function privateRunKey(quoteNumber: string, sequence: number): string {
  return `${privateRunKeyPrefix}${quoteNumber.toLowerCase()}-${sequence}`;
}

/** "12–13 May 2027, in-company, Eindhoven", in `lang`: as the build labels a content run. */
export function privateRunLabel(run: Omit<PrivateRun, "key">, lang: Language): string {
  return [
    formatDateRange(run.start, run.end, lang),
    dictionaries[lang].format.runModes[run.mode],
    run.location,
  ]
    .filter(Boolean)
    .join(", ");
}

/** A private run as a catalogue run: its places are its participants, agreed (no minimum). */
export function privateCatalogueRun(run: PrivateRun): EnrolmentRun {
  return {
    key: run.key,
    start: run.start,
    end: run.end,
    mode: run.mode,
    ...(run.location && { location: run.location }),
    capacity: run.participants,
    guaranteed: true,
    ...(run.times && { times: run.times }),
    label: Object.fromEntries(
      languages.map((lang) => [lang, privateRunLabel(run, lang)]),
    ) as EnrolmentRun["label"],
    isPrivate: true,
    privateOf: { quoteId: run.quoteId, number: run.quoteNumber },
  };
}

/**
 * The live catalogue as our server reads it: the build's, with the store's
 * private runs added to their courses (a course the build no longer has
 * keeps its private runs out: nothing to name them by). Never written to a
 * build, a public page or `/availability.json`.
 */
export function withPrivateRuns(
  catalogue: EnrolmentCatalogue | undefined,
  runs: readonly PrivateRun[],
): EnrolmentCatalogue | undefined {
  if (!catalogue || runs.length === 0) return catalogue;
  return {
    ...catalogue,
    courses: catalogue.courses.map((course) => {
      const own = runs.filter((run) => run.courseKey === course.key);
      return own.length === 0
        ? course
        : { ...course, runs: [...course.runs, ...own.map(privateCatalogueRun)] };
    }),
  };
}
