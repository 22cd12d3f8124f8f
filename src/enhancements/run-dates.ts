import { localDate } from "~/modules/local-date";

/**
 * Course dates as the build wrote them stay true after it: an element with
 * `data-run-start="YYYY-MM-DD"` whose day has passed (on the visitor's clock)
 * shows the first run after it that is still to come (`data-later-runs`, a
 * JSON list of {start, label}), or is hidden when there is none. The build
 * leaves out runs that had passed when it ran.
 */
export function updateRunDates(root: Document, now: Date) {
  const today = localDate(now);
  for (const element of root.querySelectorAll<HTMLElement>("[data-run-start]")) {
    if ((element.dataset.runStart ?? "") >= today) continue;
    const later = parseLaterRuns(element.dataset.laterRuns);
    const next = later.find((run) => run.start >= today);
    if (next) {
      element.dataset.runStart = next.start;
      element.textContent = next.label;
    } else {
      element.hidden = true;
    }
  }
}

function parseLaterRuns(json: string | undefined): { start: string; label: string }[] {
  if (!json) return [];
  try {
    const runs: unknown = JSON.parse(json);
    return Array.isArray(runs) ? runs : [];
  } catch {
    return [];
  }
}
