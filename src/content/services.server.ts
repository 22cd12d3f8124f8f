import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import { loadContent, type Service } from "./load-content.server.ts";

export type { Service };

/** Every service page in `lang`: the six families first, then their detail pages. */
export function servicesIn(lang: Language = defaultLanguage): Service[] {
  return loadContent(lang).services;
}

export function findService(slug: string, lang: Language = defaultLanguage): Service | undefined {
  return servicesIn(lang).find((service) => service.slug === slug);
}

export function serviceFamilies(lang: Language = defaultLanguage): Service[] {
  return servicesIn(lang).filter((service) => service.parent === undefined);
}
