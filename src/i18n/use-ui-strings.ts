import { usePage } from "~/components/page-context";
import type { ShellStrings } from "./shell-strings";

export type { ShellStrings };

/** The interface words of the page's language, from the page context. */
export function useUiStrings(): ShellStrings {
  return usePage().ui;
}
