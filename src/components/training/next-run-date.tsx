import type { NextRun } from "#src/training/next-run.ts";

/**
 * The next date of a course. The page script (src/enhancements/run-dates.ts)
 * replaces it with the first later run once its day has passed, or hides it
 * when there is none; without script the built date stays until the next build.
 */
export function NextRunDate({
  run,
  className = "",
  as: Element = "p",
  isQuiet = false,
}: {
  run: NextRun;
  className?: string;
  as?: "p" | "span";
  /** Small print (in menus) rather than the bold line of a card. */
  isQuiet?: boolean;
}) {
  return (
    <Element
      data-run-start={run.start}
      data-later-runs={run.later?.length ? JSON.stringify(run.later) : undefined}
      data-next-run=""
      className={`${isQuiet ? "font-normal text-slate-600" : "font-semibold text-brand-800"} ${className}`}
      // In the finder's island, the page script may have moved the date on before React takes
      // the HTML over: React keeps it, and the island's own view follows the same rule.
      suppressHydrationWarning
    >
      {run.label}
    </Element>
  );
}
