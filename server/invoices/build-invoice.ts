import type { CompanyContent } from "#src/content/schema/company-schema.ts";
import type { Language } from "#src/i18n/languages.ts";
import type { VatSetting } from "#src/training/course-format.ts";
import {
  breakdownTotals,
  invoiceLine,
  isVatWithinTolerance,
  totals,
  unitAmounts,
  unitLineBreakdown,
  vatBreakdown,
} from "./invoice-amounts.ts";
import type {
  InvoiceSnapshot,
  InvoiceSnapshotV1,
  InvoiceSnapshotV2,
  PostalAddress,
  Seller,
} from "./invoice-snapshot.ts";
import { dueDate } from "./due-date.ts";
import { type VatIdVerdict, vatTreatmentFor } from "./place-of-supply.ts";
import { type Cents, cents } from "#src/money/money.ts";

/**
 * Snapshots from plain facts: `buildInvoice` for a confirmed enrolment,
 * `buildCreditNote` for (part of) an invoice already issued. Pure: the
 * caller brings the number (allocated in the store's transaction), the date
 * of issue (today in Europe/Amsterdam) and the facts as the enrolment holds
 * them; a problem that stops an invoice comes back as words for the roster,
 * and nothing is issued.
 */
export interface BuyerFacts {
  kind: "business" | "private";
  /** The company, or the private person. */
  name: string;
  /** For a business: who enrolled. */
  contactName?: string;
  address: Partial<PostalAddress>;
  /** As typed on the form. */
  vatId?: string;
  /** A business's invoice e-mail; a private person's own e-mail. */
  email: string;
  poNumber?: string;
}

export interface InvoiceFacts {
  /** From `invoiceNumber`, allocated by the store. */
  number: string;
  /** "YYYY-MM-DD", today in Europe/Amsterdam. */
  issueDate: string;
  language: Language;
  enrolmentId: number;
  /** Printed as the buyer's reference when it gave no PO number. */
  enrolmentReference: string;
  seller: Seller;
  /** The company's VAT setting, as the enrolment recorded the price with it. */
  vat: VatSetting;
  buyer: BuyerFacts;
  course: { title: string };
  run: { label: string; start: string; end: string; mode: "classroom" | "online" | "in-company" };
  /** Per participant, as the course file and the enrolment state it (euro, VAT as `vat` says). */
  feePerParticipant: Cents;
  participants: number;
  /** Each participant's name, where known (at most `participants`). */
  participantNames?: string[];
  /** VIES's answer on the buyer's VAT ID, where it decides the VAT (place-of-supply.ts). */
  vatIdCheck?: VatIdVerdict | "not-asked";
}

export type InvoiceBuild = { snapshot: InvoiceSnapshot } | { problems: string[] };
/** A course invoice's build: version 1. */
export type CourseInvoiceBuild = { snapshot: InvoiceSnapshotV1 } | { problems: string[] };

export function buildInvoice(facts: InvoiceFacts): CourseInvoiceBuild {
  const problems = [...buyerProblems(facts.buyer), ...factProblems(facts)];
  const decision = vatTreatmentFor({
    vat: facts.vat,
    mode: facts.run.mode,
    buyerKind: facts.buyer.kind,
    buyerVatId: facts.buyer.vatId,
    ...(facts.vatIdCheck && { vatIdCheck: facts.vatIdCheck }),
  });
  if ("problem" in decision) problems.push(decision.problem);
  if (problems.length > 0 || "problem" in decision) return { problems };

  const { treatment } = decision;
  const names = (facts.participantNames ?? []).map((name) => name.trim()).filter(Boolean);
  const lines = [
    invoiceLine(
      {
        description: facts.course.title,
        runLabel: facts.run.label,
        participants: names,
        quantity: facts.participants,
      },
      unitAmounts(facts.feePerParticipant, facts.vat, treatment),
    ),
  ];
  const breakdown = vatBreakdown(lines, treatment);
  if (!breakdown.every(isVatWithinTolerance)) {
    return {
      problems: ["The VAT rounded per participant strays a euro or more from the total's."],
    };
  }
  const { buyer } = facts;
  const address = buyer.address as PostalAddress;
  const snapshot: InvoiceSnapshotV1 = {
    version: 1,
    kind: "invoice",
    number: facts.number,
    issueDate: facts.issueDate,
    language: facts.language,
    currency: "EUR",
    seller: facts.seller,
    buyer: {
      kind: buyer.kind,
      name: buyer.name.trim(),
      ...(buyer.kind === "business" && buyer.contactName?.trim()
        ? { contactName: buyer.contactName.trim() }
        : {}),
      address: {
        street: address.street.trim(),
        postalCode: address.postalCode.trim(),
        city: address.city.trim(),
        countryCode: address.countryCode.toUpperCase(),
      },
      ...(decision.buyerVatId && { vatId: decision.buyerVatId }),
      email: buyer.email.trim(),
      reference: buyer.poNumber?.trim()
        ? { kind: "po", value: buyer.poNumber.trim() }
        : { kind: "enrolment", value: facts.enrolmentReference },
    },
    supply: { start: facts.run.start, end: facts.run.end },
    lines,
    vatTreatment: treatment,
    ...(decision.vatIdCheck && { vatIdCheck: decision.vatIdCheck }),
    vatBreakdown: breakdown,
    totals: totals(lines),
    dueDate: dueDate(facts.issueDate, facts.run.start),
    paymentReference: facts.number,
    enrolmentId: facts.enrolmentId,
  };
  return { snapshot };
}

export interface CreditFacts {
  number: string;
  issueDate: string;
  /**
   * How many participants to credit, on an invoice of one line (a smaller
   * group); all of every line when absent (a cancellation).
   */
  quantity?: number;
  /** The names of the participants credited, where known; else the line's own. */
  participantNames?: string[];
}

/**
 * A credit note for `invoice`: its lines at the invoice's own unit amounts
 * and VAT (never re-reckoned from today's fee or settings), its buyer, its
 * treatment and its number as the reference. Amounts are positive: it is a
 * credit note, not a negative invoice (UBL CreditNote, type 381).
 */
export function buildCreditNote(invoice: InvoiceSnapshot, facts: CreditFacts): InvoiceBuild {
  if (invoice.kind !== "invoice") return { problems: ["Only an invoice can be credited."] };
  if (invoice.version === 2) return creditUnitLines(invoice, facts);
  const [only] = invoice.lines;
  if (facts.quantity !== undefined) {
    if (invoice.lines.length !== 1 || !only) {
      return { problems: ["Part of an invoice can be credited only when it has one line."] };
    }
    if (!Number.isInteger(facts.quantity) || facts.quantity < 1 || facts.quantity > only.quantity) {
      return {
        problems: [`Between 1 and ${only.quantity} participants can be credited on this invoice.`],
      };
    }
  }
  const lines = invoice.lines.map((line) => {
    const quantity = facts.quantity ?? line.quantity;
    const participants =
      facts.participantNames ?? (quantity === line.quantity ? line.participants : []);
    return invoiceLine(
      { description: line.description, runLabel: line.runLabel, participants, quantity },
      { exclVat: line.unitPriceExclVat, vat: cents(line.vat / line.quantity) },
    );
  });
  const { dueDate: _invoiceDueDate, ...kept } = invoice;
  return {
    snapshot: {
      ...kept,
      kind: "credit-note",
      number: facts.number,
      issueDate: facts.issueDate,
      refersTo: { number: invoice.number, issueDate: invoice.issueDate },
      lines,
      vatBreakdown: vatBreakdown(lines, invoice.vatTreatment),
      totals: totals(lines),
      paymentReference: invoice.number,
    },
  };
}

/**
 * A credit note for a version 2 invoice (one from a quote): all of it, every
 * line at its own quantity, price and VAT category, so its VAT breakdown is
 * the invoice's. Part of one is credited by the owner as a new invoice after
 * the whole is credited: a line of days is not split by participants.
 */
function creditUnitLines(invoice: InvoiceSnapshotV2, facts: CreditFacts): InvoiceBuild {
  if (facts.quantity !== undefined) {
    return { problems: ["An invoice from a quote is credited whole."] };
  }
  const { dueDate: _invoiceDueDate, ...kept } = invoice;
  const breakdown = unitLineBreakdown(invoice.lines);
  return {
    snapshot: {
      ...kept,
      kind: "credit-note",
      number: facts.number,
      issueDate: facts.issueDate,
      refersTo: { number: invoice.number, issueDate: invoice.issueDate },
      vatBreakdown: breakdown,
      totals: breakdownTotals(breakdown),
      paymentReference: invoice.number,
    },
  };
}

/** Our details for an invoice, from content/company.yml; problems name what is missing. */
export function sellerFromCompany(
  company: CompanyContent,
): { seller: Seller } | { problems: string[] } {
  const [office] = company.offices;
  const iban = company.invoicing?.iban;
  const problems = [
    ...(office ? [] : ["content/company.yml has no office: an invoice needs our address."]),
    ...(iban ? [] : ["content/company.yml has no invoicing.iban: an invoice says where to pay."]),
  ];
  if (!office || !iban) return { problems };
  return {
    seller: {
      name: company.name,
      legalName: company.legalName,
      ...(company.registeredOffice?.trim() && {
        registeredOffice: company.registeredOffice.trim(),
      }),
      address: {
        street: office.street,
        postalCode: office.postalCode,
        city: office.city,
        countryCode: office.countryCode,
      },
      vatId: company.vatId,
      kvk: company.chamberOfCommerceNumber,
      iban,
      ...(company.invoicing?.bic && { bic: company.invoicing.bic }),
      email: company.email,
      phone: company.phone.display,
    },
  };
}

function buyerProblems(buyer: BuyerFacts): string[] {
  const missing = (value: string | undefined) => !value?.trim();
  const { address } = buyer;
  const absent = [
    missing(buyer.name) && (buyer.kind === "business" ? "the company's name" : "the buyer's name"),
    missing(address.street) && "street and number",
    missing(address.postalCode) && "postal code",
    missing(address.city) && "city",
    !/^[A-Za-z]{2}$/.test(address.countryCode ?? "") && "country (two letters, such as NL)",
    missing(buyer.email) && (buyer.kind === "business" ? "the invoice e-mail" : "the e-mail"),
  ].filter((item): item is string => typeof item === "string");
  return absent.length === 0 ? [] : [`The invoice address is incomplete: ${absent.join(", ")}.`];
}

function factProblems(facts: InvoiceFacts): string[] {
  return [
    ...(Number.isInteger(facts.participants) && facts.participants >= 1
      ? []
      : ["An invoice needs at least one participant."]),
    ...(Number.isSafeInteger(facts.feePerParticipant) && facts.feePerParticipant > 0
      ? []
      : ["The course has no fee to invoice."]),
    ...((facts.participantNames?.length ?? 0) > facts.participants
      ? ["More participants are named than enrolled."]
      : []),
    ...(facts.run.end >= facts.run.start ? [] : ["The run ends before it starts."]),
  ];
}
