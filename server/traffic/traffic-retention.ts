import { type DailyJob, daysBefore, startDailyJobs } from "#server/schedule/daily-jobs.ts";
import { trafficDay } from "./traffic-counter.ts";
import type { TrafficStore } from "./traffic-store.ts";

/**
 * Keeps the visit counts of the last `retentionDays` days, today included
 * (TRAFFIC_RETENTION_DAYS, the period the privacy notice states): older
 * days are deleted. A daily job (server/schedule/daily-jobs.ts): at start-up
 * and every night.
 */
export function trafficRetentionJob(
  store: Pick<TrafficStore, "deleteTrafficBefore">,
  retentionDays: number,
  log: Pick<Console, "info"> = console,
  now: () => number = Date.now,
): DailyJob {
  return {
    name: "visit count retention",
    async run() {
      const cutoff = trafficDay(new Date(daysBefore(now(), retentionDays - 1)));
      const deleted = await store.deleteTrafficBefore(cutoff);
      if (deleted > 0) log.info(`Deleted visit counts of the days before ${cutoff}`);
    },
  };
}

/** The retention alone on the daily schedule; returns the function that stops it. */
export function startTrafficRetention(
  store: Pick<TrafficStore, "deleteTrafficBefore">,
  retentionDays: number,
  log: Pick<Console, "info" | "error"> = console,
  now: () => number = Date.now,
): () => void {
  return startDailyJobs([trafficRetentionJob(store, retentionDays, log, now)], { log }).stop;
}
