import { notFoundPaths, sitePages, unlistedPaths } from "#src/routing/site-map.server.ts";
import { type Language, languageOfPath } from "#src/i18n/languages.ts";

export interface BuiltPage {
  /** The URL path, e.g. "/about"; "/404" (or "/nl/404") for a not-found page. */
  path: string;
  /** The prerendered file, relative to build/client: "about.html" (astro.config.ts: build.format "file"). */
  file: string;
  /** In the sitemap and for search engines (not the 404, not the thank-you page). */
  isListed: boolean;
  /** A not-found page: served with status 404 for unknown paths, never at its own path. */
  isNotFound: boolean;
  language: Language;
}

/**
 * Every prerendered page of a build, from the same list the routes come from:
 * the checks (links, validity, budgets, SEO, accessibility) all cover the whole
 * site, not a sample.
 */
export function builtPages(): BuiltPage[] {
  const unlisted = unlistedPaths();
  return [
    ...sitePages().map((page) => ({
      path: page.path,
      file: builtFile(page.path),
      isListed: !unlisted.has(page.path),
      isNotFound: false,
      language: page.language,
    })),
    ...notFoundPaths.map((path) => ({
      path,
      file: builtFile(path),
      isListed: false,
      isNotFound: true,
      language: languageOfPath(path),
    })),
  ];
}

/** The file a page's path is written to: "index.html" for "/", else "<path>.html". */
export function builtFile(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`;
}
