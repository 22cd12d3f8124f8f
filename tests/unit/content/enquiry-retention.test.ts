import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION_DAYS, retentionDaysFromEnv } from "#src/content/enquiry-retention.ts";

describe("retentionDaysFromEnv", () => {
  it("uses the default when the variable is unset or blank", () => {
    expect(retentionDaysFromEnv({})).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDaysFromEnv({ ENQUIRY_RETENTION_DAYS: "  " })).toBe(DEFAULT_RETENTION_DAYS);
  });

  it("reads a whole number of days", () => {
    expect(retentionDaysFromEnv({ ENQUIRY_RETENTION_DAYS: " 90 " })).toBe(90);
  });

  it.each(["0", "-3", "1.5", "a year"])("refuses %s", (raw) => {
    expect(() => retentionDaysFromEnv({ ENQUIRY_RETENTION_DAYS: raw })).toThrow(
      "ENQUIRY_RETENTION_DAYS must be a whole number >= 1",
    );
  });
});
