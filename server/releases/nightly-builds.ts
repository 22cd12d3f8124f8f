import {
  type DailyJob,
  nextDailyTime,
  startDailyJobs,
  systemClock,
} from "#server/schedule/daily-jobs.ts";

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
 * one of the daily jobs (server/schedule/daily-jobs.ts), not at start-up.
 * Switched off with NIGHTLY_BUILD=off.
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

/** The nightly build as a daily job; the server registers it with the others. */
export function nightlyBuildJob(options: Pick<NightlyBuildsOptions, "request" | "log">): DailyJob {
  const log = options.log ?? console;
  return {
    name: "nightly build",
    // A build at every restart would only repeat the one the server serves.
    isRunAtStartUp: false,
    run() {
      log.info(
        "Nightly build: rebuilding the site so runs that have started are no longer offered",
      );
      options.request(nightlyRequester);
    },
  };
}

/** The nightly build alone on the daily schedule: when it comes next, and the stop. */
export function startNightlyBuilds(options: NightlyBuildsOptions) {
  const at = options.at ?? defaultNightlyTime;
  return startDailyJobs([nightlyBuildJob(options)], {
    clock: { ...systemClock, now: options.now ?? systemClock.now },
    minutesPastMidnight: at.hour * 60 + at.minute,
  });
}

export type NightlyBuilds = ReturnType<typeof startNightlyBuilds>;

/** The first moment after `now` when Amsterdam's clock reads `at`. */
export function nextNightlyBuild(now: Date, at: { hour: number; minute: number }): Date {
  return nextDailyTime(now, at.hour * 60 + at.minute);
}
