import { useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { Prose } from "~/components/prose";
import { pageContent } from "~/content/pages.server";
import { metaFor } from "~/content/site-meta.server";
import { parseProse } from "~/modules/parse-prose";
import { metaFromLoader } from "~/seo/page-meta";

/**
 * The privacy notice for the contact form, the site's only personal data. Its
 * text is content/pages/privacy.yml; the company's details and the retention
 * period the server is built with are filled in there (pages.server.ts).
 */
export function loader() {
  const page = pageContent("privacy");
  return {
    meta: metaFor({ title: page.title, description: page.description, path: "/privacy" }),
    hero: { title: page.title, tagline: page.tagline, crumb: page.breadcrumb ?? page.title },
    sections: page.sections.map((section) => ({
      title: section.title,
      blocks: parseProse(section.body),
    })),
  };
}

export const meta = metaFromLoader;

export default function PrivacyPage() {
  const { hero, sections } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline} seed="privacy" />
      <Breadcrumbs crumbs={[{ label: hero.crumb, path: "/privacy" }]} />
      <PageSection>
        <div className="max-w-3xl space-y-12 text-lg leading-8 text-slate-700">
          {sections.map((section) => (
            <section key={section.title} className="space-y-4">
              <h2 className="text-2xl font-bold tracking-tight text-slate-900">{section.title}</h2>
              <Prose blocks={section.blocks} />
            </section>
          ))}
        </div>
      </PageSection>
    </>
  );
}
