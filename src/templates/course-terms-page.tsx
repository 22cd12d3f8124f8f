import { TextPage } from "#src/components/text-page.tsx";
import { pageContent } from "#src/content/pages.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { parseProse } from "#src/components/parse-prose.ts";

/** The terms under which visitors enrol in a course: content/pages/course-terms.yml. */
export function load(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
  const page = pageContent("courseTerms", lang);
  const path = sitePage.path;
  return {
    ...head({ title: page.title, description: page.description }),
    hero: { title: page.title, tagline: page.tagline, crumb: page.breadcrumb ?? page.title },
    path,
    sections: [
      ...page.sections.map((section) => ({
        title: section.title,
        blocks: parseProse(section.body),
      })),
      // Handed over with a consumer's confirmation too (BW 6:230m); here it can be printed or copied.
      {
        id: "withdrawal-form",
        title: page.withdrawalForm.title,
        blocks: parseProse(page.withdrawalForm.body),
      },
    ],
    closing: fill(dictionaries[lang].terms.version, { version: page.version }),
  };
}

export type CourseTermsPageProps = ReturnType<typeof load>;

export function CourseTermsPage(props: CourseTermsPageProps) {
  return <TextPage {...props} />;
}
