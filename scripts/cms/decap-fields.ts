import * as z from "zod";

/**
 * One field of the editor at /admin, as Decap CMS reads it from config.yml.
 * Only the keys we generate are typed; Decap accepts more.
 */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: false;
  i18n?: true | "none";
  pattern?: [string, string];
  options?: string[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  field?: DecapField;
  fields?: DecapField[];
  types?: DecapField[];
  typeKey?: string;
  summary?: string;
  [key: string]: unknown;
}

/** What replaces or completes a generated field, by its name at the top level. */
export type FieldOverrides = Record<string, Partial<DecapField>>;

interface JsonNode {
  type?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  oneOf?: JsonNode[];
  anyOf?: JsonNode[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  label?: string;
  hint?: string;
  widget?: string;
  i18n?: string;
}

/**
 * The editor's fields for a content schema, derived from the very Zod schema
 * the build validates with: its JSON Schema (input side, so optional fields
 * are optional) keeps each node's `.meta()` (label, hint, widget, i18n) next
 * to its type and limits. What the schema cannot say in JSON Schema (a
 * superRefine across fields, a cross-file reference) stays a build check; the
 * build names the file and field when it fails.
 *
 * Each field is translatable (`i18n: true`) unless its meta says
 * `i18n: "none"`, or it is a list or object holding only such facts: those are
 * written once, in the default language's section.
 */
export function decapFields(schema: z.ZodType, overrides: FieldOverrides = {}): DecapField[] {
  const root = z.toJSONSchema(schema, { io: "input" }) as JsonNode;
  if (root.type !== "object" || !root.properties) {
    throw new Error("A content schema must be an object of fields");
  }
  return objectFields(root, "").map((field) =>
    overrides[field.name] ? { ...field, ...overrides[field.name] } : field,
  );
}

function objectFields(node: JsonNode, at: string): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    decapField(name, child, required.has(name), at ? `${at}.${name}` : name),
  );
}

function decapField(name: string, node: JsonNode, isRequired: boolean, at: string): DecapField {
  const field: DecapField = {
    name,
    label: node.label ?? name,
    widget: "string",
    ...(node.hint ? { hint: node.hint } : {}),
    ...(isRequired ? {} : { required: false as const }),
  };
  const typed = { ...field, ...widgetFor(node, at) };
  if (!isRequired && typed.fields && typed.widget === "object")
    typed.fields = typed.fields.map(relaxed);
  return { ...typed, ...i18nOf(node, typed.widget) };
}

/**
 * Decap checks the fields of an object even when the object itself is
 * optional and absent (a course without a hub card could not be saved), so
 * inside an optional object nothing is required in the editor; the build still
 * refuses a card that is only half filled in, naming the field.
 */
function relaxed(field: DecapField): DecapField {
  const { min: _, ...rest } = field;
  const loose: DecapField = { ...(field.widget === "list" ? rest : field), required: false };
  if (loose.fields) loose.fields = loose.fields.map(relaxed);
  if (loose.field) loose.field = relaxed(loose.field);
  return loose;
}

/**
 * Decap's list and object widgets take only a boolean here; left out, their
 * content is shown in the default language only, which is what "none" means.
 */
function i18nOf(node: JsonNode, widget: string): Pick<DecapField, "i18n"> {
  if (isTranslatable(node)) return { i18n: true };
  return widget === "list" || widget === "object" ? {} : { i18n: "none" };
}

function widgetFor(node: JsonNode, at: string): Partial<DecapField> {
  if (node.$ref || node.anyOf || (node.oneOf && node.type !== "array")) {
    throw new Error(
      `${at}: the editor config supports a union only as the items of a list (sections)`,
    );
  }
  if (node.enum) return { widget: "select", options: node.enum.map(String) };
  switch (node.type) {
    case "string":
      return { widget: node.widget ?? "string", ...stringPattern(node) };
    case "integer":
    case "number":
      return {
        widget: "number",
        value_type: node.type === "integer" ? "int" : "float",
        ...numberLimits(node),
      };
    case "boolean":
      return { widget: "boolean" };
    case "array":
      return listWidget(node, at);
    case "object":
      return { widget: "object", fields: objectFields(node, at) };
    default:
      throw new Error(`${at}: no editor widget for JSON Schema type ${String(node.type)}`);
  }
}

function listWidget(node: JsonNode, at: string): Partial<DecapField> {
  const items = node.items;
  if (!items) throw new Error(`${at}: a list needs a schema for its items`);
  const limits = {
    ...(node.minItems ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  };
  if (items.oneOf) return { widget: "list", ...limits, ...typedItems(items.oneOf, at) };
  if (items.type === "object") {
    return {
      widget: "list",
      ...limits,
      ...(items.properties?.title ? { summary: "{{fields.title}}" } : {}),
      fields: objectFields(items, `${at}[]`),
    };
  }
  // A list of plain values (lines, slugs): Decap's single `field`, saved as a YAML list.
  return { widget: "list", ...limits, field: decapField("item", items, true, `${at}[]`) };
}

/**
 * A discriminated union as list items: Decap's "variable types" list, where
 * the discriminator (a const in each branch) is the `typeKey`.
 */
function typedItems(branches: JsonNode[], at: string): Partial<DecapField> {
  const keys = Object.entries(branches[0]?.properties ?? {})
    .filter(([, child]) => child.const !== undefined)
    .map(([key]) => key);
  const typeKey = keys.find((key) => branches.every((b) => b.properties?.[key]?.const));
  if (!typeKey) throw new Error(`${at}: a union's branches need a shared const key`);
  const types = branches.map((branch) => {
    const kind = String(branch.properties?.[typeKey]?.const);
    const { [typeKey]: _, ...properties } = branch.properties ?? {};
    const rest = { ...branch, properties, required: branch.required?.filter((k) => k !== typeKey) };
    return {
      name: kind,
      label: branch.label ?? kind,
      widget: "object",
      ...(properties.title ? { summary: "{{fields.title}}" } : {}),
      fields: objectFields(rest, `${at}[${kind}]`),
      ...i18nOf(rest, "object"),
    };
  });
  return { typeKey, types };
}

function numberLimits(node: JsonNode): Partial<DecapField> {
  const step = node.type === "integer" ? 1 : Number.EPSILON;
  const min =
    node.minimum ??
    (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + step : undefined);
  // Zod writes MAX_SAFE_INTEGER as the maximum of every int: not a limit anyone set.
  const max =
    node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? node.maximum : undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/**
 * Decap checks a field against one regular expression: the schema's pattern,
 * with its length limit folded in as a lookahead, so the editor refuses what
 * the build would.
 */
function stringPattern(node: JsonNode): Partial<DecapField> {
  const hasMax = node.maxLength !== undefined;
  if (!node.pattern && !hasMax) return {};
  const length = hasMax ? `(?=[\\s\\S]{0,${node.maxLength}}$)` : "";
  const body = node.pattern ? `(?:${anchored(node.pattern)})` : "[\\s\\S]*";
  const message = [
    node.format === "email" ? "Expected an e-mail address." : undefined,
    node.pattern && node.format !== "email"
      ? (node.hint ?? "Not in the expected form.")
      : undefined,
    hasMax ? `At most ${node.maxLength} characters.` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  return { pattern: [`^${length}${body}$`, message] };
}

/** The pattern's own text between ^ and $; an unanchored one may match anywhere, as in Zod. */
function anchored(pattern: string): string {
  const start = pattern.startsWith("^") ? pattern.slice(1) : `[\\s\\S]*${pattern}`;
  return start.endsWith("$") && !start.endsWith("\\$") ? start.slice(0, -1) : `${start}[\\s\\S]*`;
}

/** Translatable unless marked a fact, or holding only facts (a list of slugs). */
function isTranslatable(node: JsonNode): boolean {
  if (node.i18n === "none") return false;
  if (node.type === "object") return Object.values(node.properties ?? {}).some(isTranslatable);
  if (node.type === "array" && node.items) {
    return node.items.oneOf ? node.items.oneOf.some(isTranslatable) : isTranslatable(node.items);
  }
  return true;
}
