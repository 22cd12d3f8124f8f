import { Breadcrumbs } from "#src/components/breadcrumbs.tsx";
import { PageHero } from "#src/components/page-hero.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { parseProse } from "#src/components/parse-prose.ts";
import { Prose } from "#src/components/prose.tsx";
import { pageContent } from "#src/content/pages.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import type { SitePage } from "#src/routing/site-map.server.ts";
import { pageBasics } from "#src/seo/site-meta.server.ts";

/**
 * The EU withdrawal function's public page: a plain HTML form (no script)
 * that posts the consumer's statement to its own address on our server
 * (server/site-routes/withdrawal-route.tsx), which records it and answers.
 * The Netlify build has no server: there the page keeps its text, shows no
 * form, and no footer links to it.
 */
export function load(sitePage: SitePage) {
  const { lang, head } = pageBasics(sitePage);
  const page = pageContent("withdraw", lang);
  return {
    ...head({ title: page.title, description: page.description }),
    hero: { title: page.title, tagline: page.tagline },
    path: sitePage.path,
    blocks: parseProse(page.text),
    hasServer: process.env.NETLIFY !== "true",
    words: {
      ...dictionaries[lang].withdrawal.publicForm,
      confirm: dictionaries[lang].withdrawal.confirmButton,
    },
  };
}

export type WithdrawPageProps = ReturnType<typeof load>;

const fieldClass =
  "mt-2 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-700";

export function WithdrawPage({ hero, path, blocks, hasServer, words }: WithdrawPageProps) {
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline} seed={path} />
      <Breadcrumbs crumbs={[{ label: hero.title, path }]} />
      <PageSection>
        <div className="max-w-2xl space-y-8 text-lg leading-8 text-slate-700">
          <Prose blocks={blocks} />
          {hasServer ? (
            <form method="post" action={path} className="space-y-6">
              <div>
                <label htmlFor="withdraw-name" className="font-semibold text-slate-900">
                  {words.name}
                </label>
                <input
                  id="withdraw-name"
                  name="name"
                  type="text"
                  autoComplete="name"
                  required
                  maxLength={50}
                  className={fieldClass}
                />
              </div>
              <div>
                <label htmlFor="withdraw-email" className="font-semibold text-slate-900">
                  {words.email}
                </label>
                <input
                  id="withdraw-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={50}
                  className={fieldClass}
                />
              </div>
              <div>
                <label htmlFor="withdraw-number" className="font-semibold text-slate-900">
                  {words.number}
                </label>
                <p id="withdraw-number-hint" className="text-base text-slate-600">
                  {words.numberHint}
                </p>
                <input
                  id="withdraw-number"
                  name="number"
                  type="text"
                  required
                  maxLength={20}
                  aria-describedby="withdraw-number-hint"
                  className={fieldClass}
                />
              </div>
              <button
                type="submit"
                className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {words.confirm}
              </button>
            </form>
          ) : (
            <p>{words.noServer}</p>
          )}
        </div>
      </PageSection>
    </>
  );
}
