import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type * as z from "zod";
import {
  contentLanguages,
  defaultLanguage,
  type FileKind,
  type FolderKind,
} from "./content-files.ts";
import type { Language } from "#src/i18n/languages.ts";
import { mergeTranslation } from "./merge-translation.ts";
import { knownKeysAt, unknownKeyMessage, unknownTranslationKeys } from "./unknown-keys.ts";

/** `slug` names the file (and the page in every language); `urlSlug` is its address segment in the language loaded. */
export interface Slugs {
  slug: string;
  urlSlug: string;
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

/**
 * Reads and validates files one by one, collecting "file: field: reason"
 * problems; what one file says about another is checked once all are read
 * (load-content.server.ts).
 */
export class ContentReader {
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
      document = parsedYaml(text);
    } catch (error) {
      this.report(file, "YAML", (error as Error).message.split("\n")[0] ?? "cannot be read");
      return undefined;
    }
    // The top holds only language sections: anything else (a typo beside en:,
    // `__proto__`) would be dropped without a word, and committed by the editor.
    for (const [key, message] of unknownSectionKeys(document)) this.report(file, key, message);
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

/** Each top-level key of a content file that is not a language section, as [key, message]. */
function unknownSectionKeys(document: unknown): [string, string][] {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return [];
  return Object.keys(document)
    .filter((key) => !(contentLanguages as readonly string[]).includes(key))
    .map((key) => [key, unknownKeyMessage(key, contentLanguages)]);
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

/**
 * Files' texts parsed once: the back office checks an edit by reading the
 * whole content four times (before and after, in each language) and a build
 * reads every file once per language, mostly texts already parsed. Parsing is
 * most of a read (yaml: 60 % of 90 ms). The parsed values are frozen (every
 * reader only reads them: withoutEmptyValues copies), and the texts kept are
 * bounded in size, oldest dropped first.
 */
const parsedTexts = new Map<string, unknown>();
const maxParsedCharacters = 8 * 1024 * 1024;
let parsedCharacters = 0;

function parsedYaml(text: string): unknown {
  if (parsedTexts.has(text)) return parsedTexts.get(text);
  const value = deepFrozen(parse(text));
  parsedTexts.set(text, value);
  parsedCharacters += text.length;
  for (const oldest of parsedTexts.keys()) {
    if (parsedCharacters <= maxParsedCharacters) break;
    parsedTexts.delete(oldest);
    parsedCharacters -= oldest.length;
  }
  return value;
}

function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const field of Object.values(value)) deepFrozen(field);
    Object.freeze(value);
  }
  return value;
}

function listDir(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}
