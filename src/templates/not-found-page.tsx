import { useRouteLoaderData } from "react-router";
import { ButtonLink } from "~/components/button-link";
import type { loader as rootLoader } from "~/root";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/not-found-page";

// The splat route can have no loader (it answers paths that were never
// prerendered), so its texts travel with the root route's data, which every
// page carries and which a client-side visit to an unknown path already has.
type RootData = Awaited<ReturnType<typeof rootLoader>>;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root) return [];
  return pageMeta(
    {
      title: root.notFoundPage.title,
      description: root.notFoundPage.description,
      path: "/404",
      isNoIndex: true,
    },
    root.company.name,
  );
}

export default function NotFoundPage() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) return null;
  const { notFoundPage: page, navigation, ui } = root;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6 sm:py-32">
      <p className="text-base font-semibold text-brand-700">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{page.title}</h1>
      <p className="mt-6 text-lg leading-8 text-slate-600">{page.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <ButtonLink to={navigation.home}>{ui.notFound.backHome}</ButtonLink>
        <ButtonLink to={navigation.servicesOverview} variant="secondary">
          {ui.menu.services}
        </ButtonLink>
        <ButtonLink to={navigation.trainingOverview} variant="secondary">
          {ui.menu.training}
        </ButtonLink>
        <ButtonLink to={navigation.contact} variant="secondary">
          {ui.footer.contact}
        </ButtonLink>
      </div>
    </section>
  );
}
