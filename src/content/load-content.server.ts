import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type * as z from "zod";
import {
  contentFiles,
  contentFolders,
  defaultLanguage,
  type FileKind,
  type FolderKind,
} from "./content-files.ts";
import type { Language } from "#src/i18n/languages.ts";
import { mergeTranslation } from "./merge-translation.ts";
import { knownKeysAt, unknownKeyMessage, unknownTranslationKeys } from "./unknown-keys.ts";
import type { CompanyContent } from "#src/content/schema/company-schema.ts";
import type { CourseContent } from "#src/content/schema/course-schema.ts";
import { unknownPlaceholders } from "./page-facts.ts";
import type { NavigationContent } from "#src/content/schema/navigation-schema.ts";
import type {
  AboutPageContent,
  ContactPageContent,
  ContactThanksPageContent,
  HomePageContent,
  NotFoundPageContent,
  PrivacyPageContent,
  CourseTermsPageContent,
  ServicesPageContent,
  TrainingPageContent,
} from "#src/content/schema/page-schemas.ts";
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
 * reaches the JavaScript bundles.
 */
/** `slug` names the file (and the page in every language); `urlSlug` is its address segment in the language loaded. */
interface Slugs {
  slug: string;
  urlSlug: string;
}
export type Service = ServiceContent & Slugs;
export type Course = CourseContent & Slugs;
export type CourseGroup = CourseGroupContent & { courses: Course[] };
export type TrainingFamily = Omit<TrainingFamilyContent, "groups"> &
  Slugs & {
    groups: CourseGroup[];
  };

/** The pages written once each (content/pages/), placeholders not yet filled in. */
export interface PagesContent {
  home: HomePageContent;
  about: AboutPageContent;
  services: ServicesPageContent;
  training: TrainingPageContent;
  contact: ContactPageContent;
  contactThanks: ContactThanksPageContent;
  enrolmentThanks: ContactThanksPageContent;
  privacy: PrivacyPageContent;
  courseTerms: CourseTermsPageContent;
  notFound: NotFoundPageContent;
}

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

export interface ReadContentOptions {
  /**
   * Files read in place of the ones on disk, by their path in `dir`
   * ("courses/testing/x.yml"); null reads as deleted. The back office checks
   * an edit with it before writing anything (server/back-office/editing/).
   */
  overlay?: ReadonlyMap<string, string | null>;
  /**
   * What problems call `dir` ("content" gives "content/company.yml: ...");
   * by default its path from the working directory.
   */
  folderName?: string;
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
  const courses = reader.perFamilyFolder(contentFolders.courses);
  const pages = {
    home: reader.file(contentFiles.homePage),
    about: reader.file(contentFiles.aboutPage),
    services: reader.file(contentFiles.servicesPage),
    training: reader.file(contentFiles.trainingPage),
    contact: reader.file(contentFiles.contactPage),
    contactThanks: reader.file(contentFiles.contactThanksPage),
    enrolmentThanks: reader.file(contentFiles.enrolmentThanksPage),
    privacy: reader.file(contentFiles.privacyPage),
    courseTerms: reader.file(contentFiles.courseTermsPage),
    notFound: reader.file(contentFiles.notFoundPage),
  };
  if (problems.length > 0 || !company || !navigation || !isComplete(pages)) {
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

function isComplete<T>(record: { [K in keyof T]: T[K] | undefined }): record is T {
  return Object.values(record).every((value) => value !== undefined);
}

/** Reads and validates files, collecting "file: field: reason" problems. */
class ContentReader {
  private readonly dir: string;
  private readonly problems: string[];
  private readonly language: Language;
  private readonly files: ContentFolderFiles;
  private readonly folderName: string | undefined;
  readonly pageSlugs: Record<string, string | undefined> = {};
  constructor(dir: string, problems: string[], language: Language, options: ReadContentOptions) {
    this.dir = dir;
    this.problems = problems;
    this.language = language;
    this.files = new ContentFolderFiles(dir, options.overlay);
    this.folderName = options.folderName;
  }

  file<S extends z.ZodType>(kind: FileKind<S>): z.output<S> | undefined {
    const read = this.read(path.join(this.dir, kind.file), kind.schema);
    if (read?.urlSlug) this.pageSlugs[kind.file] = read.urlSlug;
    return read?.data;
  }

  folder<S extends z.ZodType>(kind: FolderKind<S>): (z.output<S> & Slugs)[] {
    return this.entries(path.join(this.dir, kind.folder), kind.schema);
  }

  perFamilyFolder<S extends z.ZodType>(kind: FolderKind<S>) {
    const root = path.join(this.dir, kind.folder);
    const byFamily = new Map<string, (z.output<S> & Slugs)[]>();
    for (const family of this.files.list(root).filter((name) => !name.includes("."))) {
      byFamily.set(family, this.entries(path.join(root, family), kind.schema));
    }
    return byFamily;
  }

  private entries<S extends z.ZodType>(folder: string, schema: S) {
    const entries: (z.output<S> & Slugs)[] = [];
    for (const name of this.files.list(folder).filter((n) => n.endsWith(".yml"))) {
      const slug = name.slice(0, -".yml".length);
      const file = path.join(folder, name);
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
        this.report(
          file,
          "file name",
          "must be a slug: lower-case letters, digits and hyphens, then .yml",
        );
        continue;
      }
      const read = this.read(file, schema);
      if (read)
        entries.push({
          ...(read.data as object),
          slug,
          urlSlug: read.urlSlug ?? slug,
        } as z.output<S> & Slugs);
    }
    return entries;
  }

  private read<S extends z.ZodType>(
    file: string,
    schema: S,
  ): { data: z.output<S>; urlSlug?: string } | undefined {
    const text = this.files.read(file);
    if (text === undefined) {
      this.report(file, "file", "is missing");
      return undefined;
    }
    let document: unknown;
    try {
      document = parse(text);
    } catch (error) {
      this.report(file, "YAML", (error as Error).message.split("\n")[0] ?? "cannot be read");
      return undefined;
    }
    const section = (document as Record<string, unknown> | null)?.[defaultLanguage];
    if (typeof section !== "object" || section === null) {
      this.report(
        file,
        defaultLanguage,
        `expected the ${defaultLanguage}: section that holds the page`,
      );
      return undefined;
    }
    let page: unknown = withoutEmptyValues(section);
    let urlSlug: string | undefined;
    const where = this.language === defaultLanguage ? "" : `${this.language}.`;
    if (this.language !== defaultLanguage) {
      const translation = (document as Record<string, unknown>)[this.language];
      if (typeof translation === "object" && translation !== null) {
        const slug = (translation as Record<string, unknown>).slug;
        if (slug !== undefined) {
          if (typeof slug === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) urlSlug = slug;
          else
            this.report(
              file,
              `${where}slug`,
              "expected a slug: lower-case letters, digits and hyphens",
            );
        }
        // The merge keeps only what the schema knows: say what it would drop.
        for (const [key, message] of unknownTranslationKeys(schema, translation, [
          "slug",
          "drafted",
        ])) {
          this.report(file, `${where}${key}`, message);
        }
        page = mergeTranslation(schema, page, withoutEmptyValues(translation));
      }
    }
    const result = schema.safeParse(page);
    if (result.success) return { data: result.data, urlSlug };
    for (const issue of result.error.issues) {
      const at = issue.path.map(String).join(".");
      if (issue.code === "unrecognized_keys") {
        // Strict objects refuse a key they do not know: name it, and the key it was probably meant to be.
        const known = knownKeysAt(schema, issue.path);
        for (const key of issue.keys) {
          this.report(file, where + (at ? `${at}.${key}` : key), unknownKeyMessage(key, known));
        }
      } else this.report(file, where + (at || "(file)"), issue.message);
    }
    return undefined;
  }

  report(file: string, field: string, message: string) {
    const name =
      this.folderName === undefined
        ? path.relative(process.cwd(), file)
        : path.posix.join(this.folderName, ...path.relative(this.dir, file).split(path.sep));
    this.problems.push(`${name}: ${field}: ${message}`);
  }
}

/** The content folder's files as read: those on disk, with an overlay's files laid over them. */
class ContentFolderFiles {
  private readonly dir: string;
  private readonly overlay: ReadonlyMap<string, string | null>;
  constructor(dir: string, overlay: ReadonlyMap<string, string | null> = new Map()) {
    this.dir = dir;
    this.overlay = overlay;
  }

  /** A file's path in the folder, as the overlay names it: "courses/testing/x.yml". */
  private key(file: string): string {
    return path.relative(this.dir, file).split(path.sep).join("/");
  }

  /** The file's text, or undefined when there is none. */
  read(file: string): string | undefined {
    const key = this.key(file);
    if (this.overlay.has(key)) return this.overlay.get(key) ?? undefined;
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  }

  /** The names in a folder, sorted: files and subfolders, the overlay's added and its deleted left out. */
  list(folder: string): string[] {
    const names = new Set(listDir(folder));
    const prefix = this.key(folder) === "" ? "" : `${this.key(folder)}/`;
    for (const [key, text] of this.overlay) {
      if (!key.startsWith(prefix)) continue;
      const [name, ...deeper] = key.slice(prefix.length).split("/");
      if (!name) continue;
      if (deeper.length > 0) {
        // A file in a new subfolder makes the subfolder appear.
        if (text !== null) names.add(name);
      } else if (text === null) names.delete(name);
      else names.add(name);
    }
    return [...names].sort();
  }
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

/**
 * The editor at /admin writes a field someone emptied as `""` (or null)
 * instead of leaving it out. Either means "not given": an optional field is
 * then absent, and a required one is reported as missing.
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== "" && field !== null && field !== undefined)
      .map(([key, field]) => [key, withoutEmptyValues(field)]),
  );
}

function listDir(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).sort() : [];
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

const pageFiles: Record<keyof PagesContent, string> = {
  home: contentFiles.homePage.file,
  about: contentFiles.aboutPage.file,
  services: contentFiles.servicesPage.file,
  courseTerms: contentFiles.courseTermsPage.file,
  training: contentFiles.trainingPage.file,
  contact: contentFiles.contactPage.file,
  contactThanks: contentFiles.contactThanksPage.file,
  enrolmentThanks: contentFiles.enrolmentThanksPage.file,
  privacy: contentFiles.privacyPage.file,
  notFound: contentFiles.notFoundPage.file,
};

/** The services and families a page features exist; its placeholders and drafted entries name something. */
function checkPages(
  pages: PagesContent,
  services: Service[],
  trainingFamilies: TrainingFamily[],
  problems: string[],
) {
  const isService = (slug: string) => services.some((service) => service.slug === slug);
  const isFamily = (slug: string) => trainingFamilies.some((family) => family.slug === slug);
  const where = (page: keyof PagesContent) => `content/${pageFiles[page]}`;

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

  for (const page of Object.keys(pages) as (keyof PagesContent)[]) {
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
