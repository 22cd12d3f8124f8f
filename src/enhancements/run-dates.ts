/**
 * Course dates as the build wrote them stay true after it: an element with
 * `data-run-start="YYYY-MM-DD"` whose day has passed (on the visitor's clock)
 * shows the first run after it that is still to come (`data-later-runs`, a
 * JSON list of {start, label}), or is hidden when there is none: a course
 * page's run (its calendar link and Enroll link with it), a next date in a
 * card, the menu or the finder. An option of the enrolment form's run choice
 * is hidden and disabled from the run's first day, when the server refuses
 * it. The build leaves out runs that had passed when it ran, and the server
 * rebuilds every night (server/releases/nightly-builds.ts).
 */
export function updateRunDates(root: Document, now: Date) {
  const today = localDate(now);
  for (const element of root.querySelectorAll<HTMLElement>("[data-run-start]")) {
    const start = element.dataset.runStart ?? "";
    // The enrolment form's choice of a run: one that starts today takes no enrolment.
    if (element instanceof HTMLOptionElement) {
      if (start <= today) element.hidden = element.disabled = true;
      continue;
    }
    if (start >= today) continue;
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
