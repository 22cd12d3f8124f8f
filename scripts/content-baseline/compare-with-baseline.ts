import type { Course, TrainingFamily } from "#src/content/load-content.server.ts";
import { type ComparedService, compareService } from "./compare-services.ts";
import { compareCount, compareList, differs, lower, shown } from "./difference-lines.ts";
import type { OriginalCourse, originalCourseCounts } from "./original-courses.ts";
import type { OriginalHub } from "./original-hubs.ts";
import type { OriginalService, originalServiceCounts } from "./original-services.ts";
import { decimalEuros } from "#src/money/money.ts";

/**
 * Compares the content with the original site's facts and returns every
 * difference as "content/…/x.yml: field: the original site says …, the
 * content says …". Only what the baseline states is compared: a text the
 * original site did not show can change freely.
 */
export interface ContentBaseline {
  /** Every page address: the original site's and the ones we added on purpose. */
  pages: string[];
  services: OriginalService[];
  serviceCounts: typeof originalServiceCounts;
  courses: OriginalCourse[];
  courseCounts: typeof originalCourseCounts;
  hubs: OriginalHub[];
}

/** The parts of the loaded content the baseline speaks about. */
export interface ComparedContent {
  pagePaths: string[];
  services: ComparedService[];
  trainingFamilies: {
    slug: TrainingFamily["slug"];
    groups: { id: string; title: string; courses: ComparedCourse[] }[];
  }[];
}

type ComparedCourse = Pick<
  Course,
  | "slug"
  | "title"
  | "days"
  | "hours"
  | "feeCents"
  | "certificate"
  | "maxAttendees"
  | "included"
  | "modules"
  | "benefits"
  | "benefitsAsText"
  | "card"
>;

export function compareWithBaseline(baseline: ContentBaseline, content: ComparedContent): string[] {
  const differences: string[] = [];
  comparePages(baseline.pages, content.pagePaths, differences);
  for (const original of baseline.services) {
    const service = content.services.find((s) => s.slug === original.slug);
    if (service) {
      compareService(original, service, baseline.serviceCounts, content.services, differences);
    }
  }
  for (const original of baseline.courses) {
    const course = content.trainingFamilies
      .find((family) => family.slug === original.family)
      ?.groups.flatMap((group) => group.courses)
      .find((c) => c.slug === original.slug);
    if (course) compareCourse(original, course, baseline.courseCounts, differences);
  }
  for (const hub of baseline.hubs) {
    const family = content.trainingFamilies.find((f) => f.slug === hub.family);
    if (family) compareHub(hub, family, differences);
  }
  return differences;
}

function comparePages(originalPages: string[], pagePaths: string[], differences: string[]) {
  for (const page of originalPages) {
    if (!pagePaths.includes(page)) {
      differences.push(`${page}: the original site has this page, the content has none`);
    }
  }
  for (const page of pagePaths) {
    if (!originalPages.includes(page)) {
      differences.push(`${page}: a page the original site does not have`);
    }
  }
}

function compareCourse(
  original: OriginalCourse,
  course: ComparedCourse,
  counts: ContentBaseline["courseCounts"],
  differences: string[],
) {
  const file = `content/courses/${original.family}/${original.slug}.yml`;
  if (lower(original.title) !== lower(course.title)) {
    differences.push(differs(file, "title", original.title, course.title));
  }
  // The original site wrote whole euros, as the course files do; the site reckons in cents.
  const fee = course.feeCents === undefined ? undefined : Number(decimalEuros(course.feeCents));
  const compared = {
    days: course.days,
    hours: course.hours,
    fee,
    maxAttendees: course.maxAttendees,
  };
  for (const field of ["days", "hours", "fee", "maxAttendees"] as const) {
    if ((original[field] ?? undefined) !== compared[field]) {
      differences.push(differs(file, field, original[field], compared[field]));
    }
  }
  if (lower(original.certificate ?? "") !== lower(course.certificate ?? "")) {
    differences.push(differs(file, "certificate", original.certificate, course.certificate));
  }

  compareCount(file, "included", "items", counts.included, course.included.length, differences);
  if (original.included.length === counts.included) {
    compareList(file, "included", original.included, course.included, differences);
  } else {
    // A note such as "includes exam fee": found within one of the items.
    const items = course.included.map(lower);
    for (const note of original.included) {
      if (!items.some((item) => item.includes(lower(note)))) {
        differences.push(
          `${file}: included: the original site includes ${shown(note)}, the content does not`,
        );
      }
    }
  }

  if (original.modules) compareList(file, "modules", original.modules, course.modules, differences);
  else compareCount(file, "modules", "modules", counts.modules, course.modules.length, differences);

  const benefitTitles = course.benefits.map((benefit) => benefit.title);
  if (original.benefits) {
    compareList(file, "benefits", original.benefits, benefitTitles, differences);
  } else {
    compareCount(file, "benefits", "benefits", counts.benefits, benefitTitles.length, differences);
  }
  if ((original.benefitsAsText ?? false) !== (course.benefitsAsText ?? false)) {
    differences.push(
      `${file}: benefitsAsText: the original site shows the benefits as ${original.benefitsAsText ? "plain lines" : "cards"}, the content as ${course.benefitsAsText ? "plain lines" : "cards"}`,
    );
  }
}

function compareHub(
  hub: OriginalHub,
  family: ComparedContent["trainingFamilies"][number],
  differences: string[],
) {
  const file = `content/training/${hub.family}.yml`;
  if (hub.groups) {
    compareList(
      file,
      "groups",
      hub.groups.map((group) => group.id),
      family.groups.map((group) => group.id),
      differences,
    );
    for (const original of hub.groups) {
      const group = family.groups.find((g) => g.id === original.id);
      if (group && group.title !== original.title) {
        differences.push(
          differs(file, `groups (${original.id}): title`, original.title, group.title),
        );
      }
    }
  }
  const courses = family.groups.flatMap((group) => group.courses);
  // Courses missing or added are pages, reported once by comparePages.
  compareList(
    `content/courses/${hub.family}/`,
    "order",
    hub.courses,
    courses.map((course) => course.slug),
    differences,
    { isPartial: true },
  );
  for (const card of hub.cards ?? []) {
    const course = courses.find((c) => c.slug === card.slug);
    const title = course?.card?.title ?? course?.title;
    if (course && title !== card.title) {
      differences.push(
        differs(`content/courses/${hub.family}/${card.slug}.yml`, "card.title", card.title, title),
      );
    }
  }
}
