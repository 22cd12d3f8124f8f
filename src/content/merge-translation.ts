import * as z from "zod";

/**
 * A page in a second language: its translated section laid over the English
 * one, guided by the schema. Fields marked `i18n: "none"` (fees, days, icons,
 * slugs of other pages) always come from the English section, so a fact is
 * written once; texts come from the translation where it has them, and fall
 * back to English where it does not (a course added without a Dutch text
 * still builds). Lists are matched item by item; a list keeps the English
 * length. This is the layout the editor at /admin writes ("single_file").
 */
export interface JsonSchemaNode {
  type?: string | string[];
  i18n?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  oneOf?: JsonSchemaNode[];
  anyOf?: JsonSchemaNode[];
  const?: unknown;
}

const jsonSchemas = new WeakMap<z.ZodType, JsonSchemaNode>();

export function jsonSchemaOf(schema: z.ZodType): JsonSchemaNode {
  let node = jsonSchemas.get(schema);
  if (!node) {
    node = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode;
    jsonSchemas.set(schema, node);
  }
  return node;
}

export function mergeTranslation(schema: z.ZodType, base: unknown, translation: unknown): unknown {
  return merge(jsonSchemaOf(schema), base, translation);
}

function merge(node: JsonSchemaNode, base: unknown, translation: unknown): unknown {
  if (translation === undefined || translation === null || node.i18n === "none") return base;
  const variants = node.oneOf ?? node.anyOf;
  if (variants) {
    const variant = variants.find((candidate) => matches(candidate, base)) ?? variants[0];
    return variant ? merge(variant, base, translation) : base;
  }
  if (isRecord(base) && isRecord(translation) && node.properties) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, property] of Object.entries(node.properties)) {
      if (key in base || (key in translation && property.i18n !== "none")) {
        merged[key] = merge(property, base[key], translation[key]);
      }
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(translation) && node.items) {
    const items = node.items;
    return base.map((item, index) => merge(items, item, translation[index]));
  }
  if (base === undefined) return typeof translation === "string" ? translation : undefined;
  return typeof base === "string" && typeof translation === "string" ? translation : base;
}

/** Whether a union's variant is the one `value` belongs to (by its constant `kind`). */
function matches(variant: JsonSchemaNode, value: unknown): boolean {
  if (!isRecord(value) || !variant.properties) return false;
  return Object.entries(variant.properties).every(
    ([key, property]) => property.const === undefined || property.const === value[key],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
