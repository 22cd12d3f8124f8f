import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import { loadContent } from "./load-content.server.ts";
import type { CompanyContent, Office } from "#src/content/schema/company-schema.ts";

export type Company = CompanyContent;

/** The company's details in `lang` (content/company.yml); SITE_URL at build time overrides siteUrl. */
export function companyIn(lang: Language = defaultLanguage): Company {
  return loadContent(lang).company;
}

/** The first office: the home base the contact page and privacy notice name. */
export function headOffice(lang: Language = defaultLanguage): Office {
  const [office] = companyIn(lang).offices;
  if (!office) throw new Error("content/company.yml: offices: must have at least 1 item");
  return office;
}
