import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactCta } from "~/components/contact-cta";
import { LinkCardGrid } from "~/components/link-card-grid";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { pageContent } from "~/content/pages.server";
import { serviceLinkCard } from "~/content/service-link-card.server";
import { serviceFamilies } from "~/content/services.server";
import { pageBasics } from "~/content/site-meta.server";
import type { SitePage } from "~/content/site-map.server";

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
