import { daysBefore, everyDay } from "#server/store/every-day.ts";
import { trafficDay } from "./traffic-counter.ts";
import type { TrafficStore } from "./traffic-store.ts";

/**
 * Keeps the visit counts of the last `retentionDays` days, today included
 * (TRAFFIC_RETENTION_DAYS, the period the privacy notice states): older
 * days are deleted now and then once a day. Returns the function that stops it.
 */
export function startTrafficRetention(
  store: Pick<TrafficStore, "deleteTrafficBefore">,
  retentionDays: number,
  log: Pick<Console, "info" | "error"> = console,
  now: () => number = Date.now,
): () => void {
  return everyDay(
    async () => {
      const cutoff = trafficDay(new Date(daysBefore(now(), retentionDays - 1)));
      const deleted = await store.deleteTrafficBefore(cutoff);
      if (deleted > 0) log.info(`Deleted visit counts of the days before ${cutoff}`);
    },
    "old visit counts",
    log,
  );
}
