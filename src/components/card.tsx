import { uiIcons } from "./ui-icons.ts";
import { Icon, type IconNode } from "./icon.tsx";

/**
 * The one card of the site: icon, title, text, optional content and an
 * optional link. A linked card's whole surface is clickable (the title link
 * stretches over it) while its text stays selectable for screen readers.
 * `revealIndex` joins the fade-and-rise entrance with its stagger position.
 */
export function Card(props: {
  title: string;
  description?: string;
  icon?: IconNode;
  href?: string;
  linkLabel?: string;
  revealIndex?: number;
  headingLevel?: "h2" | "h3";
  children?: React.ReactNode;
}) {
  const Heading = props.headingLevel ?? "h3";
  return (
    <article
      data-reveal=""
      style={{ "--reveal-index": props.revealIndex ?? 0 } as React.CSSProperties}
      className="card-shell card-hover card-padding group relative flex flex-col"
    >
      {props.icon && (
        <span className="mb-5 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon node={props.icon} className="size-6" />
        </span>
      )}
      <Heading className="text-xl font-semibold text-slate-900">
        {props.href && !props.linkLabel ? (
          <a
            href={props.href}
            className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700"
          >
            {props.title}
          </a>
        ) : (
          props.title
        )}
      </Heading>
      {props.description && <p className="mt-3 leading-7 text-slate-600">{props.description}</p>}
      {props.children}
      {props.href && props.linkLabel && (
        <CardLink
          href={props.href}
          label={props.linkLabel}
          subject={props.title}
          className="mt-auto pt-6"
        />
      )}
    </article>
  );
}

/** Bullet list with check marks, used inside cards and sections. */
export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-slate-700">
          <svg
            viewBox="0 0 20 20"
            width="20"
            height="20"
            aria-hidden="true"
            className="mt-0.5 shrink-0 fill-brand-600"
          >
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A card's call to action: the label, the card's title for screen readers, an
 * arrow, and a hit area stretched over the whole card (the card must be
 * `relative group`).
 */
export function CardLink(props: {
  href: string;
  label: string;
  subject: string;
  className?: string;
}) {
  return (
    <a
      href={props.href}
      className={`inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800 ${props.className ?? ""}`}
    >
      {props.label}
      <span className="sr-only">: {props.subject}</span>
      <Icon
        node={uiIcons.arrowRight}
        className="size-4 transition-transform group-hover:translate-x-0.5"
      />
    </a>
  );
}
