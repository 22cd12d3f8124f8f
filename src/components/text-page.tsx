import type { ProseBlock } from "./parse-prose.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { PageHero } from "./page-hero.tsx";
import { PageSection } from "./page-section.tsx";
import { Prose } from "./prose.tsx";

export interface TextPageData {
  hero: { title: string; tagline: string; crumb: string };
  path: string;
  sections: { id?: string; title: string; blocks: ProseBlock[] }[];
  /** A last line under the sections, e.g. the version of the course terms. */
  closing?: string;
}

/** A page of running text in titled sections: the privacy notice, the course terms. */
export function TextPage({ hero, path, sections, closing }: TextPageData) {
  return (
    <>
      <PageHero title={hero.title} tagline={hero.tagline} seed={path} />
      <Breadcrumbs crumbs={[{ label: hero.crumb, path }]} />
      <PageSection>
        <div className="max-w-3xl space-y-12 text-lg leading-8 text-slate-700">
          {sections.map((section) => (
            <section key={section.title} id={section.id} className="scroll-mt-24 space-y-4">
              <h2 className="text-2xl font-bold tracking-tight text-slate-900">{section.title}</h2>
              <Prose blocks={section.blocks} />
            </section>
          ))}
          {closing && <p className="text-base text-slate-600">{closing}</p>}
        </div>
      </PageSection>
    </>
  );
}
