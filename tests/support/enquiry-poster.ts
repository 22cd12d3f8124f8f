/** What a visitor's browser sends the contact form with. */
export const formContentType = "application/x-www-form-urlencoded";

/**
 * The contact form's fields as a browser posts them (the honeypot empty),
 * with `fields` over a valid enquiry from Ada.
 */
export function enquiryForm(fields: Record<string, string> = {}): string {
  return new URLSearchParams({
    "form-name": "contact",
    name: "Ada Lovelace",
    email: "ada@example.nl",
    phone: "+31 40 123 4567",
    message: "Please tell me more about test automation.",
    "bot-field": "",
    ...fields,
  }).toString();
}

/** A form's headers, with the X-Forwarded-For a proxy in front would add. */
export function formHeaders(forwardedFor?: string): Record<string, string> {
  return {
    "Content-Type": formContentType,
    ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
  };
}

/**
 * Posts as the contact form's page does (a valid enquiry unless told), without
 * following the answer's redirect: the 303 is what is checked. `headers`
 * replace the form's own (a test of a missing content type sends none).
 */
export function postEnquiry(
  url: string,
  body: BodyInit = enquiryForm(),
  headers: Record<string, string> = formHeaders(),
): Promise<Response> {
  return fetch(url, { method: "POST", headers, body, redirect: "manual" });
}
