import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { unscheduledRuns } from "#src/forms/enrolment-schema.ts";
import { findCourse, runFromKey } from "#server/runs/run-mail-facts.ts";
import type { RunOverview, RunState, RunSummary } from "#server/runs/roster-types.ts";

/** One run as the Runs page and a roster show it: the live catalogue's facts and the store's counts. */
export interface RunLine {
  courseKey: string;
  runKey: string;
  courseTitle: string;
  /** "1–3 March 2027, classroom, Eindhoven", "no date yet". */
  label: string;
  start?: string;
  end?: string;
  mode?: "classroom" | "online" | "in-company";
  location?: string;
  /** Places in all; null: no limit. Unknown (null) for a run the catalogue no longer has. */
  capacity: number | null;
  counts: Omit<RunSummary, "courseKey" | "runKey">;
  /** The live site offers it (it is in the live release's catalogue). */
  isOffered: boolean;
  isUndated: boolean;
  /** Its start is before today. */
  isPast: boolean;
  /** The course file says so ("file"), or the Runs page did (the time). */
  guaranteed: "course file" | string | null;
  state: RunState;
  /** Where its participants moved to, as the catalogue names that run. */
  movedToLabel?: string;
  /** The participants took more places than the capacity (it was lowered after they came). */
  isOverCapacity: boolean;
  /**
   * Its minimum participants and the day we decide by (the live catalogue's), while it is not
   * guaranteed by its course file; `isDue`: the nightly job flagged it below its minimum from
   * that day, and it is still undecided (not guaranteed, cancelled or moved).
   */
  decision?: { minimum: number; by: string; isDue: boolean };
  /** A private run (issue 45 point 4): the accepted quote it was made from. Never a move's target. */
  privateOf?: { quoteId: number; number: string };
}

const noCounts: RunLine["counts"] = {
  taken: 0,
  confirmed: 0,
  waiting: 0,
  waitingEnrolments: 0,
  unanswered: 0,
  enrolments: 0,
};
const noState: RunState = { guaranteedAt: null, cancelledAt: null, movedTo: null };

/**
 * Every run: those the live catalogue offers (with or without enrolments),
 * then those only the store knows (past, taken out of a course file, or
 * without a date). Upcoming first, soonest first; then runs without a date;
 * then earlier and withdrawn runs, latest first.
 */
export function runLines(
  catalogue: EnrolmentCatalogue | undefined,
  overview: RunOverview,
  today: string,
): { upcoming: RunLine[]; undated: RunLine[]; earlier: RunLine[] } {
  const byKey = byRun(overview);
  const lines = new Map<string, RunLine>();
  for (const course of catalogue?.courses ?? []) {
    for (const run of course.runs) {
      lines.set(key(course.key, run.key), runLine(catalogue, course.key, run.key, byKey, today));
    }
  }
  for (const row of [...overview.runs, ...overview.states]) {
    const id = key(row.courseKey, row.runKey);
    if (!lines.has(id)) {
      lines.set(id, runLine(catalogue, row.courseKey, row.runKey, byKey, today));
    }
  }
  const all = [...lines.values()];
  const byStart = (a: RunLine, b: RunLine) =>
    (a.start ?? "").localeCompare(b.start ?? "") || a.courseTitle.localeCompare(b.courseTitle);
  return {
    upcoming: all.filter((line) => !line.isUndated && !line.isPast && line.isOffered).sort(byStart),
    undated: all
      .filter((line) => line.isUndated)
      .sort((a, b) => a.courseTitle.localeCompare(b.courseTitle)),
    earlier: all
      .filter((line) => !line.isUndated && (line.isPast || !line.isOffered))
      .sort((a, b) => byStart(b, a)),
  };
}

/** One run's line, from the store's overview of every run (a roster, an action's page). */
export function runLineOf(
  catalogue: EnrolmentCatalogue | undefined,
  overview: RunOverview,
  courseKey: string,
  runKey: string,
  today: string,
): RunLine {
  return runLine(catalogue, courseKey, runKey, byRun(overview), today);
}

const key = (courseKey: string, runKey: string) => `${courseKey}|${runKey}`;

/** The overview's counts and states by run ("<courseKey>|<runKey>"). */
function byRun(overview: RunOverview) {
  return {
    counts: new Map(overview.runs.map((row) => [key(row.courseKey, row.runKey), row])),
    states: new Map<string, RunState>(
      overview.states.map((row) => [key(row.courseKey, row.runKey), row]),
    ),
    flagged: new Set((overview.flags ?? []).map((row) => key(row.courseKey, row.runKey))),
  };
}

function runLine(
  catalogue: EnrolmentCatalogue | undefined,
  courseKey: string,
  runKey: string,
  { counts, states, flagged }: ReturnType<typeof byRun>,
  today: string,
): RunLine {
  const course = findCourse(catalogue, courseKey);
  const run = course?.runs.find((candidate) => candidate.key === runKey);
  const id = key(courseKey, runKey);
  const {
    courseKey: _c,
    runKey: _r,
    ...count
  } = counts.get(id) ?? { ...noCounts, courseKey, runKey };
  const state = { ...noState, ...pick(states.get(id)) };
  const isUndated = (unscheduledRuns as readonly string[]).includes(runKey);
  const named = run ?? runFromKey(runKey);
  const capacity = run?.capacity ?? null;
  const guaranteed = run?.guaranteed ? "course file" : state.guaranteedAt;
  const isDecided = Boolean(guaranteed || state.cancelledAt);
  return {
    courseKey,
    runKey,
    courseTitle: course?.title.en ?? courseKey,
    label: run?.label.en ?? (isUndated ? (undatedLabels[runKey] ?? runKey) : named.label.en),
    start: named.start,
    end: run?.end,
    mode: named.mode,
    location: run?.location,
    capacity,
    counts: count,
    isOffered: Boolean(run),
    isUndated,
    isPast: Boolean(named.start && named.start < today),
    guaranteed,
    state,
    movedToLabel: state.movedTo
      ? (course?.runs.find((candidate) => candidate.key === state.movedTo)?.label.en ??
        runFromKey(state.movedTo).label.en)
      : undefined,
    isOverCapacity: capacity !== null && count.taken > capacity,
    ...(run?.privateOf && { privateOf: run.privateOf }),
    ...(run?.minimum !== undefined &&
      run.decisionDate &&
      !run.guaranteed && {
        decision: {
          minimum: run.minimum,
          by: run.decisionDate,
          isDue: flagged.has(id) && !isDecided,
        },
      }),
  };
}

const undatedLabels: Record<string, string> = { none: "no date yet", "in-company": "in-company" };

function pick(state: RunState | undefined): Partial<RunState> {
  if (!state) return {};
  return {
    guaranteedAt: state.guaranteedAt,
    cancelledAt: state.cancelledAt,
    movedTo: state.movedTo,
  };
}
