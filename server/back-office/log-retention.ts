import type { BackOfficeStore } from "./store.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Keeps the back office's log for `retentionDays` (AUDIT_LOG_RETENTION_DAYS,
 * the period the privacy notice states): older entries are deleted now and
 * then once a day. The timer is unref'd: it never keeps the process alive on
 * its own. Returns the function that stops it.
 */
export function startLogRetention(
  store: Pick<BackOfficeStore, "deleteAuditEntriesBefore">,
  retentionDays: number,
  log: Pick<Console, "info" | "error"> = console,
  now: () => number = Date.now,
): () => void {
  const purge = async () => {
    try {
      const cutoff = new Date(now() - retentionDays * dayMs).toISOString();
      const deleted = await store.deleteAuditEntriesBefore(cutoff);
      if (deleted > 0) {
        log.info(
          `Deleted ${deleted} entries of the back office's log older than ${retentionDays} days`,
        );
      }
    } catch (error) {
      log.error("Could not delete old entries of the back office's log:", error);
    }
  };
  void purge();
  const timer = setInterval(purge, dayMs);
  timer.unref();
  return () => clearInterval(timer);
}
