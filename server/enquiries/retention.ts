import type { EnquiryStore } from "./enquiry-store.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes enquiries older than `retentionDays` now and then once a day, as the
 * privacy notice promises. The timer is unref'd: it never keeps the process
 * alive on its own. Returns the function that stops it.
 */
export function startRetention(
  store: Pick<EnquiryStore, "deleteReceivedBefore">,
  retentionDays: number,
  log: Pick<Console, "info" | "error"> = console,
  now: () => number = Date.now,
): () => void {
  const purge = async () => {
    try {
      const deleted = await store.deleteReceivedBefore(new Date(now() - retentionDays * dayMs));
      if (deleted > 0) log.info(`Deleted ${deleted} enquiries older than ${retentionDays} days`);
    } catch (error) {
      log.error("Could not delete old enquiries:", error);
    }
  };
  void purge();
  const timer = setInterval(purge, dayMs);
  timer.unref();
  return () => clearInterval(timer);
}
