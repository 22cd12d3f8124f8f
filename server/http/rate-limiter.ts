export interface RateLimiterOptions {
  /** Requests allowed per key within one window; 0 allows everything. */
  limit: number;
  windowMs?: number;
  /** Most keys remembered; the least recently seen are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export type RateDecision = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/**
 * A sliding-window limit per key (client address): at most `limit` requests in
 * any `windowMs`, so a burst at the end of one minute cannot be followed by a
 * second burst at the start of the next. It keeps the time of each allowed
 * request (at most `limit` per key); refused requests are not counted, so a
 * client that waits for Retry-After gets through.
 */
export function createRateLimiter(options: RateLimiterOptions) {
  const windowMs = options.windowMs ?? 60_000;
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  // Map order is insertion order: re-inserting a key on use keeps the least
  // recently used first, which is what gets dropped when full.
  const hits = new Map<string, number[]>();

  function check(key: string): RateDecision {
    if (options.limit <= 0) return { isAllowed: true };
    const time = now();
    const recent = (hits.get(key) ?? []).filter((at) => time - at < windowMs);
    hits.delete(key);
    if (recent.length >= options.limit) {
      hits.set(key, recent);
      const oldest = recent[0] ?? time;
      return {
        isAllowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)),
      };
    }
    recent.push(time);
    hits.set(key, recent);
    if (hits.size > maxKeys) {
      const leastRecent = hits.keys().next().value;
      if (leastRecent !== undefined) hits.delete(leastRecent);
    }
    return { isAllowed: true };
  }

  /** Forgets keys whose window has passed; call now and then to bound memory. */
  function sweep() {
    const time = now();
    for (const [key, times] of hits) {
      if (times.every((at) => time - at >= windowMs)) hits.delete(key);
    }
  }

  return { check, sweep, size: () => hits.size };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
