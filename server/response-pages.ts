import { createHash } from "node:crypto";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * The few pages the server writes itself (a refused enquiry, too many
 * enquiries, ...). A visitor without JavaScript lands on them, so they are
 * real pages: plain, readable, in English, with the way back.
 */
const style = `body{margin:0;font:18px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:40rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.2;color:#0f172a}
ul{padding-left:1.25rem}li{margin:.25rem 0;color:#b91c1c}
a{color:#0f5f5a;font-weight:600;text-underline-offset:3px}a:focus-visible{outline:3px solid #0f766e;outline-offset:2px}`;

const styleHash = `sha256-${createHash("sha256").update(style).digest("base64")}`;

/** The policy for these pages: no script at all, only the one inline style above. */
export const responsePageCsp = contentSecurityPolicy({ styles: [styleHash] });

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function responsePage(options: { title: string; paragraphs: string[]; list?: string[] }) {
  const list = options.list?.length
    ? `<ul>${options.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
    : "";
  const paragraphs = options.paragraphs.map((html) => `<p>${html}</p>`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(options.title)}</h1>
${paragraphs[0] ?? ""}
${list}
${paragraphs.slice(1).join("\n")}
</main>
</body>
</html>
`;
}

const backToForm =
  'Use your browser’s Back button to return to the form with what you typed, or <a href="/contact#contact-form">open the contact form again</a>.';

export const pages = {
  invalid: (messages: string[]) =>
    responsePage({
      title: "Please check your message",
      paragraphs: ["We could not send your message yet:", backToForm],
      list: messages,
    }),
  tooLarge: () =>
    responsePage({
      title: "Your message is too long",
      paragraphs: [
        "The form you sent is larger than we accept (messages are up to 1000 characters).",
        backToForm,
      ],
    }),
  unsupported: () =>
    responsePage({
      title: "Unsupported form data",
      paragraphs: [
        "We accept the contact form as a standard web form (application/x-www-form-urlencoded, UTF-8) only.",
        '<a href="/contact#contact-form">Go to the contact form</a>.',
      ],
    }),
  malformed: () =>
    responsePage({
      title: "We could not read your message",
      paragraphs: ["The form data arrived damaged or in an encoding we do not read.", backToForm],
    }),
  unknownForm: () =>
    responsePage({
      title: "Unknown form",
      paragraphs: [
        "This site has one form, the contact form.",
        '<a href="/contact#contact-form">Go to the contact form</a>.',
      ],
    }),
  tooMany: (retryAfterSeconds: number) =>
    responsePage({
      title: "Too many messages",
      paragraphs: [
        `You have sent several messages in a short time. Please wait ${retryAfterSeconds === 1 ? "a second" : `${retryAfterSeconds} seconds`} and try again.`,
        backToForm,
      ],
    }),
  notStored: () =>
    responsePage({
      title: "Your message was not sent",
      paragraphs: [
        "Something went wrong on our side and we could not save your message. Please try again in a few minutes.",
        backToForm,
      ],
    }),
  methodNotAllowed: () =>
    responsePage({
      title: "Method not allowed",
      paragraphs: ['This address only serves pages. <a href="/">Go to the home page</a>.'],
    }),
  notFound: () =>
    responsePage({
      title: "Page not found",
      paragraphs: ['There is no page at this address. <a href="/">Go to the home page</a>.'],
    }),
};
