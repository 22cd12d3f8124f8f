import type { IconNode } from "~/components/icon";
import { iconNode } from "./icon-node.ts";
import { servicePath } from "./paths.ts";
import type { Service } from "./services.server.ts";

/** What a card linking to a service page shows. Built in loaders (icons as drawing data). */
export interface LinkCardData {
  title: string;
  summary: string;
  icon: IconNode;
  href: string;
  features?: string[];
}

export function serviceLinkCard(service: Service, { withFeatures = false } = {}): LinkCardData {
  return {
    title: service.menuTitle,
    summary: service.summary,
    icon: iconNode(service.icon),
    href: servicePath(service),
    ...(withFeatures ? { features: service.features ?? [] } : {}),
  };
}
