import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { defaultLanguage, type Language, languages } from "#src/i18n/languages.ts";
import { companyIn } from "#src/content/company.server.ts";
import { type CompanyIdentity, companyIdentity } from "#src/content/company-identity.ts";
import { formatDateRange, formatFeeWithVat, type VatSetting } from "./course-format.ts";
import { todayInAmsterdam } from "./course-runs.ts";
import { offeredRuns } from "./offered-runs.server.ts";
import { pageContent } from "#src/content/pages.server.ts";
import type { Cents } from "#src/money/money.ts";
import { coursePath, pagePath } from "#src/routing/paths.server.ts";
import { allCourses } from "#src/content/training.server.ts";
import { type QuoteTerms, type QuoteTermsPage, quoteTermsCatalogue } from "./quote-terms.server.ts";

/**
 * What enrolment needs to know about the courses, made once at build time:
 * the form's choices (src/islands/enrolment-form.tsx, in the page's HTML) and
 * the receiver's catalogue (BUILD/enrolment-catalogue.json beside client/,
 * read by server/enquiries/enrolment-record.ts for the receiver, from the
 * release it serves), so the server checks a post against exactly what the
 * page offered and records the price and terms as they were shown.
 */
export interface EnrolmentRun {
  /** "2027-03-01-classroom" */
  key: string;
  start: string;
  end: string;
  mode: "classroom" | "online" | "in-company";
  location?: string;
  /** Places in all (the run's capacity, else the course's maximum attendees); null: no limit. */
  capacity: number | null;
  /** The course file says it goes ahead (the back office's Runs page may say so later). */
  guaranteed: boolean;
  /**
   * Its minimum participants, and the day we decide by (the course file's, else the terms'
   * days before the start): the store guarantees the run once that many are confirmed.
   */
  minimum?: number;
  decisionDate?: string;
  /** The hours of each day as the course file writes them (sent with the joining details). */
  times?: string;
  /** "1–3 March 2027, online", in each language. */
  label: Record<Language, string>;
  /**
   * A private run (private-runs.ts): only in the catalogue our server reads, merged from its
   * store, never in a build's; `privateOf` the accepted quote it was made from.
   */
  isPrivate?: boolean;
  privateOf?: { quoteId: number; number: string };
}

export interface EnrolmentCourse {
  /** "<family>/<slug>" */
  key: string;
  title: Record<Language, string>;
  /** The course page, in each language. */
  path: Record<Language, string>;
  /** The fee per participant as the content gives it (excl. or incl. VAT by `vat`), in cents. */
  feeCents?: Cents;
  /** The fee as the fee card writes it, with its VAT basis. */
  feeText?: Record<Language, string>;
  maxAttendees?: number;
  /** The course's hours in all (a certificate of participation states them). */
  hours?: number;
  /** Who gives it, where the course file says (a certificate names them). */
  trainer?: string;
  /** What a participant brings, in each language (the joining details); absent: not given. */
  bring?: Record<Language, string[]>;
  runs: EnrolmentRun[];
}

export interface EnrolmentCatalogue {
  builtOn: string;
  vat: VatSetting;
  courses: EnrolmentCourse[];
  terms: {
    version: string;
    text: Record<Language, string>;
    withdrawalForm: Record<Language, string>;
    /** Days before the earlier start a buyer may still move online (absent in older releases: 14). */
    moveDays?: number;
    /** The express request's statutory text, as the enrolment form shows it (absent in older releases). */
    expressRequest?: Record<Language, string>;
  };
  /**
   * Who we are, in each language: the sign-off of every mail to a participant.
   * Absent in a release built before it was added (the mails then read content/).
   */
  company?: Record<Language, CompanyIdentity>;
  /**
   * What our invoices print about us (server/invoices/), or why this release
   * issues none: company facts an invoice shows that are still placeholders
   * (a local or test build), or no IBAN. Absent in releases built before it.
   */
  invoicing?: { seller: InvoiceSeller; numberPrefix?: string } | { off: string };
  /** The terms quotes name (server/quotes/, quote-terms.server.ts); absent in releases built before quotes. */
  quoteTerms?: Record<QuoteTermsPage, QuoteTerms>;
}

/** Our details as an invoice shows them (the shape of server/invoices' `Seller`). */
export interface InvoiceSeller {
  name: string;
  legalName: string;
  address: { street: string; postalCode: string; city: string; countryCode: string };
  vatId: string;
  kvk: string;
  iban: string;
  bic?: string;
  email: string;
  phone: string;
}

/** The company facts an invoice prints: while one is a placeholder, no invoice is issued. */
const invoicedFacts = [
  "name",
  "legalName",
  "chamberOfCommerceNumber",
  "vatId",
  "vat",
  "invoicing",
  "offices[0]",
  "email",
  "phone",
];

export function catalogueInvoicing(): EnrolmentCatalogue["invoicing"] {
  const company = companyIn(defaultLanguage);
  const placeholders = (company.placeholders ?? []).filter((field) =>
    invoicedFacts.some((fact) => field === fact || field.startsWith(`${fact}.`)),
  );
  if (placeholders.length > 0) {
    return { off: `content/company.yml still marks ${placeholders.join(", ")} as placeholders` };
  }
  const [office] = company.offices;
  const iban = company.invoicing?.iban;
  if (!office || !iban) return { off: "content/company.yml has no office or no invoicing.iban" };
  return {
    seller: {
      name: company.name,
      legalName: company.legalName,
      address: {
        street: office.street,
        postalCode: office.postalCode,
        city: office.city,
        countryCode: office.countryCode,
      },
      vatId: company.vatId,
      kvk: company.chamberOfCommerceNumber,
      iban,
      ...(company.invoicing?.bic && { bic: company.invoicing.bic }),
      email: company.email,
      phone: company.phone.display,
    },
    ...(company.invoicing?.numberPrefix && { numberPrefix: company.invoicing.numberPrefix }),
  };
}

export function enrolmentCatalogue(today = todayInAmsterdam()): EnrolmentCatalogue {
  const byKey = new Map<string, EnrolmentCourse>();
  for (const lang of languages) {
    const vat = companyIn(lang).vat;
    for (const { family, course } of allCourses(lang)) {
      const key = `${family.slug}/${course.slug}`;
      const entry: EnrolmentCourse = byKey.get(key) ?? {
        key,
        title: byLanguage(() => ""),
        path: byLanguage(() => ""),
        feeCents: course.feeCents,
        feeText: course.feeCents === undefined ? undefined : byLanguage(() => ""),
        maxAttendees: course.maxAttendees,
        ...(course.hours !== undefined && { hours: course.hours }),
        ...(course.trainer && { trainer: course.trainer }),
        runs: offeredRuns(family, course, today).map((run) => ({
          key: run.key,
          start: run.start,
          end: run.end,
          mode: run.mode,
          location: run.location,
          capacity: run.totalPlaces,
          guaranteed: run.guaranteed ?? false,
          ...(run.decision && { minimum: run.decision.minimum, decisionDate: run.decision.by }),
          ...(run.times && { times: run.times }),
          label: byLanguage(() => ""),
        })),
      };
      entry.title[lang] = course.title;
      entry.path[lang] = coursePath(family, course, lang);
      if (course.bring?.length) {
        entry.bring ??= byLanguage(() => [] as string[]);
        entry.bring[lang] = course.bring;
      }
      if (entry.feeText && course.feeCents !== undefined) {
        entry.feeText[lang] = formatFeeWithVat(course.feeCents, vat, lang);
      }
      for (const run of entry.runs) {
        run.label[lang] = [
          formatDateRange(run.start, run.end, lang),
          dictionaries[lang].format.runModes[run.mode],
          run.location,
        ]
          .filter(Boolean)
          .join(", ");
      }
      byKey.set(key, entry);
    }
  }
  const terms = (lang: Language) => pageContent("courseTerms", lang);
  return {
    builtOn: today,
    company: byLanguage((lang) => ({
      ...companyIdentity(companyIn(lang)),
      privacyUrl: `${companyIn(lang).siteUrl}${pagePath("privacy", lang)}`,
    })),
    vat: companyIn(defaultLanguage).vat,
    invoicing: catalogueInvoicing(),
    quoteTerms: quoteTermsCatalogue(),
    courses: [...byKey.values()],
    terms: {
      version: terms(defaultLanguage).version,
      text: byLanguage((lang) =>
        terms(lang)
          .sections.map((section) => `${section.title}\n\n${section.body.trim()}`)
          .join("\n\n"),
      ),
      withdrawalForm: byLanguage(
        (lang) =>
          `${terms(lang).withdrawalForm.title}\n\n${terms(lang).withdrawalForm.body.trim()}`,
      ),
      moveDays: terms(defaultLanguage).moveDays,
      expressRequest: byLanguage((lang) => terms(lang).expressRequest.trim()),
    },
  };
}

function byLanguage<T = string>(make: (lang: Language) => T): Record<Language, T> {
  return Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Record<Language, T>;
}
