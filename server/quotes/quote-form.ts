import { addressFieldNames, buyerAddress, validateAddress } from "#src/forms/buyer-address.ts";
import {
  characterCount,
  hasLineBreak,
  hasVisibleCharacter,
  validateEmail,
} from "#src/forms/contact-schema.ts";
import { isEuCountry, normaliseVatId } from "#src/forms/vat-id.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { isLanguage } from "#src/i18n/languages.ts";
import { businessServiceVat } from "#server/invoices/place-of-supply.ts";
import { addDays, isDate } from "./quote-days.ts";
import type { QuoteDraft } from "./quote-draft.ts";
import { sumOfCents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import {
  lineAmount,
  type LineKind,
  type LineUnit,
  lineKinds,
  lineUnits,
  parsePrice,
  parseQuantity,
  priceText,
  type QuoteLine,
  quantityText,
  quoteLimits,
  timeUnits,
} from "./quote-lines.ts";
import { checkMilestones, type MilestoneValues, milestoneValues } from "./quote-milestones.ts";

/**
 * The back office's quote form (English, like the whole back office): what
 * was typed, as text, so a refusal shows it again exactly; and its checks,
 * each problem under its field's name. Lines and milestones are rows named
 * `line-<n>-<field>` and `milestone-<n>-<field>`; a row left empty is no row.
 * The buyer's address, invoice e-mail and VAT ID are checked by the
 * enrolment form's own rules (src/forms/).
 */
export interface LineValues {
  kind: string;
  description: string;
  quantity: string;
  unit: string;
  price: string;
  isInvoicedAsWorked: boolean;
}

export interface QuoteFormValues {
  language: string;
  company: string;
  contactName: string;
  contactEmail: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  invoiceEmail: string;
  vatId: string;
  registrationNumber: string;
  reference: string;
  introduction: string;
  validUntil: string;
  requestNote: string;
  lines: LineValues[];
  milestones: MilestoneValues[];
}

/** Each problem by the name of its field ("company", "line-2-price", "milestones"). */
export type QuoteProblems = Record<string, string>;

const textFields = [
  "language",
  "company",
  "contactName",
  "contactEmail",
  "phone",
  ...addressFieldNames,
  "invoiceEmail",
  "vatId",
  "registrationNumber",
  "reference",
  "introduction",
  "validUntil",
  "requestNote",
] as const;

/** What a posted form holds, row by row; a row with nothing typed in it is left out. */
export function readQuoteForm(fields: ReadonlyMap<string, string>): QuoteFormValues {
  const get = (name: string) => fields.get(name) ?? "";
  const text = Object.fromEntries(textFields.map((name) => [name, get(name)])) as Record<
    (typeof textFields)[number],
    string
  >;
  const lines: LineValues[] = [];
  for (let row = 0; row < quoteLimits.lines + 10; row++) {
    const at = (field: string) => get(`line-${row}-${field}`);
    const line = {
      kind: at("kind"),
      description: at("description"),
      quantity: at("quantity"),
      unit: at("unit"),
      price: at("price"),
      isInvoicedAsWorked: at("asWorked") !== "",
    };
    if ([line.description, line.quantity, line.price].some((value) => value.trim() !== "")) {
      lines.push(line);
    }
  }
  return { ...text, lines, milestones: milestoneValues(fields) };
}

/** A kept draft as the form shows it for editing. */
export function draftValues(draft: QuoteDraft): QuoteFormValues {
  const { buyer } = draft;
  return {
    language: draft.language,
    company: buyer.company,
    contactName: buyer.contactName,
    contactEmail: buyer.contactEmail,
    phone: buyer.phone,
    ...buyer.address,
    invoiceEmail: buyer.invoiceEmail,
    vatId: buyer.vatId,
    registrationNumber: buyer.registrationNumber,
    reference: draft.reference,
    introduction: draft.introduction,
    validUntil: draft.validUntil,
    requestNote: draft.requestNote,
    lines: draft.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: quantityText(line.quantityHundredths),
      unit: line.unit,
      price: priceText(line.unitPriceExclVat),
      isInvoicedAsWorked: line.isInvoicedAsWorked,
    })),
    milestones: draft.milestones.map((milestone) => ({
      description: milestone.description,
      shareKind: milestone.share.kind,
      share:
        milestone.share.kind === "percent"
          ? quantityText(milestone.share.basisPoints)
          : priceText(milestone.share.amount),
      due: milestone.due.kind,
      date: milestone.due.kind === "date" ? milestone.due.date : "",
    })),
  };
}

/** An empty form: a Dutch business, in Dutch, valid for 30 days from `today`. */
export function emptyValues(today: string): QuoteFormValues {
  const blank = Object.fromEntries(textFields.map((name) => [name, ""])) as Record<
    (typeof textFields)[number],
    string
  >;
  return {
    ...blank,
    language: "nl",
    country: "NL",
    validUntil: addDays(today, 30),
    lines: [],
    milestones: [],
  };
}

/** One line of text: required (or not), within `max` characters, no line break. */
function oneLine(value: string, label: string, max: number, isRequired = true) {
  if (hasLineBreak(value)) return `Write the ${label} on one line.`;
  if (!hasVisibleCharacter(value)) return isRequired ? `Give the ${label}.` : undefined;
  if (characterCount(value) > max) return `The ${label} has at most ${max} characters.`;
  return undefined;
}

function longText(value: string, label: string, max: number) {
  return characterCount(value) > max ? `The ${label} has at most ${max} characters.` : undefined;
}

const addressWords = dictionaries.en.form.enrolment.messages;
const emailWords = dictionaries.en.form.messages;

/**
 * The form checked: the draft it makes, or every problem at once. `today` is
 * Amsterdam's: the validity date is from today to a year ahead, a milestone's
 * date not in the past.
 */
export function checkQuoteForm(
  values: QuoteFormValues,
  today: string,
): { draft: QuoteDraft } | { problems: QuoteProblems } {
  const problems: QuoteProblems = {};
  const note = (field: string, problem: string | undefined) => {
    if (problem && !problems[field]) problems[field] = problem;
  };
  const trimmed = (value: string) => value.trim();

  if (!isLanguage(values.language)) note("language", "Choose English or Dutch.");
  note("company", oneLine(values.company, "company's name", 100));
  note("contactName", oneLine(values.contactName, "contact person's name", 100));
  const contactEmail = trimmed(values.contactEmail);
  const contactEmailKey = validateEmail(contactEmail);
  note("contactEmail", contactEmailKey && emailWords[contactEmailKey]);
  note("phone", oneLine(values.phone, "phone number", 40, false));
  const address = buyerAddress(values);
  for (const [field, key] of Object.entries(validateAddress(address))) {
    note(field, addressWords[key]);
  }
  const invoiceEmail = trimmed(values.invoiceEmail);
  const invoiceEmailKey = invoiceEmail ? validateEmail(invoiceEmail) : undefined;
  note("invoiceEmail", invoiceEmailKey && emailWords[invoiceEmailKey]);

  // Where the business is established decides the VAT (art. 44) and what proves it is one.
  const isInEu = isEuCountry(address.country);
  const vatId = trimmed(values.vatId) ? normaliseVatId(values.vatId) : "";
  const registrationNumber = trimmed(values.registrationNumber);
  if (isInEu) {
    const decision = businessServiceVat({
      vat: { basis: "exclusive", rate: 21 },
      kind: "consulting",
      buyerCountry: address.country,
      buyerVatId: vatId,
    });
    if ("problem" in decision) note("vatId", decision.problem);
  } else {
    if (vatId) {
      note(
        "vatId",
        "A business outside the EU has no EU VAT ID: give its business registration number instead.",
      );
    }
    note(
      "registrationNumber",
      oneLine(registrationNumber, "business registration number (outside the EU)", 40),
    );
  }
  note("reference", oneLine(values.reference, "buyer's reference", 60, false));
  note("introduction", longText(values.introduction, "introduction", 2000));
  note("requestNote", longText(values.requestNote, "request", 5000));
  note("validUntil", validityProblem(values.validUntil, today));

  const lines = checkLines(values.lines, note);
  const milestones = checkMilestones(values.milestones, lines, today, note);

  if (Object.keys(problems).length > 0 || !lines || !milestones) return { problems };
  return {
    draft: {
      language: values.language as QuoteDraft["language"],
      buyer: {
        company: trimmed(values.company),
        contactName: trimmed(values.contactName),
        contactEmail,
        phone: trimmed(values.phone),
        address,
        invoiceEmail,
        vatId: isInEu ? vatId : "",
        registrationNumber: isInEu ? "" : registrationNumber,
      },
      reference: trimmed(values.reference),
      introduction: values.introduction.trim(),
      lines,
      milestones,
      validUntil: values.validUntil,
      requestNote: values.requestNote.trim(),
    },
  };
}

function checkLines(
  rows: LineValues[],
  note: (field: string, problem: string | undefined) => void,
): QuoteLine[] | undefined {
  if (rows.length === 0) {
    note("lines", "A quote needs at least one line.");
    return undefined;
  }
  if (rows.length > quoteLimits.lines) {
    note("lines", `A quote has at most ${quoteLimits.lines} lines.`);
    return undefined;
  }
  const lines: QuoteLine[] = [];
  rows.forEach((row, index) => {
    const field = (name: string) => `line-${index}-${name}`;
    const kind = (lineKinds as readonly string[]).includes(row.kind)
      ? (row.kind as LineKind)
      : undefined;
    const unit = (lineUnits as readonly string[]).includes(row.unit)
      ? (row.unit as LineUnit)
      : undefined;
    if (!kind) note(field("kind"), "Choose training or consulting.");
    if (!unit) note(field("unit"), "Choose the unit.");
    const descriptionProblem = oneLine(row.description, "description", quoteLimits.description);
    note(field("description"), descriptionProblem);
    const quantity = parseQuantity(row.quantity, unit ?? "day");
    if ("problem" in quantity) note(field("quantity"), quantity.problem);
    const price = parsePrice(row.price);
    if ("problem" in price) note(field("price"), price.problem);
    if (row.isInvoicedAsWorked && unit && !timeUnits.includes(unit)) {
      note(field("asWorked"), "Only days, half days and hours can be invoiced as worked.");
    }
    if (kind && unit && !descriptionProblem && "value" in quantity && "value" in price) {
      lines.push({
        kind,
        description: row.description.trim(),
        unit,
        quantityHundredths: quantity.value,
        unitPriceExclVat: price.value,
        isInvoicedAsWorked: row.isInvoicedAsWorked && timeUnits.includes(unit),
      });
    }
  });
  if (lines.length !== rows.length) return undefined;
  const total = sumOfCents(lines.map(lineAmount));
  if (total <= 0) note("lines", "The quote comes to nothing: give at least one line a price.");
  if (total > quoteLimits.total) {
    note(
      "lines",
      `The lines come to ${formatMoney(total, "en")} excl. VAT; a quote is at most ${formatMoney(quoteLimits.total, "en")}: check for an extra zero.`,
    );
  }
  return total > 0 && total <= quoteLimits.total ? lines : undefined;
}

/** The validity date: a real date, from today up to a year ahead. */
function validityProblem(date: string, today: string): string | undefined {
  if (!isDate(date)) return "Give the last day the quote is valid (a date).";
  if (date < today) return "The quote must be valid until today or later.";
  if (date > addDays(today, quoteLimits.validityDays)) {
    return `A quote is valid for at most ${quoteLimits.validityDays} days: give an earlier date.`;
  }
  return undefined;
}
