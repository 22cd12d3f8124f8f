import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import { companyIn } from "#src/content/company.server.ts";
import { formatCourseFacts, formatDateRange } from "./course-format.ts";
import { todayInAmsterdam, upcomingRuns } from "./course-runs.ts";
import type { CourseRun } from "#src/content/schema/course-schema.ts";
import { allCourses, type Course, courseFacts } from "#src/content/training.server.ts";

/**
 * The message the contact form starts with when a visitor comes from a
 * course's Enroll link: /contact?course=<family>/<slug>, with &run=<start>-<mode>
 * for a scheduled run or &run=in-company. The contact page's loader embeds
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
    messages[`${key}@in-company`] = sentences[lang].inCompany(course.title);
    for (const run of upcomingRuns(course.runs, course.days, today)) {
      messages[`${key}@${runKey(run)}`] = runEnquiryMessage(course, run, run.end, lang);
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

const sentences = {
  en: {
    withFacts: (title: string, facts: string) =>
      `I would like to enroll in ${title} (${facts}). Please send me the next available dates.`,
    onRequest: (title: string) =>
      `I would like to enroll in ${title} (dates and fee on request). Please send me the next available dates and the fee.`,
    run: (title: string, dates: string, where: string) =>
      `I would like to enroll in ${title} on ${dates} (${where}). Please confirm my place.`,
    inCompany: (title: string) =>
      `We would like ${title} as an in-company course for our team. Please send us a proposal with possible dates.`,
    modes: { classroom: "classroom", online: "online", "in-company": "in-company" },
    languages: { en: "in English", nl: "in Dutch" },
  },
  nl: {
    withFacts: (title: string, facts: string) =>
      `Ik wil me graag inschrijven voor ${title} (${facts}). Stuur me de eerstvolgende data.`,
    onRequest: (title: string) =>
      `Ik wil me graag inschrijven voor ${title} (data en prijs op aanvraag). Stuur me de eerstvolgende data en de prijs.`,
    run: (title: string, dates: string, where: string) =>
      `Ik wil me graag inschrijven voor ${title} op ${dates} (${where}). Bevestig je mijn plaats?`,
    inCompany: (title: string) =>
      `We willen ${title} graag als incompanytraining voor ons team. Stuur ons een voorstel met mogelijke data.`,
    modes: { classroom: "klassikaal", online: "online", "in-company": "incompany" },
    languages: { en: "in het Engels", nl: "in het Nederlands" },
  },
} as const;

export function courseEnquiryMessage(course: Course, lang: Language = defaultLanguage): string {
  const facts = courseFacts(course);
  return facts
    ? sentences[lang].withFacts(course.title, formatCourseFacts(facts, companyIn(lang).vat, lang))
    : sentences[lang].onRequest(course.title);
}

export function runEnquiryMessage(
  course: Course,
  run: CourseRun,
  end: string,
  lang: Language = defaultLanguage,
): string {
  const words = sentences[lang];
  const where = [words.modes[run.mode], run.location, words.languages[run.language]]
    .filter(Boolean)
    .join(", ");
  return words.run(course.title, formatDateRange(run.start, end, lang), where);
}
