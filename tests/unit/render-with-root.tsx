import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { navigation } from "~/content/navigation.server";
import type { Language } from "~/i18n/languages";
import { uiStrings } from "~/i18n/ui-strings.server";

/** What components read from the root route (`useUiStrings`, `useSiteNavigation`). */
export function rootData(language: Language = "en") {
  return { language, ui: uiStrings[language].shell, navigation: navigation(language) };
}

/**
 * Renders a component at `path` under a root route holding the root loader's
 * data for the path's language, as every prerendered page has it; `page` is
 * the loader data of the page route below it.
 */
export function renderWithRoot(
  element: React.ReactNode,
  {
    path = "/",
    language = "en",
    page = {},
  }: { path?: string; language?: Language; page?: object } = {},
) {
  const data = rootData(language);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element,
        loader: () => data,
        children: [{ id: "page", path: "*", element: null, loader: () => page }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: data, page } } },
  );
  return render(<RouterProvider router={router} />);
}
