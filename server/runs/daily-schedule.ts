import { type Clock, startDailyJobs } from "#server/schedule/daily-jobs.ts";

// Moved to server/schedule/daily-jobs.ts; this path stays because today's runs tests import it.
export { type Clock, nextDailyTime, systemClock } from "#server/schedule/daily-jobs.ts";

/** One job alone on the daily schedule (server/schedule/daily-jobs.ts); returns the stop function. */
export function startDailySchedule(options: {
  job: () => Promise<void>;
  clock?: Clock;
  minutesPastMidnight?: number;
  log?: Pick<Console, "error">;
}): () => void {
  return startDailyJobs([{ name: "daily job", run: options.job }], options).stop;
}
