const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  accent: "bg-accent-400 text-slate-950 shadow-sm hover:bg-accent-300",
  outline: "border border-white/40 text-white hover:bg-white/10",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
} as const;

/** A link styled as a button: every call to action of the site. */
export function ButtonLink(props: {
  href: string;
  variant?: keyof typeof variants;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <a
      href={props.href}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition-colors ${
        variants[props.variant ?? "primary"]
      } ${props.className ?? ""}`}
    >
      {props.children}
    </a>
  );
}
