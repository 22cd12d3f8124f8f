import { type Language, languageSettings, languages } from "#src/i18n/languages.ts";
import { shareImagePath, shareImageSize } from "./share-image.ts";
import { absoluteUrl } from "./site-url.ts";

/** One tag of a page's <head>, written by the document shell (src/pages/_document-shell.astro). */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Keep the page out of search results (404, thank-you page). */
  isNoIndex?: boolean;
  language?: Language;
  /** The page's address in each language: hreflang links, x-default the English one. */
  alternates?: Record<Language, string>;
}

/**
 * Title, description, canonical link and social cards (with our share image)
 * for one page, at build time.
 */
export function pageMeta(
  { title, description, path, isNoIndex, language = "en", alternates }: PageMetaInput,
  siteName: string,
): HeadTag[] {
  const isHome = alternates ? alternates.en === "/" && path === alternates[language] : path === "/";
  const fullTitle = isHome ? `${siteName} | ${title}` : `${title} | ${siteName}`;
  const url = absoluteUrl(path);
  // A page and its twin in the other language share one image (named by the English address).
  const image = absoluteUrl(shareImagePath(alternates?.en ?? path));
  const imageAlt = `${siteName}: our mark beside a geometric tile pattern`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    // A page kept out of search results has no address of its own to point to.
    ...(isNoIndex
      ? [{ name: "robots", content: "noindex" }]
      : [
          { tagName: "link" as const, rel: "canonical", href: url },
          { property: "og:url", content: url },
          ...(alternates
            ? [
                ...languages.map((lang) => ({
                  tagName: "link" as const,
                  rel: "alternate",
                  hrefLang: lang,
                  href: absoluteUrl(alternates[lang]),
                })),
                {
                  tagName: "link" as const,
                  rel: "alternate",
                  hrefLang: "x-default",
                  href: absoluteUrl(alternates.en),
                },
              ]
            : []),
        ]),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: languageSettings[language].ogLocale },
    ...languages
      .filter((lang) => lang !== language)
      .map((lang) => ({
        property: "og:locale:alternate",
        content: languageSettings[lang].ogLocale,
      })),
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}
