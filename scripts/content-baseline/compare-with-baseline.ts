import type { Course, Service, TrainingFamily } from "#src/content/load-content.server.ts";
import { servicePath } from "#src/routing/paths.server.ts";
import type { ServiceSection } from "#src/content/schema/service-schema.ts";
import type { OriginalCourse, OriginalHub, originalCourseCounts } from "./original-courses.ts";
import type { OriginalList, OriginalService, originalServiceCounts } from "./original-services.ts";

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
  services: Pick<Service, "slug" | "title" | "tagline" | "summary" | "parent" | "sections">[];
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
  | "fee"
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
    if (service) compareService(original, service, baseline, content, differences);
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

/** "499", or a text in quotes, or "none". */
function shown(value: unknown): string {
  if (value === undefined || value === null) return "none";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

const lower = (text: string) => text.toLowerCase();

function differs(file: string, field: string, original: unknown, current: unknown): string {
  return `${file}: ${field}: the original site says ${shown(original)}, the content says ${shown(current)}`;
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

/**
 * Items missing from or added to a list, then its order; names compare
 * case-insensitively, so "Certificate" is the spec's "certificate".
 */
function compareList(
  file: string,
  field: string,
  original: string[],
  current: string[],
  differences: string[],
  options: { isPartial?: boolean; isOrdered?: boolean } = {},
) {
  const currentNames = current.map(lower);
  const originalNames = original.map(lower);
  for (const item of original) {
    if (!currentNames.includes(lower(item))) {
      differences.push(
        `${file}: ${field}: the original site has ${shown(item)}, the content does not`,
      );
    }
  }
  if (!options.isPartial) {
    for (const item of current) {
      if (!originalNames.includes(lower(item))) {
        differences.push(`${file}: ${field}: the content adds ${shown(item)}`);
      }
    }
  }
  if (options.isOrdered === false) return;
  const common = original.filter((item) => currentNames.includes(lower(item)));
  const currentOrder = current.filter((item) => originalNames.includes(lower(item)));
  if (common.map(lower).join("\n") !== currentOrder.map(lower).join("\n")) {
    differences.push(
      `${file}: ${field}: the original site's order is ${common.map(shown).join(", ")}, the content's is ${currentOrder.map(shown).join(", ")}`,
    );
  }
}

function compareCount(
  file: string,
  field: string,
  what: string,
  original: number,
  current: number,
  differences: string[],
) {
  if (original !== current) {
    differences.push(
      `${file}: ${field}: the original site shows ${original} ${what}, the content has ${current}`,
    );
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
  for (const field of ["days", "hours", "fee", "maxAttendees"] as const) {
    if ((original[field] ?? undefined) !== course[field]) {
      differences.push(differs(file, field, original[field], course[field]));
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

type ComparedService = ComparedContent["services"][number];

/** The name of a list item: its title, or its text for tags and benefits. */
function itemNames(section: ServiceSection): string[] {
  switch (section.kind) {
    case "cards":
      return section.cards.map((card) => card.title);
    case "tags":
    case "benefits":
      return section.items;
    default:
      return section.items.map((item) => item.title);
  }
}

function compareService(
  original: OriginalService,
  service: ComparedService,
  baseline: ContentBaseline,
  content: ComparedContent,
  differences: string[],
) {
  const file = `content/services/${original.slug}.yml`;
  const counts = baseline.serviceCounts;
  if (lower(original.title) !== lower(service.title)) {
    differences.push(differs(file, "title", original.title, service.title));
  }
  if (original.family !== service.parent) {
    differences.push(differs(file, "parent", original.family, service.parent));
  }

  const cardsIndex = service.sections.findIndex((section) => section.kind === "cards");
  const cardsSection = service.sections[cardsIndex];
  const cardTitles = cardsSection ? itemNames(cardsSection).map(lower) : [];
  if (!cardsSection) {
    differences.push(
      `${file}: sections: the original site shows ${counts.cards} offering cards, the content has no cards section`,
    );
  } else {
    compareCount(
      file,
      `sections.${cardsIndex}.cards`,
      "offering cards",
      counts.cards,
      cardTitles.length,
      differences,
    );
  }
  for (const offering of original.offerings ?? []) {
    if (!cardTitles.some((title) => title.includes(lower(offering)))) {
      differences.push(
        `${file}: sections.${cardsIndex}.cards: the original site offers ${shown(offering)}, no card of the content names it`,
      );
    }
  }

  const links = new Set(
    service.sections.flatMap((section) =>
      (section.kind === "cards"
        ? section.cards
        : section.kind === "highlights"
          ? section.items
          : []
      ).flatMap((card) => (card.service ? [servicePath({ urlSlug: card.service })] : [])),
    ),
  );
  // A detail page links its family and its siblings (Related Services).
  if (service.parent) {
    links.add(servicePath({ urlSlug: service.parent }));
    for (const sibling of content.services.filter((s) => s.parent === service.parent)) {
      if (sibling.slug !== service.slug) links.add(servicePath({ urlSlug: sibling.slug }));
    }
  }
  for (const href of original.links ?? []) {
    if (!links.has(href)) {
      differences.push(`${file}: sections: the original site links ${href}, the content does not`);
    }
  }

  for (const list of original.lists ?? []) compareServiceList(file, list, service, differences);

  const text = lower(
    [
      service.title,
      service.tagline,
      service.summary,
      ...service.sections.flatMap(sectionTexts),
    ].join("\n"),
  );
  for (const wanted of original.texts ?? []) {
    if (!text.includes(lower(wanted))) {
      differences.push(
        `${file}: sections: the original site says ${shown(wanted)}, the content does not`,
      );
    }
  }

  if (original.family) {
    const detailLists = service.sections.filter((section) =>
      counts.detailListKinds.some((kind) => kind === section.kind),
    );
    if (!detailLists.some((section) => itemNames(section).length === counts.detailListItems)) {
      differences.push(
        `${file}: sections: the original site shows a ${counts.detailListKinds.join(", ")} list of ${counts.detailListItems} items, the content has ${detailLists.map((section) => `${section.kind} of ${itemNames(section).length}`).join(", ") || "none"}`,
      );
    }
    const benefitsIndex = service.sections.findIndex((section) => section.kind === "benefits");
    const benefits = service.sections[benefitsIndex];
    compareCount(
      file,
      benefits ? `sections.${benefitsIndex}.items` : "sections",
      "benefits",
      counts.detailBenefits,
      benefits ? itemNames(benefits).length : 0,
      differences,
    );
  }
}

function sectionTexts(section: ServiceSection): string[] {
  switch (section.kind) {
    case "cards":
      return [section.title, ...section.cards.flatMap((card) => [card.title, card.description])];
    case "tags":
    case "benefits":
      return [section.title, ...section.items];
    default:
      return [section.title, ...section.items.flatMap((item) => [item.title, item.description])];
  }
}

function compareServiceList(
  file: string,
  list: OriginalList,
  service: ComparedService,
  differences: string[],
) {
  const index = service.sections.findIndex(
    (section) =>
      section.kind === list.kind &&
      (!list.title || lower(section.title).includes(lower(list.title))),
  );
  const section = service.sections[index];
  const label = `a ${list.kind} list${list.title ? ` titled ${shown(list.title)}` : ""}`;
  if (!section) {
    differences.push(`${file}: sections: the original site shows ${label}, the content does not`);
    return;
  }
  const names = itemNames(section);
  const field = `sections.${index}.items`;
  if (list.count !== undefined) {
    compareCount(file, field, "items", list.count, names.length, differences);
  }
  if (list.items) {
    compareList(file, field, list.items, names, differences, {
      isPartial: true,
      isOrdered: list.isOrdered ?? false,
    });
  }
}
