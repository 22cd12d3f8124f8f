import { useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactCta } from "~/components/contact-cta";
import { LinkCardGrid } from "~/components/link-card-grid";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { pageContent } from "~/content/pages.server";
import { serviceLinkCard } from "~/content/service-link-card.server";
import { serviceFamilies } from "~/content/services.server";
import { requirePage } from "~/content/site-meta.server";
import { metaFromLoader } from "~/seo/page-meta";

export function loader({ request }: { request: Request }) {
  const { lang, page: sitePage, head } = requirePage(request);
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

export const meta = metaFromLoader;

export default function ServicesPage() {
  const { hero, families, path } = useLoaderData<typeof loader>();
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
