import { Breadcrumbs } from "#src/components/breadcrumbs.tsx";
import { ContactCta } from "#src/components/contact-cta.tsx";
import { LinkCardGrid } from "#src/components/link-card-grid.tsx";
import { PageHero } from "#src/components/page-hero.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { pageContent } from "#src/content/pages.server.ts";
import { serviceLinkCard } from "#src/components/service-link-card.server.ts";
import { serviceFamilies } from "#src/content/services.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";

export function load(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
  const page = pageContent("services", lang);
  return {
    ...head({ title: page.title, description: page.description }),
    path: sitePage.path,
    hero: { title: page.title, tagline: page.tagline, crumb: page.breadcrumb ?? page.title },
    families: serviceFamilies(lang).map((service) =>
      serviceLinkCard(service, { withFeatures: true, lang }),
    ),
  };
}

export type ServicesPageProps = ReturnType<typeof load>;

export function ServicesPage(props: ServicesPageProps) {
  const { hero, families, path } = props;
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline} seed="services" />
      <Breadcrumbs crumbs={[{ label: hero.crumb, path }]} />
      <PageSection>
        <LinkCardGrid cards={families} headingLevel="h2" />
      </PageSection>
      <ContactCta />
    </>
  );
}
