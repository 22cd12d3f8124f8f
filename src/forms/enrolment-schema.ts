import type { ContactMessageKey, EnrolmentMessageKey } from "#src/i18n/dictionary.ts";
import {
  characterCount,
  hasLineBreak,
  hasVisibleCharacter,
  validateEmail,
  validateMessage,
  validateName,
  validatePhone,
} from "./contact-schema.ts";

/**
 * The rules of the enrolment form, shared by the browser (before sending) and
 * the server (before storing), like contact-schema.ts, whose rules the
 * participant's name, e-mail and phone follow word for word.
 *
 * The course and the run are checked against the choices the page offered
 * (`EnrolmentChoices`, written at build time): a post naming a course or run
 * that is not offered is refused, not stored. Company and PO number are one
 * line each, like the participant's fields; the invoice address, the postal
 * address and the remarks may take several.
 */
export const enrolmentFieldNames = [
  "choice",
  "name",
  "email",
  "phone",
  "buyer",
  "company",
  "invoice",
  "po",
  "address",
  "participants",
  "remarks",
  "terms",
  "express",
] as const;
export type EnrolmentField = (typeof enrolmentFieldNames)[number];
export type EnrolmentInput = Partial<Record<EnrolmentField, unknown>>;

export const buyerKinds = ["business", "private"] as const;
export type BuyerKind = (typeof buyerKinds)[number];

/** What the run choice says when no scheduled run is chosen. */
export const unscheduledRuns = ["none", "in-company"] as const;

export const enrolmentLimits = {
  company: { min: 2, max: 100 },
  invoice: { min: 5, max: 300 },
  address: { min: 10, max: 300 },
  po: { max: 50 },
  remarks: { max: 1000 },
  /** When a course names no maximum group size. */
  participants: { max: 20 },
} as const;

export const enrolmentMessageKeys = [
  "choiceRequired",
  "buyerRequired",
  "companyRequired",
  "companyTooLong",
  "companyOneLine",
  "invoiceRequired",
  "invoiceTooLong",
  "addressRequired",
  "addressTooLong",
  "poTooLong",
  "poOneLine",
  "participantsInvalid",
  "participantsTooMany",
  "remarksTooLong",
  "remarksHiddenCharacters",
  "termsRequired",
] as const satisfies readonly EnrolmentMessageKey[];
export type { EnrolmentMessageKey };
export type EnrolmentErrors = Partial<
  Record<EnrolmentField, EnrolmentMessageKey | ContactMessageKey>
>;

/** The courses a form offers: "<family>/<slug>" → its run keys and group size. */
export type EnrolmentChoices = Record<
  string,
  { runs: { key: string; start: string }[]; maxAttendees?: number }
>;

export interface EnrolmentValues {
  /** "<family>/<slug>" */
  course: string;
  /** A run key ("2027-03-01-classroom"), "none" or "in-company". */
  run: string;
  name: string;
  email: string;
  phone: string;
  buyer: BuyerKind;
  company: string;
  invoice: string;
  po: string;
  address: string;
  participants: number;
  remarks: string;
  /**
   * An express request to start within the 14-day withdrawal period: a private
   * person's, for a run with dates. The period runs from our confirmation, sent
   * later, so any dated run may start within it.
   */
  isExpressRequest: boolean;
}

export interface EnrolmentValidation {
  isValid: boolean;
  values: EnrolmentValues;
  errors: EnrolmentErrors;
}

/** The choices a catalogue offers (the build's enrolment catalogue, or the form's courses). */
export function enrolmentChoices(catalogue: {
  courses: { key: string; runs: { key: string; start: string }[]; maxAttendees?: number }[];
}): EnrolmentChoices {
  return Object.fromEntries(
    catalogue.courses.map((course) => [
      course.key,
      {
        runs: course.runs.map((run) => ({ key: run.key, start: run.start })),
        maxAttendees: course.maxAttendees,
      },
    ]),
  );
}

/**
 * The course a post names, if the form offers it. The choices are a plain
 * object keyed by the visitor's text: only its own keys are courses, never
 * what every object inherits ("__proto__", "constructor", "toString").
 */
export function offeredCourse(
  choices: EnrolmentChoices,
  course: string,
): EnrolmentChoices[string] | undefined {
  return Object.hasOwn(choices, course) ? choices[course] : undefined;
}

/** The course and run as one choice: "<family>/<slug>|<run>", the select's value. */
export function enrolmentChoiceValue(course: string, run: string): string {
  return `${course}|${run}`;
}

function checkText(
  value: string,
  limits: { min?: number; max: number },
  required: EnrolmentMessageKey,
  tooLong: EnrolmentMessageKey,
): EnrolmentMessageKey | undefined {
  if (!hasVisibleCharacter(value) || /[\p{Cc}]/u.test(value.replace(/\n/g, ""))) return required;
  if (limits.min !== undefined && characterCount(value) < limits.min) return required;
  if (characterCount(value) > limits.max) return tooLong;
  return undefined;
}

/**
 * Checks a submission against the choices offered. (A run that has started is
 * refused before this, by the receiver: server/enquiries/receiver.ts.)
 */
export function validateEnrolment(
  input: EnrolmentInput,
  choices: EnrolmentChoices,
): EnrolmentValidation {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const [course = "", run = ""] = text(input.choice).split("|");
  const offered = offeredCourse(choices, course);
  const isChoiceOffered =
    offered !== undefined &&
    ((unscheduledRuns as readonly string[]).includes(run) ||
      offered.runs.some((candidate) => candidate.key === run));
  const buyer = text(input.buyer);
  const participants = Number(text(input.participants).trim() || "1");
  const start = offered?.runs.find((candidate) => candidate.key === run)?.start;
  const values: EnrolmentValues = {
    course,
    run,
    name: text(input.name).trim(),
    email: text(input.email).trim(),
    phone: text(input.phone).trim(),
    buyer: buyer === "private" ? "private" : "business",
    company: text(input.company).trim(),
    invoice: text(input.invoice).replace(/\r\n?/g, "\n").trim(),
    po: text(input.po).trim(),
    address: text(input.address).replace(/\r\n?/g, "\n").trim(),
    participants,
    remarks: text(input.remarks).replace(/\r\n?/g, "\n"),
    isExpressRequest: buyer === "private" && text(input.express) === "yes" && start !== undefined,
  };
  const errors: EnrolmentErrors = {};
  if (!isChoiceOffered) errors.choice = "choiceRequired";
  const name = validateName(values.name);
  if (name) errors.name = name;
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const phone = validatePhone(values.phone);
  if (phone) errors.phone = phone;
  if (!(buyerKinds as readonly string[]).includes(buyer)) errors.buyer = "buyerRequired";
  if (buyer === "business") {
    const company = hasLineBreak(values.company)
      ? "companyOneLine"
      : checkText(values.company, enrolmentLimits.company, "companyRequired", "companyTooLong");
    if (company) errors.company = company;
    const invoice = checkText(
      values.invoice,
      enrolmentLimits.invoice,
      "invoiceRequired",
      "invoiceTooLong",
    );
    if (invoice) errors.invoice = invoice;
    if (hasLineBreak(values.po)) errors.po = "poOneLine";
    else if (characterCount(values.po) > enrolmentLimits.po.max || /\p{Cc}/u.test(values.po)) {
      errors.po = "poTooLong";
    }
  }
  if (buyer === "private") {
    const address = checkText(
      values.address,
      enrolmentLimits.address,
      "addressRequired",
      "addressTooLong",
    );
    if (address) errors.address = address;
  }
  const maxParticipants = offered?.maxAttendees ?? enrolmentLimits.participants.max;
  if (!Number.isInteger(participants) || participants < 1) {
    errors.participants = "participantsInvalid";
  } else if (participants > maxParticipants) errors.participants = "participantsTooMany";
  if (values.remarks.trim() !== "") {
    const remarks = validateMessage(values.remarks);
    if (remarks === "messageTooLong") errors.remarks = "remarksTooLong";
    else if (remarks === "messageHiddenCharacters") errors.remarks = "remarksHiddenCharacters";
  }
  if (text(input.terms) !== "accepted") errors.terms = "termsRequired";
  return { isValid: Object.keys(errors).length === 0, values, errors };
}
