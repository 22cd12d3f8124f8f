import * as z from "zod";
import { iconNames } from "#src/content/icon-name.ts";

/**
 * The building blocks of every content schema. Each carries the label and hint
 * staff see in the editor at /admin (`.meta`), so the editor's configuration
 * is generated from the very schema the build validates with
 * (scripts/build-steps/write-cms-config.ts).
 *
 * `i18n: "none"` marks a fact that is written once, in the English section,
 * and shared by every language (a fee, a number of days, an icon).
 */
export interface FieldMeta {
  label: string;
  hint?: string;
  /** The editor widget when the type alone does not say it: a multi-line "text" or "markdown". */
  widget?: "text" | "markdown" | "datetime";
  i18n?: "none";
}

/** A one-line text: titles, labels, list items. */
export function line(meta: FieldMeta) {
  return z
    .string({ error: "expected text" })
    .trim()
    .min(1, { error: "must not be empty" })
    .meta({ ...meta });
}

/** A paragraph or more: descriptions, intros. */
export function paragraph(meta: FieldMeta) {
  return line({ widget: "text", ...meta });
}

export function wholeNumber(meta: FieldMeta & { unit: string }) {
  const { unit, ...rest } = meta;
  return z
    .number({ error: `expected a positive whole number of ${unit}` })
    .int({ error: `expected a positive whole number of ${unit}` })
    .positive({ error: `expected a positive whole number of ${unit}` })
    .meta({ i18n: "none", ...rest });
}

export function icon(meta: Partial<FieldMeta> = {}) {
  return z
    .enum(iconNames, { error: `expected one of the known icons: ${iconNames.join(", ")}` })
    .meta({ label: "Icon", i18n: "none", ...meta });
}

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A reference to another file by its slug (its file name without .yml). */
export function slug(meta: FieldMeta) {
  return z
    .string({ error: "expected a slug" })
    .regex(KEBAB_CASE, { error: "expected a slug: lower-case letters, digits and hyphens" })
    .meta({ i18n: "none", ...meta });
}

export function list<T extends z.ZodType>(item: T, meta: FieldMeta & { min?: number }) {
  const { min = 1, ...rest } = meta;
  const array = z.array(item, { error: "expected a list" });
  return (
    min > 0
      ? array.min(min, { error: `must have at least ${min} item${min === 1 ? "" : "s"}` })
      : array
  ).meta({ ...rest });
}

/** Where a sort position is given: lower comes first. */
export function order(what: string) {
  return wholeNumber({
    label: "Order",
    hint: `Position among ${what}: lower comes first.`,
    unit: "places",
  });
}

/**
 * Which texts of a page we drafted because the original site shows none; the
 * owner reviews them (`npm run content:drafted`) and removes the entry.
 */
export function drafted(hint: string) {
  return z
    .array(z.string().trim().min(1))
    .optional()
    .meta({ label: "Drafted, to review", hint, i18n: "none" });
}
