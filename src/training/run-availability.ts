import type { Dictionary } from "#src/i18n/dictionary.ts";
import type { Language } from "#src/i18n/languages.ts";
import { plural } from "#src/i18n/plural.ts";

/**
 * A run's places as visitors see them: from the store on our server
 * (/availability.json, server/enquiries/availability.ts), and as the build
 * counted them in the HTML (offered-runs.server.ts). Browser-safe: the
 * islands show the same notes.
 */
export type RunState = "open" | "last" | "full" | "cancelled";

export interface RunAvailability {
  /** Places in all; null: no limit (and no counts shown). */
  capacity: number | null;
  /** Places left; null with no limit. */
  left: number | null;
  /** "last": 1 or 2 left; "full": none left, enrolments go on the waiting list. */
  state: RunState;
  guaranteed: boolean;
}

/** GET /availability.json on our server: every run of the served build, by availabilityKey. */
export interface AvailabilityAnswer {
  runs: Record<string, RunAvailability>;
}

/** The places taken per run and the states the back office set (the store's run_states). */
export interface RunTallies {
  taken: { courseKey: string; runKey: string; taken: number }[];
  states: {
    courseKey: string;
    runKey: string;
    guaranteedAt: string | null;
    cancelledAt: string | null;
    movedTo: string | null;
  }[];
}

export type AvailabilityWords = Dictionary["runs"]["availability"];

/** "devops/docker/2027-03-01-classroom": a run among every course's. */
export function availabilityKey(courseKey: string, runKey: string): string {
  return `${courseKey}/${runKey}`;
}

/** At most this many places left reads as "last places". */
const lastPlaces = 2;

export function runAvailability(
  capacity: number | null,
  taken: number,
  flags: { isCancelled: boolean; isGuaranteed: boolean },
): RunAvailability {
  const left = capacity === null ? null : Math.max(0, capacity - taken);
  const state: RunState = flags.isCancelled
    ? "cancelled"
    : left === null
      ? "open"
      : left === 0
        ? "full"
        : left <= lastPlaces
          ? "last"
          : "open";
  return { capacity, left, state, guaranteed: flags.isGuaranteed };
}

/**
 * Each run's availability from the tallies: `runs` are the runs offered, by
 * key, with their capacity and the course file's guaranteed mark.
 */
export function availabilityFromTallies(
  runs: { courseKey: string; runKey: string; capacity: number | null; guaranteed: boolean }[],
  tallies: RunTallies,
): Record<string, RunAvailability> {
  const taken = new Map(
    tallies.taken.map((row) => [availabilityKey(row.courseKey, row.runKey), row.taken]),
  );
  const states = new Map(
    tallies.states.map((row) => [availabilityKey(row.courseKey, row.runKey), row]),
  );
  return Object.fromEntries(
    runs.map((run) => {
      const key = availabilityKey(run.courseKey, run.runKey);
      const state = states.get(key);
      return [
        key,
        runAvailability(run.capacity, taken.get(key) ?? 0, {
          isCancelled: Boolean(state?.cancelledAt),
          isGuaranteed: run.guaranteed || Boolean(state?.guaranteedAt),
        }),
      ];
    }),
  );
}

/** A run's places as a visitor reads them, and their state (which colours the label). */
export interface RunPlaces {
  /** "3 places left", "Last 2 places", "Full: waiting list"; "" for a run without a limit or cancelled. */
  text: string;
  state: RunState;
  /** Guaranteed to run: by the course file, the Runs page or its minimum reached (live on our server). */
  guaranteed?: boolean;
}

/**
 * "3 places left", "Last 2 places", "Full: waiting list"; nothing for a run
 * without a limit or a cancelled one. The page script writes the same from
 * /availability.json (src/enhancements/run-availability.ts, which may import
 * nothing shared) and hands its notes to the islands (`window.runPlaces`),
 * which import no more of this module than its types.
 */
export function availabilityNote(
  words: AvailabilityWords,
  availability: RunAvailability | undefined,
  language: Language,
): string | undefined {
  if (!availability || availability.left === null || availability.state === "cancelled") {
    return undefined;
  }
  if (availability.state === "full") return words.full;
  return plural(
    language,
    availability.left,
    availability.state === "last" ? words.last : words.left,
  );
}

/** The places a page is built with, as the islands get them (undefined where none are counted). */
export function runPlaces(
  words: AvailabilityWords,
  availability: RunAvailability | undefined,
  language: Language,
): RunPlaces | undefined {
  return (
    availability && {
      text: availabilityNote(words, availability, language) ?? "",
      state: availability.state,
      guaranteed: availability.guaranteed,
    }
  );
}
