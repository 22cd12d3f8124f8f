import { useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactCta } from "~/components/contact-cta";
import { LinkCardGrid } from "~/components/link-card-grid";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { serviceLinkCard } from "~/content/service-link-card.server";
import { services } from "~/content/services.server";
import { metaFor } from "~/content/site-meta.server";
import { metaFromLoader } from "~/seo/page-meta";

export function loader() {
  return {
    meta: metaFor({
      title: "Our Services",
      description:
        "Agile coaching, testing, DevOps, digital transformation, IT outsourcing and content management services for organizations modernizing their software delivery.",
      path: "/services",
    }),
    families: services
      .filter((service) => !service.parent)
      .map((service) => serviceLinkCard(service, { withFeatures: true })),
  };
}

export const meta = metaFromLoader;

export default function ServicesPage() {
  const { families } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        title="Our Services"
        tagline="Six practices that modernize how your organization builds, tests and delivers software."
        seed="services"
      />
      <Breadcrumbs crumbs={[{ label: "Services", path: "/services" }]} />
      <PageSection>
        <LinkCardGrid cards={families} headingLevel="h2" />
      </PageSection>
      <ContactCta />
    </>
  );
}
