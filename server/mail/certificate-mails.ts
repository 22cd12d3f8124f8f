import type { SendMailOptions } from "nodemailer";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { formatDateRange } from "#src/training/course-format.ts";
import { headerText } from "./header-text.ts";
import type { MailAddresses } from "./outbox.ts";
import { signOff } from "./sign-off.ts";

/** What the mail with a certificate says: to whom, about what, and where it is checked. */
export interface CertificateMailFacts {
  language: Language;
  name: string;
  /** Null once cleared (90 days after the mail): a resend fills it in again first. */
  email: string | null;
  /** "booker": the participant gave no address of their own, so the booker gets it (no evaluation). */
  recipient: "participant" | "booker" | null;
  courseTitle: string;
  firstDay: string;
  lastDay: string;
  code: string;
}

/** The evaluation's one-time link, where the mail carries one. */
export interface EvaluationLink {
  url: string;
  days: number;
}

/**
 * The mail a certificate of participation comes with, in the participant's
 * language (the PDF is attached by its sender, server/after-course/): to the
 * participant, with the evaluation's link; or, where the participant gave no
 * e-mail of their own, to the booker, in words written to the booker, saying
 * why it comes to them and that such participants cannot evaluate (review 3,
 * H3 and L13).
 */
export function certificateMail(
  config: MailAddresses,
  facts: CertificateMailFacts,
  identity: CompanyIdentity,
  verifyUrl: string,
  evaluation?: EvaluationLink,
): SendMailOptions & { filename: string } {
  if (!facts.email) throw new Error("the certificate's e-mail address is cleared");
  const lang = facts.language;
  const words = dictionaries[lang].certificate.mail;
  const dates = formatDateRange(facts.firstDay, facts.lastDay, lang);
  const course = facts.courseTitle;
  const isToBooker = facts.recipient === "booker";
  const chosen = isToBooker ? { ...words, ...words.booker } : words;
  return {
    from: config.from,
    to: headerText(facts.email),
    replyTo: config.to,
    subject: fill(chosen.subject, {
      course: headerText(course, 80),
      name: headerText(facts.name, 80),
    }),
    text: [
      fill(chosen.greeting, { name: facts.name }),
      "",
      fill(chosen.intro, { name: facts.name, course, dates }),
      "",
      fill(chosen.verify, { url: verifyUrl }),
      "",
      // The booker's copy never carries a link: only the participant may evaluate.
      ...(isToBooker ? [words.booker.noEvaluation, ""] : []),
      ...(evaluation && !isToBooker
        ? [fill(words.evaluation, { url: evaluation.url, days: evaluation.days }), ""]
        : []),
      signOff(identity, lang),
    ].join("\n"),
    filename: fill(words.file, { code: facts.code }),
  };
}
