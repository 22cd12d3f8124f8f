import type { Course } from "#src/content/training.server.ts";
import {
  runCapacity,
  runKey,
  type ScheduledRun,
  todayInAmsterdam,
  upcomingRuns,
} from "./course-runs.ts";
import {
  availabilityFromTallies,
  availabilityKey,
  type RunAvailability,
} from "./run-availability.ts";
import { buildTallies } from "./run-tallies.server.ts";
import { type RunDecision, runDecision } from "./run-decision.ts";
import { loadContent } from "#src/content/load-content.server.ts";

/** A run as the site offers it when it is built. */
export interface OfferedRun extends ScheduledRun {
  /** "2027-03-01-classroom" */
  key: string;
  /** "devops/docker/2027-03-01-classroom": its entry in /availability.json. */
  availabilityKey: string;
  /** Places in all (its capacity, else the course's maximum attendees); null: no limit. */
  totalPlaces: number | null;
  /** The course file's mark, or the back office's Runs page's. */
  isGuaranteed: boolean;
  /** Its places as the build counted them; undefined where a build counts none (Netlify). */
  availability?: RunAvailability;
  /** Its minimum participants and the day we decide by; absent for a run without a minimum. */
  decision?: RunDecision;
}

/**
 * A course's runs on offer when the site is built, soonest first: those
 * starting today or later (a run ends being offered the day after it
 * started), without the runs cancelled in the store the build read. Every
 * page, the enrolment form, the finder, the calendar files and the
 * structured data list runs from here; a nightly build keeps them true
 * (server/releases/nightly-builds.ts), the page script between builds.
 */
export function offeredRuns(
  family: { slug: string },
  course: Course,
  today = todayInAmsterdam(),
): OfferedRun[] {
  const courseKey = `${family.slug}/${course.slug}`;
  const tallies = buildTallies();
  // A fact of the course terms, written once (in the English section).
  const { decisionDays } = loadContent().pages.courseTerms;
  const runs = upcomingRuns(course.runs, course.days, today).map((run) => ({
    ...run,
    key: runKey(run),
    totalPlaces: runCapacity(run, course.maxAttendees),
  }));
  const availability = tallies
    ? availabilityFromTallies(
        runs.map((run) => ({
          courseKey,
          runKey: run.key,
          capacity: run.totalPlaces,
          guaranteed: run.guaranteed ?? false,
        })),
        tallies,
      )
    : {};
  return runs.flatMap((run) => {
    const key = availabilityKey(courseKey, run.key);
    const counted = availability[key];
    if (counted?.state === "cancelled") return [];
    const decision = runDecision(run, decisionDays);
    return [
      {
        ...run,
        availabilityKey: key,
        isGuaranteed: counted?.guaranteed ?? run.guaranteed ?? false,
        ...(counted && { availability: counted }),
        ...(decision && { decision }),
      },
    ];
  });
}
