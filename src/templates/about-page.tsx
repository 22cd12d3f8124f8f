import { Breadcrumbs } from "#src/components/breadcrumbs.tsx";
import { ContactCta } from "#src/components/contact-cta.tsx";
import { LinkCardGrid } from "#src/components/link-card-grid.tsx";
import { PageHero } from "#src/components/page-hero.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { Prose } from "#src/components/prose.tsx";
import { companyIn } from "#src/content/company.server.ts";
import { pageContent } from "#src/content/pages.server.ts";
import { serviceLinkCard } from "#src/components/service-link-card.server.ts";
import { serviceFamilies } from "#src/content/services.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { parseProse } from "#src/components/parse-prose.ts";

export function load(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
  const page = pageContent("about", lang);
  const company = companyIn(lang);
  const families = serviceFamilies(lang).map((service) => serviceLinkCard(service, { lang }));
  return {
    ...head({ title: page.title, description: page.description }),
    path: sitePage.path,
    hero: { title: page.title, tagline: page.tagline, crumb: page.breadcrumb ?? page.title },
    whoWeAre: { title: page.whoWeAre.title, body: parseProse(page.whoWeAre.body) },
    facts: [
      { label: page.facts.founded, value: String(company.foundedYear) },
      { label: page.facts.roots, value: String(company.rootsYear) },
      { label: page.facts.serviceFamilies, value: String(families.length) },
      { label: page.facts.homeBase, value: company.offices[0]?.city ?? "" },
    ],
    whatWeDo: page.whatWeDo,
    families,
  };
}

export type AboutPageProps = ReturnType<typeof load>;

export function AboutPage(props: AboutPageProps) {
  const { hero, path, whoWeAre, facts, whatWeDo, families } = props;
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline} seed="about" />
      <Breadcrumbs crumbs={[{ label: hero.crumb, path }]} />
      <PageSection title={whoWeAre.title}>
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="space-y-5 text-lg leading-8 text-slate-700 lg:col-span-3">
            <Prose blocks={whoWeAre.body} />
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start lg:col-span-2">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
                <dt className="text-sm text-slate-600">{fact.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-brand-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </PageSection>
      <PageSection tone="muted" title={whatWeDo.title} intro={whatWeDo.intro}>
        <LinkCardGrid cards={families} />
      </PageSection>
      <ContactCta />
    </>
  );
}
