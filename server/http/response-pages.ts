import { createHash } from "node:crypto";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill, splitAt } from "#src/i18n/fill.ts";
import { defaultLanguage, type Language } from "#src/i18n/languages.ts";
import { plural } from "#src/i18n/plural.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * The few pages the server writes itself (a refused enquiry, too many
 * enquiries, ...). A visitor without JavaScript lands on them, so they are
 * real pages: plain, readable, in the visitor's language, with the way back.
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

/** A dictionary text with its `{link}` made a link to `href`; the rest is escaped. */
function withLink(template: string, href: string, linkText: string): string {
  const [before, after] = splitAt(template, "link");
  return `${escapeHtml(before)}<a href="${escapeHtml(href)}">${escapeHtml(linkText)}</a>${escapeHtml(after)}`;
}

/** The visitor's way back: the Back button keeps what they typed. */
function backToForm(language: Language) {
  const words = dictionaries[language].responses;
  return withLink(
    words.backToForm,
    `${contactPaths[language].form}#contact-form`,
    words.backToFormLink,
  );
}

function toForm(language: Language) {
  const words = dictionaries[language].responses;
  return withLink("{link}.", `${contactPaths[language].form}#contact-form`, words.toForm);
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

/**
 * The receiver's answers speak the visitor's language: the enquiry's own
 * `language` field when it could be read, else the language of the address it
 * was posted to (a Dutch form without JavaScript posts to its Dutch thank-you
 * page). The field messages are the form's own (the dictionaries' `form`).
 */
export const pages = {
  invalid: (messages: string[], language: Language = defaultLanguage) =>
    explained(language, dictionaries[language].responses.invalid, backToForm(language), messages),
  tooLarge: (language: Language = defaultLanguage) =>
    explained(language, dictionaries[language].responses.tooLarge, backToForm(language)),
  unsupported: (language: Language = defaultLanguage) =>
    explained(language, dictionaries[language].responses.unsupported, toForm(language)),
  malformed: (language: Language = defaultLanguage) =>
    explained(language, dictionaries[language].responses.malformed, backToForm(language)),
  unknownForm: (language: Language = defaultLanguage) =>
    explained(language, dictionaries[language].responses.unknownForm, toForm(language)),
  tooMany: (retryAfterSeconds: number, language: Language = defaultLanguage) => {
    const { tooMany } = dictionaries[language].responses;
    const wait = plural(language, retryAfterSeconds, tooMany.wait);
    return explained(
      language,
      { title: tooMany.title, text: fill(tooMany.text, { wait }) },
      backToForm(language),
    );
  },
  notStored: (language: Language = defaultLanguage) =>
    explained(language, dictionaries[language].responses.notStored, backToForm(language)),
  methodNotAllowed: (language: Language = defaultLanguage) => {
    const words = dictionaries[language].responses;
    return responsePage({
      language,
      title: words.methodNotAllowed.title,
      paragraphs: [withLink(words.methodNotAllowed.text, "/", words.homeLink)],
    });
  },
  notFound: (language: Language = defaultLanguage) => {
    const words = dictionaries[language].responses;
    return responsePage({
      language,
      title: words.notFound.title,
      paragraphs: [withLink(words.notFound.text, "/", words.homeLink)],
    });
  },
};
