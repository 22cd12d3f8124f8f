/**
 * How long what comes after a course is kept, as the privacy notice states
 * it: each a setting with a default, read when the site is built (the
 * notice's words) and by the server (its nightly clean-up,
 * server/after-course/), from the same variables with the same defaults.
 * Kept apart from retention-periods.ts, whose table the build's settings
 * record variable by variable.
 */
export const afterCourseRetentionSettings = {
  /** A certificate's verification data (its page answers "not found" after), counted from its issue. */
  certificateRetentionYears: { variable: "CERTIFICATE_RETENTION_YEARS", fallback: 10 },
  /** An evaluation without consent to publish loses its comment this many days after it was sent. */
  evaluationAnonymiseDays: { variable: "EVALUATION_ANONYMISE_DAYS", fallback: 365 },
} as const;

/**
 * A certificate's e-mail address is kept this many days after its mail was
 * sent (for resends), then cleared: checking it needs no address. A fixed
 * period, not a setting: the privacy notice names it (`{certificateEmailDays}`).
 */
export const certificateEmailDays = 90;

export type AfterCourseRetention = Record<keyof typeof afterCourseRetentionSettings, number>;

export function afterCourseRetentionFromEnv(
  env: Record<string, string | undefined>,
): AfterCourseRetention {
  const read = (name: keyof typeof afterCourseRetentionSettings) => {
    const { variable, fallback } = afterCourseRetentionSettings[name];
    const raw = env[variable]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    // A page must not promise a period the server would refuse.
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${variable} must be a whole number >= 1, got "${raw}"`);
    }
    return value;
  };
  return {
    certificateRetentionYears: read("certificateRetentionYears"),
    evaluationAnonymiseDays: read("evaluationAnonymiseDays"),
  };
}
