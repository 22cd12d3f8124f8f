import { TextPage } from "#src/components/text-page.tsx";
import { pageContent } from "#src/content/pages.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { parseProse } from "#src/components/parse-prose.ts";

/** The terms of our services to businesses, which quotes name: content/pages/service-terms.yml. */
export function load(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
  const page = pageContent("serviceTerms", lang);
  return {
    ...head({ title: page.title, description: page.description }),
    hero: { title: page.title, tagline: page.tagline, crumb: page.breadcrumb ?? page.title },
    path: sitePage.path,
    sections: page.sections.map((section) => ({
      title: section.title,
      blocks: parseProse(section.body),
    })),
    closing: fill(dictionaries[lang].terms.version, { version: page.version }),
  };
}

export type ServiceTermsPageProps = ReturnType<typeof load>;

export function ServiceTermsPage(props: ServiceTermsPageProps) {
  return <TextPage {...props} />;
}
