import type { SendMailOptions } from "nodemailer";
import type { Language } from "#src/i18n/languages.ts";
import type { BuyerKind } from "#src/forms/enrolment-schema.ts";
import { languageLine, type NotifiedEnquiry } from "./enquiry-mails.ts";
import { headerText } from "./header-text.ts";
import type { MailAddresses } from "./outbox.ts";

/**
 * What an enrolment stores besides the participant (name, e-mail, phone) and
 * the remarks, which go in the enquiry's own columns: the course and run as
 * the page offered them, the price as shown, who pays, and the consents with
 * their time and the terms' version. The owner confirms from this; it is also
 * what the participant's receipt says. Built by the receiver
 * (server/enquiries/enrolment-record.ts) and stored as JSON beside the
 * enquiry; declared here, the lowest part that reads it.
 */
export interface EnrolmentRecord {
  course: { key: string; title: string; page: string };
  run: {
    key: string;
    /** "1–3 March 2027, online" in the visitor's language, or "no date yet" / "in-company". */
    label: string;
    start?: string;
    end?: string;
    mode?: "classroom" | "online" | "in-company";
    location?: string;
  };
  buyer: BuyerKind;
  company?: string;
  invoice?: string;
  po?: string;
  address?: string;
  participants: number;
  /** The fee per participant as shown on the site (excl. and incl. VAT by the company's setting). */
  price: { fee?: number; shown?: string; exclVat?: number; inclVat?: number };
  consents: {
    terms: { version: string; at: string };
    expressRequest?: { at: string };
  };
  /**
   * The course terms as they stood, in the visitor's language, and for a
   * private person the model withdrawal form: the participant's receipt
   * carries them (BW 6:230m: on a durable medium).
   */
  terms: { version: string; text: string; withdrawalForm?: string };
  /** Not stored in the record: its place on the run (the store's), added when the receipt is written. */
  place?: "placed" | "confirmed" | "waiting" | "cancelled" | null;
}

/**
 * The two mails of an enrolment: the owner's notification (everything the
 * visitor gave, to confirm by hand) and the participant's receipt in their
 * language. The receipt holds only what we wrote (the course, the run, the
 * price, the terms) and never the visitor's own text: the form cannot be used
 * to send a stranger a message of someone else's making.
 */
export function enrolmentMails(
  config: MailAddresses,
  enquiry: NotifiedEnquiry,
  record: EnrolmentRecord,
): SendMailOptions[] {
  return [ownerMail(config, enquiry, record), receipt(config, enquiry, record)];
}

function ownerMail(
  config: MailAddresses,
  enquiry: NotifiedEnquiry,
  record: EnrolmentRecord,
): SendMailOptions {
  const business = record.buyer === "business";
  return {
    from: config.from,
    to: config.to,
    replyTo: headerText(enquiry.email),
    subject: `Enrollment: ${headerText(record.course.title, 80)}, ${headerText(record.run.label, 60)}`,
    text: [
      `A new enrollment request arrived (number ${enquiry.id}, ${enquiry.receivedAt.toISOString()}). It is final once you confirm it in writing.`,
      "",
      `Course:        ${record.course.title} (${record.course.key})`,
      `Run:           ${record.run.label}${record.run.start ? ` (starts ${record.run.start})` : ""}`,
      `Participants:  ${record.participants}`,
      `Fee shown:     ${record.price.shown ?? "on request"}`,
      "",
      `Participant:   ${enquiry.name}`,
      `Email:         ${enquiry.email}`,
      `Phone:         ${enquiry.phone}`,
      languageLine(enquiry.language),
      "",
      business ? "Enrolls as a business" : "Enrolls as a private person (consumer)",
      ...(business
        ? [
            `Company:       ${record.company ?? ""}`,
            `Invoice to:    ${record.invoice ?? ""}`,
            `PO number:     ${record.po ?? "(none)"}`,
          ]
        : [`Address:       ${record.address ?? ""}`]),
      `Course terms:  version ${record.consents.terms.version}, accepted ${record.consents.terms.at}`,
      ...(record.consents.expressRequest
        ? [
            `Express request to start within the withdrawal period: yes (${record.consents.expressRequest.at})`,
          ]
        : []),
      "",
      "Remarks:",
      enquiry.message || "(none)",
      "",
      "Reply to this e-mail to answer the participant. All enrollments: npm run enquiries -- --enrolments",
    ].join("\n"),
  };
}

const words = {
  en: {
    subject: (course: string) => `Your enrollment request: ${course}`,
    opening:
      "Thank you for your enrollment request. We check that there is a place and confirm your enrollment by e-mail; it is final once confirmed. You receive the invoice after that.",
    course: "Course",
    run: "Run",
    participants: "Participants",
    fee: "Fee per participant",
    onRequest: "on request",
    place: {
      placed: "A place on this run is kept for you until we confirm your enrollment.",
      waiting:
        "This run is full: your enrollment is on its waiting list, and we tell you by e-mail as soon as a place comes free.",
    },
    asBusiness: "You enroll as a business.",
    asPrivate: "You enroll as a private person.",
    express:
      "You asked that the course starts within the 14-day withdrawal period; if you withdraw after it has started, you pay for the part already given.",
    withdrawal:
      "As a private person you may withdraw within 14 days of our confirmation, without giving a reason. The model withdrawal form is at the end of this e-mail.",
    terms: (version: string) => `Our course terms (version ${version}) apply:`,
    closing: "Questions? Reply to this e-mail.",
  },
  nl: {
    subject: (course: string) => `Je inschrijving: ${course}`,
    opening:
      "Bedankt voor je inschrijving. We kijken of er een plaats is en bevestigen je inschrijving per e-mail; na die bevestiging is ze definitief. Daarna ontvang je de factuur.",
    course: "Training",
    run: "Uitvoering",
    participants: "Deelnemers",
    fee: "Prijs per deelnemer",
    onRequest: "op aanvraag",
    place: {
      placed:
        "Er wordt een plaats in deze uitvoering voor je vastgehouden tot we je inschrijving bevestigen.",
      waiting:
        "Deze uitvoering is vol: je inschrijving staat op de wachtlijst, en we laten het je per e-mail weten zodra er een plaats vrijkomt.",
    },
    asBusiness: "Je schrijft je in als bedrijf.",
    asPrivate: "Je schrijft je in als particulier.",
    express:
      "Je hebt gevraagd om de training binnen de herroepingstermijn van 14 dagen te laten beginnen; herroep je nadat die is begonnen, dan betaal je voor het deel dat al is gegeven.",
    withdrawal:
      "Als particulier mag je de overeenkomst binnen 14 dagen na onze bevestiging zonder opgave van redenen herroepen. Het modelformulier voor herroeping staat onder aan deze e-mail.",
    terms: (version: string) =>
      `Onze trainingsvoorwaarden (versie ${version}) zijn van toepassing:`,
    closing: "Vragen? Antwoord op deze e-mail.",
  },
} satisfies Record<Language, unknown>;

function receipt(
  config: MailAddresses,
  enquiry: NotifiedEnquiry,
  record: EnrolmentRecord,
): SendMailOptions {
  const w = words[enquiry.language];
  const rule = "—".repeat(40);
  return {
    from: config.from,
    to: headerText(enquiry.email),
    replyTo: config.to,
    subject: w.subject(headerText(record.course.title, 80)),
    text: [
      w.opening,
      "",
      `${w.course}: ${record.course.title}`,
      `${w.run}: ${record.run.label}`,
      `${w.participants}: ${record.participants}`,
      `${w.fee}: ${record.price.shown ?? w.onRequest}`,
      "",
      ...(record.place === "placed" || record.place === "waiting" ? [w.place[record.place]] : []),
      record.buyer === "business" ? w.asBusiness : w.asPrivate,
      ...(record.consents.expressRequest ? [w.express] : []),
      ...(record.terms.withdrawalForm ? [w.withdrawal] : []),
      "",
      w.closing,
      "",
      rule,
      w.terms(record.terms.version),
      "",
      record.terms.text,
      ...(record.terms.withdrawalForm ? ["", rule, record.terms.withdrawalForm] : []),
    ].join("\n"),
  };
}
