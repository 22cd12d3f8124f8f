import type { IconName } from "./icon-name.ts";

/**
 * Training: three families (hubs), their course groups, and every course.
 * A course is one object; its route, menu entry, hub link, page and structured
 * data all come from it.
 */
export interface CourseBenefit {
  icon: IconName;
  title: string;
  description: string;
}

export interface Course {
  slug: string;
  title: string;
  tagline: string;
  description: string;
  /** Absent only for a course offered "dates and fee on request". */
  facts?: {
    days: number;
    /** One day is 8 hours, except where the spec says otherwise (ISTQB Foundation: 12). */
    hours: number;
    /** Euro, whole number, VAT as the spec states it (not shown). */
    fee: number;
  };
  /** The certificate label; absent where the spec does not show one. */
  certificate?: string;
  maxAttendees?: number;
  included: string[];
  modules: string[];
  benefits: CourseBenefit[];
  /** ISTQB Foundation shows its benefits as plain text lines, not a grid. */
  benefitsAsText?: boolean;
  /** Fields whose copy we wrote because the spec does not show it. */
  drafted?: ("tagline" | "description" | "included" | "modules" | "benefits")[];
}

export interface CourseGroup {
  title: string;
  icon: IconName;
  description: string;
  courses: Course[];
}

export type TrainingFamilySlug = "testing" | "devops" | "scrum";

export interface TrainingFamily {
  slug: TrainingFamilySlug;
  /** The hub's h1. */
  title: string;
  menuTitle: string;
  tagline: string;
  summary: string;
  icon: IconName;
  groups: CourseGroup[];
}

/** The section id of a course group: its title in lower case, spaces to hyphens. */
export function groupId(group: Pick<CourseGroup, "title">): string {
  return group.title.toLowerCase().replace(/\s+/g, "-");
}

export function hubPath(family: Pick<TrainingFamily, "slug">): string {
  return `/training/${family.slug}`;
}

export function coursePath(family: Pick<TrainingFamily, "slug">, course: Pick<Course, "slug">) {
  return `/training/${family.slug}/${course.slug}`;
}

import { trainingFamilies } from "./courses/index.ts";

export { trainingFamilies };

export function findFamily(slug: string): TrainingFamily | undefined {
  return trainingFamilies.find((family) => family.slug === slug);
}

export function findCourse(familySlug: string, courseSlug: string) {
  const family = findFamily(familySlug);
  for (const group of family?.groups ?? []) {
    const course = group.courses.find((c) => c.slug === courseSlug);
    if (family && course) return { family, group, course };
  }
  return undefined;
}
