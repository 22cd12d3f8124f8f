/** Time as the daily jobs see it: tests hand in a clock they move themselves. */
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

/** One nightly job, handed in by its owner; server/start-server.ts registers them all. */
export interface DailyJob {
  /** What the log names when it fails ("enquiry retention"). */
  name: string;
  run: () => Promise<unknown> | unknown;
  /** Also once at start-up, the default; false waits for the first night (the nightly build). */
  isRunAtStartUp?: boolean;
  /**
   * A periodic job (an offer's expiry): also every `everyMs` through the day,
   * besides the night; the same rules (never twice at once, failures logged).
   */
  everyMs?: number;
}

export interface DailyJobsOptions {
  clock?: Clock;
  /** When, in minutes past midnight in the Netherlands: 5 unless told. */
  minutesPastMidnight?: number;
  log?: Pick<Console, "error">;
}

const timeZone = "Europe/Amsterdam";
const dayMs = 24 * 60 * 60 * 1000;

/**
 * The one scheduler of the nightly jobs: each job runs at start-up (unless
 * it says not to) and every night shortly after midnight in the
 * Netherlands, whatever the server's own time zone and across daylight
 * saving changes. A job still running when its next turn comes is not
 * started twice; a failure is logged under the job's name and the other
 * jobs run on (a job that fails tonight tries again tomorrow). Each job
 * starts at once, before this returns, so a stop right after start-up
 * does not undo its first run.
 */
export function startDailyJobs(jobs: readonly DailyJob[], options: DailyJobsOptions = {}) {
  const clock = options.clock ?? systemClock;
  const minutes = options.minutesPastMidnight ?? 5;
  const log = options.log ?? console;
  const running = new Set<DailyJob>();
  let due = nextDailyTime(clock.now(), minutes);
  let cancel: (() => void) | undefined;
  let isStopped = false;

  function run(job: DailyJob) {
    if (running.has(job)) return;
    const failed = (error: unknown) => log.error(`The daily job "${job.name}" failed:`, error);
    try {
      const result = job.run();
      // Only a job still at work can be asked twice; one done at once is done.
      if (result instanceof Promise) {
        running.add(job);
        result.catch(failed).finally(() => running.delete(job));
      }
    } catch (error) {
      failed(error);
    }
  }

  function plan() {
    if (isStopped) return;
    // A timer waits at most its delay; one that wakes late (a suspended machine) runs the jobs then.
    cancel = clock.setTimer(
      () => {
        // Never the same night twice, even if the clock reads a moment early.
        const now = clock.now();
        due = nextDailyTime(now > due ? now : due, minutes);
        for (const job of jobs) run(job);
        plan();
      },
      Math.max(0, due.getTime() - clock.now().getTime()),
    );
  }

  /** A periodic job's own timer: again `everyMs` after each turn. */
  const periodic = new Map<DailyJob, () => void>();
  function repeat(job: DailyJob, ms: number) {
    if (isStopped) return;
    periodic.set(
      job,
      clock.setTimer(() => {
        run(job);
        repeat(job, ms);
      }, ms),
    );
  }

  for (const job of jobs) if (job.isRunAtStartUp !== false) run(job);
  plan();
  for (const job of jobs) if (job.everyMs) repeat(job, job.everyMs);

  return {
    /** When the jobs run next. */
    next: () => due,
    /** No more runs; a job running now finishes on its own. */
    stop() {
      isStopped = true;
      cancel?.();
      for (const stopTimer of periodic.values()) stopTimer();
    },
  };
}

export type DailyJobs = ReturnType<typeof startDailyJobs>;

/** The first moment after `now` that is `minutes` past midnight in the Netherlands. */
export function nextDailyTime(now: Date, minutes: number): Date {
  const [year = 0, month = 1, day = 1] = amsterdam.format(now).slice(0, 10).split("-").map(Number);
  for (let days = 0; ; days++) {
    const candidate = amsterdamTime(year, month, day + days, minutes);
    if (candidate.getTime() > now.getTime()) return candidate;
  }
}

/** The instant a date ("2027-03-01") begins in the Netherlands: a run's start, for deadlines before it. */
export function startOfAmsterdamDay(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return amsterdamTime(year, month, day, 0);
}

/** `days` days before `now`, in milliseconds since the epoch: a retention job's cut-off. */
export function daysBefore(now: number, days: number): number {
  return now - days * dayMs;
}

const amsterdam = new Intl.DateTimeFormat("en-CA", {
  timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** How far Amsterdam's clock is ahead of UTC at `instant` (1 or 2 hours), in ms. */
function offsetAt(instant: number): number {
  const parts = amsterdam.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
  );
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant Amsterdam's clock reads `minutes` past midnight of this date
 * (days past a month's end roll over). Calendar days, not 24-hour steps: the
 * night the clocks go forward has a 23-hour day before it.
 */
function amsterdamTime(year: number, month: number, day: number, minutes: number): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const first = wall - offsetAt(wall);
  // Once more with the offset at that instant: right on either side of a clock change.
  return new Date(wall - offsetAt(first));
}
