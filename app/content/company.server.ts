import { loadContent } from "./load-content.server.ts";
import type { CompanyContent, Office } from "./schema/company-schema.ts";

export type Company = CompanyContent;

/** The company's details (content/company.yml); SITE_URL at build time overrides siteUrl. */
export const company: Company = loadContent().company;

/** The first office: the home base the contact page and privacy notice name. */
export function headOffice(): Office {
  const [office] = company.offices;
  if (!office) throw new Error("content/company.yml: offices: must have at least 1 item");
  return office;
}
