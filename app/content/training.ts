import type { IconName } from "./icon-name.ts";

/**
 * Training: three families (hubs), their course groups, and every course.
 * A course is one object; its route, menu entry, hub link, page, enquiry
 * message and structured data all come from it.
 */
export interface CourseBenefit {
  icon: IconName;
  title: string;
  description: string;
}

/**
 * Copy we wrote because the spec does not show it; the owner reviews it
 * (`npm run content:drafted`). "benefit-descriptions" marks benefits whose
 * titles are the spec's but whose descriptions are ours.
 */
export const draftableFields = [
  "tagline",
  "description",
  "included",
  "modules",
  "benefits",
  "benefit-descriptions",
  "card",
] as const;

export type DraftableField = (typeof draftableFields)[number];

export interface CourseFacts {
  days: number;
  /** One day is 8 hours, except where the spec says otherwise (ISTQB Foundation: 12). */
  hours: number;
  /** Euro, whole number. The spec says nothing about VAT, so neither do we. */
  fee: number;
}

export interface Course {
  slug: string;
  title: string;
  tagline: string;
  description: string;
  /** Absent only for a course offered "dates and fee on request" (Terraform). */
  facts?: CourseFacts;
  /** The certificate label; absent where the spec does not show one. */
  certificate?: string;
  maxAttendees?: number;
  included: string[];
  modules: string[];
  benefits: CourseBenefit[];
  /** ISTQB Foundation shows its benefits as plain text lines, not a grid. */
  benefitsAsText?: boolean;
  /** The hub card of a family whose hub shows cards (Scrum): four feature bullets. */
  card?: { title: string; description: string; icon: IconName; features: string[] };
  drafted?: DraftableField[];
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
  /**
   * "sections": one section per course group, with in-page navigation
   * (Testing, DevOps). "cards": one large card per course (Scrum).
   */
  hubLayout: "sections" | "cards";
  /** A colour variant of the brand tokens for the family's pages (app.css). */
  theme?: "blue";
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

/** Where Enroll Now and Get Started lead: the contact page, told which course. */
export function courseEnquiryPath(
  family: Pick<TrainingFamily, "slug">,
  course: Pick<Course, "slug">,
) {
  return `/contact?course=${family.slug}/${course.slug}`;
}

/** A fee as the spec writes it: "€1,999". */
export function formatFee(fee: number): string {
  return `€${String(fee).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

export function formatDays(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

export function formatHours(hours: number): string {
  return hours === 1 ? "1 hour" : `${hours} hours`;
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
