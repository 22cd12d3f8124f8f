import { useLocation } from "react-router";

/**
 * The current path without a trailing slash. Prerendering renders each page at
 * "/about/" while the browser hydrates it at "/about": comparing raw pathnames
 * would render different markup on each side (and React keeps the server's).
 */
export function usePagePath(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
