import type { Clock } from "#server/schedule/daily-jobs.ts";

/** A clock the test moves: timers fire when it passes them. */
export function fakeClock(start: string) {
  let now = new Date(start).getTime();
  let timers: { at: number; work: () => void }[] = [];
  const clock: Clock = {
    now: () => new Date(now),
    setTimer(work, ms) {
      const timer = { at: now + ms, work };
      timers.push(timer);
      return () => {
        timers = timers.filter((other) => other !== timer);
      };
    },
  };
  return {
    clock,
    /** Moves to `to`, firing each timer due on the way, in order. */
    async moveTo(to: string) {
      const target = new Date(to).getTime();
      for (;;) {
        const [next] = timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at);
        if (!next) break;
        // What the last timer started finishes first, as it would in the hours between.
        await new Promise((resolve) => setTimeout(resolve, 0));
        timers = timers.filter((timer) => timer !== next);
        now = next.at;
        next.work();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      now = target;
    },
    pending: () => timers.map((timer) => new Date(timer.at).toISOString()),
  };
}
