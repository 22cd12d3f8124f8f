import { notFoundPaths, sitePages, unlistedPaths } from "../app/content/site-map.server.ts";
import { type Language, languages } from "../app/i18n/languages.ts";

export interface BuiltPage {
  /** The URL path, e.g. "/about"; "/404" for the not-found page. */
  path: string;
  /** The prerendered file, relative to build/client: "about.html" (see build-steps/write-page-files.ts). */
  file: string;
  /** In the sitemap and for search engines (not the 404, not the thank-you page). */
  isListed: boolean;
  language: Language;
}

/**
 * Every prerendered page of a build, from the same list the routes come from:
 * the checks (links, validity, budgets, SEO, accessibility) all cover the whole
 * site, not a sample.
 */
export function builtPages(): BuiltPage[] {
  return [
    ...sitePages.map((page) => ({
      path: page.path,
      file: builtFile(page.path),
      isListed: !unlistedPaths.has(page.path),
      language: page.language,
    })),
    ...languages.map((language) => ({
      path: notFoundPaths[language],
      file: builtFile(notFoundPaths[language]),
      isListed: false,
      language,
    })),
  ];
}

/** The file a page's path is written to: "index.html" for "/", else "<path>.html". */
export function builtFile(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`;
}
