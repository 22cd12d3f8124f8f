/**
 * An Enroll link (/contact?course=<family>/<slug>&run=<key>#enrol) chooses the
 * course and the run in the enrolment form before its island starts (it
 * starts on the first interaction: src/islands/hydrate-on-interaction.ts).
 * A course or run the form does not offer (a run that has passed, started or
 * was cancelled) leaves the choice to the visitor.
 */
export function chooseEnrolment(root: Document, query: URLSearchParams) {
  const select = root.querySelector<HTMLSelectElement>('#enrol select[name="choice"]');
  const course = query.get("course");
  if (!select || !course) return;
  const value = `${course}|${query.get("run") ?? "none"}`;
  // A run that has started or was cancelled is disabled (run-dates.ts, run-availability.ts).
  if ([...select.options].some((option) => option.value === value && !option.disabled)) {
    select.value = value;
  }
}
