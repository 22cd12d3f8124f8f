import type { SendMailOptions } from "nodemailer";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { BuyerKind } from "#src/forms/enrolment-schema.ts";
import { addressLine, type BuyerAddress } from "#src/forms/buyer-address.ts";
import { languageLine, type NotifiedEnquiry } from "./enquiry-mails.ts";
import { indentedLines, oneLine } from "./body-lines.ts";
import { readEnrolmentPrice, type StoredEnrolmentPrice } from "./enrolment-price.ts";
import { headerText } from "./header-text.ts";
import type { MailAddresses } from "./outbox.ts";
import { withdrawFunctionName } from "./withdraw-function-line.ts";
import { signOff } from "./sign-off.ts";

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
  /** An old post's free-text invoice address (a business's); the current form posts `buyerAddress`. */
  invoice?: string;
  po?: string;
  /** An old post's free-text address (a private person's). */
  address?: string;
  /** The buyer's structured address (the company's, or the private person's); absent for an old post. */
  buyerAddress?: BuyerAddress;
  /** A business's address for invoices; absent: invoices go to the booker. */
  invoiceEmail?: string;
  /** A business's VAT ID, checked and normalised (src/forms/vat-id.ts). */
  vatId?: string;
  participants: number;
  /**
   * Each participant in order, as the form named them (an e-mail only when
   * given). Unnamed (empty name) for an old post, to be named later. Absent in
   * records stored before names: `participants` unnamed ones. The store keeps
   * the current names in its participants table; this is what was posted.
   */
  participantList?: { name: string; email?: string }[];
  /** "No date yet" or in-company: a request without obligation, not an order. */
  isRequest?: boolean;
  /**
   * A private run's enrolment (issue 45 point 4): the accepted quote's number. Never invoiced
   * (the quote is), never moved or cancelled online; made by the owner, confirmed at once.
   */
  privateOf?: string;
  /**
   * The fee per participant as shown on the site (excl. and incl. VAT by the
   * company's setting): in cents, or in euros in records stored before issue 42.
   * Read it with readEnrolmentPrice (./enrolment-price.ts).
   */
  price: StoredEnrolmentPrice;
  consents: {
    terms: { version: string; at: string };
    expressRequest?: { at: string };
    /**
     * The express request made later by e-mail (the confirmation asks for it),
     * recorded on the roster: the day it reached us, and when it was recorded.
     */
    expressRequestReceived?: { on: string; recordedAt: string };
  };
  /**
   * The course terms as they stood, in the visitor's language, and for a
   * private person the model withdrawal form: the participant's receipt
   * carries them (BW 6:230m: on a durable medium).
   */
  terms: { version: string; text: string; withdrawalForm?: string };
  /** Not stored in the record: its place on the run (the store's), added when the receipt is written. */
  place?: "placed" | "confirmed" | "waiting" | "cancelled" | null;
  /** Not stored either: the receipt's link where the booker names the participants. */
  participantsUrl?: string;
}

/**
 * The two mails of an enrolment: the owner's notification (everything the
 * visitor gave, to confirm by hand) and the participant's receipt in their
 * language. The receipt holds only what we wrote (the course, the run, the
 * price, the terms) and never the visitor's own text: the form cannot be used
 * to send a stranger a message of someone else's making. Its words are the
 * dictionary's (`mail.receipt`); it ends with our sign-off (`identity`, the
 * live release's), before the terms and the withdrawal form it carries.
 */
export function enrolmentMails(
  config: MailAddresses,
  enquiry: NotifiedEnquiry,
  record: EnrolmentRecord,
  identity: CompanyIdentity,
): SendMailOptions[] {
  return [ownerMail(config, enquiry, record), receipt(config, enquiry, record, identity)];
}

/** Where the values of the owner's mail start: after "Invoice to:    ". */
const valueColumn = 15;

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
    subject: `${record.privateOf ? `Private run (${record.privateOf})` : record.isRequest ? "Request without obligation" : "Enrollment"}: ${headerText(record.course.title, 80)}, ${headerText(record.run.label, 60)}`,
    text: [
      record.privateOf
        ? `You made a private run from quote ${record.privateOf} (enrollment number ${enquiry.id}): confirmed, invoiced by the quote. Its participants are named through the link in the buyer's receipt.`
        : record.isRequest
          ? `A new request without obligation arrived (number ${enquiry.id}, ${enquiry.receivedAt.toISOString()}): no date yet or in-company, so no order. Answer it with dates or a quote; it becomes an enrollment only when the buyer enrolls in a run or accepts your quote.`
          : `A new enrollment request arrived (number ${enquiry.id}, ${enquiry.receivedAt.toISOString()}). It is final once you confirm it in writing.`,
      "",
      `Course:        ${record.course.title} (${record.course.key})`,
      `Run:           ${record.run.label}${record.run.start ? ` (starts ${record.run.start})` : ""}`,
      `Participants:  ${record.participants}`,
      ...participantLines(record),
      `Fee shown:     ${readEnrolmentPrice(record).shown ?? "on request"}`,
      "",
      `Enrolled by:   ${oneLine(enquiry.name)}`,
      `Email:         ${oneLine(enquiry.email)}`,
      `Phone:         ${oneLine(enquiry.phone)}`,
      languageLine(enquiry.language),
      "",
      business ? "Enrolls as a business" : "Enrolls as a private person (consumer)",
      // The visitor's values: one line each, an address's lines indented under it.
      ...(business
        ? [
            `Company:       ${oneLine(record.company ?? "")}`,
            ...(record.buyerAddress
              ? []
              : [`Invoice to:    ${indentedLines(record.invoice ?? "", valueColumn)}`]),
            `PO number:     ${oneLine(record.po ?? "(none)")}`,
            `VAT ID:        ${oneLine(record.vatId || "(none)")}`,
            `Invoice mail:  ${oneLine(record.invoiceEmail || `(none: to ${enquiry.email})`)}`,
          ]
        : []),
      ...(record.buyerAddress
        ? [`Address:       ${oneLine(addressLine(record.buyerAddress))}`]
        : business
          ? ["Address:       (an old form: complete it on the roster before confirming)"]
          : [
              `Address:       ${indentedLines(record.address ?? "", valueColumn)}`,
              "               (an old form: complete it on the roster before confirming)",
            ]),
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

/** The participants by position, "2. (to be named)" for one without a name, each e-mail when given. */
function participantLines(record: EnrolmentRecord): string[] {
  const list = record.participantList ?? [];
  return list.map(
    (participant, index) =>
      `  ${index + 1}. ${participant.name ? oneLine(participant.name) : "(to be named)"}${participant.email ? ` <${oneLine(participant.email)}>` : ""}`,
  );
}

function receipt(
  config: MailAddresses,
  enquiry: NotifiedEnquiry,
  record: EnrolmentRecord,
  identity: CompanyIdentity,
): SendMailOptions {
  const { receipt: w, common } = dictionaries[enquiry.language].mail;
  const rule = "—".repeat(40);
  return {
    from: config.from,
    to: headerText(enquiry.email),
    replyTo: config.to,
    subject: fill(
      record.privateOf ? w.privateRun.subject : record.isRequest ? w.request.subject : w.subject,
      { course: headerText(record.course.title, 80) },
    ),
    text: [
      record.privateOf
        ? fill(w.privateRun.opening, { number: record.privateOf })
        : record.isRequest
          ? w.request.opening
          : w.opening,
      "",
      `${common.course}: ${record.course.title}`,
      `${common.run}: ${record.run.label}`,
      `${common.participants}: ${record.participants}`,
      `${common.fee}: ${record.privateOf ? fill(w.privateRun.fee, { number: record.privateOf }) : (readEnrolmentPrice(record).shown ?? common.onRequest)}`,
      "",
      ...(record.place === "placed" || record.place === "waiting" ? [w.place[record.place]] : []),
      ...(record.participantsUrl
        ? [fill(w.participantsLink, { url: record.participantsUrl })]
        : []),
      record.buyer === "business" ? w.asBusiness : w.asPrivate,
      ...(record.consents.expressRequest ? [w.express] : []),
      ...(record.terms.withdrawalForm
        ? [fill(w.withdrawal, { withdrawUrl: withdrawFunctionName(identity, enquiry.language) })]
        : []),
      "",
      common.closing,
      "",
      signOff(identity, enquiry.language),
      "",
      rule,
      fill(common.terms, { version: record.terms.version }),
      "",
      record.terms.text,
      ...(record.terms.withdrawalForm ? ["", rule, record.terms.withdrawalForm] : []),
    ].join("\n"),
  };
}

/** Whether the buyer asked for the course to start within the withdrawal period: on the form, or later by e-mail. */
export function hasExpressRequest(record: Partial<EnrolmentRecord>): boolean {
  return Boolean(record.consents?.expressRequest || record.consents?.expressRequestReceived);
}
