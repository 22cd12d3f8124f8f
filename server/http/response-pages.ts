import { contactPaths } from "#src/routing/fixed-paths.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { defaultLanguage, type Language, languageSettings } from "#src/i18n/languages.ts";
import { plural } from "#src/i18n/plural.ts";
import type { LinkedTextProps } from "./linked-text.tsx";
import { responsePage } from "./response-page.tsx";

/**
 * What each page the server writes itself says (server/http/response-page.tsx
 * draws them): its title and texts from the dictionaries, and where its links
 * lead. A text's links are named by its placeholders, never written as markup.
 */
// The policy belongs to the pages' one inline style; their senders import both from here.
export { responsePageCsp } from "./response-page.tsx";

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
function backToForm(language: Language, form: SentForm): LinkedTextProps {
  const words = dictionaries[language].responses;
  const again = form.name === "contact" ? words.contactForm.again : words.enrolmentForm.again;
  return {
    text: words.backToForm,
    links: { link: { href: formPath(language, form), text: again } },
  };
}

function toForm(language: Language): LinkedTextProps {
  const words = dictionaries[language].responses;
  return {
    text: "{link}.",
    links: { link: { href: formPath(language, contactForm), text: words.contactForm.open } },
  };
}

/** A page with a title, one paragraph of explanation and the way on. */
function explained(
  language: Language,
  page: { title: string; text: string },
  wayOn: LinkedTextProps,
  list?: string[],
) {
  return responsePage({
    language,
    title: page.title,
    paragraphs: [{ text: page.text }, wayOn],
    list,
  });
}

/** The language's home page, the way on from an address that has no page. */
function toHome(language: Language, text: string): LinkedTextProps {
  const words = dictionaries[language].responses;
  return {
    text,
    links: { link: { href: languageSettings[language].prefix || "/", text: words.homeLink } },
  };
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
        {
          text: words.text,
          links: {
            contact: { href: formPath(language, contactForm), text: words.contact },
            enrolment: { href: formPath(language, { name: "enrolment" }), text: words.enrolment },
          },
        },
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
