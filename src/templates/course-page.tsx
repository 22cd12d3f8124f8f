import { Breadcrumbs } from "#src/components/breadcrumbs.tsx";
import { ButtonLink } from "#src/components/button-link.tsx";
import { JsonLd } from "#src/components/json-ld.tsx";
import { PageHero } from "#src/components/page-hero.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { CourseBenefits } from "#src/components/training/course-benefits.tsx";
import { type CourseFact, CourseFacts } from "#src/components/training/course-facts.tsx";
import { CourseFeeCard } from "#src/components/training/course-fee-card.tsx";
import { CourseModules } from "#src/components/training/course-modules.tsx";
import { type RunRow, UpcomingRuns } from "#src/components/training/upcoming-runs.tsx";
import { iconNode } from "#src/components/icon-node.ts";
import { companyIn } from "#src/content/company.server.ts";
import {
  feeText,
  formatCourseFacts,
  formatDateRange,
  formatDays,
  formatHours,
} from "#src/training/course-format.ts";
import { runKey, todayInAmsterdam } from "#src/training/course-runs.ts";
import { decisionNote } from "#src/training/run-decision.ts";
import { offeredRuns } from "#src/training/offered-runs.server.ts";
import { runPlaces } from "#src/training/run-availability.ts";
import {
  courseEnquiryPath,
  enrolPath,
  hubPath,
  pagePath,
  runCalendarPath,
} from "#src/routing/paths.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { courseFacts, findCourse } from "#src/content/training.server.ts";
import { trainingCrumb } from "#src/content/pages.server.ts";
import { course as courseStructuredData } from "#src/seo/course-structured-data.ts";
import { useShellWords } from "#src/components/page-context.tsx";
import { fill } from "#src/i18n/fill.ts";
import { languageSettings } from "#src/i18n/languages.ts";
import { commentsPerCourse, courseRating } from "#src/training/course-ratings.server.ts";
import { CourseRating, type CourseRatingProps } from "#src/components/course-rating.tsx";

/** "4.6" in English, "4,6" in Dutch. */
function formatRatingValue(value: number, lang: "en" | "nl"): string {
  return new Intl.NumberFormat(languageSettings[lang].intlLocale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

// One template for every course page. `load` gives only what the page
// shows, already formatted, so no course data ships as JavaScript.
export function load(sitePage: SitePage) {
  const { page, lang, ui, head } = pageBasics(sitePage);
  const found = findCourse(page.familySlug ?? "", page.courseSlug ?? "", lang);
  if (!found) throw new Error(`No content for ${sitePage.path}`);
  const { family, group, course } = found;
  const company = companyIn(lang);
  const path = page.path;
  const labels = ui.course.factLabels;

  const courseFactsValue = courseFacts(course);
  const facts: CourseFact[] = [];
  if (courseFactsValue) {
    facts.push(
      {
        kind: "days",
        label: labels.days,
        value: formatDays(courseFactsValue.days, lang),
        icon: iconNode("calendar"),
      },
      {
        kind: "hours",
        label: labels.hours,
        value: formatHours(courseFactsValue.hours, lang),
        icon: iconNode("clock"),
      },
    );
  }
  if (course.certificate) {
    facts.push({
      kind: "certificate",
      label: labels.certificate,
      value: course.certificate,
      icon: iconNode("award"),
    });
  }
  if (course.maxAttendees) {
    facts.push({
      kind: "attendees",
      label: labels.attendees,
      value: fill(ui.course.maxAttendees, { count: course.maxAttendees }),
      icon: iconNode("users"),
    });
  }

  const built = courseRating(`${family.slug}/${course.slug}`);
  const ratingWords = ui.course.rating;
  const rating: CourseRatingProps | undefined = built && {
    heading: ratingWords.heading,
    summary: fill(ratingWords.summary, {
      average: formatRatingValue(built.average, lang),
      count: built.count,
    }),
    verified: ratingWords.verified,
    howLink: ratingWords.howLink,
    how: [
      ratingWords.how,
      built.comments.length > 0 && fill(ratingWords.comments, { max: commentsPerCourse }),
    ]
      .filter(Boolean)
      .join(" "),
    comments: built.comments.map((comment) => ({
      text: comment.comment,
      by: [comment.firstName, comment.company].filter(Boolean).join(", "),
    })),
  };

  const today = todayInAmsterdam();
  const runs = offeredRuns(family, course, today);
  const enquiryHref = courseEnquiryPath(family, course, lang);
  const runRows: RunRow[] = runs.map((run) => ({
    start: run.start,
    dates: formatDateRange(run.start, run.end, lang),
    mode: [ui.course.modes[run.mode], run.location].filter(Boolean).join(", "),
    language: ui.course.taughtIn[run.language],
    key: run.availabilityKey,
    places: runPlaces(ui.runs.availability, run.availability, lang),
    isGuaranteed: run.isGuaranteed,
    ...(run.decision && { decision: decisionNote(ui.course.runs, run.decision, today, lang) }),
    enrolHref: enrolPath(family, course, lang, run.key),
    calendarHref: runCalendarPath(family, course, run.key, lang),
  }));
  return {
    ...head({
      // The title tells the course apart from the service of the same name (CI/CD Implementation).
      title: fill(ui.course.pageTitle, { title: course.title }),
      description: `${course.tagline} ${formatCourseFacts(courseFactsValue, company.vat, lang)}.`,
    }),
    runsText: ui.course.runs,
    availabilityWords: ui.runs.availability,
    title: course.title,
    tagline: course.tagline,
    description: course.description,
    eyebrow: group.title,
    heroIcon: iconNode(group.icon),
    path,
    theme: family.theme,
    hub: { title: family.title, path: hubPath(family, lang) },
    trainingPath: pagePath("training", lang),
    trainingCrumb: trainingCrumb(lang),
    facts,
    fee: courseFactsValue && feeText(courseFactsValue.feeCents, company.vat, lang),
    termsHref: pagePath("courseTerms", lang),
    runs: runRows,
    inCompanyHref: `${enquiryHref}&run=in-company`,
    included: course.included,
    modules: course.modules,
    benefits: course.benefits.map((benefit) => ({
      title: benefit.title,
      description: benefit.description,
      icon: iconNode(benefit.icon),
    })),
    benefitsAsText: course.benefitsAsText ?? false,
    enquiryHref,
    // "Enroll Now" on the fee card: the enrolment form, the course chosen and no run yet.
    enrolHref: enrolPath(family, course, lang, "none"),
    structuredData: courseStructuredData({
      name: course.title,
      description: course.description,
      path,
      language: lang,
      feeCents: courseFactsValue?.feeCents,
      isVatIncluded: company.vat.basis !== "exclusive",
      hours: courseFactsValue?.hours,
      runs,
      runEnrolPath: (run) => enrolPath(family, course, lang, runKey(run)),
      runGuarantee: (run) =>
        run.isGuaranteed
          ? ui.course.runs.guaranteed
          : run.decision && decisionNote(ui.course.runs, run.decision, today, lang),
      certificate: course.certificate,
      providerName: company.name,
      ...(built && { rating: { average: built.average, count: built.count } }),
    }),
    rating,
  };
}

export type CoursePageProps = ReturnType<typeof load>;

export function CoursePage(props: CoursePageProps) {
  const course = props;
  const ui = useShellWords().course;
  return (
    // Printed, the page is a course sheet: bands lose their padding and tint,
    // and the hero its dark backdrop (PageHero's art layers are aria-hidden).
    <div className={`print:*:bg-white print:*:py-4 ${course.theme === "blue" ? "theme-blue" : ""}`}>
      <PageHero
        title={course.title}
        tagline={course.tagline}
        seed={course.path}
        icon={course.heroIcon}
        eyebrow={course.eyebrow}
      />
      <Breadcrumbs
        crumbs={[
          { label: course.trainingCrumb, path: course.trainingPath },
          { label: course.hub.title, path: course.hub.path },
          { label: course.title, path: course.path },
        ]}
      />
      <section className="bg-white py-16 sm:py-20 print:py-6">
        {/* One column on phones (overview, fee, modules); at lg the fee card
            sits in a sticky right column beside overview and modules. */}
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-3 lg:gap-x-12 lg:px-8 print:block">
          <section aria-labelledby="overview-heading" className="lg:col-span-2">
            <h2 id="overview-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {ui.overview}
            </h2>
            <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{course.description}</p>
            {course.facts.length > 0 && (
              <div className="mt-8 print:mt-4">
                <CourseFacts facts={course.facts} />
              </div>
            )}
            {course.rating && <CourseRating {...course.rating} />}
          </section>
          <div className="lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start print:mt-6">
            <CourseFeeCard
              fee={course.fee}
              included={course.included}
              enquiryHref={course.fee ? course.enrolHref : course.enquiryHref}
              termsHref={course.termsHref}
            />
          </div>
          <div className="lg:col-span-2">
            <UpcomingRuns
              runs={course.runs}
              text={course.runsText}
              availabilityWords={course.availabilityWords}
              enquiryHref={course.enquiryHref}
              inCompanyHref={course.inCompanyHref}
            />
          </div>
          <section aria-labelledby="modules-heading" className="lg:col-span-2 print:mt-6">
            <h2
              id="modules-heading"
              className="text-3xl font-bold tracking-tight sm:text-4xl print:break-after-avoid"
            >
              {ui.modules}
            </h2>
            <div className="mt-8 print:mt-4">
              <CourseModules modules={course.modules} />
            </div>
          </section>
        </div>
      </section>
      <PageSection id="key-benefits" title={ui.benefits} tone="muted">
        <CourseBenefits benefits={course.benefits} asText={course.benefitsAsText} />
        <div className="mt-10 print:hidden">
          <ButtonLink href={course.enquiryHref}>{ui.getStarted}</ButtonLink>
        </div>
      </PageSection>
      <JsonLd data={course.structuredData} />
    </div>
  );
}
