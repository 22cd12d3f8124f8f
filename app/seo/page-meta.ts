import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import { absoluteUrl } from "./site-url";

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Keep the page out of search results (404, thank-you page). */
  isNoIndex?: boolean;
}

/** Title, description, canonical link and social cards for one page. */
export function pageMeta({ title, description, path, isNoIndex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${company.name} | ${title}` : `${title} | ${company.name}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(isNoIndex
      ? [{ name: "robots", content: "noindex" }]
      : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}
