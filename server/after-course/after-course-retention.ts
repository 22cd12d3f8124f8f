import {
  type AfterCourseRetention,
  certificateEmailDays,
} from "#src/content/after-course-retention.ts";
import { type DailyJob, daysBefore } from "#server/schedule/daily-jobs.ts";
import type { CertificateStore } from "./certificate-store.ts";

/**
 * Deletes certificates past CERTIFICATE_RETENTION_YEARS, clears the e-mail
 * address of those mailed more than `certificateEmailDays` ago, and
 * anonymises evaluations without consent to publish past
 * EVALUATION_ANONYMISE_DAYS, as the privacy notice says. A daily job
 * (server/schedule/daily-jobs.ts).
 */
export function afterCourseRetentionJob(
  certificates: Pick<CertificateStore, "afterCourseRetention">,
  periods: AfterCourseRetention,
  log: Pick<Console, "info"> = console,
  now: () => number = Date.now,
): DailyJob {
  return {
    name: "after-course retention",
    async run() {
      const at = now();
      const certificatesBefore = new Date(at);
      certificatesBefore.setUTCFullYear(
        certificatesBefore.getUTCFullYear() - periods.certificateRetentionYears,
      );
      const done = await certificates.afterCourseRetention({
        certificatesBefore: certificatesBefore.toISOString(),
        addressesBefore: new Date(daysBefore(at, certificateEmailDays)).toISOString(),
        evaluationsBefore: new Date(daysBefore(at, periods.evaluationAnonymiseDays)).toISOString(),
        at: new Date(at).toISOString(),
      });
      if (done.certificates > 0) {
        log.info(
          `Deleted ${done.certificates} certificates issued more than ${periods.certificateRetentionYears} years ago`,
        );
      }
      if (done.addresses > 0) {
        log.info(
          `Cleared the e-mail address of ${done.addresses} certificates mailed more than ${certificateEmailDays} days ago`,
        );
      }
      if (done.evaluations > 0) {
        log.info(
          `Anonymised ${done.evaluations} evaluations without consent to publish, older than ${periods.evaluationAnonymiseDays} days`,
        );
      }
    },
  };
}
