import type { MetaDescriptor } from "react-router";
import { shareImagePath, shareImageSize } from "./share-image";
import { absoluteUrl } from "./site-url";

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Keep the page out of search results (404, thank-you page). */
  isNoIndex?: boolean;
}

/**
 * Title, description, canonical link and social cards (with our share image)
 * for one page. Loaders call it at build time and hand the result to the
 * route's `meta` (see `metaFromLoader`), so no content ships as JavaScript.
 */
export function pageMeta(
  { title, description, path, isNoIndex }: PageMetaInput,
  siteName: string,
): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${siteName} | ${title}` : `${title} | ${siteName}`;
  const url = absoluteUrl(path);
  const image = absoluteUrl(shareImagePath(path));
  const imageAlt = `${siteName}: our mark beside a geometric tile pattern`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    // A page kept out of search results has no address of its own to point to.
    ...(isNoIndex
      ? [{ name: "robots", content: "noindex" }]
      : [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]),
    { property: "og:type", content: "website" },
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

/** A route's `meta`: what its loader computed with `pageMeta`. */
export function metaFromLoader({
  loaderData,
}: {
  loaderData: { meta: MetaDescriptor[] } | undefined;
}) {
  return loaderData?.meta ?? [];
}
