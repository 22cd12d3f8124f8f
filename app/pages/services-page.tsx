import { useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { Card, CheckList } from "~/components/card";
import { ContactCta } from "~/components/contact-cta";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { iconNode } from "~/content/icon-node";
import { services } from "~/content/services";
import { pageMeta } from "~/seo/page-meta";

export function loader() {
  return {
    families: services
      .filter((service) => !service.parent)
      .map((s) => ({
        title: s.menuTitle,
        summary: s.summary,
        icon: iconNode(s.icon),
        features: s.features ?? [],
        href: `/services/${s.slug}`,
      })),
  };
}

export function meta() {
  return pageMeta({
    title: "Our Services",
    description:
      "Agile coaching, testing, DevOps, digital transformation, IT outsourcing and content management services for organizations modernizing their software delivery.",
    path: "/services",
  });
}

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
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {families.map((family, index) => (
            <Card
              key={family.href}
              headingLevel="h2"
              title={family.title}
              description={family.summary}
              icon={family.icon}
              href={family.href}
              linkLabel="Learn more"
              revealIndex={index % 3}
            >
              <CheckList items={family.features} className="mt-5" />
            </Card>
          ))}
        </div>
      </PageSection>
      <ContactCta />
    </>
  );
}
