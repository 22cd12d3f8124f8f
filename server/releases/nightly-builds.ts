/**
 * The site rebuilt every night, shortly after midnight in Amsterdam, so a
 * course run is no longer offered from the day after it started (pages, the
 * enrolment form, the finder, calendar files, structured data) without
 * anyone pressing Rebuild; the build also takes the places and run states the
 * store holds by then. The page script hides a run between builds too
 * (src/enhancements/run-dates.ts); this makes the HTML itself true, for
 * visitors without JavaScript and for search engines.
 *
 * It asks for a build as an editor's save does (the back office's site
 * builds: one at a time, logged in its log as requested by "nightly build"),
 * and plans the next night after each. Switched off with NIGHTLY_BUILD=off.
 */
export interface NightlyBuildsOptions {
  /** Starts a build, or one more after the one running (server/back-office/site/site-builds.ts). */
  request: (requestedBy: string) => void;
  /** Amsterdam time of the build: 00:05 unless told. */
  at?: { hour: number; minute: number };
  now?: () => Date;
  log?: Pick<Console, "info">;
}

/** Who the back office's log names as having asked for the build. */
export const nightlyRequester = "nightly build";

export const defaultNightlyTime = { hour: 0, minute: 5 };

export function startNightlyBuilds(options: NightlyBuildsOptions) {
  const at = options.at ?? defaultNightlyTime;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console;
  let timer: NodeJS.Timeout | undefined;
  let next = nextNightlyBuild(now(), at);

  const plan = () => {
    // A timer waits at most its delay; one that wakes late (a suspended machine) builds then.
    timer = setTimeout(run, Math.max(0, next.getTime() - now().getTime()));
    timer.unref();
  };
  function run() {
    log.info(`Nightly build: rebuilding the site so runs that have started are no longer offered`);
    options.request(nightlyRequester);
    // Never the same night twice, even if the clock reads a moment early.
    const after = new Date(Math.max(now().getTime(), next.getTime()) + 60_000);
    next = nextNightlyBuild(after, at);
    plan();
  }
  plan();

  return {
    /** When the next build is asked for. */
    next: () => next,
    stop() {
      clearTimeout(timer);
    },
  };
}

export type NightlyBuilds = ReturnType<typeof startNightlyBuilds>;

/** The first moment after `now` when Amsterdam's clock reads `at`. */
export function nextNightlyBuild(now: Date, at: { hour: number; minute: number }): Date {
  const [year = 0, month = 1, day = 1] = amsterdamDate(now).split("-").map(Number);
  for (let days = 0; ; days++) {
    const candidate = amsterdamTime(year, month, day + days, at.hour, at.minute);
    if (candidate.getTime() > now.getTime()) return candidate;
  }
}

const amsterdam = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function amsterdamDate(instant: Date): string {
  return amsterdam.format(instant).slice(0, 10);
}

/** How far Amsterdam's clock is ahead of UTC at `instant` (1 or 2 hours), in ms. */
function offsetAt(instant: number): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(amsterdam.formatToParts(instant).find((candidate) => candidate.type === type)?.value);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
  );
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/** The instant Amsterdam's clock reads this date and time (days past a month's end roll over). */
function amsterdamTime(year: number, month: number, day: number, hour: number, minute: number) {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(wall);
  // Once more with the offset at that instant: right on either side of a clock change.
  return new Date(wall - offsetAt(first));
}
