import { type DailyJob, daysBefore, startDailyJobs } from "#server/schedule/daily-jobs.ts";
import type { BackOfficeStore } from "#server/back-office/back-office-store.ts";

/**
 * Keeps the back office's log for `retentionDays` (AUDIT_LOG_RETENTION_DAYS,
 * the period the privacy notice states): older entries are deleted. A daily
 * job (server/schedule/daily-jobs.ts): at start-up and every night.
 */
export function logRetentionJob(
  store: Pick<BackOfficeStore, "deleteAuditEntriesBefore">,
  retentionDays: number,
  log: Pick<Console, "info"> = console,
  now: () => number = Date.now,
): DailyJob {
  return {
    name: "log retention",
    async run() {
      const cutoff = new Date(daysBefore(now(), retentionDays)).toISOString();
      const deleted = await store.deleteAuditEntriesBefore(cutoff);
      if (deleted > 0) {
        log.info(
          `Deleted ${deleted} entries of the back office's log older than ${retentionDays} days`,
        );
      }
    },
  };
}

/** The retention alone on the daily schedule; returns the function that stops it. */
export function startLogRetention(
  store: Pick<BackOfficeStore, "deleteAuditEntriesBefore">,
  retentionDays: number,
  log: Pick<Console, "info" | "error"> = console,
  now: () => number = Date.now,
): () => void {
  return startDailyJobs([logRetentionJob(store, retentionDays, log, now)], { log }).stop;
}
