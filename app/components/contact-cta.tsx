import { ButtonLink } from "./button-link";

/** The closing call to action of a page: one sentence and the way to /contact. */
export function ContactCta({
  title = "Ready to talk about your next step?",
  text = "Tell us where you are and where you want to be. The first consultation is free.",
  label = "Get a Free Consultation",
  to = "/contact",
}: {
  title?: string;
  text?: string;
  label?: string;
  to?: string;
}) {
  return (
    <section aria-labelledby="cta-heading" className="no-print bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:px-8">
        <div className="max-w-3xl">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{text}</p>
        </div>
        <ButtonLink to={to}>{label}</ButtonLink>
      </div>
    </section>
  );
}
