import type * as z from "zod";
import { type JsonSchemaNode, jsonSchemaOf } from "./merge-translation.ts";

/**
 * Keys a content file gives that its schema does not know: a misspelt fact
 * (`run:` for `runs:`, `maxAtendees:`) would otherwise be dropped without a
 * word and the page would lack it. The English section is checked by the
 * schemas themselves (strict objects); a translated section is laid over the
 * English one by the schema (merge-translation.ts), so its keys are checked
 * here. Each names the nearest known key when one is close.
 */
export function unknownKeyMessage(key: string, known: Iterable<string>): string {
  const near = nearestKey(key, known);
  return `"${key}" is not a known key here${near ? `; did you mean "${near}"?` : ""}`;
}

/** The keys the schema knows at `path` (an object's properties), for a hint. */
export function knownKeysAt(schema: z.ZodType, path: PropertyKey[]): string[] {
  let node: JsonSchemaNode | undefined = jsonSchemaOf(schema);
  for (const step of path) {
    const variants = variantsOf(node);
    node =
      typeof step === "number"
        ? variants.find((variant) => variant.items)?.items
        : variants.find((variant) => variant.properties?.[String(step)])?.properties?.[
            String(step)
          ];
  }
  return variantsOf(node).flatMap((variant) => Object.keys(variant.properties ?? {}));
}

/** Each key of `translation` the schema does not know, as [path, message]. */
export function unknownTranslationKeys(
  schema: z.ZodType,
  translation: unknown,
  ignore: string[] = [],
): [string, string][] {
  const found: [string, string][] = [];
  walk(jsonSchemaOf(schema), translation, [], found, ignore);
  return found;
}

function walk(
  node: JsonSchemaNode | undefined,
  value: unknown,
  path: string[],
  found: [string, string][],
  ignore: string[],
) {
  if (value === null || typeof value !== "object") return;
  const variants = variantsOf(node);
  if (Array.isArray(value)) {
    const items = variants.find((variant) => variant.items)?.items;
    for (const [index, item] of value.entries()) {
      walk(items, item, [...path, String(index)], found, ignore);
    }
    return;
  }
  const withProperties = variants.filter((variant) => variant.properties);
  if (withProperties.length === 0) return;
  const known = new Set(withProperties.flatMap((variant) => Object.keys(variant.properties ?? {})));
  for (const [key, child] of Object.entries(value)) {
    if (path.length === 0 && ignore.includes(key)) continue;
    if (!known.has(key)) {
      found.push([[...path, key].join("."), unknownKeyMessage(key, known)]);
      continue;
    }
    const childNode = withProperties.find((variant) => variant.properties?.[key])?.properties?.[
      key
    ];
    walk(childNode, child, [...path, key], found, ignore);
  }
}

function variantsOf(node: JsonSchemaNode | undefined): JsonSchemaNode[] {
  if (!node) return [];
  const choices = node.oneOf ?? node.anyOf;
  return choices ? choices.flatMap(variantsOf) : [node];
}

/** The known key within two edits (or differing only in case), if one is. */
function nearestKey(key: string, known: Iterable<string>): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance =
      candidate.toLowerCase() === key.toLowerCase() ? 0 : editDistance(key, candidate);
    if (distance <= 2 && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
