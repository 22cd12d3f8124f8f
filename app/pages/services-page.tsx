import { useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactCta } from "~/components/contact-cta";
import { LinkCardGrid } from "~/components/link-card-grid";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { pageContent } from "~/content/pages.server";
import { serviceLinkCard } from "~/content/service-link-card.server";
import { services } from "~/content/services.server";
import { metaFor } from "~/content/site-meta.server";
import { metaFromLoader } from "~/seo/page-meta";

export function loader() {
  const page = pageContent("services");
  return {
    meta: metaFor({ title: page.title, description: page.description, path: "/services" }),
    hero: { title: page.title, tagline: page.tagline, crumb: page.breadcrumb ?? page.title },
    families: services
      .filter((service) => !service.parent)
      .map((service) => serviceLinkCard(service, { withFeatures: true })),
  };
}

export const meta = metaFromLoader;

export default function ServicesPage() {
  const { hero, families } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline} seed="services" />
      <Breadcrumbs crumbs={[{ label: hero.crumb, path: "/services" }]} />
      <PageSection>
        <LinkCardGrid cards={families} headingLevel="h2" />
      </PageSection>
      <ContactCta />
    </>
  );
}
