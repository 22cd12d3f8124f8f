import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { ShellStrings } from "./shell-strings";

export type { ShellStrings };

/**
 * The interface words of the page's language (root loader data). Every page
 * has them: the root loader runs for every prerendered page, the 404 included.
 */
export function useUiStrings(): ShellStrings {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) throw new Error("useUiStrings needs the root route's data");
  return root.ui;
}
