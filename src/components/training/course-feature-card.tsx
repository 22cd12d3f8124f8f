import { useShellWords } from "#src/components/page-context.tsx";
import { HeroBackdrop } from "#src/components/hero-backdrop.tsx";
import { CardLink, CheckList } from "#src/components/card.tsx";
import type { IconNode } from "#src/components/icon.tsx";
import { PatternArt } from "#src/components/pattern-art.tsx";
import { NextRunDate } from "./next-run-date.tsx";
import type { NextRun } from "#src/training/next-run.ts";

/**
 * A large course card with its own art on top: the Scrum hub's variant of the
 * course link. The "Learn more" cue stretches over the whole card.
 */
export function CourseFeatureCard(props: {
  title: string;
  description: string;
  facts?: string;
  nextRun?: NextRun;
  features: string[];
  href: string;
  icon: IconNode;
  revealIndex: number;
}) {
  const ui = useShellWords().links;
  return (
    <article
      data-reveal=""
      style={{ "--reveal-index": props.revealIndex } as React.CSSProperties}
      className="card-shell card-hover group relative flex flex-col overflow-hidden"
    >
      <div className="relative isolate h-44 overflow-hidden bg-brand-950 sm:h-52">
        <HeroBackdrop glow="card" />
        <PatternArt
          seed={props.href}
          icon={props.icon}
          className="absolute top-1/2 left-1/2 h-[320px] w-[480px] -translate-x-1/2 -translate-y-1/2 opacity-90"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <h3 className="text-2xl font-semibold text-slate-900">{props.title}</h3>
        {props.facts && <p className="mt-2 text-sm font-medium text-brand-800">{props.facts}</p>}
        {props.nextRun && <NextRunDate run={props.nextRun} className="mt-1 text-sm" />}
        <p className="mt-3 leading-7 text-slate-600">{props.description}</p>
        <CheckList items={props.features} className="mt-5" />
        <CardLink
          href={props.href}
          label={ui.learnMore}
          subject={props.title}
          className="mt-auto pt-8"
        />
      </div>
    </article>
  );
}
