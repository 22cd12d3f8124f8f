import { daysBefore, everyDay } from "#server/store/every-day.ts";
import type { BackOfficeStore } from "./store.ts";

/**
 * Keeps the back office's log for `retentionDays` (AUDIT_LOG_RETENTION_DAYS,
 * the period the privacy notice states): older entries are deleted now and
 * then once a day. Returns the function that stops it.
 */
export function startLogRetention(
  store: Pick<BackOfficeStore, "deleteAuditEntriesBefore">,
  retentionDays: number,
  log: Pick<Console, "info" | "error"> = console,
  now: () => number = Date.now,
): () => void {
  return everyDay(
    async () => {
      const cutoff = new Date(daysBefore(now(), retentionDays)).toISOString();
      const deleted = await store.deleteAuditEntriesBefore(cutoff);
      if (deleted > 0) {
        log.info(
          `Deleted ${deleted} entries of the back office's log older than ${retentionDays} days`,
        );
      }
    },
    "old entries of the back office's log",
    log,
  );
}
