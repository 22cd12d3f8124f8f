import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import type { ScheduledRun } from "#src/training/course-runs.ts";
import { absoluteUrl, siteUrl } from "./site-url.ts";
import { type Cents, decimalEuros } from "#src/money/money.ts";

/**
 * schema.org Course for a course page. A course offered "dates and fee on
 * request" gets no Offer, since we never state a price we do not have. Each
 * upcoming run is a CourseInstance with its own Offer; past runs never
 * appear (the course template's `load` passes only upcoming ones).
 */
/** A run's description, where there is one to give. */
const descriptionOf = (text: string | undefined) => (text ? { description: text } : {});

const courseModes = { classroom: "Onsite", online: "Online", "in-company": "Onsite" } as const;

export function course<Run extends ScheduledRun>(input: {
  name: string;
  description: string;
  path: string;
  language: Language;
  feeCents?: Cents;
  /** Whether the fee includes VAT (inclusive or exempt) or VAT is added (exclusive). */
  isVatIncluded: boolean;
  hours?: number;
  certificate?: string;
  providerName: string;
  runs: Run[];
  /** Where a run is enrolled in: its Offer's url. */
  runEnrolPath?: (run: Run) => string;
  /**
   * Whether it goes ahead, as the page says it ("Guaranteed to run", "Not yet guaranteed ·
   * decided by …"): the CourseInstance's description. schema.org's event statuses name no
   * run that is not yet sure, so the words say it.
   */
  runGuarantee?: (run: Run) => string | undefined;
  /** The evaluations of participants we registered as present, where there are at least 3. */
  rating?: { average: number; count: number };
}) {
  const pageUrl = absoluteUrl(input.path);
  // schema.org's price in euros, a JSON number (1999, 1813.79), from the digits.
  const price = input.feeCents === undefined ? undefined : Number(decimalEuros(input.feeCents));
  const offer = price !== undefined && {
    "@type": "Offer",
    price,
    priceCurrency: "EUR",
    priceSpecification: {
      "@type": "PriceSpecification",
      price,
      priceCurrency: "EUR",
      valueAddedTaxIncluded: input.isVatIncluded,
    },
    category: "Paid",
    url: pageUrl,
  };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: input.name,
    description: input.description,
    url: pageUrl,
    provider: {
      "@type": "Organization",
      "@id": `${siteUrl}/#organization`,
      name: input.providerName,
      url: absoluteUrl("/"),
    },
    inLanguage: input.language,
    ...(input.hours !== undefined && {
      timeRequired: `PT${input.hours}H`,
      courseWorkload: `PT${input.hours}H`,
    }),
    ...(input.certificate && { educationalCredentialAwarded: input.certificate }),
    ...(input.rating && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: input.rating.average,
        ratingCount: input.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(offer && { offers: offer }),
    ...(input.runs.length > 0 && {
      hasCourseInstance: input.runs.map((run) => ({
        "@type": "CourseInstance",
        ...descriptionOf(input.runGuarantee?.(run)),
        courseMode: courseModes[run.mode],
        startDate: run.start,
        endDate: run.end,
        inLanguage: run.language,
        location:
          run.mode === "online"
            ? { "@type": "VirtualLocation", url: pageUrl }
            : {
                "@type": "Place",
                // A classroom or in-company run without a location of its own.
                name:
                  run.location ?? dictionaries[input.language].courseData.unnamedPlace[run.mode],
              },
        ...(offer && {
          offers: {
            ...offer,
            url: input.runEnrolPath ? absoluteUrl(input.runEnrolPath(run)) : pageUrl,
          },
        }),
      })),
    }),
  };
}
