import { loadContent, type Service } from "./load-content.server.ts";

export type { Service };

/** Every service page: the six families first, then their detail pages. */
export const services: Service[] = loadContent().services;

export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export function serviceFamilies(): Service[] {
  return services.filter((service) => service.parent === undefined);
}
