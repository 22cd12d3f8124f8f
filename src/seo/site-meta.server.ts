import type { Language } from "#src/i18n/languages.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { Dictionary } from "#src/i18n/dictionary.ts";
import { type HeadTag, type PageMetaInput, pageMeta } from "./page-meta.ts";
import { companyIn } from "#src/content/company.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";

/** `pageMeta` with the company's name. */
export function metaFor(input: PageMetaInput): HeadTag[] {
  return pageMeta(input, companyIn(input.language ?? "en").name);
}

export interface PageHead {
  meta: HeadTag[];
  /** The page's address in each language: the language switcher links the other one. */
  alternates: Record<Language, string>;
}

/**
 * What every template's `load` starts with: the page's language, its
 * interface words, and `head`, which turns the page's title and description
 * into its head tags (canonical, hreflang, social cards).
 */
export function pageBasics(page: SitePage): {
  page: SitePage;
  lang: Language;
  ui: Dictionary;
  head: (text: { title: string; description: string; isNoIndex?: boolean }) => PageHead;
} {
  const lang = page.language;
  return {
    page,
    lang,
    ui: dictionaries[lang],
    head: (text) => ({
      meta: metaFor({
        ...text,
        path: page.path,
        language: lang,
        alternates: text.isNoIndex ? undefined : page.alternates,
      }),
      alternates: page.alternates,
    }),
  };
}
