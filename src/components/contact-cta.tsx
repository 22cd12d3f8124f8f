import { useShellWords } from "./page-context.tsx";
import { ButtonLink } from "./button-link.tsx";
import { useSiteNavigation } from "#src/components/layout/use-site-navigation.ts";

/**
 * The closing call to action of a page: one sentence and the way to the
 * contact page. Without texts of its own it offers the free consultation.
 */
export function ContactCta(props: { title?: string; text?: string; label?: string; to?: string }) {
  const ui = useShellWords().contactCta;
  const navigation = useSiteNavigation();
  return (
    <section aria-labelledby="cta-heading" className="no-print bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:px-8">
        <div className="max-w-3xl">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {props.title ?? ui.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{props.text ?? ui.text}</p>
        </div>
        <ButtonLink href={props.to ?? navigation.consultation.href}>
          {props.label ?? navigation.consultation.label}
        </ButtonLink>
      </div>
    </section>
  );
}
