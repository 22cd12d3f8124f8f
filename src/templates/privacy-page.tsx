import { TextPage } from "#src/components/text-page.tsx";
import { pageContent } from "#src/content/pages.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { parseProse } from "#src/components/parse-prose.ts";

/**
 * The privacy notice for the contact form, the site's only personal data. Its
 * text is content/pages/privacy.yml; the company's details and the retention
 * period the server is built with are filled in there (pages.server.ts).
 * Sections marked `only: netlify` or `only: self-hosted` name the processors
 * of that deployment: Netlify's build sets NETLIFY=true.
 */
export function load(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
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

export type PrivacyPageProps = ReturnType<typeof load>;

export function PrivacyPage(props: PrivacyPageProps) {
  return <TextPage {...props} />;
}
