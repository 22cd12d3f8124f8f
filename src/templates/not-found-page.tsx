import { ButtonLink } from "#src/components/button-link.tsx";
import { useSiteNavigation } from "#src/components/layout/use-site-navigation.ts";
import { notFoundPagePaths } from "#src/routing/fixed-paths.ts";
import { pageContent } from "#src/content/pages.server.ts";
import { metaFor } from "#src/seo/site-meta.server.ts";
import type { Language } from "#src/i18n/languages.ts";
import { useShellWords } from "#src/components/page-context.tsx";

/**
 * Each language's not-found page: built once per language at /404 and
 * /nl/404, and served by our server (and Netlify) for unknown paths, with
 * status 404. It has no twin addresses and stays out of search results.
 */
export function load(language: Language) {
  const page = pageContent("notFound", language);
  return {
    meta: metaFor({
      title: page.title,
      description: page.description,
      path: notFoundPagePaths[language],
      language,
      isNoIndex: true,
    }),
    title: page.title,
    text: page.text,
  };
}

export type NotFoundPageProps = ReturnType<typeof load>;

export function NotFoundPage(page: NotFoundPageProps) {
  const navigation = useSiteNavigation();
  const ui = useShellWords();
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6 sm:py-32">
      <p className="text-base font-semibold text-brand-700">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{page.title}</h1>
      <p className="mt-6 text-lg leading-8 text-slate-600">{page.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <ButtonLink href={navigation.home}>{ui.notFound.backHome}</ButtonLink>
        <ButtonLink href={navigation.servicesOverview} variant="secondary">
          {ui.menu.services}
        </ButtonLink>
        <ButtonLink href={navigation.trainingOverview} variant="secondary">
          {ui.menu.training}
        </ButtonLink>
        <ButtonLink href={navigation.contact} variant="secondary">
          {ui.footer.contact}
        </ButtonLink>
      </div>
    </section>
  );
}
