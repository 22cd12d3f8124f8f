import type { Store } from "./store.ts";

export interface StoreHealthOptions {
  /** A probe's answer stands this long: 5 s unless told. */
  intervalMs?: number;
  /** A probe that takes longer counts as a failure: 2 s unless told. */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Whether the store takes enquiries, for /healthz, which anyone may ask as
 * often as they like. The answer comes from a committed write (the probe), but
 * at most one probe runs at a time and one answer stands for `intervalMs`: a
 * flood of health checks costs one write every few seconds, never a write per
 * call queued among the enquiries. A store known to be lost (deleted,
 * replaced, its process dead) is unhealthy at once, with no probe.
 */
export function createStoreHealth(
  store: Pick<Store, "probe" | "fault">,
  options: StoreHealthOptions = {},
): () => Promise<boolean> {
  const intervalMs = options.intervalMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const now = options.now ?? Date.now;
  let last: { at: number; isHealthy: boolean } | undefined;
  let running: Promise<boolean> | undefined;

  return async function isStoreHealthy(): Promise<boolean> {
    if (store.fault()) return false;
    if (last && now() - last.at < intervalMs) return last.isHealthy;
    running ??= store.probe().then(
      () => settle(true),
      () => settle(false),
    );
    return withTimeout(running, timeoutMs, false);
  };

  function settle(isHealthy: boolean): boolean {
    last = { at: now(), isHealthy };
    running = undefined;
    return isHealthy;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(fallback), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
