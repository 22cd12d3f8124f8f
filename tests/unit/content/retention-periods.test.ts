import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION_DAYS } from "#src/content/enquiry-retention.ts";
import { retentionPeriodsFromEnv } from "#src/content/retention-periods.ts";

describe("retentionPeriodsFromEnv", () => {
  it("gives each kind its default when its variable is unset or blank", () => {
    expect(retentionPeriodsFromEnv({ TRAFFIC_RETENTION_DAYS: " " })).toEqual({
      enquiryRetentionDays: DEFAULT_RETENTION_DAYS,
      enrolmentRetentionDays: 730,
      logRetentionDays: 365,
      trafficRetentionDays: 730,
      statementLineRetentionDays: 30,
    });
  });

  it("reads each kind from its own variable", () => {
    expect(
      retentionPeriodsFromEnv({
        ENQUIRY_RETENTION_DAYS: "180",
        ENROLMENT_RETENTION_DAYS: " 1000 ",
        AUDIT_LOG_RETENTION_DAYS: "90",
        TRAFFIC_RETENTION_DAYS: "400",
        STATEMENT_LINE_RETENTION_DAYS: "60",
      }),
    ).toEqual({
      enquiryRetentionDays: 180,
      enrolmentRetentionDays: 1000,
      logRetentionDays: 90,
      trafficRetentionDays: 400,
      statementLineRetentionDays: 60,
    });
  });

  it.each(["0", "-3", "1.5", "two years"])("refuses %s, naming the variable", (raw) => {
    expect(() => retentionPeriodsFromEnv({ ENROLMENT_RETENTION_DAYS: raw })).toThrow(
      "ENROLMENT_RETENTION_DAYS must be a whole number >= 1",
    );
    expect(() => retentionPeriodsFromEnv({ AUDIT_LOG_RETENTION_DAYS: raw })).toThrow(
      "AUDIT_LOG_RETENTION_DAYS must be a whole number >= 1",
    );
  });
});
