import { ButtonLink } from "#src/components/button-link.tsx";
import { PageHero } from "#src/components/page-hero.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { pageContent } from "#src/content/pages.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { useSiteNavigation } from "#src/components/layout/use-site-navigation.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { useShellWords } from "#src/components/page-context.tsx";

/**
 * Where the contact form leads: the form's action (a browser without
 * JavaScript lands here after posting, on our server and on Netlify) and the
 * target of the receiver's 303. Not for search engines.
 */
export function load(sitePage: SitePage) {
  return loadThanks(sitePage, "contactThanks");
}

/**
 * The same for the enrolment form. The receiver's 303 names the course and
 * the run in the query (?course=…&run=…, display text); the page script
 * writes them into the summary line, which stays hidden without them. On the
 * Netlify build (NETLIFY=true) Netlify Forms takes the post and shows this
 * page: its `requestOnly` texts, since nothing was ordered there.
 */
export function loadEnrolmentThanks(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
  const summary = dictionaries[lang].enrolled;
  if (process.env.NETLIFY === "true") {
    return { ...thanksView(head, pageContent("enrolmentThanks", lang).requestOnly), summary };
  }
  return { ...loadThanks(sitePage, "enrolmentThanks"), summary };
}

/** The same, for an enrolment on a full run's waiting list: the file's `waiting` texts. */
export function loadEnrolmentWaiting(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
  return {
    ...thanksView(head, pageContent("enrolmentWaiting", lang).waiting),
    summary: dictionaries[lang].enrolled,
  };
}

function loadThanks(sitePage: SitePage, file: "contactThanks" | "enrolmentThanks") {
  const { lang, head } = pageBasics(sitePage);
  return thanksView(head, pageContent(file, lang));
}

function thanksView(
  head: ReturnType<typeof pageBasics>["head"],
  page: {
    title: string;
    description: string;
    tagline: string;
    next: { title: string; text: string };
  },
) {
  return {
    ...head({ title: page.title, description: page.description, isNoIndex: true }),
    hero: { title: page.title, tagline: page.tagline },
    next: page.next,
    summary: undefined as { course: string; run: string } | undefined,
  };
}

export type ContactThanksPageProps = ReturnType<typeof loadThanks>;

export function ContactThanksPage(props: ContactThanksPageProps) {
  const { hero, next, summary } = props;
  const ui = useShellWords().thanks;
  const navigation = useSiteNavigation();
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline} seed="contact-thanks" />
      <PageSection>
        <div className="max-w-2xl">
          {summary && (
            // Filled in by the page script from the query (src/enhancements/enrolment-summary.ts).
            <dl
              data-enrolment-summary
              hidden
              className="mb-10 grid gap-2 text-lg sm:grid-cols-[auto_1fr] sm:gap-x-6"
            >
              <dt className="font-semibold text-slate-900">{summary.course}</dt>
              <dd data-course className="text-slate-700" />
              <dt className="font-semibold text-slate-900">{summary.run}</dt>
              <dd data-run className="text-slate-700" />
            </dl>
          )}
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
