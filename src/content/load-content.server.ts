import path from "node:path";
import type * as z from "zod";
import { contentFiles, contentFolders, defaultLanguage } from "./content-files.ts";
import { ContentReader, type ReadContentOptions, type Slugs } from "./content-reader.ts";
import type { Language } from "#src/i18n/languages.ts";
import { type Cents, centsFromEuros } from "#src/money/money.ts";
import type { CompanyContent } from "#src/content/schema/company-schema.ts";
import type { CourseContent } from "#src/content/schema/course-schema.ts";
import { unknownPlaceholders } from "./page-facts.ts";
import { type PageId, type PagesContent, pageFileIds, pageIds, pageTable } from "./page-table.ts";
import type { NavigationContent } from "#src/content/schema/navigation-schema.ts";
import type { ServiceContent } from "#src/content/schema/service-schema.ts";
import type {
  CourseGroupContent,
  TrainingFamilyContent,
} from "#src/content/schema/training-family-schema.ts";

/**
 * Reads every file under content/ (CONTENT_DIR overrides it, for tests with
 * content of their own), validates it against its schema and checks the
 * references between files. Runs only at build time, in Node: the `.server`
 * suffix makes importing it from browser code a build error, so no content
 * reaches the JavaScript bundles. Reading and validating one file is
 * content-reader.ts; what one file says about another is checked here.
 */
export type Service = ServiceContent & Slugs;
/** A course as the site uses it: its fee in cents (the file writes whole euros, `fee`). */
export type Course = Omit<CourseContent, "fee"> & Slugs & { feeCents?: Cents };
export type CourseGroup = CourseGroupContent & { courses: Course[] };
export type TrainingFamily = Omit<TrainingFamilyContent, "groups"> &
  Slugs & {
    groups: CourseGroup[];
  };

export interface SiteContent {
  language: Language;
  /** A page file's address segment in the language loaded (its `slug:` there), by file. */
  pageSlugs: Record<string, string | undefined>;
  company: CompanyContent;
  navigation: NavigationContent;
  pages: PagesContent;
  /** Families first, then detail pages, each in their order. */
  services: Service[];
  /** In menu order, each group's courses in order. */
  trainingFamilies: TrainingFamily[];
}

export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
    this.problems = problems;
  }
}

export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

const cache = new Map<string, SiteContent>();

/**
 * The whole site's content in one language, loaded once per process (and per
 * CONTENT_DIR). A language other than English lays its section of each file
 * over the English one (merge-translation.ts).
 */
export function loadContent(language: Language = defaultLanguage): SiteContent {
  const key = `${contentDir()}|${language}`;
  let content = cache.get(key);
  if (!content) {
    content = readContent(contentDir(), language);
    cache.set(key, content);
  }
  return content;
}

/** Reads and checks the content in `dir`; throws a ContentError listing every problem. */
export function readContent(
  dir: string,
  language: Language = defaultLanguage,
  options: ReadContentOptions = {},
): SiteContent {
  const problems: string[] = [];
  const reader = new ContentReader(dir, problems, language, options);

  const company = reader.file(contentFiles.company);
  const navigation = reader.file(contentFiles.navigation);
  const services = reader
    .folder(contentFolders.services)
    .sort(byOrder((s) => [s.parent === undefined ? 0 : 1, s.order]));
  const families = reader.folder(contentFolders.trainingFamilies).sort(byOrder((f) => [f.order]));
  const courses = withFeesInCents(reader.perFamilyFolder(contentFolders.courses));
  // A file holding two pages' texts is read (and its problems said) once.
  const pageFiles = new Map<string, unknown>();
  const pages = Object.fromEntries(
    pageIds.map((id) => {
      const { file } = pageTable[id];
      if (!pageFiles.has(file)) pageFiles.set(file, reader.file<z.ZodType>(pageTable[id]));
      return [id, pageFiles.get(file)];
    }),
  ) as {
    [K in PageId]: PagesContent[K] | undefined;
  };
  if (problems.length > 0 || !company || !navigation || !isComplete<PagesContent>(pages)) {
    throw new ContentError(problems);
  }

  const trainingFamilies = assembleTraining(families, courses, problems);
  checkServiceLinks(services, navigation, problems);
  checkPages(pages, services, trainingFamilies, problems);
  if (problems.length > 0) throw new ContentError(problems);
  checkUnique(services, "content/services", problems);
  checkUnique(families, "content/training", problems);
  for (const [family, list] of courses) checkUnique(list, `content/courses/${family}`, problems);
  if (problems.length > 0) throw new ContentError(problems);
  return {
    language,
    pageSlugs: reader.pageSlugs,
    company,
    navigation,
    pages,
    services,
    trainingFamilies,
  };
}

/** The one place a course's fee (whole euros in its file) becomes cents. */
function withFeesInCents(
  coursesByFamily: Map<string, (CourseContent & Slugs)[]>,
): Map<string, Course[]> {
  return new Map(
    [...coursesByFamily].map(([family, courses]) => [
      family,
      courses.map(({ fee, ...course }) => ({
        ...course,
        ...(fee !== undefined && { feeCents: centsFromEuros(fee) }),
      })),
    ]),
  );
}

function isComplete<T>(record: { [K in keyof T]: T[K] | undefined }): record is T {
  return Object.values(record).every((value) => value !== undefined);
}

/** Two pages of one folder may not share an address in the language loaded. */
function checkUnique(entries: Slugs[], folder: string, problems: string[]) {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const other = seen.get(entry.urlSlug);
    if (other) {
      problems.push(
        `${folder}/${entry.slug}.yml: slug: "${entry.urlSlug}" is also the address of ${folder}/${other}.yml`,
      );
    }
    seen.set(entry.urlSlug, entry.slug);
  }
}
function byOrder<T extends { slug: string }>(key: (item: T) => number[]) {
  return (a: T, b: T) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) {
      const difference = (ka[i] ?? 0) - (kb[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return a.slug.localeCompare(b.slug);
  };
}

function assembleTraining(
  families: (TrainingFamilyContent & Slugs)[],
  coursesByFamily: Map<string, Course[]>,
  problems: string[],
): TrainingFamily[] {
  for (const familySlug of coursesByFamily.keys()) {
    if (!families.some((family) => family.slug === familySlug)) {
      problems.push(
        `content/courses/${familySlug}/: has no training family (content/training/${familySlug}.yml)`,
      );
    }
  }
  return families.map((family) => {
    const courses = (coursesByFamily.get(family.slug) ?? []).sort(byOrder((c) => [c.order]));
    const groupIds = new Set<string>();
    for (const group of family.groups) {
      if (groupIds.has(group.id)) {
        problems.push(
          `content/training/${family.slug}.yml: groups: the id "${group.id}" is used twice`,
        );
      }
      groupIds.add(group.id);
    }
    for (const course of courses) {
      if (!groupIds.has(course.group)) {
        problems.push(
          `content/courses/${family.slug}/${course.slug}.yml: group: "${course.group}" is not a group of content/training/${family.slug}.yml (${[...groupIds].join(", ")})`,
        );
      }
      if (family.hubLayout === "cards" && !course.card) {
        problems.push(
          `content/courses/${family.slug}/${course.slug}.yml: card: is required, since the ${family.slug} hub shows a card per course`,
        );
      }
    }
    const { groups, ...rest } = family;
    return {
      ...rest,
      // A group without courses is left off the hub and the menus.
      groups: groups
        .map((group) => ({ ...group, courses: courses.filter((c) => c.group === group.id) }))
        .filter((group) => group.courses.length > 0),
    };
  });
}

function checkServiceLinks(services: Service[], navigation: NavigationContent, problems: string[]) {
  const bySlug = new Map(services.map((service) => [service.slug, service]));
  for (const service of services) {
    const where = `content/services/${service.slug}.yml`;
    if (service.parent !== undefined) {
      const parent = bySlug.get(service.parent);
      if (!parent) problems.push(`${where}: parent: "${service.parent}" is not a service`);
      else if (parent.parent !== undefined) {
        problems.push(`${where}: parent: "${service.parent}" is a detail page, not a family`);
      }
    }
    service.sections.forEach((section, index) => {
      if (section.kind !== "cards" && section.kind !== "highlights") return;
      const cards = section.kind === "cards" ? section.cards : section.items;
      cards.forEach((card, cardIndex) => {
        if (card.service !== undefined && !bySlug.has(card.service)) {
          problems.push(
            `${where}: sections.${index}.${section.kind === "cards" ? "cards" : "items"}.${cardIndex}.service: "${card.service}" is not a service`,
          );
        }
      });
    });
  }
  navigation.servicesMenu.forEach((slug, index) => {
    if (!bySlug.has(slug)) {
      problems.push(`content/navigation.yml: servicesMenu.${index}: "${slug}" is not a service`);
    }
  });
}

/** The services and families a page features exist; its placeholders and drafted entries name something. */
function checkPages(
  pages: PagesContent,
  services: Service[],
  trainingFamilies: TrainingFamily[],
  problems: string[],
) {
  const isService = (slug: string) => services.some((service) => service.slug === slug);
  const isFamily = (slug: string) => trainingFamilies.some((family) => family.slug === slug);
  const where = (page: PageId) => `content/${pageTable[page].file}`;

  const { home, training } = pages;
  home.services.list.forEach((slug, index) => {
    if (!isService(slug)) {
      problems.push(`${where("home")}: services.list.${index}: "${slug}" is not a service`);
    }
  });
  home.training.cards.forEach((card, index) => {
    if (!isFamily(card.family)) {
      problems.push(
        `${where("home")}: training.cards.${index}.family: "${card.family}" is not a training family`,
      );
    }
  });
  if (home.specialty && !isService(home.specialty.service)) {
    problems.push(
      `${where("home")}: specialty.service: "${home.specialty.service}" is not a service`,
    );
  }
  training.familyOrder.forEach((slug, index) => {
    if (!isFamily(slug)) {
      problems.push(
        `${where("training")}: familyOrder.${index}: "${slug}" is not a training family`,
      );
    }
  });

  for (const page of pageFileIds) {
    const { drafted, ...texts } = pages[page];
    for (const problem of unknownPlaceholders(texts)) problems.push(`${where(page)}: ${problem}`);
    drafted?.forEach((field, index) => {
      const value = field
        .split(".")
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], texts);
      if (value === undefined) {
        problems.push(`${where(page)}: drafted.${index}: "${field}" is not a field of this page`);
      }
    });
  }
}
