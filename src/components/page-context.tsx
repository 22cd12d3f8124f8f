import { createContext, useContext } from "react";
import type { Navigation } from "#src/components/layout/navigation.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import type { ShellWords } from "#src/i18n/dictionary.ts";

/**
 * What every component of a page may need to know about the page it is on:
 * its language and address, the same page's address in each language (the
 * switcher), the interface words and the menus of that language. Set once
 * per page by `SitePage` at build time; islands get their words as props.
 */
export interface PageContextValue {
  language: Language;
  path: string;
  /** The page in each language; undefined for a page without twins (the 404s). */
  alternates?: Record<Language, string>;
  ui: ShellWords;
  navigation: Navigation;
}

const PageContext = createContext<PageContextValue | null>(null);

export const PageProvider = PageContext.Provider;

export function usePage(): PageContextValue {
  const page = useContext(PageContext);
  if (!page) throw new Error("usePage needs a PageProvider (SitePage sets one)");
  return page;
}

/** The interface words of the page's language (its dictionary's `shell`). */
export function useShellWords(): ShellWords {
  return usePage().ui;
}
