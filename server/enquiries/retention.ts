import { type DailyJob, daysBefore, startDailyJobs } from "#server/schedule/daily-jobs.ts";
import type { EnquiryStore } from "./enquiry-store.ts";

/** The periods the privacy notice states (server/config.ts reads them). */
export interface RetentionPeriods {
  /** ENQUIRY_RETENTION_DAYS: counted from an enquiry's arrival. */
  enquiryDays: number;
  /** ENROLMENT_RETENTION_DAYS: counted from the last day of the enrolment's run, else its arrival. */
  enrolmentDays: number;
}

/**
 * Deletes what has outlived its period, as the privacy notice promises:
 * enquiries and enrolments, each by its own period, in one clean-up that
 * says how many of each went. A daily job (server/schedule/daily-jobs.ts):
 * at start-up and every night.
 */
export function retentionJob(
  store: Pick<EnquiryStore, "deleteExpired">,
  periods: RetentionPeriods,
  log: Pick<Console, "info"> = console,
  now: () => number = Date.now,
): DailyJob {
  return {
    name: "enquiry retention",
    async run() {
      const deleted = await store.deleteExpired({
        enquiriesBefore: new Date(daysBefore(now(), periods.enquiryDays)),
        enrolmentsBefore: new Date(daysBefore(now(), periods.enrolmentDays)),
      });
      if (deleted.enquiry > 0) {
        log.info(`Deleted ${deleted.enquiry} enquiries older than ${periods.enquiryDays} days`);
      }
      if (deleted.enrolment > 0) {
        log.info(
          `Deleted ${deleted.enrolment} enrolments ${periods.enrolmentDays} days after their run's last day (or their arrival, without a dated run)`,
        );
      }
    },
  };
}

/** The retention alone on the daily schedule; returns the function that stops it. */
export function startRetention(
  store: Pick<EnquiryStore, "deleteExpired">,
  periods: RetentionPeriods,
  log: Pick<Console, "info" | "error"> = console,
  now: () => number = Date.now,
): () => void {
  return startDailyJobs([retentionJob(store, periods, log, now)], { log }).stop;
}
