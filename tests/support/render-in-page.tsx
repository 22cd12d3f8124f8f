import { render } from "@testing-library/react";
import { PageProvider } from "#src/components/page-context.tsx";
import { navigation } from "#src/components/layout/navigation.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";

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
        ui: dictionaries[language].shell,
        navigation: navigation(language),
      }}
    >
      {element}
    </PageProvider>,
  );
}
