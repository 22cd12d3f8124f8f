/** Time as a scheduled job sees it: tests hand in a clock they move themselves. */
export interface Clock {
  now(): Date;
  /** Calls `work` after `ms`; the function returned cancels it. */
  setTimer(work: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimer(work, ms) {
    const timer = setTimeout(work, ms);
    // A scheduled job never keeps the process alive on its own.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

const timeZone = "Europe/Amsterdam";

/**
 * Runs `job` now and then every day shortly after midnight in the
 * Netherlands (`minutesPastMidnight`, default 5), whatever the server's own
 * time zone and across daylight saving changes. A job still running when
 * the next is due is not started twice. Returns the function that stops it.
 */
export function startDailySchedule(options: {
  job: () => Promise<void>;
  clock?: Clock;
  minutesPastMidnight?: number;
  log?: Pick<Console, "error">;
}): () => void {
  const clock = options.clock ?? systemClock;
  const minutes = options.minutesPastMidnight ?? 5;
  const log = options.log ?? console;
  let cancel: (() => void) | undefined;
  let isStopped = false;
  let running: Promise<void> | undefined;

  const run = () => {
    if (running) return;
    running = options
      .job()
      .catch((error) => log.error("A daily job failed:", error))
      .finally(() => {
        running = undefined;
      });
  };
  const scheduleNext = () => {
    if (isStopped) return;
    const now = clock.now();
    cancel = clock.setTimer(() => {
      run();
      scheduleNext();
    }, nextDailyTime(now, minutes).getTime() - now.getTime());
  };
  run();
  scheduleNext();
  return () => {
    isStopped = true;
    cancel?.();
  };
}

/** The first moment after `now` that is `minutes` past midnight in the Netherlands. */
export function nextDailyTime(now: Date, minutes: number): Date {
  for (let days = 0; days <= 2; days++) {
    const date = new Date(now.getTime() + days * 86_400_000);
    const candidate = amsterdamTime(dateIn(date), minutes);
    if (candidate.getTime() > now.getTime()) return candidate;
  }
  throw new Error("no next day found");
}

/** "YYYY-MM-DD" in the Netherlands. */
function dateIn(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(instant);
}

/** The instant that is `minutes` past midnight of `date` in the Netherlands. */
function amsterdamTime(date: string, minutes: number): Date {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // The offset at that moment (+01:00 in winter, +02:00 in summer); midnight never falls in a switch.
  return new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000);
}

function offsetMinutes(instant: Date): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const value = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -value : value;
}
