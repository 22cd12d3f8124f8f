/**
 * A course's "Ask for dates" link (/contact?course=<family>/<slug>, with
 * &run=in-company or a run) starts the contact form's message with a sentence
 * about that course, from the sentences the contact page carries as data
 * (#course-enquiries). Done here, not in the form's island: the island starts
 * only when the visitor touches the form. A message already typed is kept.
 */
export function prefillCourseEnquiry(root: Document, query: URLSearchParams, hash = "") {
  // An Enroll link (…#enrol) is for the enrolment form below, not for a message.
  if (hash === "#enrol") return;
  const data = root.getElementById("course-enquiries");
  const message = root.querySelector<HTMLTextAreaElement>('#contact-form textarea[name="message"]');
  const course = query.get("course");
  if (!data || !message || !course || message.value !== "") return;
  const run = query.get("run");
  try {
    const sentences = JSON.parse(data.textContent ?? "{}") as Record<string, string>;
    // The address's own text picks the sentence: only the data's own keys, never
    // what every object inherits (?course=constructor would write out a function).
    const sentence = (key: string) => (Object.hasOwn(sentences, key) ? sentences[key] : undefined);
    message.value = sentence(`${course}${run ? `@${run}` : ""}`) ?? sentence(course) ?? "";
  } catch {
    // No sentence: the visitor writes their own.
  }
}
