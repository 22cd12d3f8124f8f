import { uiIcons } from "#src/components/ui-icons.ts";
import { Breadcrumbs } from "#src/components/breadcrumbs.tsx";
import { ContactCta } from "#src/components/contact-cta.tsx";
import { Icon } from "#src/components/icon.tsx";
import { JsonLd } from "#src/components/json-ld.tsx";
import { PageHero } from "#src/components/page-hero.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { iconNode } from "#src/components/icon-node.ts";
import { pageContent } from "#src/content/pages.server.ts";
import { coursePath, enrolPath, hubPath } from "#src/routing/paths.server.ts";
import { courseFacts, trainingFamiliesIn } from "#src/content/training.server.ts";
import { companyIn } from "#src/content/company.server.ts";
import { formatCourseFacts } from "#src/training/course-format.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { offeredRuns } from "#src/training/offered-runs.server.ts";
import { runPlaces } from "#src/training/run-availability.ts";
import { decisionNote } from "#src/training/run-decision.ts";
import { nextRunLabel, nextRunOf } from "#src/training/next-run.server.ts";
import type { FinderItem } from "#src/islands/course-finder.tsx";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { languageSettings } from "#src/i18n/languages.ts";
import { useShellWords } from "#src/components/page-context.tsx";
import { itemList } from "#src/seo/structured-data.ts";

export function load(sitePage: SitePage) {
  const { lang, ui, head } = pageBasics(sitePage);
  const page = pageContent("training", lang);
  const company = companyIn(lang);
  // The families the page names first, in its order; any others after them, in menu order.
  const rank = (slug: string) => {
    const index = page.familyOrder.indexOf(slug);
    return index === -1 ? page.familyOrder.length : index;
  };
  const families = trainingFamiliesIn(lang).toSorted((a, b) => rank(a.slug) - rank(b.slug));
  const programs = families.map((family) => ({
    title: family.menuTitle,
    fullTitle: family.title,
    summary: family.summary,
    icon: iconNode(family.icon),
    href: hubPath(family, lang),
    categories: family.groups.map((group) => ({
      title: group.title,
      courses: group.courses.map((course) => ({
        title: course.title,
        href: coursePath(family, course, lang),
      })),
    })),
  }));
  const today = todayInAmsterdam();
  const finderCourses: FinderItem[] = families.flatMap((family) =>
    family.groups.flatMap((group) =>
      group.courses.map((course) => ({
        title: course.title,
        href: coursePath(family, course, lang),
        family: family.slug,
        familyLabel: family.menuTitle,
        days: course.days,
        feeCents: course.feeCents,
        facts: formatCourseFacts(courseFacts(course), company.vat, lang),
        runs: offeredRuns(family, course, today).map((run) => ({
          start: run.start,
          mode: run.mode,
          language: run.language,
          label: nextRunLabel(run.start, lang),
          key: run.availabilityKey,
          places: runPlaces(ui.runs.availability, run.availability, lang),
          ...(run.decision &&
            !run.isGuaranteed && {
              decision: decisionNote(ui.course.runs, run.decision, today, lang),
            }),
        })),
        nextRun: nextRunOf(family, course, lang, today),
        ...(course.feeCents !== undefined && {
          enrolHref: enrolPath(family, course, lang, "none"),
        }),
      })),
    ),
  );
  return {
    ...head({ title: page.title, description: page.description }),
    path: sitePage.path,
    finder: {
      title: ui.finder.title,
      locale: languageSettings[lang].intlLocale,
      text: ui.finder.text,
      courses: finderCourses,
      families: families.map((family) => ({ slug: family.slug, label: family.menuTitle })),
    },
    // For the page script, which shows the finder's places as they stand now.
    availabilityWords: ui.runs.availability,
    hero: { title: page.title, tagline: page.tagline, crumb: page.breadcrumb ?? page.title },
    cta: page.cta,
    programs,
  };
}

export type TrainingPageProps = ReturnType<typeof load>;

/** `children`: the course finder island, placed by the route entry. */
export function TrainingPage(props: TrainingPageProps & { children?: React.ReactNode }) {
  const { hero, cta, programs, finder, path } = props;
  const ui = useShellWords().links;
  const allCourses = programs.flatMap((p) => p.categories.flatMap((c) => c.courses));
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline} seed="training" />
      <Breadcrumbs crumbs={[{ label: hero.crumb, path }]} />
      <PageSection>
        <div className="grid gap-8 lg:grid-cols-3">
          {programs.map((program, index) => (
            <article
              key={program.href}
              data-reveal=""
              style={{ "--reveal-index": index } as React.CSSProperties}
              className="card-shell card-padding flex flex-col"
            >
              <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon node={program.icon} className="size-6" />
              </span>
              <h2 className="text-2xl font-semibold">{program.title}</h2>
              <p className="mt-3 leading-7 text-slate-600">{program.summary}</p>
              <div className="mt-6 space-y-6">
                {program.categories.map((category) => (
                  <div key={category.title}>
                    <h3 className="text-sm font-semibold tracking-wider text-brand-800 uppercase">
                      {category.title}
                    </h3>
                    <ul className="mt-2 space-y-1">
                      {category.courses.map((course) => (
                        <li key={course.href}>
                          <a
                            href={course.href}
                            className="inline-block py-1 text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
                          >
                            {course.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              <a
                href={program.href}
                className="mt-auto inline-flex items-center gap-1.5 pt-8 font-semibold text-brand-700 hover:text-brand-800"
              >
                {ui.viewDetails}
                <span className="sr-only">
                  : {fill(ui.familyTraining, { name: program.title, title: program.fullTitle })}
                </span>
                <Icon node={uiIcons.arrowRight} className="size-4" />
              </a>
            </article>
          ))}
        </div>
      </PageSection>
      <PageSection id="find-a-course" title={finder.title} tone="muted">
        {/* The words tell the page script to read the runs' places for the finder. */}
        <div data-availability-words={JSON.stringify(props.availabilityWords)}>
          {props.children}
        </div>
      </PageSection>
      <ContactCta title={cta.title} text={cta.text} label={cta.label} />
      <JsonLd
        data={itemList(allCourses.map((course) => ({ name: course.title, path: course.href })))}
      />
    </>
  );
}
