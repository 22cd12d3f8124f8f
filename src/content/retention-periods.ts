import { retentionDaysFromEnv } from "./enquiry-retention.ts";

/**
 * How long each kind of record is kept, as the privacy notice states it (issue
 * 27, issue 25). Each is a setting with a default, read when the site is built:
 * the server's clean-up must read the same variable with the same default, or
 * the notice promises one period while the server keeps another. Enquiries
 * keep their one reading in enquiry-retention.ts, which the server already uses.
 */
export const retentionSettings = {
  /** Counted from the last day of the run an enrolment is for. */
  enrolmentRetentionDays: { variable: "ENROLMENT_RETENTION_DAYS", fallback: 730 },
  /** The back office's log of actions. */
  logRetentionDays: { variable: "AUDIT_LOG_RETENTION_DAYS", fallback: 365 },
  /** The daily visit counts (aggregates only). */
  trafficRetentionDays: { variable: "TRAFFIC_RETENTION_DAYS", fallback: 730 },
  /** Bank statement lines that belong to no invoice, counted from when they were dealt with (dismissed). */
  statementLineRetentionDays: { variable: "STATEMENT_LINE_RETENTION_DAYS", fallback: 30 },
} as const;

export type RetentionPeriods = Record<
  "enquiryRetentionDays" | keyof typeof retentionSettings,
  number
>;

export function retentionPeriodsFromEnv(env: Record<string, string | undefined>): RetentionPeriods {
  const days = (name: keyof typeof retentionSettings) => {
    const { variable, fallback } = retentionSettings[name];
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
    enquiryRetentionDays: retentionDaysFromEnv(env),
    enrolmentRetentionDays: days("enrolmentRetentionDays"),
    logRetentionDays: days("logRetentionDays"),
    trafficRetentionDays: days("trafficRetentionDays"),
    statementLineRetentionDays: days("statementLineRetentionDays"),
  };
}

/**
 * The periods of `retentionSettings` by the variable that sets each
 * ("ENROLMENT_RETENTION_DAYS": 730, ...): how a build records what its notice
 * states and the server compares what it was given.
 */
export function periodsByVariable(
  periods: Record<keyof typeof retentionSettings, number>,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(retentionSettings).map(([name, { variable }]) => [
      variable,
      periods[name as keyof typeof retentionSettings],
    ]),
  );
}
