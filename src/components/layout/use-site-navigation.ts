import type { Navigation } from "./navigation.server.ts";
import { usePage } from "#src/components/page-context.tsx";

/**
 * Menus, footer links and the addresses of the fixed pages (home, overviews,
 * contact) in the page's language: components link through these, so a Dutch
 * page links Dutch pages.
 */
export function useSiteNavigation(): Navigation {
  return usePage().navigation;
}
