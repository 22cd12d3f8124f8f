import path from "node:path";
import { DEFAULT_RETENTION_DAYS } from "#src/content/enquiry-retention.ts";
import { retentionSettings } from "#src/content/retention-periods.ts";
import {
  type AfterCourseRetention,
  afterCourseRetentionFromEnv,
} from "#src/content/after-course-retention.ts";
import type { MailSettings } from "#server/mail/outbox.ts";
import { maxViewsPerVisitorPerMinute } from "#server/traffic/view-cap.ts";
import { defaultViesUrl } from "#server/invoices/vies-client.ts";

/** Everything the server reads from its environment, checked once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** BUILD_DIR: its current release is served (server/releases/releases.ts). */
  buildDir: string;
  /** Where the enquiry database lives; created on first start. */
  dataDir: string;
  /** The content the back office's editor writes (CONTENT_DIR, default ./content, in the site's git repository). */
  contentDir: string;
  /** Enquiries per client address per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** How many proxies in front of us append to X-Forwarded-For; 0 trusts none. */
  trustedProxyHops: number;
  /** ENQUIRY_RETENTION_DAYS: enquiries are deleted this many days after they arrived. */
  retentionDays: number;
  /** ENROLMENT_RETENTION_DAYS: enrolments are deleted this many days after their run's last day (else their arrival). */
  enrolmentRetentionDays: number;
  /** CERTIFICATE_RETENTION_YEARS and EVALUATION_ANONYMISE_DAYS (src/content/after-course-retention.ts). */
  afterCourse: AfterCourseRetention;
  /** AUDIT_LOG_RETENTION_DAYS: the back office's log keeps its entries this many days. */
  logRetentionDays: number;
  /** JOINING_DETAILS_DAYS: how many days before a run its participants get the joining details. */
  joiningDetailsDays: number;
  /** OFFER_HOURS: how long an offer of a freed place runs at most (shorter close to the start). */
  offerHours: number;
  /** OFFER_CHECK_SECONDS: how often expired offers lapse and free places are offered. */
  offerCheckSeconds: number;
  /** QUOTE_REMINDER_DAYS: a quote's buyer is reminded this many days before it expires; 0 (the default) is off. */
  quoteReminderDays: number;
  /** TRAFFIC_COUNTING: visits counted (server/traffic/) unless "off". */
  isCountingTraffic: boolean;
  /** TRAFFIC_RETENTION_DAYS: the days of visit counts kept, as the privacy notice states. */
  trafficRetentionDays: number;
  /** STATEMENT_LINE_RETENTION_DAYS: dismissed statement lines (no invoice's) are deleted this long after. */
  statementLineRetentionDays: number;
  /** REFUND_CHECK_SECONDS: how often the refund worker looks at refunds through Mollie. */
  refundCheckSeconds: number;
  /** TRAFFIC_VIEWS_PER_MINUTE: views one visitor adds a minute at most (server/traffic/view-cap.ts); 0: no cap. */
  trafficViewsPerMinute: number;
  hsts: boolean;
  /** VIES_URL: the EU's VAT number check, asked before an invoice is reverse charged (server/invoices/vies-client.ts). */
  viesUrl: string;
  /** Rebuild the site shortly after midnight (Amsterdam), so started runs are no longer offered. */
  nightlyBuild: boolean;
  notify?: MailSettings;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function readConfig(env: Env = process.env): ServerConfig {
  checkSiteUrl(env);
  return {
    port: integer(env, "PORT", 3000, { min: 0, max: 65535 }),
    host: env.HOST || "0.0.0.0",
    buildDir: path.resolve(env.BUILD_DIR || "build"),
    dataDir: path.resolve(env.DATA_DIR || "data"),
    contentDir: path.resolve(env.CONTENT_DIR || "content"),
    rateLimitPerMinute: integer(env, "ENQUIRY_RATE_LIMIT", 5, { min: 0 }),
    trustedProxyHops: trustProxy(env.TRUST_PROXY),
    retentionDays: integer(env, "ENQUIRY_RETENTION_DAYS", DEFAULT_RETENTION_DAYS, { min: 1 }),
    enrolmentRetentionDays: days(env, "enrolmentRetentionDays"),
    logRetentionDays: days(env, "logRetentionDays"),
    afterCourse: afterCourseRetention(env),
    joiningDetailsDays: integer(env, "JOINING_DETAILS_DAYS", 7, { min: 1, max: 60 }),
    offerHours: integer(env, "OFFER_HOURS", 48, { min: 1, max: 336 }),
    offerCheckSeconds: integer(env, "OFFER_CHECK_SECONDS", 60, { min: 1, max: 3600 }),
    quoteReminderDays: integer(env, "QUOTE_REMINDER_DAYS", 0, { min: 0, max: 30 }),
    isCountingTraffic: switchSetting(env, "TRAFFIC_COUNTING", true),
    trafficRetentionDays: days(env, "trafficRetentionDays"),
    statementLineRetentionDays: days(env, "statementLineRetentionDays"),
    refundCheckSeconds: integer(env, "REFUND_CHECK_SECONDS", 300, { min: 1, max: 3600 }),
    trafficViewsPerMinute: integer(env, "TRAFFIC_VIEWS_PER_MINUTE", maxViewsPerVisitorPerMinute, {
      min: 0,
    }),
    hsts: isOn(env.HSTS),
    viesUrl: httpUrl(env, "VIES_URL", defaultViesUrl),
    nightlyBuild: switchSetting(env, "NIGHTLY_BUILD", true),
    notify: notifyConfig(env),
  };
}

/** SITE_URL, when given, must be an http(s) URL: the back office's origin and the mail sender's host come from it. */
function checkSiteUrl(env: Env) {
  const raw = env.SITE_URL?.trim();
  if (!raw) return;
  try {
    const url = new URL(raw);
    if (url.protocol === "http:" || url.protocol === "https:") return;
  } catch {
    // said below
  }
  throw new ConfigError(
    `SITE_URL must be the site's address, e.g. https://www.example.nl, got "${raw}"`,
  );
}

/** An http(s) address setting; unset is `fallback`; anything else stops the start. */
function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === "http:" || url.protocol === "https:") return url.href;
  } catch {
    // said below
  }
  throw new ConfigError(`${name} must be an http(s) address, got "${raw}"`);
}

/** A period the privacy notice states: the variable and default it was built with (src/content/retention-periods.ts). */
function days(env: Env, name: keyof typeof retentionSettings) {
  const { variable, fallback } = retentionSettings[name];
  return integer(env, variable, fallback, { min: 1 });
}

function integer(env: Env, name: string, fallback: number, range: { min: number; max?: number }) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < range.min || (range.max ?? Infinity) < value) {
    const bounds = range.max === undefined ? `>= ${range.min}` : `${range.min}..${range.max}`;
    throw new ConfigError(`${name} must be a whole number ${bounds}, got "${raw}"`);
  }
  return value;
}

/** on/off (also 1/0, true/false, yes/no); unset is `fallback`; anything else stops the start. */
function switchSetting(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off, got "${env[name]}"`);
}

function isOn(raw: string | undefined) {
  return ["1", "true", "yes", "on"].includes(raw?.trim().toLowerCase() ?? "");
}

/**
 * TRUST_PROXY: unset, "0" or "false" → the socket's address is the client.
 * "1" (or "true") → one proxy in front: the right-most X-Forwarded-For entry.
 * "N" → N proxies: the N-th entry from the right.
 */
function trustProxy(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "" || value === "0" || value === "false" || value === "no") return 0;
  if (value === "true" || value === "yes") return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new ConfigError(
      `TRUST_PROXY must be 0, 1 (or true) or a hop count up to 10, got "${raw}"`,
    );
  }
  return hops;
}

function notifyConfig(env: Env): MailSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  if (!isSmtpUrl(smtpUrl)) {
    // The value is not repeated: it may hold the mail account's password.
    throw new ConfigError(
      "SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…, e.g. smtps://mail.example.nl",
    );
  }
  const to = env.NOTIFY_TO?.trim();
  if (!to) throw new ConfigError("SMTP_URL is set but NOTIFY_TO (who gets the e-mails) is not");
  let host = "localhost";
  try {
    if (env.SITE_URL) host = new URL(env.SITE_URL).hostname;
  } catch {
    throw new ConfigError(`SITE_URL is not a URL: "${env.SITE_URL}"`);
  }
  return { smtpUrl, to, from: env.NOTIFY_FROM?.trim() || `website@${host}` };
}

/** What nodemailer can send through: an smtp: or smtps: URL with a host. */
function isSmtpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The after-course periods, refused as a setting when not a whole number of at least 1. */
function afterCourseRetention(env: Env): AfterCourseRetention {
  try {
    return afterCourseRetentionFromEnv(env);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}
