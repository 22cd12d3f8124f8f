import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import {
  type Course,
  type CourseGroup,
  loadContent,
  type TrainingFamily,
} from "./load-content.server.ts";

export type { Course, CourseGroup, TrainingFamily };

/** The training families in `lang`, in menu order, each with its groups and courses. */
export function trainingFamiliesIn(lang: Language = defaultLanguage): TrainingFamily[] {
  return loadContent(lang).trainingFamilies;
}

export function findFamily(slug: string, lang: Language = defaultLanguage) {
  return trainingFamiliesIn(lang).find((family) => family.slug === slug);
}

export function findCourse(
  familySlug: string,
  courseSlug: string,
  lang: Language = defaultLanguage,
) {
  const family = findFamily(familySlug, lang);
  for (const group of family?.groups ?? []) {
    const course = group.courses.find((c) => c.slug === courseSlug);
    if (family && course) return { family, group, course };
  }
  return undefined;
}

/** Every course with its family and group, in menu order. */
export function allCourses(lang: Language = defaultLanguage) {
  return trainingFamiliesIn(lang).flatMap((family) =>
    family.groups.flatMap((group) => group.courses.map((course) => ({ family, group, course }))),
  );
}

/** The facts of a course offered with a fee: days, hours and fee come together. */
export function courseFacts(course: Course) {
  const { days, hours, feeCents } = course;
  return days !== undefined && hours !== undefined && feeCents !== undefined
    ? { days, hours, feeCents }
    : undefined;
}
