import { createHash } from "node:crypto";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import type { Language } from "#src/i18n/languages.ts";
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
<html lang="${options.language ?? "en"}">
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

/** The visitor's way back: the Back button keeps what they typed. */
function backToForm(language: Language) {
  const form = `${contactPaths[language].form}#contact-form`;
  return language === "nl"
    ? `Ga met de Terug-knop van je browser terug naar het formulier met wat je hebt getypt, of <a href="${form}">open het contactformulier opnieuw</a>.`
    : `Use your browser’s Back button to return to the form with what you typed, or <a href="${form}">open the contact form again</a>.`;
}

function toForm(language: Language) {
  const form = `${contactPaths[language].form}#contact-form`;
  return language === "nl"
    ? `<a href="${form}">Naar het contactformulier</a>.`
    : `<a href="${form}">Go to the contact form</a>.`;
}

/**
 * The receiver's answers speak the visitor's language: the enquiry's own
 * `language` field when it could be read, else the language of the address it
 * was posted to (a Dutch form without JavaScript posts to its Dutch thank-you
 * page). The field messages are the form's own (src/i18n/form-strings.ts).
 */
export const pages = {
  invalid: (messages: string[], language: Language = "en") =>
    responsePage({
      language,
      title: language === "nl" ? "Controleer je bericht" : "Please check your message",
      paragraphs: [
        language === "nl"
          ? "We konden je bericht nog niet versturen:"
          : "We could not send your message yet:",
        backToForm(language),
      ],
      list: messages,
    }),
  tooLarge: (language: Language = "en") =>
    responsePage({
      language,
      title: language === "nl" ? "Je bericht is te lang" : "Your message is too long",
      paragraphs: [
        language === "nl"
          ? "Het formulier dat je stuurde is groter dan we aannemen (berichten zijn hoogstens 1000 tekens)."
          : "The form you sent is larger than we accept (messages are up to 1000 characters).",
        backToForm(language),
      ],
    }),
  unsupported: (language: Language = "en") =>
    responsePage({
      language,
      title: language === "nl" ? "Formuliergegevens niet ondersteund" : "Unsupported form data",
      paragraphs: [
        language === "nl"
          ? "We nemen het contactformulier alleen aan als standaard webformulier (application/x-www-form-urlencoded, UTF-8)."
          : "We accept the contact form as a standard web form (application/x-www-form-urlencoded, UTF-8) only.",
        toForm(language),
      ],
    }),
  malformed: (language: Language = "en") =>
    responsePage({
      language,
      title:
        language === "nl" ? "We konden je bericht niet lezen" : "We could not read your message",
      paragraphs: [
        language === "nl"
          ? "De formuliergegevens kwamen beschadigd aan, of in een codering die we niet lezen."
          : "The form data arrived damaged or in an encoding we do not read.",
        backToForm(language),
      ],
    }),
  unknownForm: (language: Language = "en") =>
    responsePage({
      language,
      title: language === "nl" ? "Onbekend formulier" : "Unknown form",
      paragraphs: [
        language === "nl"
          ? "Deze site heeft één formulier: het contactformulier."
          : "This site has one form, the contact form.",
        toForm(language),
      ],
    }),
  tooMany: (retryAfterSeconds: number, language: Language = "en") =>
    responsePage({
      language,
      title: language === "nl" ? "Te veel berichten" : "Too many messages",
      paragraphs: [
        language === "nl"
          ? `Je hebt in korte tijd meerdere berichten gestuurd. Wacht ${retryAfterSeconds === 1 ? "een seconde" : `${retryAfterSeconds} seconden`} en probeer het dan opnieuw.`
          : `You have sent several messages in a short time. Please wait ${retryAfterSeconds === 1 ? "a second" : `${retryAfterSeconds} seconds`} and try again.`,
        backToForm(language),
      ],
    }),
  notStored: (language: Language = "en") =>
    responsePage({
      language,
      title: language === "nl" ? "Je bericht is niet verstuurd" : "Your message was not sent",
      paragraphs: [
        language === "nl"
          ? "Er ging bij ons iets mis en we konden je bericht niet opslaan. Probeer het over een paar minuten opnieuw."
          : "Something went wrong on our side and we could not save your message. Please try again in a few minutes.",
        backToForm(language),
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
