import { BrandMark } from "#src/art/brand-mark.tsx";

/** The brand mark (our own geometric glyph) and the company name. */
export function BrandLogo({ name, tone = "dark" }: { name: string; tone?: "dark" | "light" }) {
  return (
    <span className="flex items-center gap-2.5">
      <BrandMark />
      <span
        className={`text-base font-bold leading-tight sm:text-lg tracking-tight ${tone === "dark" ? "text-slate-900" : "text-white"}`}
      >
        {name}
      </span>
    </span>
  );
}
