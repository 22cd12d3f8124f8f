import { retentionPeriodsFromEnv } from "./retention-periods.ts";
import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import { companyIn } from "./company.server.ts";
import { loadContent } from "./load-content.server.ts";
import { fillFacts, pageFacts } from "./page-facts.ts";
import type { PageId, PagesContent } from "./page-table.ts";
import { afterCourseRetentionFromEnv } from "./after-course-retention.ts";

export type { PagesContent };

/**
 * The texts of a page written once (content/pages/<page>.yml), with the
 * company's details and the retention period the server is built with filled
 * in. For templates' `load` only, at build time: components receive their
 * texts as props.
 */
export function pageContent<K extends PageId>(
  page: K,
  lang: Language = defaultLanguage,
): Omit<PagesContent[K], "drafted"> {
  const { pages } = loadContent(lang);
  const { drafted: _, ...texts } = pages[page];
  return fillFacts(
    texts,
    pageFacts(companyIn(lang), {
      ...retentionPeriodsFromEnv(process.env),
      ...afterCourseRetentionFromEnv(process.env),
      decisionDays: pages.courseTerms.decisionDays,
      moveDays: pages.courseTerms.moveDays,
    }),
  );
}

/** The training overview's name in breadcrumbs ("Training"), for the hubs and courses below it. */
export function trainingCrumb(lang: Language = defaultLanguage): string {
  const page = loadContent(lang).pages.training;
  return page.breadcrumb ?? page.title;
}
