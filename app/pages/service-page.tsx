import { data, useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactCta } from "~/components/contact-cta";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { iconNode } from "~/content/icon-node";
import { findService } from "~/content/services";
import { requestSlug } from "~/modules/request-path";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/service-page";

// Placeholder template until the services issue builds the full pages.
export function loader({ request }: Route.LoaderArgs) {
  const service = findService(requestSlug(request));
  if (!service) throw data(null, { status: 404 });
  const parent = service.parent ? findService(service.parent) : undefined;
  return {
    service,
    icon: iconNode(service.icon),
    parent: parent && { title: parent.menuTitle, path: `/services/${parent.slug}` },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { service } = loaderData;
  return pageMeta({
    title: service.title,
    description: service.summary,
    path: `/services/${service.slug}`,
  });
}

export default function ServicePage() {
  const { service, icon, parent } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={service.title} tagline={service.tagline} seed={service.slug} icon={icon} />
      <Breadcrumbs
        crumbs={[
          { label: "Services", path: "/services" },
          ...(parent ? [{ label: parent.title, path: parent.path }] : []),
          { label: service.menuTitle, path: `/services/${service.slug}` },
        ]}
      />
      <PageSection>
        <p className="max-w-3xl text-lg leading-8 text-slate-700">{service.summary}</p>
      </PageSection>
      <ContactCta />
    </>
  );
}
