import type { PrivateRun } from "#src/training/private-runs.ts";
import type { RunStore } from "./run-store.ts";

/**
 * The store's private runs as this process knows them, for the live catalogue, which is read
 * without waiting (src/training/private-runs.ts `withPrivateRuns`): loaded at start-up and again
 * after every change the back office makes to one, the only way they change.
 */
export interface PrivateRunBook {
  current(): readonly PrivateRun[];
  reload(): Promise<void>;
}

export function createPrivateRunBook(runs: Pick<RunStore, "privateRuns">): PrivateRunBook {
  let known: readonly PrivateRun[] = [];
  return {
    current: () => known,
    async reload() {
      known = (await runs.privateRuns()) ?? [];
    },
  };
}
