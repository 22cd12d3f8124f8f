import { useShellWords } from "#src/components/page-context.tsx";

// Literal class names so Tailwind generates them; the tone deepens with each
// level, and every pair keeps AA contrast.
const badgeTones = [
  "bg-brand-100 text-brand-900",
  "bg-brand-200 text-brand-900",
  "bg-brand-300 text-brand-950",
  "bg-brand-600 text-white",
  "bg-brand-700 text-white",
  "bg-brand-800 text-white",
  "bg-brand-900 text-white",
];

/**
 * A framework's levels (TMMi, SAFe) as a ladder: an ordered list of rows of
 * one width, each a step to the right of the one before, on screens wide
 * enough for it.
 */
export function LevelLadder({ items }: { items: { title: string; description: string }[] }) {
  const ui = useShellWords().service;
  return (
    <ol data-list="levels" className="space-y-3">
      {items.map((level, index) => (
        <li
          key={level.title}
          style={{ "--level": index } as React.CSSProperties}
          className="flex items-stretch overflow-hidden card-shell md:ml-[calc(var(--level)*2.5rem)] md:max-w-3xl"
        >
          <span
            className={`flex w-20 shrink-0 flex-col items-center justify-center py-4 sm:w-24 ${badgeTones[index % badgeTones.length]}`}
          >
            <span className="text-xs font-semibold tracking-wider uppercase">{ui.level}</span>
            <span className="text-3xl leading-none font-bold tabular-nums">{index + 1}</span>
          </span>
          <div className="px-5 py-4 sm:px-6">
            <h3 className="text-lg font-semibold text-slate-900">{level.title}</h3>
            <p className="mt-1 leading-7 text-slate-600">{level.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
