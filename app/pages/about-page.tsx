import { useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactCta } from "~/components/contact-cta";
import { LinkCardGrid } from "~/components/link-card-grid";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { company } from "~/content/company.server";
import { serviceLinkCard } from "~/content/service-link-card.server";
import { services } from "~/content/services.server";
import { metaFor } from "~/content/site-meta.server";
import { metaFromLoader } from "~/seo/page-meta";

export function loader() {
  return {
    meta: metaFor({
      title: "About Us",
      description: `${company.name} was established in the Netherlands in ${company.foundedYear}, with roots going back to ${company.rootsYear} in ${company.rootsCountry}. We specialize in ${company.speciality}.`,
      path: "/about",
    }),
    company: {
      name: company.name,
      foundedYear: company.foundedYear,
      rootsYear: company.rootsYear,
      rootsCountry: company.rootsCountry,
      speciality: company.speciality,
      homeCity: company.offices[0]?.city ?? "",
    },
    families: services
      .filter((service) => !service.parent)
      .map((service) => serviceLinkCard(service)),
  };
}

export const meta = metaFromLoader;

export default function AboutPage() {
  const { families, company } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        title="About Us"
        tagline="A consultancy that modernizes how organizations build, test and deliver software."
        seed="about"
      />
      <Breadcrumbs crumbs={[{ label: "About Us", path: "/about" }]} />
      <PageSection title="Who we are">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="space-y-5 text-lg leading-8 text-slate-700 lg:col-span-3">
            <p>
              {company.name} was established in the Netherlands in {company.foundedYear}. Our roots
              go back to {company.rootsYear} in {company.rootsCountry}, where we started as a branch
              of a parent organisation.
            </p>
            <p>
              We specialize in{" "}
              <strong className="font-semibold text-slate-900">{company.speciality}</strong>:
              helping organizations move from slow, manual and fragile delivery to modern
              engineering practice, with agile ways of working, automated testing and DevOps
              pipelines their teams own.
            </p>
            <p>
              Alongside consulting we train professionals: ISTQB certification preparation, test
              automation, DevOps tooling and Professional Scrum courses.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start lg:col-span-2">
            {[
              { label: "Established in the Netherlands", value: String(company.foundedYear) },
              { label: `Roots in ${company.rootsCountry}`, value: String(company.rootsYear) },
              { label: "Service families", value: String(families.length) },
              { label: "Home base", value: company.homeCity },
            ].map((fact) => (
              <div key={fact.label} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
                <dt className="text-sm text-slate-600">{fact.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-brand-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </PageSection>
      <PageSection
        tone="muted"
        title="What we do"
        intro="Six practices, one goal: software delivery you can rely on."
      >
        <LinkCardGrid cards={families} />
      </PageSection>
      <ContactCta />
    </>
  );
}
