import type { Language } from "#src/i18n/languages.ts";

/** Terms a quote can name: the course terms for training lines, the terms for services for consulting. */
export const quoteTermsPages = ["courseTerms", "serviceTerms"] as const;
export type QuoteTermsPage = (typeof quoteTermsPages)[number];

/** One set of terms as a quote names, links and mails it (made at build time: quote-terms.server.ts). */
export interface QuoteTerms {
  version: string;
  title: Record<Language, string>;
  /** Its page on the site, in each language (the server puts its origin before it). */
  path: Record<Language, string>;
  /** The articles as plain text, for the quote's mail (a durable copy, as the run mails carry the course terms). */
  text: Record<Language, string>;
}
