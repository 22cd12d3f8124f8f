/**
 * The enrolment thank-you page names the course and the run the receiver put
 * in its redirect (?course=…&run=…). Written as text, never as HTML; without
 * them (or without script) the summary stays hidden and the page still says
 * the enrolment arrived.
 */
export function fillEnrolmentSummary(root: Document, query: URLSearchParams) {
  const summary = root.querySelector<HTMLElement>("[data-enrolment-summary]");
  const course = query.get("course");
  const run = query.get("run");
  if (!summary || !course || !run) return;
  const fill = (selector: string, text: string) => {
    const target = summary.querySelector(selector);
    if (target) target.textContent = text;
  };
  fill("[data-course]", course);
  fill("[data-run]", run);
  summary.hidden = false;
}
