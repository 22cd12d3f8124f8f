import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { JsonLd } from "./components/json-ld";
import { companyIn } from "./content/company.server";
import { splitAt } from "./i18n/fill";
import { languageOfPath } from "./i18n/languages";
import { uiStrings } from "./i18n/ui-strings.server";
import { requestPath } from "./modules/request-path";
import { navigation } from "./content/navigation.server";
import { pageContent } from "./content/pages.server";
import { useHidePastDates } from "./modules/use-hide-past-dates";
import { useRevealOnScroll } from "./modules/use-reveal-on-scroll";
import { organization } from "./seo/structured-data";
import { themeColor } from "./seo/theme-color";

// Menus and footer come from the content as loader data: they are written into
// each page's HTML at build time instead of shipping all content as JavaScript.
// The not-found page's texts come along (a few sentences): its splat route
// cannot have a loader of its own (pages/not-found-page.tsx). Of the interface
// words only the page's own language's `shell` table travels (useUiStrings).
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(requestPath(request));
  const company = companyIn(language);
  const { placeholders: _, ...shown } = company;
  return {
    language,
    ui: uiStrings[language].shell,
    navigation: navigation(language),
    company: shown,
    organization: organization(company),
    notFoundPage: pageContent("notFound", language),
  };
}

// Menus and footer are the same on every page of a language: refetch them only
// when a navigation crosses into the other language.
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // From the address, not the data: the 404 page of a language has it too.
  const language = languageOfPath(useLocation().pathname);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Linked here with a precedence (not imported for its side effect, which left it
            last in <head>, queued behind six module preloads): React writes it right
            after the viewport, so it is the first request and the only one first paint
            waits for. scripts/build-steps/defer-scripts-until-paint.ts does the rest. */}
        <link rel="stylesheet" href={stylesheetHref} precedence="default" />
        <Meta />
        <Links />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta name="theme-color" content={themeColor} />
        {rootData && <JsonLd data={rootData.organization} />}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { navigation, company, ui } = useLoaderData<typeof loader>();
  const location = useLocation();
  useRevealOnScroll(location.key);
  useHidePastDates(location.key);
  // Marks the page as interactive; browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {ui.skipToContent}
      </a>
      <SiteHeader navigation={navigation} brandName={company.name} />
      <main id="main" tabIndex={-1} className="pt-header outline-none">
        <Outlet />
      </main>
      <SiteFooter navigation={navigation} company={company} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // Without the root's data (its own loader failed) there is no dictionary:
  // the status alone, and the way home.
  const ui = rootData?.ui.error;
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : (ui?.title ?? "Error");
  const [before, after] = splitAt(ui?.text ?? "{link}", "link");
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">
        {before}
        <a className="text-brand-700 underline" href={rootData?.navigation.home ?? "/"}>
          {ui?.homeLink ?? "/"}
        </a>
        {after}
      </p>
    </main>
  );
}
