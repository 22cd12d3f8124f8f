import type { AfterCourseRetention } from "#src/content/after-course-retention.ts";
import { type DailyJob, daysBefore } from "#server/schedule/daily-jobs.ts";
import type { CertificateStore } from "./certificate-store.ts";

/**
 * Deletes certificates past CERTIFICATE_RETENTION_YEARS and anonymises
 * evaluations without consent to publish past EVALUATION_ANONYMISE_DAYS, as
 * the privacy notice says. A daily job (server/schedule/daily-jobs.ts).
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
        evaluationsBefore: new Date(daysBefore(at, periods.evaluationAnonymiseDays)).toISOString(),
        at: new Date(at).toISOString(),
      });
      if (done.certificates > 0) {
        log.info(
          `Deleted ${done.certificates} certificates issued more than ${periods.certificateRetentionYears} years ago`,
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
