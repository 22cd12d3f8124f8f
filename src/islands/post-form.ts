/**
 * Posts a form's fields to the receiver as the browser would without
 * JavaScript (our server, or Netlify Forms); a refusal throws. Shared by the
 * contact and the enrolment form, so the browser gets it once.
 */
export async function postForm(form: HTMLFormElement): Promise<Response> {
  const response = await fetch("/", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
  });
  if (!response.ok) throw new Error(`The form was refused: ${response.status}`);
  return response;
}
