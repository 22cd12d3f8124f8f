import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import { companyIn } from "#src/content/company.server.ts";
import { formatCourseFacts, formatDateRange } from "./course-format.ts";
import { todayInAmsterdam } from "./course-runs.ts";
import { offeredRuns } from "./offered-runs.server.ts";
import type { CourseRun } from "#src/content/schema/course-schema.ts";
import { allCourses, type Course, courseFacts } from "#src/content/training.server.ts";

/**
 * The message the contact form starts with when a visitor comes from a
 * course's Enroll link: /contact?course=<family>/<slug>, with &run=<start>-<mode>
 * for a scheduled run or &run=in-company. The contact page's `load` embeds
 * `courseEnquiries()`, so the browser gets these sentences (in the page's
 * language) and not the course data.
 */
export function courseEnquiries(
  lang: Language = defaultLanguage,
  today = todayInAmsterdam(),
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { family, course } of allCourses(lang)) {
    const key = courseEnquiryKey(family, course);
    messages[key] = courseEnquiryMessage(course, lang);
    messages[`${key}@in-company`] = fill(dictionaries[lang].enquiry.inCompany, {
      title: course.title,
    });
    for (const run of offeredRuns(family, course, today)) {
      messages[`${key}@${run.key}`] = runEnquiryMessage(course, run, run.end, lang);
    }
  }
  return messages;
}

export function courseEnquiryKey(family: { slug: string }, course: { slug: string }): string {
  return `${family.slug}/${course.slug}`;
}

export { runKey } from "./course-runs.ts";

export function courseEnquiryMessage(course: Course, lang: Language = defaultLanguage): string {
  const facts = courseFacts(course);
  const words = dictionaries[lang].enquiry;
  return facts
    ? fill(words.withFacts, {
        title: course.title,
        facts: formatCourseFacts(facts, companyIn(lang).vat, lang),
      })
    : fill(words.onRequest, { title: course.title });
}

export function runEnquiryMessage(
  course: Course,
  run: CourseRun,
  end: string,
  lang: Language = defaultLanguage,
): string {
  const { enquiry, format } = dictionaries[lang];
  const where = [format.runModes[run.mode], run.location, enquiry.taughtIn[run.language]]
    .filter(Boolean)
    .join(", ");
  return fill(enquiry.run, {
    title: course.title,
    dates: formatDateRange(run.start, end, lang),
    where,
  });
}
