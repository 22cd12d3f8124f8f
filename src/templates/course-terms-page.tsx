import { useLoaderData } from "react-router";
import { TextPage } from "~/components/text-page";
import { pageContent } from "~/content/pages.server";
import { requirePage } from "~/content/site-meta.server";
import { parseProse } from "~/modules/parse-prose";
import { metaFromLoader } from "~/seo/page-meta";

/** The terms under which visitors enrol in a course: content/pages/course-terms.yml. */
export function loader({ request }: { request: Request }) {
  const { page: sitePage, lang, head } = requirePage(request);
  const page = pageContent("courseTerms", lang);
  const path = sitePage.path;
  return {
    ...head({ title: page.title, description: page.description }),
    hero: { title: page.title, tagline: page.tagline, crumb: page.breadcrumb ?? page.title },
    path,
    sections: page.sections.map((section) => ({
      title: section.title,
      blocks: parseProse(section.body),
    })),
  };
}

export const meta = metaFromLoader;

export default function CourseTermsPage() {
  return <TextPage {...useLoaderData<typeof loader>()} />;
}
