import { Icon } from "#src/components/icon.tsx";
import { uiIcons } from "#src/components/ui-icons.ts";
import { ButtonLink } from "#src/components/button-link.tsx";
import { HeroBackdrop } from "#src/components/hero-backdrop.tsx";
import { LinkCardGrid } from "#src/components/link-card-grid.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { PatternArt } from "#src/components/pattern-art.tsx";
import { iconNode } from "#src/components/icon-node.ts";
import { serviceLinkCard } from "#src/components/service-link-card.server.ts";
import { findService } from "#src/content/services.server.ts";
import { pageContent } from "#src/content/pages.server.ts";
import { hubPath, servicePath } from "#src/routing/paths.server.ts";
import { findFamily } from "#src/content/training.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import { useSiteNavigation } from "#src/components/layout/use-site-navigation.ts";
import { useShellWords } from "#src/components/page-context.tsx";

// The content check (load-content.server.ts) has already reported unknown slugs.
function service(slug: string, lang: Language) {
  const found = findService(slug, lang);
  if (!found) throw new Error(`content/pages/home.yml names an unknown service: ${slug}`);
  return found;
}

export function load(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
  const page = pageContent("home", lang);
  return {
    ...head({ title: page.title, description: page.description }),
    hero: { eyebrow: page.eyebrow, title: page.title, tagline: page.tagline },
    servicesSection: { title: page.services.title, intro: page.services.intro },
    services: page.services.list.map((slug) => serviceLinkCard(service(slug, lang), { lang })),
    trainingSection: { title: page.training.title, intro: page.training.intro },
    training: page.training.cards.flatMap((card) => {
      const family = findFamily(card.family, lang);
      if (!family) return [];
      return [
        {
          title: card.title ?? family.menuTitle,
          summary: card.addedSummary ? `${family.summary} ${card.addedSummary}` : family.summary,
          icon: iconNode(family.icon),
          href: hubPath(family, lang),
        },
      ];
    }),
    specialty: page.specialty && specialtyBlock(page.specialty, lang),
  };
}

function specialtyBlock(
  texts: { service: string; headingPrefix: string; linkLabel: string },
  lang: Language,
) {
  const featured = service(texts.service, lang);
  return {
    heading: `${texts.headingPrefix} ${featured.title}`,
    summary: featured.summary,
    href: servicePath(featured, lang),
    linkLabel: texts.linkLabel,
  };
}

export type HomePageProps = ReturnType<typeof load>;

export function HomePage(props: HomePageProps) {
  const { hero, servicesSection, services, trainingSection, training, specialty } = props;
  const ui = useShellWords();
  const navigation = useSiteNavigation();
  return (
    <>
      <section className="relative isolate flex min-h-[60vh] items-center overflow-hidden bg-brand-950 py-16">
        <HeroBackdrop glow="home" />
        <PatternArt
          seed="home"
          className="absolute top-1/2 right-0 -z-10 h-[320px] w-[480px] -translate-y-1/2 translate-x-1/3 opacity-20 sm:translate-x-1/4 lg:h-[400px] lg:w-[600px] lg:translate-x-0 lg:opacity-90"
        />
        <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <p className="mb-4 text-sm font-semibold tracking-wider text-accent-300 uppercase">
              {hero.eyebrow}
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl lg:text-display">
              {hero.title}
            </h1>
            <p className="mt-6 text-lg leading-8 text-brand-100 sm:text-xl">{hero.tagline}</p>
            <div className="mt-10 flex flex-wrap gap-4">
              <ButtonLink href={navigation.servicesOverview} variant="accent">
                {ui.home.learnMore}
                <span className="sr-only">{ui.home.learnMoreSubject}</span>
              </ButtonLink>
              <ButtonLink href={navigation.contact} variant="outline">
                {ui.home.contactUs}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <PageSection id="our-services" title={servicesSection.title} intro={servicesSection.intro}>
        <LinkCardGrid cards={services} />
      </PageSection>

      <PageSection
        id="training-and-coaching"
        tone="muted"
        title={trainingSection.title}
        intro={trainingSection.intro}
      >
        <LinkCardGrid cards={training} linkLabel={ui.links.viewCourses} />
      </PageSection>

      {specialty && (
        <PageSection>
          <div className="flex flex-col items-start justify-between gap-8 rounded-3xl bg-brand-900 p-8 sm:p-12 lg:flex-row lg:items-center">
            <div className="max-w-2xl">
              <h2 className="text-3xl font-bold tracking-tight text-white">{specialty.heading}</h2>
              <p className="mt-4 text-lg leading-8 text-brand-100">{specialty.summary}</p>
            </div>
            <a
              href={specialty.href}
              className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {specialty.linkLabel}
              <Icon node={uiIcons.arrowRight} className="size-4" />
            </a>
          </div>
        </PageSection>
      )}
    </>
  );
}
