import { Breadcrumbs } from "#src/components/breadcrumbs.tsx";
import { ContactCta } from "#src/components/contact-cta.tsx";
import { JsonLd } from "#src/components/json-ld.tsx";
import { PageHero } from "#src/components/page-hero.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { CourseFeatureCard } from "#src/components/training/course-feature-card.tsx";
import { CourseLinkCard } from "#src/components/training/course-link-card.tsx";
import { SectionNav } from "#src/components/training/section-nav.tsx";
import { iconNode } from "#src/components/icon-node.ts";
import { companyIn } from "#src/content/company.server.ts";
import { formatCourseFacts } from "#src/training/course-format.ts";
import { nextRunOf } from "#src/training/next-run.server.ts";
import { coursePath, pagePath } from "#src/routing/paths.server.ts";
import { trainingCrumb } from "#src/content/pages.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { courseFacts, findFamily } from "#src/content/training.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { useShellWords } from "#src/components/page-context.tsx";
import { itemList } from "#src/seo/structured-data.ts";

// One template for the three hubs: Testing and DevOps show a section per
// course group with in-page navigation; Scrum shows one large card per course.
export function load(sitePage: SitePage) {
  const { page, lang, head } = pageBasics(sitePage);
  const family = findFamily(page.familySlug ?? "", lang);
  if (!family) throw new Error(`No content for ${sitePage.path}`);
  const company = companyIn(lang);
  return {
    ...head({ title: family.title, description: `${family.tagline} ${family.summary}` }),
    trainingPath: pagePath("training", lang),
    trainingCrumb: trainingCrumb(lang),
    title: family.title,
    menuTitle: family.menuTitle,
    tagline: family.tagline,
    summary: family.summary,
    icon: iconNode(family.icon),
    path: page.path,
    layout: family.hubLayout,
    theme: family.theme,
    groups: family.groups.map((group) => ({
      id: group.id,
      title: group.title,
      description: group.description,
      icon: iconNode(group.icon),
      courses: group.courses.map((course) => ({
        title: course.title,
        tagline: course.tagline,
        facts: formatCourseFacts(courseFacts(course), company.vat, lang),
        nextRun: nextRunOf(family, course, lang),
        href: coursePath(family, course, lang),
        card: course.card && {
          title: course.card.title,
          description: course.card.description,
          features: course.card.features,
        },
        cardIcon: course.card && iconNode(course.card.icon),
      })),
    })),
  };
}

export type HubPageProps = ReturnType<typeof load>;

export function HubPage(props: HubPageProps) {
  const hub = props;
  const ui = useShellWords().hub;
  const courses = hub.groups.flatMap((group) => group.courses);
  return (
    <div className={hub.theme === "blue" ? "theme-blue" : undefined}>
      <PageHero
        title={hub.title}
        tagline={hub.tagline}
        seed={hub.path}
        icon={hub.icon}
        eyebrow={ui.eyebrow}
      />
      <Breadcrumbs
        crumbs={[
          { label: hub.trainingCrumb, path: hub.trainingPath },
          { label: hub.title, path: hub.path },
        ]}
      />
      {hub.layout === "cards" ? <CardsLayout groups={hub.groups} /> : <SectionsLayout hub={hub} />}
      <ContactCta
        title={fill(ui.ctaTitle, { name: hub.menuTitle, title: hub.title })}
        text={ui.ctaText}
        label={ui.ctaLabel}
      />
      <JsonLd
        data={itemList(courses.map((course) => ({ name: course.title, path: course.href })))}
      />
    </div>
  );
}

/** Columns that leave no lone card where possible: 4 → 4, 7 → 4 + 3, 5 → 3 + 2. */
function courseColumns(count: number) {
  return count === 4 || count >= 7 ? "xl:grid-cols-4" : "lg:grid-cols-3";
}

type Hub = HubPageProps;

function SectionsLayout({ hub }: { hub: Hub }) {
  const ui = useShellWords().hub;
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <p className="max-w-3xl text-lg leading-8 text-slate-700">{hub.summary}</p>
          <div className="mt-6">
            <SectionNav
              label={fill(ui.groups, { name: hub.menuTitle, title: hub.title })}
              items={hub.groups.map((group) => ({
                id: group.id,
                title: group.title,
                icon: group.icon,
                courseCount: group.courses.length,
              }))}
            />
          </div>
        </div>
      </div>
      {hub.groups.map((group, groupIndex) => (
        <PageSection
          key={group.id}
          id={group.id}
          title={group.title}
          intro={group.description}
          tone={groupIndex % 2 === 0 ? "muted" : "white"}
        >
          <ul className={`grid gap-6 md:grid-cols-2 ${courseColumns(group.courses.length)}`}>
            {group.courses.map((course, index) => (
              <li key={course.href} className="flex *:flex-1">
                <CourseLinkCard
                  title={course.title}
                  tagline={course.tagline}
                  facts={course.facts}
                  nextRun={course.nextRun}
                  href={course.href}
                  revealIndex={index % 4}
                />
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
    </>
  );
}

function CardsLayout({ groups }: { groups: Hub["groups"] }) {
  return (
    <>
      {groups.map((group) => (
        <PageSection key={group.id} id={group.id} title={group.title} intro={group.description}>
          <ul className="grid gap-8 md:grid-cols-2">
            {group.courses.map((course, index) => (
              <li key={course.href} className="flex *:flex-1">
                <CourseFeatureCard
                  title={course.card?.title ?? course.title}
                  description={course.card?.description ?? course.tagline}
                  facts={course.facts}
                  nextRun={course.nextRun}
                  features={course.card?.features ?? []}
                  href={course.href}
                  icon={course.cardIcon ?? group.icon}
                  revealIndex={index}
                />
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
    </>
  );
}
