import { company } from "./company.server.ts";
import { formatCourseFacts, formatDateRange } from "./course-format.ts";
import { todayInAmsterdam, upcomingRuns } from "./course-runs.ts";
import type { CourseRun } from "./schema/course-schema.ts";
import { allCourses, type Course, courseFacts } from "./training.server.ts";

/**
 * The message the contact form starts with when a visitor comes from a
 * course's Enroll link: /contact?course=<family>/<slug>, with &run=<start>-<mode>
 * for a scheduled run or &run=in-company. The contact page's loader embeds
 * `courseEnquiries()`, so the browser gets these sentences and not the
 * course data.
 */
export function courseEnquiries(today = todayInAmsterdam()): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { family, course } of allCourses()) {
    const key = courseEnquiryKey(family, course);
    messages[key] = courseEnquiryMessage(course);
    messages[`${key}@in-company`] = inCompanyMessage(course);
    for (const run of upcomingRuns(course.runs, course.days, today)) {
      messages[`${key}@${runKey(run)}`] = runEnquiryMessage(course, run, run.end);
    }
  }
  return messages;
}

export function courseEnquiryKey(family: { slug: string }, course: { slug: string }): string {
  return `${family.slug}/${course.slug}`;
}

/** "2027-03-01-classroom": a run within its course. */
export function runKey(run: Pick<CourseRun, "start" | "mode">): string {
  return `${run.start}-${run.mode}`;
}

export function courseEnquiryMessage(course: Course): string {
  const facts = courseFacts(course);
  return facts
    ? `I would like to enroll in ${course.title} (${formatCourseFacts(facts, company.vat)}). Please send me the next available dates.`
    : `I would like to enroll in ${course.title} (dates and fee on request). Please send me the next available dates and the fee.`;
}

const modeWords = { classroom: "classroom", online: "online", "in-company": "in-company" } as const;
const languageWords = { en: "in English", nl: "in Dutch" } as const;

export function runEnquiryMessage(course: Course, run: CourseRun, end: string): string {
  const where = [modeWords[run.mode], run.location, languageWords[run.language]]
    .filter(Boolean)
    .join(", ");
  return `I would like to enroll in ${course.title} on ${formatDateRange(run.start, end)} (${where}). Please confirm my place.`;
}

function inCompanyMessage(course: Course): string {
  return `We would like ${course.title} as an in-company course for our team. Please send us a proposal with possible dates.`;
}
