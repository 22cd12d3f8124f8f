import { data, type MetaDescriptor } from "react-router";
import type { Language } from "~/i18n/languages";
import { type UiStrings, uiStrings } from "~/i18n/ui-strings.server";
import { type PageMetaInput, pageMeta } from "~/seo/page-meta";
import { companyIn } from "./company.server.ts";
import { pageAt, type SitePage } from "./site-map.server.ts";

/** `pageMeta` with the company's name, for loaders. */
export function metaFor(input: PageMetaInput): MetaDescriptor[] {
  return pageMeta(input, companyIn(input.language ?? "en").name);
}

export interface PageHead {
  meta: MetaDescriptor[];
  /** The page's address in each language: the language switcher links the other one. */
  alternates: Record<Language, string>;
}

/**
 * What every page loader starts with: the page the request is for (from the
 * site map, with its language and addresses), or a 404.
 */
export function requirePage(request: Request): {
  page: SitePage;
  lang: Language;
  ui: UiStrings;
  head: (text: { title: string; description: string; isNoIndex?: boolean }) => PageHead;
} {
  const page = pageAt(request);
  if (!page) throw data(null, { status: 404 });
  const lang = page.language;
  return {
    page,
    lang,
    ui: uiStrings[lang],
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
