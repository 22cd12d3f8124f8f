import { retentionDaysFromEnv } from "../modules/enquiry-retention.ts";
import { company } from "./company.server.ts";
import { loadContent, type PagesContent } from "./load-content.server.ts";
import { fillFacts, pageFacts } from "./page-facts.ts";

export type { PagesContent };

/**
 * The texts of a page written once (content/pages/<page>.yml), with the
 * company's details and the retention period the server is built with filled
 * in. For loaders only: pages receive their texts as loader data.
 */
export function pageContent<K extends keyof PagesContent>(
  page: K,
): Omit<PagesContent[K], "drafted"> {
  const { drafted: _, ...texts } = loadContent().pages[page];
  return fillFacts(texts, facts());
}

function facts() {
  return pageFacts(company, retentionDaysFromEnv(process.env));
}
