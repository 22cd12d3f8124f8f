import { createHash } from "node:crypto";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { defaultLanguage, type Language, languageSettings } from "#src/i18n/languages.ts";
import { plural } from "#src/i18n/plural.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * The few pages the server writes itself (a refused enquiry, too many
 * enquiries, ...). A visitor without JavaScript lands on them, so they are
 * real pages: plain, readable, in the visitor's language, with the way back.
 */
const style = `body{margin:0;padding:0 1rem;font:18px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
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

export function responsePage(options: {
  title: string;
  paragraphs: string[];
  list?: string[];
  language?: Language;
}) {
  const list = options.list?.length
    ? `<ul>${options.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
    : "";
  const paragraphs = options.paragraphs.map((html) => `<p>${html}</p>`);
  return `<!DOCTYPE html>
<html lang="${options.language ?? defaultLanguage}">
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

/** A dictionary text whose `{name}` placeholders become links; the rest is escaped. */
function withLinks(template: string, links: Record<string, { href: string; text: string }>) {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const link = links[part.slice(1, -1)];
      return link
        ? `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`
        : escapeHtml(part);
    })
    .join("");
}

/**
 * The form a refusal leads back to: the contact form, or the enrolment form
 * with the visitor's course and run chosen again (the contact page's script
 * chooses them from the address, src/enhancements/enrolment-choice.ts).
 */
export type SentForm = { name: "contact" } | { name: "enrolment"; course?: string; run?: string };

const contactForm: SentForm = { name: "contact" };

/** Why a run takes no enrolment. */
export type RunClosedReason = "started" | "cancelled" | "unknown";

function formPath(language: Language, form: SentForm): string {
  const page = contactPaths[language].form;
  if (form.name === "contact") return `${page}#contact-form`;
  const choice = new URLSearchParams();
  if (form.course) choice.set("course", form.course);
  if (form.course && form.run) choice.set("run", form.run);
  return `${page}${choice.size > 0 ? `?${choice}` : ""}#enrol`;
}

/** The visitor's way back: the Back button keeps what they typed. */
function backToForm(language: Language, form: SentForm) {
  const words = dictionaries[language].responses;
  const again = form.name === "contact" ? words.contactForm.again : words.enrolmentForm.again;
  return withLinks(words.backToForm, { link: { href: formPath(language, form), text: again } });
}

function toForm(language: Language) {
  const words = dictionaries[language].responses;
  return withLinks("{link}.", {
    link: { href: formPath(language, contactForm), text: words.contactForm.open },
  });
}

/** A page with a title, one paragraph of explanation and the way on. */
function explained(
  language: Language,
  page: { title: string; text: string },
  wayOn: string,
  list?: string[],
) {
  return responsePage({
    language,
    title: page.title,
    paragraphs: [escapeHtml(page.text), wayOn],
    list,
  });
}

/** The language's home page, the way on from an address that has no page. */
function toHome(language: Language, template: string) {
  const words = dictionaries[language].responses;
  return withLinks(template, {
    link: { href: languageSettings[language].prefix || "/", text: words.homeLink },
  });
}

/**
 * The receiver's answers speak the visitor's language: the enquiry's own
 * `language` field when it could be read, else the language of the address it
 * was posted to (a Dutch form without JavaScript posts to its Dutch thank-you
 * page). The field messages are the form's own (the dictionaries' `form`).
 */
export const pages = {
  invalid: (
    messages: string[],
    language: Language = defaultLanguage,
    form: SentForm = contactForm,
  ) =>
    explained(
      language,
      dictionaries[language].responses.invalid[form.name],
      backToForm(language, form),
      messages,
    ),
  tooLarge: (language: Language = defaultLanguage) =>
    explained(
      language,
      dictionaries[language].responses.tooLarge,
      backToForm(language, contactForm),
    ),
  unsupported: (language: Language = defaultLanguage) =>
    explained(language, dictionaries[language].responses.unsupported, toForm(language)),
  malformed: (language: Language = defaultLanguage) =>
    explained(
      language,
      dictionaries[language].responses.malformed,
      backToForm(language, contactForm),
    ),
  unknownForm: (language: Language = defaultLanguage) => {
    const words = dictionaries[language].responses.unknownForm;
    return responsePage({
      language,
      title: words.title,
      paragraphs: [
        withLinks(words.text, {
          contact: { href: formPath(language, contactForm), text: words.contact },
          enrolment: { href: formPath(language, { name: "enrolment" }), text: words.enrolment },
        }),
      ],
    });
  },
  tooMany: (retryAfterSeconds: number, language: Language = defaultLanguage) => {
    const { tooMany } = dictionaries[language].responses;
    const wait = plural(language, retryAfterSeconds, tooMany.wait);
    return explained(
      language,
      { title: tooMany.title, text: fill(tooMany.text, { wait }) },
      backToForm(language, contactForm),
    );
  },
  notStored: (language: Language = defaultLanguage, form: SentForm = contactForm) =>
    explained(
      language,
      dictionaries[language].responses.notStored[form.name],
      backToForm(language, form),
    ),
  /**
   * An enrolment in a run that is not open for it (started, cancelled, or not
   * in the build's catalogue): the way back leads to the enrolment form with
   * the course chosen, for another run.
   */
  runClosed: (
    reason: RunClosedReason,
    language: Language = defaultLanguage,
    form: SentForm = { name: "enrolment" },
  ) =>
    explained(
      language,
      dictionaries[language].runs.closed[reason],
      backToForm(
        language,
        form.name === "enrolment" ? { name: "enrolment", course: form.course } : form,
      ),
    ),
  methodNotAllowed: (language: Language = defaultLanguage) => {
    const words = dictionaries[language].responses.methodNotAllowed;
    return responsePage({
      language,
      title: words.title,
      paragraphs: [toHome(language, words.text)],
    });
  },
  notFound: (language: Language = defaultLanguage) => {
    const words = dictionaries[language].responses.notFound;
    return responsePage({
      language,
      title: words.title,
      paragraphs: [toHome(language, words.text)],
    });
  },
};
