import type { CompanyContent } from "#src/content/schema/company-schema.ts";
import type { RetentionPeriods } from "./retention-periods.ts";
import { minimumNoticeDays } from "./schema/course-schema.ts";
import {
  type AfterCourseRetention,
  afterCourseRetentionSettings,
  certificateEmailDays,
} from "./after-course-retention.ts";

/**
 * Facts a page's text may name with a placeholder such as `{legalName}` or
 * `{enquiryRetentionDays}`: each is written once (content/company.yml, the
 * retention settings) and filled in when the page is built, so no page file
 * repeats the brand name or the number of days.
 */
export const pageFactNames = [
  "name",
  "legalName",
  "registeredOffice",
  "kvk",
  "foundedYear",
  "rootsYear",
  "rootsCountry",
  "speciality",
  "city",
  "address",
  "phone",
  "email",
  "privacyEmail",
  "hostingProvider",
  "hostingCountry",
  "mailProvider",
  "mailCountry",
  // The contact page's older name for enquiryRetentionDays.
  "retentionDays",
  "enquiryRetentionDays",
  "enrolmentRetentionDays",
  "logRetentionDays",
  "trafficRetentionDays",
  "statementLineRetentionDays",
  "certificateRetentionYears",
  "evaluationAnonymiseDays",
  "certificateEmailDays",
  // The course terms' own setting: days before the start we decide on a run below its minimum.
  "decisionDays",
  // And how many days before the earlier start a buyer may still move to another run online.
  "moveDays",
] as const;

export type PageFactName = (typeof pageFactNames)[number];
export type PageFacts = Record<PageFactName, string>;

export const placeholderHint = `May name the company's details: ${pageFactNames.map((name) => `{${name}}`).join(", ")}.`;

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

export function pageFacts(
  company: CompanyContent,
  retention: RetentionPeriods &
    Partial<AfterCourseRetention> & { decisionDays?: number; moveDays?: number },
): PageFacts {
  const [office] = company.offices;
  return {
    name: company.name,
    legalName: company.legalName,
    registeredOffice: company.registeredOffice,
    kvk: company.chamberOfCommerceNumber,
    foundedYear: String(company.foundedYear),
    rootsYear: String(company.rootsYear),
    rootsCountry: company.rootsCountry,
    speciality: company.speciality,
    city: office?.city ?? "",
    address: office
      ? `${office.street}, ${office.postalCode} ${office.city}, ${office.country}`
      : "",
    phone: company.phone.display,
    email: company.email,
    privacyEmail: company.privacyEmail,
    hostingProvider: company.processors.hosting.name,
    hostingCountry: company.processors.hosting.country,
    mailProvider: company.processors.mail.name,
    mailCountry: company.processors.mail.country,
    retentionDays: String(retention.enquiryRetentionDays),
    enquiryRetentionDays: String(retention.enquiryRetentionDays),
    enrolmentRetentionDays: String(retention.enrolmentRetentionDays),
    logRetentionDays: String(retention.logRetentionDays),
    trafficRetentionDays: String(retention.trafficRetentionDays),
    statementLineRetentionDays: String(retention.statementLineRetentionDays),
    certificateRetentionYears: String(
      retention.certificateRetentionYears ??
        afterCourseRetentionSettings.certificateRetentionYears.fallback,
    ),
    evaluationAnonymiseDays: String(
      retention.evaluationAnonymiseDays ??
        afterCourseRetentionSettings.evaluationAnonymiseDays.fallback,
    ),
    certificateEmailDays: String(certificateEmailDays),
    decisionDays: String(retention.decisionDays ?? minimumNoticeDays),
    moveDays: String(retention.moveDays ?? 14),
  };
}

/** Every string in `value` with its placeholders filled in. */
export function fillFacts<T>(value: T, facts: PageFacts): T {
  if (typeof value === "string") {
    return value.replace(PLACEHOLDER, (whole, name: string) =>
      name in facts ? facts[name as PageFactName] : whole,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, facts)) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFacts(item, facts)]),
    ) as T;
  }
  return value;
}

/** "field.path: {x} is not …" for every placeholder that names no fact. */
export function unknownPlaceholders(value: unknown, at: string[] = []): string[] {
  if (typeof value === "string") {
    return [...value.matchAll(PLACEHOLDER)]
      .filter(([, name]) => !pageFactNames.includes(name as PageFactName))
      .map(
        ([whole]) =>
          `${at.join(".")}: ${whole} is not a detail a page can name (${pageFactNames.join(", ")})`,
      );
  }
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => unknownPlaceholders(item, [...at, key]));
  }
  return [];
}
