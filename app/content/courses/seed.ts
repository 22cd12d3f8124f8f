import type { Course } from "../training.ts";

// Temporary: a course with its spec facts only, until the training issue writes
// the full course objects. Removed when every course is complete.
export function seed(
  slug: string,
  title: string,
  days: number,
  hours: number,
  fee: number,
  certificate?: string,
): Course {
  return {
    slug,
    title,
    tagline: `${title}: a ${days}-day course.`,
    description: `${title}, taught by practitioners.`,
    facts: { days, hours, fee },
    certificate,
    included: [],
    modules: [],
    benefits: [],
  };
}
