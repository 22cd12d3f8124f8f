import { useShellWords } from "#src/components/page-context.tsx";
import { CardLink } from "#src/components/card.tsx";
import { NextRunDate } from "./next-run-date.tsx";
import type { NextRun } from "#src/training/next-run.ts";

/**
 * A course on its hub: title, tagline and, pinned to the bottom so they line
 * up across a row, its key facts and the link. Same family as `Card` (padding,
 * radius, shadow, hover, entrance); the whole card is the link's target.
 */
export function CourseLinkCard(props: {
  title: string;
  tagline: string;
  facts: string;
  nextRun?: NextRun;
  href: string;
  revealIndex: number;
}) {
  const ui = useShellWords().links;
  return (
    <article
      data-reveal=""
      style={{ "--reveal-index": props.revealIndex } as React.CSSProperties}
      className="card-shell card-hover card-padding group relative flex flex-col"
    >
      <h3 className="text-xl font-semibold text-slate-900">{props.title}</h3>
      <p className="mt-3 leading-7 text-slate-600">{props.tagline}</p>
      <div className="mt-auto pt-6">
        <p className="border-t border-slate-100 pt-4 text-sm font-medium text-slate-700">
          {props.facts}
        </p>
        {props.nextRun && <NextRunDate run={props.nextRun} className="mt-1 text-sm" />}
        <CardLink href={props.href} label={ui.viewCourse} subject={props.title} className="mt-4" />
      </div>
    </article>
  );
}
