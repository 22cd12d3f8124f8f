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
  email: string;
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
 * participant, or to the booker where the participant gave no e-mail.
 */
export function certificateMail(
  config: MailAddresses,
  facts: CertificateMailFacts,
  identity: CompanyIdentity,
  verifyUrl: string,
  evaluation?: EvaluationLink,
): SendMailOptions & { filename: string } {
  const lang = facts.language;
  const words = dictionaries[lang].certificate.mail;
  const dates = formatDateRange(facts.firstDay, facts.lastDay, lang);
  return {
    from: config.from,
    to: headerText(facts.email),
    replyTo: config.to,
    subject: fill(words.subject, { course: headerText(facts.courseTitle, 80) }),
    text: [
      fill(words.greeting, { name: facts.name }),
      "",
      fill(words.intro, { course: facts.courseTitle, dates }),
      "",
      fill(words.verify, { url: verifyUrl }),
      "",
      ...(evaluation
        ? [fill(words.evaluation, { url: evaluation.url, days: evaluation.days }), ""]
        : []),
      signOff(identity, lang),
    ].join("\n"),
    filename: fill(words.file, { code: facts.code }),
  };
}
