import { useEffect } from "react";

/**
 * Hides what a build showed but time has since overtaken: an element marked
 * `data-run-start="YYYY-MM-DD"` whose date is before today (the visitor's
 * clock) gets `hidden`. The build already leaves out runs that had passed
 * when it ran; without JavaScript a newer one stays until the next build.
 */
export function useHidePastDates(dependency?: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the page changes
  useEffect(() => {
    const today = localDate(new Date());
    for (const element of document.querySelectorAll<HTMLElement>("[data-run-start]")) {
      if ((element.dataset.runStart ?? "") < today) element.hidden = true;
    }
  }, [dependency]);
}

/** "YYYY-MM-DD" of the visitor's own day. */
export function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
