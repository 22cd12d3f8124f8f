import type * as z from "zod";
import { companySchema } from "#src/content/schema/company-schema.ts";
import { courseSchema } from "#src/content/schema/course-schema.ts";
import { navigationSchema } from "#src/content/schema/navigation-schema.ts";
import { serviceSchema } from "#src/content/schema/service-schema.ts";
import { trainingFamilySchema } from "#src/content/schema/training-family-schema.ts";
import { type PageFileId, pageFileIds, pageTable } from "./page-table.ts";

/**
 * Where each kind of content lives under content/, and the schema it must
 * meet. The loader (load-content.server.ts) and the editor's configuration
 * (scripts/build-steps/write-cms-config.ts) both read this table, so a new
 * kind of content is added here once; a new page written once is a record
 * of the page table (page-table.ts), which this table takes its files from.
 *
 * Every file holds one section per language (`en:`, `nl:`), the layout the
 * editor at /admin writes for translated content ("single_file"); facts are
 * written once, in the English section (merge-translation.ts).
 */
export {
  defaultLanguage,
  type Language as ContentLanguage,
  languages as contentLanguages,
} from "#src/i18n/languages.ts";

export interface FolderKind<S extends z.ZodType = z.ZodType> {
  /** Folder under content/; one file per page, named after its slug. */
  folder: string;
  /** Files sit one level deeper, in a folder per training family. */
  isPerFamily?: boolean;
  label: string;
  labelSingular: string;
  schema: S;
  /** The field the editor lists entries by. */
  summaryField: string;
}

export interface FileKind<S extends z.ZodType = z.ZodType> {
  file: string;
  label: string;
  schema: S;
}

export const contentFolders = {
  services: {
    folder: "services",
    label: "Services",
    labelSingular: "Service",
    schema: serviceSchema,
    summaryField: "title",
  },
  trainingFamilies: {
    folder: "training",
    label: "Training families",
    labelSingular: "Training family",
    schema: trainingFamilySchema,
    summaryField: "title",
  },
  courses: {
    folder: "courses",
    isPerFamily: true,
    label: "Courses",
    labelSingular: "Course",
    schema: courseSchema,
    summaryField: "title",
  },
} satisfies Record<string, FolderKind>;

export const contentFiles = {
  company: { file: "company.yml", label: "Company details", schema: companySchema },
  navigation: { file: "navigation.yml", label: "Menus", schema: navigationSchema },
  // The pages written once each: their texts, and which content they feature.
  ...pageFiles(),
} satisfies Record<string, FileKind>;

/** The page table's files, named as the editor has always known them ("courseTermsPage"). */
function pageFiles() {
  return Object.fromEntries(
    pageFileIds.map((id) => {
      const { file, label, schema } = pageTable[id];
      return [`${id}Page`, { file, label, schema }];
    }),
  ) as { [K in PageFileId as `${K}Page`]: FileKind<(typeof pageTable)[K]["schema"]> };
}
