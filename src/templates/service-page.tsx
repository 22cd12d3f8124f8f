import { Breadcrumbs } from "#src/components/breadcrumbs.tsx";
import { Card, CheckList } from "#src/components/card.tsx";
import { ContactCta } from "#src/components/contact-cta.tsx";
import { Icon } from "#src/components/icon.tsx";
import { JsonLd } from "#src/components/json-ld.tsx";
import { LinkCardGrid } from "#src/components/link-card-grid.tsx";
import { PageHero } from "#src/components/page-hero.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { LevelLadder } from "#src/components/service/level-ladder.tsx";
import { StepList } from "#src/components/service/step-list.tsx";
import { TagList } from "#src/components/service/tag-list.tsx";
import { uiIcons } from "#src/components/ui-icons.ts";
import { iconNode } from "#src/components/icon-node.ts";
import { pagePath, servicePath } from "#src/routing/paths.server.ts";
import { pageContent } from "#src/content/pages.server.ts";
import type { ServiceCard } from "#src/content/schema/service-schema.ts";
import { serviceLinkCard } from "#src/components/service-link-card.server.ts";
import { findService, servicesIn } from "#src/content/services.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { useShellWords } from "#src/components/page-context.tsx";
import { consultingService } from "#src/seo/structured-data.ts";

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
  const ui = useShellWords();
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
  const ui = useShellWords().links;
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
