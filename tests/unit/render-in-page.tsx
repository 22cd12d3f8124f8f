import { render } from "@testing-library/react";
import { PageProvider } from "~/components/page-context";
import { navigation } from "~/content/navigation.server";
import type { Language } from "~/i18n/languages";
import { uiStrings } from "~/i18n/ui-strings.server";

/**
 * Renders a component as it is on a built page at `path`: inside the page
 * context of that page's language (interface words, menus, its twins).
 */
export function renderInPage(
  element: React.ReactNode,
  {
    path = "/",
    language = "en",
    alternates,
  }: { path?: string; language?: Language; alternates?: Record<Language, string> } = {},
) {
  return render(
    <PageProvider
      value={{
        language,
        path,
        alternates,
        ui: uiStrings[language].shell,
        navigation: navigation(language),
      }}
    >
      {element}
    </PageProvider>,
  );
}
