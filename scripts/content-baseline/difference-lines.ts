/**
 * How the baseline check writes a difference: one line per fact, as
 * "content/…/x.yml: field: the original site says …, the content says …".
 * Names and titles compare case-insensitively.
 */

/** "499", or a text in quotes, or "none". */
export function shown(value: unknown): string {
  if (value === undefined || value === null) return "none";
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

export const lower = (text: string) => text.toLowerCase();

export function differs(file: string, field: string, original: unknown, current: unknown): string {
  return `${file}: ${field}: the original site says ${shown(original)}, the content says ${shown(current)}`;
}

/**
 * Items missing from or added to a list, then its order; names compare
 * case-insensitively, so "Certificate" is the spec's "certificate".
 */
export function compareList(
  file: string,
  field: string,
  original: string[],
  current: string[],
  differences: string[],
  options: { isPartial?: boolean; isOrdered?: boolean } = {},
) {
  const currentNames = current.map(lower);
  const originalNames = original.map(lower);
  for (const item of original) {
    if (!currentNames.includes(lower(item))) {
      differences.push(
        `${file}: ${field}: the original site has ${shown(item)}, the content does not`,
      );
    }
  }
  if (!options.isPartial) {
    for (const item of current) {
      if (!originalNames.includes(lower(item))) {
        differences.push(`${file}: ${field}: the content adds ${shown(item)}`);
      }
    }
  }
  if (options.isOrdered === false) return;
  const common = original.filter((item) => currentNames.includes(lower(item)));
  const currentOrder = current.filter((item) => originalNames.includes(lower(item)));
  if (common.map(lower).join("\n") !== currentOrder.map(lower).join("\n")) {
    differences.push(
      `${file}: ${field}: the original site's order is ${common.map(shown).join(", ")}, the content's is ${currentOrder.map(shown).join(", ")}`,
    );
  }
}

export function compareCount(
  file: string,
  field: string,
  what: string,
  original: number,
  current: number,
  differences: string[],
) {
  if (original !== current) {
    differences.push(
      `${file}: ${field}: the original site shows ${original} ${what}, the content has ${current}`,
    );
  }
}
