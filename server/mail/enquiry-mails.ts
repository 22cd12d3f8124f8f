import type { SendMailOptions } from "nodemailer";
import type { Language } from "#src/i18n/languages.ts";
import type { ContactValues } from "#src/forms/contact-schema.ts";
import { oneLine } from "./body-lines.ts";
import { headerText } from "./header-text.ts";
import type { MailAddresses } from "./outbox.ts";

/** An enquiry as its mails are written from. */
export interface NotifiedEnquiry extends ContactValues {
  id: number;
  receivedAt: Date;
  language: Language;
}

/** The owner reads English: each form language's name for the mail. */
const languageNamesInEnglish: Record<Language, string> = { en: "English", nl: "Dutch" };

/** "Language: Dutch (nl) — answer in Dutch": the line that tells the owner how to answer. */
export function languageLine(language: Language): string {
  const name = languageNamesInEnglish[language];
  return `Language: ${name} (${language}) — answer in ${name}`;
}

/**
 * The e-mail about one enquiry. It comes from our own fixed address (the
 * visitor's address in From would fail SPF/DMARC and invite spoofing); the
 * visitor is only the Reply-To, so answering the mail answers them.
 */
export function enquiryMail(config: MailAddresses, enquiry: NotifiedEnquiry): SendMailOptions {
  return {
    from: config.from,
    to: config.to,
    replyTo: headerText(enquiry.email),
    subject: `Website enquiry from ${headerText(enquiry.name, 80)}`,
    text: [
      `A new enquiry arrived through the contact form (number ${enquiry.id}, ${enquiry.receivedAt.toISOString()}).`,
      "",
      `Name:  ${oneLine(enquiry.name)}`,
      `Email: ${oneLine(enquiry.email)}`,
      `Phone: ${oneLine(enquiry.phone)}`,
      languageLine(enquiry.language),
      "",
      "Message:",
      enquiry.message,
      "",
      "Reply to this e-mail to answer the visitor. All enquiries: npm run enquiries",
    ].join("\n"),
  };
}
