import { brandMark, brandMarkChevronPath } from "#src/art/brand-mark.ts";

/** The brand mark (our own geometric glyph) and the company name. */
export function BrandLogo({ name, tone = "dark" }: { name: string; tone?: "dark" | "light" }) {
  const { size, dot } = brandMark;
  return (
    <span className="flex items-center gap-2.5">
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
        focusable="false"
      >
        <rect width={size} height={size} rx={brandMark.cornerRadius} className="fill-brand-700" />
        <path
          d={brandMarkChevronPath}
          fill="none"
          stroke="white"
          strokeWidth={brandMark.strokeWidth}
          strokeLinejoin="round"
        />
        <circle cx={dot.x} cy={dot.y} r={dot.radius} className="fill-accent-400" />
      </svg>
      <span
        className={`text-base font-bold leading-tight sm:text-lg tracking-tight ${tone === "dark" ? "text-slate-900" : "text-white"}`}
      >
        {name}
      </span>
    </span>
  );
}
