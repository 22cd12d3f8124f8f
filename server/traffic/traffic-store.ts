import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import type { TrafficBatch, TrafficMethods, TrafficReport, TrafficRow } from "./traffic-tables.ts";

/** The traffic tables, as the module the store's process imports (server/store/store.ts). */
export const trafficTables = new URL("./traffic-tables.ts", import.meta.url).href;

/**
 * The visit counts in a store that serves the traffic tables: the calls of
 * traffic-tables.ts with their types, each run in the store's process.
 */
export function trafficStore(store: Pick<Store, "call">) {
  const tables = tablesOf<TrafficMethods>(store);
  return {
    /** One flush of the counter, in one transaction. */
    recordTraffic(batch: TrafficBatch): Promise<void> {
      return tables.recordTraffic(batch);
    },
    /** Days are YYYY-MM-DD, both included. */
    trafficReport(from: string, to: string): Promise<TrafficReport> {
      return tables.trafficReport(from, to);
    },
    trafficRows(from: string, to: string): Promise<TrafficRow[]> {
      return tables.trafficRows(from, to);
    },
    /** Resolves with how many rows of days before `day` were deleted. */
    deleteTrafficBefore(day: string): Promise<number> {
      return tables.deleteTrafficBefore(day);
    },
  };
}

export type TrafficStore = ReturnType<typeof trafficStore>;
