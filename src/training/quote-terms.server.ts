import { type Language, languages } from "#src/i18n/languages.ts";
import { pageContent } from "#src/content/pages.server.ts";
import { pagePath } from "#src/routing/paths.server.ts";

import type { QuoteTerms, QuoteTermsPage } from "./quote-terms.ts";

export type { QuoteTerms, QuoteTermsPage };

/**
 * The terms quotes name, written into the build's catalogue
 * (enrolment-catalogue.json) so the server sends a quote with the terms of the
 * release it serves, without reading content/ (server/quotes/).
 */
export function quoteTermsCatalogue(): Record<QuoteTermsPage, QuoteTerms> {
  const of = (page: QuoteTermsPage): QuoteTerms => {
    const byLanguage = <T>(make: (lang: Language) => T) =>
      Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Record<Language, T>;
    return {
      version: pageContent(page).version,
      title: byLanguage((lang) => pageContent(page, lang).title),
      path: byLanguage((lang) => pagePath(page, lang)),
      text: byLanguage((lang) =>
        pageContent(page, lang)
          .sections.map((section) => `${section.title}\n\n${section.body.trim()}`)
          .join("\n\n"),
      ),
    };
  };
  return { courseTerms: of("courseTerms"), serviceTerms: of("serviceTerms") };
}
