import { type Language, languages } from "#src/i18n/languages.ts";
import type { PrivateRun } from "#src/training/private-runs.ts";
import type { PrivateRunDays } from "#server/runs/private-run-tables.ts";
import type { QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";

/** The private run form's fields, as typed (kept as typed when refused). */
export interface PrivateRunValues {
  course: string;
  start: string;
  end: string;
  times: string;
  mode: string;
  location: string;
  language: string;
  participants: string;
  /** The form's one-time token: a second post of the same form makes no second run. */
  token: string;
}

export type PrivateRunField = Exclude<keyof PrivateRunValues, "token">;
export type PrivateRunProblems = Partial<Record<PrivateRunField, string>>;

export const privateRunModes = ["in-company", "online", "classroom"] as const;
/** More than a class: a typing slip, not an in-company group. */
export const maxPrivateParticipants = 100;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A form's fields from a posted body (each name's first value). */
export function readPrivateRunForm(fields: Map<string, string>): PrivateRunValues {
  const value = (name: keyof PrivateRunValues) => (fields.get(name) ?? "").trim();
  return {
    course: value("course"),
    start: value("start"),
    end: value("end"),
    times: value("times"),
    mode: value("mode"),
    location: value("location"),
    language: value("language"),
    participants: value("participants"),
    token: value("token"),
  };
}

/**
 * A new private run's form as the quote suggests it: the quote's language, in-company at the
 * buyer's address, and as many participants as its "participant" lines count (whole ones).
 */
export function privateRunDefaults(snapshot: QuoteSnapshot, token: string): PrivateRunValues {
  const counted = snapshot.lines
    .filter((line) => line.unit === "participant")
    .reduce((sum, line) => sum + line.quantityHundredths, 0);
  const { address } = snapshot.buyer;
  return {
    course: "",
    start: "",
    end: "",
    times: "",
    mode: "in-company",
    location: [address.street, address.city].filter(Boolean).join(", "),
    language: snapshot.language,
    participants: counted > 0 ? String(Math.max(1, Math.round(counted / 100))) : "",
    token,
  };
}

/** A private run's form as it stands (its edit). */
export function privateRunValues(run: PrivateRun): PrivateRunValues {
  return {
    course: run.courseKey,
    start: run.start,
    end: run.end,
    times: run.times ?? "",
    mode: run.mode,
    location: run.location ?? "",
    language: run.language,
    participants: String(run.participants),
    token: "",
  };
}

/**
 * The form's checks, each problem at its field in the owner's words: a course of the live
 * catalogue, a first day after today (a run that starts today has begun) and a last day not
 * before it, a place unless online, the language, and a whole number of participants.
 */
export function checkPrivateRunForm(
  values: PrivateRunValues,
  courseKeys: readonly string[],
  today: string,
):
  | { courseKey: string; language: Language; days: PrivateRunDays }
  | { problems: PrivateRunProblems } {
  const problems: PrivateRunProblems = {};
  if (!courseKeys.includes(values.course)) problems.course = "Choose the course.";
  if (!isDay(values.start)) problems.start = "Give the first day as a date (YYYY-MM-DD).";
  else if (values.start <= today) problems.start = "The first day must be after today.";
  if (!isDay(values.end)) problems.end = "Give the last day as a date (YYYY-MM-DD).";
  else if (isDay(values.start) && values.end < values.start) {
    problems.end = "The last day cannot be before the first.";
  }
  if (values.times.length > 100) problems.times = "At most 100 characters.";
  const mode = privateRunModes.find((candidate) => candidate === values.mode);
  if (!mode) problems.mode = "Choose in-company, online or classroom.";
  if (mode !== "online" && values.location === "") {
    problems.location = "Say where it is held (online needs no place).";
  } else if (values.location.length > 200) problems.location = "At most 200 characters.";
  const language = languages.find((candidate) => candidate === values.language);
  if (!language) problems.language = "Choose the participants' language.";
  const participants = Number(values.participants);
  if (
    !/^\d+$/.test(values.participants) ||
    participants < 1 ||
    participants > maxPrivateParticipants
  ) {
    problems.participants = `A whole number from 1 to ${maxPrivateParticipants}.`;
  }
  if (Object.keys(problems).length > 0 || !mode || !language) return { problems };
  return {
    courseKey: values.course,
    language,
    days: {
      start: values.start,
      end: values.end,
      ...(values.times && { times: values.times }),
      mode,
      // Online has no place: the buyer's address the form suggested is not one.
      ...(mode !== "online" && { location: values.location }),
      participants,
    },
  };
}

/** A real day of the calendar, YYYY-MM-DD. */
function isDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
