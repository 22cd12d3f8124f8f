import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import {
  type Clock,
  type DailyJob,
  startDailyJobs,
  systemClock,
} from "#server/schedule/daily-jobs.ts";
import { runFacts } from "./run-mail-facts.ts";
import type { RunStore } from "./run-store.ts";

export interface JoiningDetailsOptions {
  runs: Pick<RunStore, "queueJoiningDetails">;
  /** The live release's enrolment catalogue (its runs, times, what to bring). */
  catalogue: () => EnrolmentCatalogue | undefined;
  /** JOINING_DETAILS_DAYS: how many days before its start a run's details go out. */
  days: number;
  clock?: Clock;
  /** Writes the back office's log (who was sent what, by run; never whom). */
  record: (detail: string) => Promise<void> | void;
  /** After mails were queued: the run mails' outbox sends them now. */
  onQueued?: () => void;
  log?: Pick<Console, "info" | "error">;
}

/**
 * The joining details: every day shortly after midnight (and at start-up),
 * each run of the live catalogue that starts within `days` gets its details
 * queued for everyone holding a place who has not had them (the store
 * records it in the same commit: once per enrolment, also across restarts
 * and two servers). Someone placed later gets them the next morning; a run
 * moved afterwards sends its new run's details again. A daily job
 * (server/schedule/daily-jobs.ts).
 */
export function joiningDetailsJob(options: JoiningDetailsOptions): DailyJob {
  const clock = options.clock ?? systemClock;
  return {
    name: "joining details",
    run: () => sendJoiningDetails({ ...options, now: clock.now() }),
  };
}

/** The joining details alone on the daily schedule; returns the stop function. */
export function startJoiningDetails(options: JoiningDetailsOptions): () => void {
  return startDailyJobs([joiningDetailsJob(options)], options).stop;
}

/** One round: queues what is due on `now`'s day; resolves with how many mails. */
export async function sendJoiningDetails(
  options: Omit<JoiningDetailsOptions, "clock"> & { now: Date },
): Promise<number> {
  const log = options.log ?? console;
  const catalogue = options.catalogue();
  if (!catalogue) return 0;
  const today = todayInAmsterdam(options.now);
  const until = addDays(today, options.days);
  let total = 0;
  for (const course of catalogue.courses) {
    for (const run of course.runs) {
      if (run.start < today || run.start > until) continue;
      const queued = await options.runs.queueJoiningDetails({
        courseKey: course.key,
        runKey: run.key,
        at: options.now.toISOString(),
        facts: runFacts(catalogue, course.key, run.key),
      });
      if (queued === 0) continue;
      total += queued;
      const detail = `${course.key} ${run.key}: joining details to ${queued} ${queued === 1 ? "enrolment" : "enrolments"}`;
      log.info(`Joining details queued: ${detail}`);
      await options.record(detail);
    }
  }
  if (total > 0) options.onQueued?.();
  return total;
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
