import {
  type Course,
  formatDays,
  formatFee,
  formatHours,
  findCourse,
  trainingFamilies,
} from "./training.ts";

/**
 * The message the contact form starts with when a visitor comes from a
 * course's Enroll Now or Get Started link (/contact?course=<family>/<slug>).
 * The contact page's loader embeds `courseEnquiries()`, so the browser gets
 * these sentences and not the course data.
 */
export function courseEnquiryMessage(familySlug: string, courseSlug: string): string | undefined {
  const found = findCourse(familySlug, courseSlug);
  return found && messageFor(found.course);
}

/** Every course's message, keyed "<family>/<slug>". */
export function courseEnquiries(): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const family of trainingFamilies) {
    for (const group of family.groups) {
      for (const course of group.courses) {
        messages[`${family.slug}/${course.slug}`] = messageFor(course);
      }
    }
  }
  return messages;
}

function messageFor(course: Course): string {
  if (!course.facts) {
    return `I would like to enroll in ${course.title} (dates and fee on request). Please send me the next available dates and the fee.`;
  }
  const { days, hours, fee } = course.facts;
  return `I would like to enroll in ${course.title} (${formatDays(days)}, ${formatHours(hours)}, fee ${formatFee(fee)}). Please send me the next available dates.`;
}
