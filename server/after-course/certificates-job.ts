import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { type Clock, type DailyJob, systemClock } from "#server/schedule/daily-jobs.ts";
import type { CertificateStore } from "./certificate-store.ts";
import type { CertificateCourse } from "./certificate-types.ts";

export interface CertificatesJobOptions {
  certificates: Pick<CertificateStore, "issueCertificates">;
  /** The live release's catalogue: each course's titles, hours and trainer. */
  catalogue: () => EnrolmentCatalogue | undefined;
  clock?: Clock;
  /** Writes the back office's log (how many, never whom). */
  record?: (detail: string) => Promise<void> | void;
  /** After certificates were issued: their outbox sends them now. */
  onQueued?: () => void;
  log?: Pick<Console, "info" | "error">;
}

/**
 * The certificates of participation: every night (and at start-up), each
 * participant marked present on a run whose last day has passed, or partly
 * present with the owner's tick, gets one, once (the store checks in the
 * same transaction), mailed with its PDF. A mark made later is picked up the
 * next night. A daily job (server/schedule/daily-jobs.ts).
 */
export function certificatesJob(options: CertificatesJobOptions): DailyJob {
  const clock = options.clock ?? systemClock;
  return { name: "certificates", run: () => issueCertificates({ ...options, now: clock.now() }) };
}

export async function issueCertificates(
  options: Omit<CertificatesJobOptions, "clock"> & { now: Date },
): Promise<number> {
  const courses: Record<string, CertificateCourse> = {};
  for (const course of options.catalogue()?.courses ?? []) {
    courses[course.key] = {
      title: course.title,
      ...(course.hours !== undefined && { hours: course.hours }),
      ...(course.trainer && { trainer: course.trainer }),
    };
  }
  const issued = await options.certificates.issueCertificates({
    today: todayInAmsterdam(options.now),
    at: options.now.toISOString(),
    courses,
  });
  if (issued > 0) {
    const detail = `${issued} ${issued === 1 ? "certificate" : "certificates"} of participation issued`;
    (options.log ?? console).info(`Certificates: ${detail}`);
    await options.record?.(detail);
    options.onQueued?.();
  }
  return issued;
}
