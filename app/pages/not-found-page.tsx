import { ButtonLink } from "~/components/button-link";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/not-found-page";

// The splat route has no loader (it serves paths that are not prerendered), so
// its meta takes the site's name from the root route's data.
export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { company?: { name: string } } | undefined;
  return pageMeta(
    {
      title: "Page not found",
      description: "The page you were looking for does not exist or has moved.",
      path: "/404",
      isNoIndex: true,
    },
    root?.company?.name ?? "",
  );
}

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6 sm:py-32">
      <p className="text-base font-semibold text-brand-700">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Page not found</h1>
      <p className="mt-6 text-lg leading-8 text-slate-600">
        The page you were looking for does not exist or has moved. These will take you somewhere
        useful:
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/services" variant="secondary">
          Services
        </ButtonLink>
        <ButtonLink to="/training" variant="secondary">
          Training
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact
        </ButtonLink>
      </div>
    </section>
  );
}
