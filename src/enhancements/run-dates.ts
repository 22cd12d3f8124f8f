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

/**
 * "YYYY-MM-DD" of the visitor's own day. The finder island has its own
 * (src/training/local-date.ts): a module both import would become a chunk of
 * its own, and this script, with no import, is written into each page
 * instead of being a request the first paint waits behind.
 */
function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
