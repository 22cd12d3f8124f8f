import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "#server/config.ts";
import { retentionPeriodsFromEnv } from "#src/content/retention-periods.ts";

describe("readConfig", () => {
  it("has working defaults", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      buildDir: path.resolve("build"),
      dataDir: path.resolve("data"),
      rateLimitPerMinute: 5,
      trustedProxyHops: 0,
      retentionDays: 180,
      enrolmentRetentionDays: 730,
      logRetentionDays: 365,
      joiningDetailsDays: 7,
      hsts: false,
      nightlyBuild: true,
    });
    expect(config.notify).toBeUndefined();
  });

  it("reads every setting", () => {
    const config = readConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      BUILD_DIR: "out",
      DATA_DIR: "/var/lib/site",
      ENQUIRY_RATE_LIMIT: "0",
      TRUST_PROXY: "1",
      ENQUIRY_RETENTION_DAYS: "90",
      ENROLMENT_RETENTION_DAYS: "1000",
      AUDIT_LOG_RETENTION_DAYS: "400",
      JOINING_DETAILS_DAYS: "10",
      HSTS: "1",
      NIGHTLY_BUILD: "off",
      SMTP_URL: "smtps://user:pass@mail.example.nl",
      NOTIFY_TO: "office@example.nl",
      SITE_URL: "https://www.example.nl",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      buildDir: path.resolve("out"),
      dataDir: "/var/lib/site",
      rateLimitPerMinute: 0,
      trustedProxyHops: 1,
      retentionDays: 90,
      enrolmentRetentionDays: 1000,
      logRetentionDays: 400,
      joiningDetailsDays: 10,
      hsts: true,
      nightlyBuild: false,
      notify: {
        smtpUrl: "smtps://user:pass@mail.example.nl",
        to: "office@example.nl",
        from: "website@www.example.nl",
      },
    });
  });

  it("counts visits unless TRAFFIC_COUNTING is off, and keeps them TRAFFIC_RETENTION_DAYS (730 unless told)", () => {
    expect(readConfig({})).toMatchObject({ isCountingTraffic: true, trafficRetentionDays: 730 });
    for (const off of ["off", "0", "false", "no", " OFF "]) {
      expect(readConfig({ TRAFFIC_COUNTING: off }).isCountingTraffic, off).toBe(false);
    }
    expect(readConfig({ TRAFFIC_COUNTING: "on" }).isCountingTraffic).toBe(true);
    expect(readConfig({ TRAFFIC_RETENTION_DAYS: "400" }).trafficRetentionDays).toBe(400);
    expect(() => readConfig({ TRAFFIC_COUNTING: "sometimes" })).toThrow(
      'TRAFFIC_COUNTING must be on or off, got "sometimes"',
    );
    expect(() => readConfig({ TRAFFIC_RETENTION_DAYS: "0" })).toThrow(ConfigError);
  });

  it("caps the views one visitor adds a minute at TRAFFIC_VIEWS_PER_MINUTE (60 unless told, 0: no cap)", () => {
    expect(readConfig({}).trafficViewsPerMinute).toBe(60);
    expect(readConfig({ TRAFFIC_VIEWS_PER_MINUTE: "0" }).trafficViewsPerMinute).toBe(0);
    expect(readConfig({ TRAFFIC_VIEWS_PER_MINUTE: "120" }).trafficViewsPerMinute).toBe(120);
    expect(() => readConfig({ TRAFFIC_VIEWS_PER_MINUTE: "-1" })).toThrow(
      'TRAFFIC_VIEWS_PER_MINUTE must be a whole number >= 0, got "-1"',
    );
  });

  it("keeps each kind for the period the privacy notice was built with, unless told", () => {
    const periods = retentionPeriodsFromEnv({});
    expect(readConfig({})).toMatchObject({
      retentionDays: periods.enquiryRetentionDays,
      enrolmentRetentionDays: periods.enrolmentRetentionDays,
      logRetentionDays: periods.logRetentionDays,
      trafficRetentionDays: periods.trafficRetentionDays,
      statementLineRetentionDays: periods.statementLineRetentionDays,
    });
    const env = {
      ENQUIRY_RETENTION_DAYS: "30",
      ENROLMENT_RETENTION_DAYS: " 800 ",
      AUDIT_LOG_RETENTION_DAYS: "90",
      STATEMENT_LINE_RETENTION_DAYS: "10",
    };
    expect(readConfig(env)).toMatchObject({
      retentionDays: retentionPeriodsFromEnv(env).enquiryRetentionDays,
      enrolmentRetentionDays: retentionPeriodsFromEnv(env).enrolmentRetentionDays,
      logRetentionDays: retentionPeriodsFromEnv(env).logRetentionDays,
      statementLineRetentionDays: 10,
    });
    expect(readConfig(env)).toMatchObject({ enrolmentRetentionDays: 800, logRetentionDays: 90 });
  });

  it("asks Mollie about refunds every REFUND_CHECK_SECONDS (300 unless told, 1 to 3600)", () => {
    expect(readConfig({}).refundCheckSeconds).toBe(300);
    expect(readConfig({ REFUND_CHECK_SECONDS: "60" }).refundCheckSeconds).toBe(60);
    expect(() => readConfig({ REFUND_CHECK_SECONDS: "0" })).toThrow(
      'REFUND_CHECK_SECONDS must be a whole number 1..3600, got "0"',
    );
  });

  it.each([
    ["TRUST_PROXY", "true", 1],
    ["TRUST_PROXY", "false", 0],
    ["TRUST_PROXY", "2", 2],
  ])("%s=%s → %s hops", (name, value, hops) => {
    expect(readConfig({ [name]: value }).trustedProxyHops).toBe(hops);
  });

  it.each([
    { ENQUIRY_RATE_LIMIT: "-1" },
    { ENQUIRY_RATE_LIMIT: "five" },
    { ENQUIRY_RETENTION_DAYS: "0" },
    { ENROLMENT_RETENTION_DAYS: "0" },
    { ENROLMENT_RETENTION_DAYS: "two years" },
    { AUDIT_LOG_RETENTION_DAYS: "-5" },
    { AUDIT_LOG_RETENTION_DAYS: "1.5" },
    { JOINING_DETAILS_DAYS: "0" },
    { JOINING_DETAILS_DAYS: "a week" },
    { PORT: "70000" },
    { TRUST_PROXY: "everyone" },
    { NIGHTLY_BUILD: "sometimes" },
    { SMTP_URL: "smtp://localhost" },
  ])("refuses %j with a message", (env) => {
    expect(() => readConfig(env)).toThrow(/must|NOTIFY_TO/);
  });

  it.each(["notaurl", "mail.example.nl:587", "http://user:secret@mail.example.nl", "smtp://"])(
    "refuses SMTP_URL=%s at start-up, without repeating it (it may hold a password)",
    (smtpUrl) => {
      expect(() => readConfig({ SMTP_URL: smtpUrl, NOTIFY_TO: "office@example.nl" })).toThrow(
        new ConfigError(
          "SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…, e.g. smtps://mail.example.nl",
        ),
      );
    },
  );
});

describe("VIES_URL", () => {
  it("is the EU's own check unless set; set, a test's stand-in or a proxy is asked instead", () => {
    expect(readConfig({}).viesUrl).toBe(
      "https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number",
    );
    expect(
      readConfig({ VIES_URL: "http://127.0.0.1:4100/rest-api/check-vat-number" }).viesUrl,
    ).toBe("http://127.0.0.1:4100/rest-api/check-vat-number");
  });

  it.each(["vies", "ftp://vies.example/check", "127.0.0.1:4100"])(
    "refuses %s at start-up, naming the setting",
    (value) => {
      expect(() => readConfig({ VIES_URL: value })).toThrow(
        new ConfigError(`VIES_URL must be an http(s) address, got "${value}"`),
      );
    },
  );
});
