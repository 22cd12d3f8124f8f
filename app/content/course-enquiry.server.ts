import { formatCourseFacts } from "./course-format.ts";
import { allCourses, type Course, courseFacts } from "./training.server.ts";

/**
 * The message the contact form starts with when a visitor comes from a
 * course's Enroll Now or Get Started link (/contact?course=<family>/<slug>).
 * The contact page's loader embeds `courseEnquiries()`, so the browser gets
 * these sentences and not the course data.
 */
export function courseEnquiries(): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { family, course } of allCourses()) {
    messages[`${family.slug}/${course.slug}`] = courseEnquiryMessage(course);
  }
  return messages;
}

export function courseEnquiryMessage(course: Course): string {
  const facts = courseFacts(course);
  return facts
    ? `I would like to enroll in ${course.title} (${formatCourseFacts(facts)}). Please send me the next available dates.`
    : `I would like to enroll in ${course.title} (dates and fee on request). Please send me the next available dates and the fee.`;
}
