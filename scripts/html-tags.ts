export interface HtmlTag {
  name: string;
  attributes: Record<string, string>;
}

/**
 * The start tags of one HTML document with their attributes, for checks over
 * the prerendered pages. React writes regular markup (quoted attributes,
 * escaped values), so a scanner is enough; script and style bodies are
 * skipped, so data inside them never counts as markup.
 */
export function findTags(html: string, names?: string[]): HtmlTag[] {
  const wanted = names && new Set(names);
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, "$1$3");
  const tags: HtmlTag[] = [];
  for (const [, rawName = "", rawAttributes = ""] of markup.matchAll(
    /<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g,
  )) {
    const name = rawName.toLowerCase();
    if (wanted && !wanted.has(name)) continue;
    const attributes: Record<string, string> = {};
    for (const [, key = "", double, single, bare] of rawAttributes.matchAll(
      /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attributes[key.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? "");
    }
    tags.push({ name, attributes });
  }
  return tags;
}

/** The bodies of <script type="application/ld+json"> blocks, parsed. */
export function findJsonLd(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi),
  ].map(([, body = ""]) => JSON.parse(body) as Record<string, unknown>);
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) =>
      String.fromCodePoint(Number.parseInt(code, 16)),
    )
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}
