/** The brand mark (our own geometric glyph) and the company name. */
export function BrandLogo({ name, tone = "dark" }: { name: string; tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" className="fill-brand-700" />
        <path
          d="M9 24 L18 10 L27 24"
          fill="none"
          stroke="white"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <circle cx="18" cy="24" r="3" className="fill-accent-400" />
      </svg>
      <span
        className={`text-base font-bold leading-tight sm:text-lg tracking-tight ${tone === "dark" ? "text-slate-900" : "text-white"}`}
      >
        {name}
      </span>
    </span>
  );
}
