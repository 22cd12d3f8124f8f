import { useRouteLoaderData } from "react-router";
import type { Navigation } from "~/content/navigation.server";
import type { loader as rootLoader } from "~/root";

/**
 * Menus, footer links and the addresses of the fixed pages (home, overviews,
 * contact) in the page's language, from the root loader: components link
 * through these, so a Dutch page links Dutch pages.
 */
export function useSiteNavigation(): Navigation {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) throw new Error("useSiteNavigation needs the root route's data");
  return root.navigation;
}
