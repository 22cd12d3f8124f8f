import type { IconNode } from "./icon.tsx";
import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import { iconNode } from "./icon-node.ts";
import { servicePath } from "#src/routing/paths.server.ts";
import type { Service } from "#src/content/services.server.ts";

/** What a card linking to a service page shows. Built in a template's `load` (icons as data). */
export interface LinkCardData {
  title: string;
  summary: string;
  icon: IconNode;
  href: string;
  features?: string[];
}

export function serviceLinkCard(
  service: Service,
  {
    withFeatures = false,
    lang = defaultLanguage,
  }: { withFeatures?: boolean; lang?: Language } = {},
): LinkCardData {
  return {
    title: service.menuTitle,
    summary: service.summary,
    icon: iconNode(service.icon),
    href: servicePath(service, lang),
    ...(withFeatures ? { features: service.features ?? [] } : {}),
  };
}
