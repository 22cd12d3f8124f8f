const dayMs = 24 * 60 * 60 * 1000;

/**
 * Runs a clean-up of the store now and then once a day, logging its failure
 * as `what` instead of throwing: a purge that fails today tries again
 * tomorrow. The timer is unref'd: it never keeps the process alive on its
 * own. Returns the function that stops it. (The retention of enquiries, of
 * the back office's log and of the visit counts each hand in their purge.)
 */
export function everyDay(
  purge: () => Promise<void>,
  what: string,
  log: Pick<Console, "error">,
): () => void {
  const run = () =>
    purge().catch((error: unknown) => log.error(`Could not delete ${what}:`, error));
  void run();
  const timer = setInterval(run, dayMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** `days` days before `now`, in milliseconds since the epoch. */
export function daysBefore(now: number, days: number): number {
  return now - days * dayMs;
}
