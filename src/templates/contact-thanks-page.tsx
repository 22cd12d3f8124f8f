import { ButtonLink } from "~/components/button-link";
import { PageHero } from "~/components/page-hero";
import { PageSection } from "~/components/page-section";
import { pageContent } from "~/content/pages.server";
import { pageBasics } from "~/content/site-meta.server";
import type { SitePage } from "~/content/site-map.server";
import { useSiteNavigation } from "~/components/layout/use-site-navigation";
import { useUiStrings } from "~/i18n/use-ui-strings";

/**
 * Where the contact form leads: the form's action (a browser without
 * JavaScript lands here after posting, on our server and on Netlify) and the
 * target of the receiver's 303. Not for search engines.
 */
export function load(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
  const page = pageContent("contactThanks", lang);
  return {
    ...head({ title: page.title, description: page.description, isNoIndex: true }),
    hero: { title: page.title, tagline: page.tagline },
    next: page.next,
  };
}

export type ContactThanksPageProps = ReturnType<typeof load>;

export function ContactThanksPage(props: ContactThanksPageProps) {
  const { hero, next } = props;
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
            <ButtonLink href={navigation.servicesOverview}>{ui.services}</ButtonLink>
            <ButtonLink href={navigation.trainingOverview} variant="secondary">
              {ui.training}
            </ButtonLink>
            <ButtonLink href={navigation.home} variant="secondary">
              {ui.home}
            </ButtonLink>
          </div>
        </div>
      </PageSection>
    </>
  );
}
