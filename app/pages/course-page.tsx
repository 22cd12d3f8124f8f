import { data, useLoaderData } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ButtonLink } from "~/components/button-link";
import { JsonLd } from "~/components/json-ld";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { CourseBenefits } from "~/components/training/course-benefits";
import { type CourseFact, CourseFacts } from "~/components/training/course-facts";
import { CourseFeeCard } from "~/components/training/course-fee-card";
import { CourseModules } from "~/components/training/course-modules";
import { type RunRow, UpcomingRuns } from "~/components/training/upcoming-runs";
import { iconNode } from "~/content/icon-node";
import { company } from "~/content/company.server";
import { runKey } from "~/content/course-enquiry.server";
import {
  feeText,
  formatCourseFacts,
  formatDateRange,
  formatDays,
  formatHours,
} from "~/content/course-format";
import { todayInAmsterdam, upcomingRuns } from "~/content/course-runs";
import { courseEnquiryPath, coursePath, courseTermsPath, hubPath } from "~/content/paths";
import { metaFor } from "~/content/site-meta.server";
import { pageAt } from "~/content/site-map.server";
import { courseFacts, findCourse } from "~/content/training.server";
import { course as courseStructuredData } from "~/seo/course-structured-data";
import { metaFromLoader } from "~/seo/page-meta";
import type { Route } from "./+types/course-page";

// One template for every course page. The loader sends only what the page
// shows, already formatted, so no course data ships as JavaScript.
export function loader({ request }: Route.LoaderArgs) {
  const page = pageAt(request);
  const found = findCourse(page?.familySlug ?? "", page?.courseSlug ?? "");
  if (!found) throw data(null, { status: 404 });
  const { family, group, course } = found;
  const path = coursePath(family, course);

  const courseFactsValue = courseFacts(course);
  const facts: CourseFact[] = [];
  if (courseFactsValue) {
    facts.push(
      {
        kind: "days",
        label: "Duration",
        value: formatDays(courseFactsValue.days),
        icon: iconNode("calendar"),
      },
      {
        kind: "hours",
        label: "Hours",
        value: formatHours(courseFactsValue.hours),
        icon: iconNode("clock"),
      },
    );
  }
  if (course.certificate) {
    facts.push({
      kind: "certificate",
      // "Certificate: Certificate" would read twice; the value is the certificate's own label.
      label: "Awarded",
      value: course.certificate,
      icon: iconNode("award"),
    });
  }
  if (course.maxAttendees) {
    facts.push({
      kind: "attendees",
      label: "Group size",
      value: `Maximum ${course.maxAttendees} attendees`,
      icon: iconNode("users"),
    });
  }

  const runs = upcomingRuns(course.runs, course.days, todayInAmsterdam());
  const enquiryHref = courseEnquiryPath(family, course);
  const runRows: RunRow[] = runs.map((run) => ({
    start: run.start,
    dates: formatDateRange(run.start, run.end),
    mode: [modeLabels[run.mode], run.location].filter(Boolean).join(", "),
    language: languageLabels[run.language],
    seats:
      run.seats === undefined
        ? undefined
        : run.seats === 0
          ? "Fully booked: waiting list"
          : `${run.seats} ${run.seats === 1 ? "place" : "places"} left`,
    isGuaranteed: run.guaranteed ?? false,
    enrolHref: `${enquiryHref}&run=${runKey(run)}`,
  }));
  return {
    meta: metaFor({
      // "training" tells the course apart from the service of the same name (CI/CD Implementation).
      title: `${course.title} training`,
      description: `${course.tagline} ${formatCourseFacts(courseFactsValue, company.vat)}.`,
      path,
    }),
    title: course.title,
    tagline: course.tagline,
    description: course.description,
    eyebrow: group.title,
    heroIcon: iconNode(group.icon),
    path,
    theme: family.theme,
    hub: { title: family.title, path: hubPath(family) },
    facts,
    fee: courseFactsValue && feeText(courseFactsValue.fee, company.vat),
    termsHref: courseTermsPath(),
    runs: runRows,
    // Texts come as data, not as code: the page's JavaScript stays small.
    runsText,
    feeCardText,
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
    structuredData: courseStructuredData({
      name: course.title,
      description: course.description,
      path,
      language: "en",
      fee: courseFactsValue?.fee,
      isVatIncluded: company.vat.basis !== "exclusive",
      hours: courseFactsValue?.hours,
      runs,
      certificate: course.certificate,
      providerName: company.name,
    }),
  };
}

export const meta = metaFromLoader;

const modeLabels = {
  classroom: "Classroom",
  online: "Online",
  "in-company": "In-company",
} as const;
const languageLabels = { en: "Taught in English", nl: "Taught in Dutch" } as const;
const feeCardText = {
  title: "Course Fee",
  onRequest: "Dates and fee on request",
  onRequestNote:
    "Tell us about your team and we will send you the next available dates and the fee.",
  included: "Included",
  enrol: "Enroll Now",
  askFee: "Ask for Dates and Fee",
  termsBefore: "Enrolment is subject to our",
  terms: "course terms",
};
const runsText = {
  title: "Upcoming dates",
  guaranteed: "Guaranteed to run",
  enrol: "Enroll",
  noRuns:
    "Dates are planned on request: tell us when suits you, and we schedule a run, or train your team in-company.",
  askDates: "Ask for dates",
  askInCompany: "Ask about in-company training",
};

export default function CoursePage() {
  const course = useLoaderData<typeof loader>();
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
          { label: "Training", path: "/training" },
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
              Course Overview
            </h2>
            <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{course.description}</p>
            {course.facts.length > 0 && (
              <div className="mt-8 print:mt-4">
                <CourseFacts facts={course.facts} />
              </div>
            )}
          </section>
          <div className="lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start print:mt-6">
            <CourseFeeCard
              fee={course.fee}
              included={course.included}
              enquiryHref={course.enquiryHref}
              termsHref={course.termsHref}
              text={course.feeCardText}
            />
          </div>
          <div className="lg:col-span-2">
            <UpcomingRuns
              runs={course.runs}
              text={course.runsText}
              enquiryHref={course.enquiryHref}
              inCompanyHref={course.inCompanyHref}
            />
          </div>
          <section aria-labelledby="modules-heading" className="lg:col-span-2 print:mt-6">
            <h2
              id="modules-heading"
              className="text-3xl font-bold tracking-tight sm:text-4xl print:break-after-avoid"
            >
              Course Modules
            </h2>
            <div className="mt-8 print:mt-4">
              <CourseModules modules={course.modules} />
            </div>
          </section>
        </div>
      </section>
      <PageSection id="key-benefits" title="Key Benefits" tone="muted">
        <CourseBenefits benefits={course.benefits} asText={course.benefitsAsText} />
        <div className="mt-10 print:hidden">
          <ButtonLink to={course.enquiryHref}>Get Started</ButtonLink>
        </div>
      </PageSection>
      <JsonLd data={course.structuredData} />
    </div>
  );
}
