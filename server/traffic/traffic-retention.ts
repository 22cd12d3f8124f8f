import { trafficDay } from "./traffic-counter.ts";
import type { TrafficStore } from "./traffic-store.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Keeps the visit counts of the last `retentionDays` days, today included
 * (TRAFFIC_RETENTION_DAYS, the period the privacy notice states): older
 * days are deleted now and then once a day. The timer is unref'd: it never keeps the process alive on
 * its own. Returns the function that stops it.
 */
export function startTrafficRetention(
  store: Pick<TrafficStore, "deleteTrafficBefore">,
  retentionDays: number,
  log: Pick<Console, "info" | "error"> = console,
  now: () => number = Date.now,
): () => void {
  const purge = async () => {
    try {
      const cutoff = trafficDay(new Date(now() - (retentionDays - 1) * dayMs));
      const deleted = await store.deleteTrafficBefore(cutoff);
      if (deleted > 0) log.info(`Deleted visit counts of the days before ${cutoff}`);
    } catch (error) {
      log.error("Could not delete old visit counts:", error);
    }
  };
  void purge();
  const timer = setInterval(purge, dayMs);
  timer.unref();
  return () => clearInterval(timer);
}
