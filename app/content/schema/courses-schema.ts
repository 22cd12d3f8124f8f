import { iconNames } from "../icon-name.ts";
import { type Course, draftableFields, type TrainingFamily } from "../training.ts";

/**
 * Checks the training content when the site builds, so a typo in a fee or a
 * missing module fails the build with a message naming the course and field.
 * Returns human-readable problems; an empty list means the content is sound.
 */
export function validateTraining(families: readonly TrainingFamily[]): string[] {
  const problems: string[] = [];
  const familySlugs = new Set<string>();
  for (const family of families) {
    if (familySlugs.has(family.slug)) problems.push(`family "${family.slug}": slug is not unique`);
    familySlugs.add(family.slug);
    problems.push(...validateFamily(family));
  }
  return problems;
}

// The spec's one exception to "one day is 8 hours": ISTQB Foundation, 2 days of 12 hours.
const hoursExceptions = new Set(["testing/istqb-foundation"]);
const HOURS_PER_DAY = 8;

const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const knownIcons = new Set<string>(iconNames);
const knownDraftable = new Set<string>(draftableFields);

function validateFamily(family: TrainingFamily): string[] {
  const problems: string[] = [];
  const where = `family "${family.slug}"`;
  if (family.groups.length === 0) problems.push(`${where}: has no course groups`);
  const groupTitles = new Set<string>();
  const slugs = new Set<string>();
  for (const group of family.groups) {
    const groupKey = group.title.toLowerCase();
    if (groupTitles.has(groupKey)) {
      problems.push(`${where}: group title "${group.title}" is not unique`);
    }
    groupTitles.add(groupKey);
    if (!knownIcons.has(group.icon)) {
      problems.push(`${where}, group "${group.title}": icon "${group.icon}" is not a known icon`);
    }
    if (group.courses.length === 0)
      problems.push(`${where}, group "${group.title}": has no courses`);
    for (const course of group.courses) {
      const id = `${family.slug}/${course.slug}`;
      if (slugs.has(course.slug)) problems.push(`course "${id}": slug is not unique in its family`);
      slugs.add(course.slug);
      problems.push(...validateCourse(id, course, family));
    }
  }
  return problems;
}

function validateCourse(id: string, course: Course, family: TrainingFamily): string[] {
  const problems: string[] = [];
  const problem = (field: string, message: string) =>
    problems.push(`course "${id}": ${field} ${message}`);

  if (!kebabCase.test(course.slug)) problem("slug", "must be kebab-case (a-z, 0-9, hyphens)");
  for (const field of ["title", "tagline", "description"] as const) {
    if (!course[field]?.trim()) problem(field, "must not be empty");
  }

  const counts = { modules: 6, included: 3, benefits: 3 } as const;
  for (const [field, expected] of Object.entries(counts) as [keyof typeof counts, number][]) {
    const items: unknown[] = course[field] ?? [];
    if (items.length !== expected) {
      problem(field, `must have ${expected} items, has ${items.length}`);
    }
  }
  for (const field of ["modules", "included"] as const) {
    const items = course[field] ?? [];
    if (items.some((item) => !item.trim())) problem(field, "must not contain empty items");
    if (new Set(items).size !== items.length) problem(field, "must not repeat an item");
  }
  for (const [index, benefit] of (course.benefits ?? []).entries()) {
    if (!benefit.title?.trim() || !benefit.description?.trim()) {
      problem(`benefits[${index}]`, "needs a title and a description");
    }
    if (!knownIcons.has(benefit.icon)) {
      problem(`benefits[${index}].icon`, `"${benefit.icon}" is not a known icon`);
    }
  }

  if (course.facts) {
    const { days, hours, fee } = course.facts;
    if (!isPositiveInteger(days)) problem("days", "must be a positive whole number");
    if (!isPositiveInteger(hours)) problem("hours", "must be a positive whole number");
    if (!isPositiveInteger(fee)) problem("fee", "must be a positive whole number of euro");
    if (
      isPositiveInteger(days) &&
      isPositiveInteger(hours) &&
      !hoursExceptions.has(id) &&
      hours !== days * HOURS_PER_DAY
    ) {
      problem(
        "hours",
        `must be ${days * HOURS_PER_DAY} for ${days} days (8 hours a day), is ${hours}`,
      );
    }
  }
  if (course.certificate !== undefined && !course.certificate.trim()) {
    problem("certificate", "must be left out rather than empty");
  }
  if (course.maxAttendees !== undefined && !isPositiveInteger(course.maxAttendees)) {
    problem("maxAttendees", "must be a positive whole number");
  }

  if (family.hubLayout === "cards") {
    if (!course.card) problem("card", "is required on a hub that shows cards");
    else {
      if (!course.card.title.trim() || !course.card.description.trim()) {
        problem("card", "needs a title and a description");
      }
      if (!knownIcons.has(course.card.icon)) {
        problem("card.icon", `"${course.card.icon}" is not a known icon`);
      }
      if (course.card.features.length !== 4) {
        problem("card.features", `must have 4 items, has ${course.card.features.length}`);
      }
    }
  }

  for (const field of course.drafted ?? []) {
    if (!knownDraftable.has(field)) {
      problem("drafted", `names "${field}", which is not a field that can be drafted`);
    }
  }
  return problems;
}

function isPositiveInteger(value: unknown): boolean {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}
