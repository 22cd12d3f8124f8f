import { useLoaderData } from "react-router";
import { ButtonLink } from "~/components/button-link";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { pageContent } from "~/content/pages.server";
import { requirePage } from "~/content/site-meta.server";
import { useSiteNavigation } from "~/components/layout/use-site-navigation";
import { useUiStrings } from "~/i18n/use-ui-strings";
import { metaFromLoader } from "~/seo/page-meta";

/**
 * Where the contact form leads: the form's action (a browser without
 * JavaScript lands here after posting, on our server and on Netlify) and the
 * target of the receiver's 303. Not for search engines.
 */
export function loader({ request }: { request: Request }) {
  const { lang, head } = requirePage(request);
  const page = pageContent("contactThanks", lang);
  return {
    ...head({ title: page.title, description: page.description, isNoIndex: true }),
    hero: { title: page.title, tagline: page.tagline },
    next: page.next,
  };
}

export const meta = metaFromLoader;

export default function ContactThanksPage() {
  const { hero, next } = useLoaderData<typeof loader>();
  const ui = useUiStrings().thanks;
  const navigation = useSiteNavigation();
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline} seed="contact-thanks" />
      <PageSection>
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{next.title}</h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">{next.text}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to={navigation.servicesOverview}>{ui.services}</ButtonLink>
            <ButtonLink to={navigation.trainingOverview} variant="secondary">
              {ui.training}
            </ButtonLink>
            <ButtonLink to={navigation.home} variant="secondary">
              {ui.home}
            </ButtonLink>
          </div>
        </div>
      </PageSection>
    </>
  );
}
