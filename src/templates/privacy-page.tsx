import { useLoaderData } from "react-router";
import { TextPage } from "~/components/text-page";
import { pageContent } from "~/content/pages.server";
import { requirePage } from "~/content/site-meta.server";
import { parseProse } from "~/modules/parse-prose";
import { metaFromLoader } from "~/seo/page-meta";

/**
 * The privacy notice for the contact form, the site's only personal data. Its
 * text is content/pages/privacy.yml; the company's details and the retention
 * period the server is built with are filled in there (pages.server.ts).
 * Sections marked `only: netlify` or `only: self-hosted` name the processors
 * of that deployment: Netlify's build sets NETLIFY=true.
 */
export function loader({ request }: { request: Request }) {
  const { page: sitePage, lang, head } = requirePage(request);
  const page = pageContent("privacy", lang);
  const hosting = process.env.NETLIFY === "true" ? "netlify" : "self-hosted";
  const path = sitePage.path;
  return {
    ...head({ title: page.title, description: page.description }),
    hero: { title: page.title, tagline: page.tagline, crumb: page.breadcrumb ?? page.title },
    path,
    sections: page.sections
      .filter((section) => section.only === undefined || section.only === hosting)
      .map((section) => ({ title: section.title, blocks: parseProse(section.body) })),
  };
}

export const meta = metaFromLoader;

export default function PrivacyPage() {
  return <TextPage {...useLoaderData<typeof loader>()} />;
}
