/**
 * Every page address, built here and nowhere else: the site map, menus, links
 * between pages and the tests all call these.
 */
export function servicePath(service: { slug: string }): string {
  return `/services/${service.slug}`;
}

export function hubPath(family: { slug: string }): string {
  return `/training/${family.slug}`;
}

export function coursePath(family: { slug: string }, course: { slug: string }): string {
  return `/training/${family.slug}/${course.slug}`;
}

/** Where Enroll Now and Get Started lead: the contact page, told which course. */
export function courseEnquiryPath(family: { slug: string }, course: { slug: string }): string {
  return `/contact?course=${family.slug}/${course.slug}`;
}

/** The hub section of a course group, e.g. /training/testing#automation-testing. */
export function groupPath(family: { slug: string }, group: { id: string }): string {
  return `${hubPath(family)}#${group.id}`;
}

/** The terms under which visitors enrol in a course. */
export function courseTermsPath(): string {
  return "/course-terms";
}
