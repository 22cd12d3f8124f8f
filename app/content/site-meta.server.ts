import type { MetaDescriptor } from "react-router";
import { type PageMetaInput, pageMeta } from "~/seo/page-meta";
import { company } from "./company.server.ts";

/** `pageMeta` with the company's name, for loaders. */
export function metaFor(input: PageMetaInput): MetaDescriptor[] {
  return pageMeta(input, company.name);
}
