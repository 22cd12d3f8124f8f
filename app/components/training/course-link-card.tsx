import { Link } from "react-router";
import { Icon } from "../icon";
import { uiIcons } from "../ui-icons";

/**
 * A course on its hub: title, tagline and, pinned to the bottom so they line
 * up across a row, its key facts and the link. Same family as `Card` (padding,
 * radius, shadow, hover, entrance); the whole card is the link's target.
 */
export function CourseLinkCard(props: {
  title: string;
  tagline: string;
  facts: string;
  href: string;
  revealIndex: number;
}) {
  return (
    <article
      data-reveal=""
      style={{ "--reveal-index": props.revealIndex } as React.CSSProperties}
      className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8"
    >
      <h3 className="text-xl font-semibold text-slate-900">{props.title}</h3>
      <p className="mt-3 leading-7 text-slate-600">{props.tagline}</p>
      <div className="mt-auto pt-6">
        <p className="border-t border-slate-100 pt-4 text-sm font-medium text-slate-700">
          {props.facts}
        </p>
        <Link
          to={props.href}
          className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800"
        >
          View course<span className="sr-only">: {props.title}</span>
          <Icon
            node={uiIcons.arrowRight}
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
