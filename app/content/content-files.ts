import type * as z from "zod";
import { companySchema } from "./schema/company-schema.ts";
import { courseSchema } from "./schema/course-schema.ts";
import { navigationSchema } from "./schema/navigation-schema.ts";
import { serviceSchema } from "./schema/service-schema.ts";
import { trainingFamilySchema } from "./schema/training-family-schema.ts";

/**
 * Where each kind of content lives under content/, and the schema it must
 * meet. The loader (load-content.server.ts) and the editor's configuration
 * (scripts/build-steps/write-cms-config.ts) both read this table, so a new
 * page type is added here once.
 *
 * Every file holds one section per language (`en:` today), the layout the
 * editor at /admin writes for translated content ("single_file").
 */
export const contentLanguages = ["en"] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
export const defaultLanguage: ContentLanguage = "en";

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
} satisfies Record<string, FileKind>;
