import { type Language, languages } from "#src/i18n/languages.ts";

/** What a link's token looks like in an address: base64url, never a path or a query. */
const tokenShape = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The language and token of an address "<path>/<token>", where `paths` gives
 * the path in each language (an evaluation's, a participants' page);
 * undefined for any other address, or a token of another shape.
 */
export function tokenAddressOf(
  paths: Record<Language, string>,
  pathname: string,
): { language: Language; token: string } | undefined {
  for (const language of languages) {
    const prefix = `${paths[language]}/`;
    if (!pathname.startsWith(prefix)) continue;
    const token = pathname.slice(prefix.length);
    if (tokenShape.test(token)) return { language, token };
  }
  return undefined;
}
