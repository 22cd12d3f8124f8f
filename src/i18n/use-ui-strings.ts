import { usePage } from "#src/components/page-context.tsx";
import type { ShellStrings } from "./shell-strings.ts";

export type { ShellStrings };

/** The interface words of the page's language, from the page context. */
export function useUiStrings(): ShellStrings {
  return usePage().ui;
}
