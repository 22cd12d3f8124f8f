import { Breadcrumbs } from "~/components/breadcrumbs";
import { Card, CheckList } from "~/components/card";
import { ContactCta } from "~/components/contact-cta";
import { Icon } from "~/components/icon";
import { JsonLd } from "~/components/json-ld";
import { LinkCardGrid } from "~/components/link-card-grid";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { LevelLadder } from "~/components/service/level-ladder";
import { StepList } from "~/components/service/step-list";
import { TagList } from "~/components/service/tag-list";
import { uiIcons } from "~/components/ui-icons";
import { iconNode } from "~/content/icon-node";
import { pagePath, servicePath } from "~/content/paths.server";
import { pageContent } from "~/content/pages.server";
import type { ServiceCard } from "~/content/schema/service-schema";
import { serviceLinkCard } from "~/content/service-link-card.server";
import { findService, servicesIn } from "~/content/services.server";
import { pageBasics } from "~/content/site-meta.server";
import type { SitePage } from "~/content/site-map.server";
import { fill } from "~/i18n/fill";
import { useUiStrings } from "~/i18n/use-ui-strings";
import { consultingService } from "~/seo/structured-data";

// The one template of all 22 service pages (six families, sixteen details).
// The page is its data: each section kind of `Service.sections` is drawn one
// way, so every page shares one look and no page body is written twice.
export function load(sitePage: SitePage) {
  const { page, lang, head } = pageBasics(sitePage);
  const service = findService(page.serviceSlug ?? "", lang);
  if (!service) throw new Error(`No content for ${sitePage.path}`);
  const parent = service.parent ? findService(service.parent, lang) : undefined;
  const linked = (slug: string | undefined) => {
    const target = slug === undefined ? undefined : findService(slug, lang);
    return target && servicePath(target, lang);
  };
  const card = (c: ServiceCard) => ({
    title: c.title,
    description: c.description,
    icon: iconNode(c.icon),
    href: linked(c.service),
  });
  const overview = pageContent("services", lang);
  return {
    ...head({ title: service.title, description: service.summary }),
    language: lang,
    servicesCrumb: {
      label: overview.breadcrumb ?? overview.title,
      path: pagePath("services", lang),
    },
    title: service.title,
    menuTitle: service.menuTitle,
    tagline: service.tagline,
    summary: service.summary,
    path: page.path,
    icon: iconNode(service.icon),
    parent: parent && {
      title: parent.menuTitle,
      fullTitle: parent.title,
      path: servicePath(parent, lang),
    },
    sections: service.sections.map((section) => {
      const id = sectionId(section.title);
      switch (section.kind) {
        case "cards":
          return { ...section, id, cards: section.cards.map(card) };
        case "highlights":
          return { ...section, id, items: section.items.map(card) };
        default:
          return { ...section, id };
      }
    }),
    // Detail pages point to their siblings: the next question a visitor has.
    related: parent
      ? servicesIn(lang)
          .filter((s) => s.parent === parent.slug && s.slug !== service.slug)
          .map((sibling) => serviceLinkCard(sibling, { lang }))
      : [],
  };
}

function sectionId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

type PageData = ServicePageProps;

export type ServicePageProps = ReturnType<typeof load>;

export function ServicePage(props: ServicePageProps) {
  const page = props;
  const ui = useUiStrings();
  const tone = (index: number) => (index % 2 === 0 ? "white" : "muted");
  return (
    <>
      <PageHero
        title={page.title}
        tagline={page.tagline}
        seed={page.path}
        icon={page.icon}
        eyebrow={page.parent?.title ?? page.servicesCrumb.label}
      />
      <JsonLd
        data={consultingService({
          name: page.title,
          description: page.summary,
          path: page.path,
          language: page.language,
        })}
      />
      <Breadcrumbs
        crumbs={[
          page.servicesCrumb,
          ...(page.parent ? [{ label: page.parent.title, path: page.parent.path }] : []),
          { label: page.menuTitle, path: page.path },
        ]}
      />
      {page.sections.map((section, index) => (
        <PageSection key={section.id} id={section.id} title={section.title} tone={tone(index)}>
          <SectionBody section={section} />
        </PageSection>
      ))}
      {page.parent && page.related.length > 0 && (
        <PageSection
          id="related-services"
          title={ui.service.related}
          tone={tone(page.sections.length)}
        >
          <LinkCardGrid cards={page.related} listName="related" />
          <a
            href={page.parent.path}
            className="mt-8 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {fill(ui.service.explore, { name: page.parent.fullTitle })}
            <Icon node={uiIcons.arrowRight} className="size-4" />
          </a>
        </PageSection>
      )}
      <ContactCta title={fill(ui.service.interested, { name: page.menuTitle })} />
    </>
  );
}

function SectionBody({ section }: { section: PageData["sections"][number] }) {
  const ui = useUiStrings().links;
  switch (section.kind) {
    case "cards":
    case "highlights": {
      const cards = section.kind === "cards" ? section.cards : section.items;
      return (
        <div
          data-list={section.kind}
          className={`grid gap-6 md:grid-cols-2 ${cards.length === 3 ? "lg:grid-cols-3" : cards.length >= 4 ? "xl:grid-cols-4" : ""}`}
        >
          {cards.map((card, index) => (
            <Card
              key={card.title}
              title={card.title}
              description={card.description}
              icon={card.icon}
              href={card.href}
              linkLabel={card.href ? ui.learnMore : undefined}
              revealIndex={index % 4}
            />
          ))}
        </div>
      );
    }
    case "steps":
      return <StepList items={section.items} />;
    case "levels":
      return <LevelLadder items={section.items} />;
    case "tags":
      return <TagList items={section.items} />;
    case "benefits":
      return (
        <div data-list="benefits" className="card-shell card-padding">
          <CheckList
            items={section.items}
            className="grid gap-x-10 gap-y-3 sm:grid-cols-2 lg:grid-cols-3"
          />
        </div>
      );
  }
}
