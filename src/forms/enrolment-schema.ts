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
import {
  addressFieldNames,
  type BuyerAddress,
  buyerAddress,
  validateAddress,
} from "./buyer-address.ts";
import {
  hasParticipantRows,
  type Participant,
  type ParticipantRowErrors,
  participantRows,
  unnamedParticipants,
  validateParticipantRows,
} from "./participant-list.ts";
import { checkVatId } from "./vat-id.ts";

/**
 * The rules of the enrolment form, shared by the browser (before sending) and
 * the server (before storing), like contact-schema.ts, whose rules the
 * booker's name, e-mail and phone, and each participant's, follow word for
 * word. Hand-written, like the contact form's: the island's budget has no
 * room for a schema library (docs/testing.md).
 *
 * The course and the run are checked against the choices the page offered
 * (`EnrolmentChoices`, written at build time): a post naming a course or run
 * that is not offered is refused, not stored. The participants are named
 * (participant-list.ts), the buyer's address is structured (buyer-address.ts),
 * a business may give an invoice e-mail and a VAT ID (vat-id.ts). A post from
 * a page cached before these (or the Netlify form) still counts: a number of
 * participants without names, and the free-text `invoice` (business) or
 * `address` (private person), completed on the roster later.
 *
 * A choice without a date ("no date yet", in-company) is a request without
 * obligation, not an order: no place, no withdrawal form, its own button.
 */
export const enrolmentFieldNames = [
  "choice",
  "name",
  "email",
  "phone",
  "participants",
  "participantName",
  "participantEmail",
  "buyer",
  "company",
  "invoiceEmail",
  "vatId",
  "po",
  ...addressFieldNames,
  "invoice",
  "address",
  "remarks",
  "terms",
  "express",
  "intent",
] as const;
export type EnrolmentField = (typeof enrolmentFieldNames)[number];
/** The fields posted once per participant, in order. */
export const repeatedEnrolmentFields = ["participantName", "participantEmail"] as const;
export type EnrolmentInput = Partial<Record<EnrolmentField, unknown>>;

export const buyerKinds = ["business", "private"] as const;
export type BuyerKind = (typeof buyerKinds)[number];

/** What the run choice says when no scheduled run is chosen: a request without obligation. */
export const unscheduledRuns = ["none", "in-company"] as const;

/** Whether a run key is a request without obligation ("no date yet", in-company). */
export function isRequestRun(run: string): boolean {
  return (unscheduledRuns as readonly string[]).includes(run);
}

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
  "participantsNone",
  "participantsMismatch",
  "participantEmailTwice",
  "streetRequired",
  "streetTooLong",
  "addressOneLine",
  "postalCodeRequired",
  "postalCodeDutch",
  "postalCodeInvalid",
  "cityRequired",
  "cityTooLong",
  "countryRequired",
  "invoiceEmailInvalid",
  "vatIdCountry",
  "vatIdNorthernIreland",
  "vatIdPattern",
  "requestForDatedRun",
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
  /** The booker: who enrolled, and whom we answer. */
  name: string;
  email: string;
  phone: string;
  buyer: BuyerKind;
  company: string;
  /** An old post's free-text invoice address (e-mail or postal); empty from the current form. */
  invoice: string;
  po: string;
  /** An old post's free-text address of a private person; empty from the current form. */
  address: string;
  /** The number of participants: the named rows, or an old post's number. */
  participants: number;
  remarks: string;
  /**
   * An express request to start within the 14-day withdrawal period: a private
   * person's, for a run with dates. The period runs from our confirmation, sent
   * later, so any dated run may start within it.
   */
  isExpressRequest: boolean;
  /** Each participant in order; unnamed rows for an old post. Absent: `participants` unnamed rows. */
  participantList?: Participant[];
  /** The buyer's structured address; absent for an old post (completed on the roster). */
  buyerAddress?: BuyerAddress;
  /** A business's address for invoices; empty: invoices go to the booker. */
  invoiceEmail?: string;
  /** A business's VAT ID as checked and normalised (vat-id.ts); empty when not given. */
  vatId?: string;
  /** "No date yet" or in-company: a request without obligation, not an order. */
  isRequest?: boolean;
}

export interface EnrolmentValidation {
  isValid: boolean;
  values: EnrolmentValues;
  errors: EnrolmentErrors;
  /** Each participant row's problems, by position (the rows as posted). */
  participantErrors: ParticipantRowErrors;
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

const vatIdMessages = {
  country: "vatIdCountry",
  "northern-ireland": "vatIdNorthernIreland",
  pattern: "vatIdPattern",
  empty: "vatIdPattern",
} as const satisfies Record<string, EnrolmentMessageKey>;

/**
 * Checks a submission against the choices offered. (A run that has started is
 * refused before this, by the receiver: server/enquiries/receiver.ts.)
 */
export function validateEnrolment(
  input: EnrolmentInput,
  choices: EnrolmentChoices,
): EnrolmentValidation {
  // One value per field; a field a post repeats counts with its first.
  const text = (value: unknown): string =>
    typeof value === "string" ? value : Array.isArray(value) ? text(value[0]) : "";
  const [course = "", run = ""] = text(input.choice).split("|");
  const offered = offeredCourse(choices, course);
  const isRequest = isRequestRun(run);
  const isChoiceOffered =
    offered !== undefined && (isRequest || offered.runs.some((candidate) => candidate.key === run));
  const buyer = text(input.buyer);
  const isNamed = hasParticipantRows(input.participantName);
  const postedCount = text(input.participants).trim();
  const rows = isNamed
    ? participantRows(input.participantName, input.participantEmail, Number(postedCount) || 0)
    : [];
  const participants = isNamed && postedCount === "" ? rows.length : Number(postedCount || "1");
  const start = offered?.runs.find((candidate) => candidate.key === run)?.start;
  const hasAddress = addressFieldNames.some((field) => input[field] !== undefined);
  const isBusiness = buyer !== "private";
  const vatIdText = isBusiness ? text(input.vatId).trim() : "";
  const vatCheck = vatIdText === "" ? undefined : checkVatId(vatIdText);
  const values: EnrolmentValues = {
    course,
    run,
    name: text(input.name).trim(),
    email: text(input.email).trim(),
    phone: text(input.phone).trim(),
    buyer: isBusiness ? "business" : "private",
    company: text(input.company).trim(),
    invoice: hasAddress ? "" : text(input.invoice).replace(/\r\n?/g, "\n").trim(),
    po: text(input.po).trim(),
    address: hasAddress ? "" : text(input.address).replace(/\r\n?/g, "\n").trim(),
    participants,
    remarks: text(input.remarks).replace(/\r\n?/g, "\n"),
    isExpressRequest: buyer === "private" && text(input.express) === "yes" && start !== undefined,
    participantList:
      isNamed && rows.length > 0
        ? rows
        : unnamedParticipants(
            Number.isInteger(participants) && participants > 0 ? participants : 0,
          ),
    ...(hasAddress && {
      buyerAddress: buyerAddress({
        street: text(input.street),
        postalCode: text(input.postalCode),
        city: text(input.city),
        country: text(input.country),
      }),
    }),
    invoiceEmail: isBusiness ? text(input.invoiceEmail).trim() : "",
    vatId: vatCheck?.isValid ? vatCheck.vatId : vatIdText,
    isRequest,
  };
  const errors: EnrolmentErrors = {};
  if (!isChoiceOffered) errors.choice = "choiceRequired";
  else if (text(input.intent) === "request" && !isRequest) errors.choice = "requestForDatedRun";
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
    if (!hasAddress) {
      const invoice = checkText(
        values.invoice,
        enrolmentLimits.invoice,
        "invoiceRequired",
        "invoiceTooLong",
      );
      if (invoice) errors.invoice = invoice;
    }
    if (values.invoiceEmail && validateEmail(values.invoiceEmail)) {
      errors.invoiceEmail = "invoiceEmailInvalid";
    }
    if (vatCheck && !vatCheck.isValid) errors.vatId = vatIdMessages[vatCheck.problem];
    if (hasLineBreak(values.po)) errors.po = "poOneLine";
    else if (characterCount(values.po) > enrolmentLimits.po.max || /\p{Cc}/u.test(values.po)) {
      errors.po = "poTooLong";
    }
  }
  if (values.buyerAddress) Object.assign(errors, validateAddress(values.buyerAddress));
  else if (buyer === "private") {
    const address = checkText(
      values.address,
      enrolmentLimits.address,
      "addressRequired",
      "addressTooLong",
    );
    if (address) errors.address = address;
  }
  const participantErrors = validateParticipantRows(rows);
  const maxParticipants = offered?.maxAttendees ?? enrolmentLimits.participants.max;
  if (!Number.isInteger(participants) || participants < 1) {
    errors.participants = isNamed && rows.length === 0 ? "participantsNone" : "participantsInvalid";
  } else if (participants > maxParticipants) errors.participants = "participantsTooMany";
  else if (isNamed && rows.length === 0) errors.participants = "participantsNone";
  else if (isNamed && rows.length !== participants) errors.participants = "participantsMismatch";
  const firstName = participantErrors.find((row) => row.name)?.name;
  if (firstName) errors.participantName = firstName;
  const firstEmail = participantErrors.find((row) => row.email)?.email;
  if (firstEmail) errors.participantEmail = firstEmail;
  if (values.remarks.trim() !== "") {
    const remarks = validateMessage(values.remarks);
    if (remarks === "messageTooLong") errors.remarks = "remarksTooLong";
    else if (remarks === "messageHiddenCharacters") errors.remarks = "remarksHiddenCharacters";
  }
  // A request too: it binds to nothing, and the terms it accepts apply once it becomes an enrolment.
  if (text(input.terms) !== "accepted") errors.terms = "termsRequired";
  return { isValid: Object.keys(errors).length === 0, values, errors, participantErrors };
}
