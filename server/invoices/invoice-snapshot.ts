import * as z from "zod";
import { languages } from "#src/i18n/languages.ts";
import { cents as wholeCents } from "#src/money/money.ts";

/**
 * An invoice or credit note as it was issued: everything it shows, stored
 * once and never changed. Our details, the buyer's, the course and run, the
 * lines, the VAT and the totals are copied in when it is issued (a snapshot),
 * not looked up when it is shown: a document a bookkeeper has booked must read
 * the same in seven years (art. 52 AWR), after the company's address, the
 * course's fee or the enrolment itself have changed or gone. Its PDF and UBL
 * are renderings of this record alone, so they can be made again at any time
 * and come out the same. A correction is a new document (a credit note
 * referring to this one), never an edit.
 *
 * Amounts are whole euro cents (`Cents`, src/money/money.ts): stored as plain
 * JSON numbers, typed as Cents when read. The schema checks a stored record
 * when it is read back (`parseInvoiceSnapshot`); the types are inferred from it.
 */
const text = z.string().trim().min(1);
const cents = z.number().int().transform(wholeCents);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "expected YYYY-MM-DD" });
const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: "expected a two-letter country code" });

export const postalAddressSchema = z.strictObject({
  street: text,
  postalCode: text,
  city: text,
  countryCode,
});

/** Our details as they were on the day of issue (content/company.yml). */
export const sellerSchema = z.strictObject({
  /** The trade name. */
  name: text,
  legalName: text,
  /** Where the company has its seat (art. 2:186 BW), as the footer names it; absent on documents issued before issue 43. */
  registeredOffice: text.optional(),
  address: postalAddressSchema,
  vatId: text,
  /** KvK number, 8 digits. */
  kvk: text,
  iban: text,
  bic: text.optional(),
  email: text,
  phone: text,
});

export const buyerSchema = z.strictObject({
  kind: z.enum(["business", "private"]),
  /** The company for a business buyer, the person for a private one. */
  name: text,
  /** For a business buyer: the person who enrolled, "for the attention of". */
  contactName: text.optional(),
  address: postalAddressSchema,
  /** As checked and normalised (src/forms/vat-id.ts). */
  vatId: text.optional(),
  /**
   * A business outside the EU (an invoice from a quote): its business registration number, the
   * evidence it is one (art. 18(3) Reg. 282/2011), printed and, for a Swiss UID, its e-address.
   */
  registrationNumber: text.optional(),
  /** Where the invoice goes: a business buyer's invoice e-mail, else the person's e-mail. */
  email: text,
  /**
   * The buyer's own reference: its PO number when given, else the enrolment's reference (or,
   * for an invoice from a quote, the quote's number).
   */
  reference: z.strictObject({ kind: z.enum(["po", "enrolment", "quote"]), value: text }),
});

/**
 * Why the document charges the VAT it does (decided by place-of-supply.ts):
 * Dutch VAT at a rate, the reverse charge to an EU business abroad, or the
 * exemption of a CRKBO-registered training provider.
 */
export const vatTreatmentSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("standard"), rate: z.number().min(0).max(100) }),
  z.strictObject({ kind: z.literal("reverse-charge") }),
  z.strictObject({ kind: z.literal("exempt") }),
]);

/**
 * What VIES, the EU's VAT number check, said of the buyer's VAT ID before the
 * invoice was issued (server/invoices/vies-client.ts), where the supply would
 * be reverse charged: the evidence for our books (art. 18 lid 1
 * Uitvoeringsverordening (EU) 282/2011), with VIES's consultation number when
 * it gave one. "invalid" or "unavailable" with Dutch VAT: the owner chose
 * Dutch VAT, and the document says why. Absent on documents issued before the
 * check, and where none was needed; added without a new `version`, so every
 * stored snapshot still reads.
 */
export const vatIdCheckSchema = z.strictObject({
  vatId: text,
  /** When VIES was asked (ISO time). */
  checkedAt: text,
  outcome: z.enum(["valid", "invalid", "unavailable"]),
  /** VIES's `requestIdentifier`. */
  consultationNumber: text.optional(),
});

export const invoiceLineSchema = z.strictObject({
  /** The course's title. */
  description: text,
  /** The run: its dates and where, as the enrolment showed it. */
  runLabel: text,
  /** Each participant's name where known. */
  participants: z.array(text),
  quantity: z.number().int().positive(),
  unitPriceExclVat: cents,
  /** quantity × unitPriceExclVat */
  totalExclVat: cents,
  /** quantity × the VAT of one unit, as the form reckoned it (invoice-amounts.ts). */
  vat: cents,
});

/** The UBL's VAT category: S standard, AE reverse charge, E exempt, O outside the scope of VAT. */
const vatCategorySchema = z.enum(["S", "AE", "E", "O"]);

export const vatBreakdownSchema = z.strictObject({
  category: vatCategorySchema,
  rate: z.number().min(0).max(100),
  taxableAmount: cents,
  vatAmount: cents,
});

/** What every version of the snapshot holds alike. */
const documentFields = {
  kind: z.enum(["invoice", "credit-note"]),
  /** "2027-0001": one gapless series per year for invoices and credit notes together. */
  number: text,
  issueDate: isoDate,
  /** A credit note's invoice. */
  refersTo: z.strictObject({ number: text, issueDate: isoDate }).optional(),
  language: z.enum(languages),
  currency: z.literal("EUR"),
  seller: sellerSchema,
  buyer: buyerSchema,
  /** The dates of supply: the run's first and last day; for a quote, the period invoiced. */
  supply: z.strictObject({ start: isoDate, end: isoDate }),
  vatIdCheck: vatIdCheckSchema.optional(),
  vatBreakdown: z.array(vatBreakdownSchema).min(1),
  totals: z.strictObject({ exclVat: cents, vat: cents, inclVat: cents }),
  /** An invoice's last day for payment; a credit note has none. */
  dueDate: isoDate.optional(),
  /** What the buyer quotes with the payment: the invoice number. */
  paymentReference: text,
  /**
   * A follow-on invoice (after a move or the buyer's charged cancellation): what was paid on
   * the earlier invoice and is set off against this one, booked in the transaction that issued
   * it (UBL BT-113, PrepaidAmount). What is due is the total less these (prepaid.ts).
   */
  prepaid: z
    .array(z.strictObject({ invoiceNumber: text, issueDate: isoDate, amount: cents }))
    .optional(),
};

/** Version 1: a course invoice, one VAT treatment for the whole document, whole participants. */
export const invoiceSnapshotV1Schema = z.strictObject({
  /** Of this record's shape, so a later shape can still read an old record. */
  version: z.literal(1),
  ...documentFields,
  lines: z.array(invoiceLineSchema).min(1),
  vatTreatment: vatTreatmentSchema,
  enrolmentId: z.number().int().positive(),
  /** A charge invoice: the day the cancellation it charges for reached us. */
  cancelledOn: isoDate.optional(),
});

/**
 * A line of a version 2 document (issue 45): its unit as UN/ECE Recommendation 20 states it
 * (HUR an hour, DAY a day, C62 one piece: a participant, a fixed price, a milestone), a
 * quantity with at most two decimals (a half day is 0.5 DAY), and its own VAT category and
 * rate: lines of training and consulting on one invoice may differ (S beside E).
 */
export const unitLineSchema = z.strictObject({
  description: text,
  /** What of the source this line invoices: a milestone, the month worked. */
  detail: text.optional(),
  unit: z.enum(["HUR", "DAY", "C62"]),
  quantity: z
    .number()
    .positive()
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
      error: "expected at most two decimals",
    }),
  /** The units the price is for (UBL BT-149): 0.5 when the price is a half day's. */
  baseQuantity: z.number().positive().optional(),
  unitPriceExclVat: cents,
  /** quantity ÷ baseQuantity × unitPriceExclVat, rounded once to the cent. */
  totalExclVat: cents,
  vatCategory: vatCategorySchema,
  /** The percentage for S; 0 for E, AE and O. */
  vatRate: z.number().min(0).max(100),
});

/** Where a version 2 document comes from: an enrolment, or an accepted quote (issue 45). */
export const invoiceSourceSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("enrolment"), enrolmentId: z.number().int().positive() }),
  z.strictObject({
    kind: z.literal("quote"),
    quoteId: z.number().int().positive(),
    /** "Q2026-0001": the contract reference (UBL BT-12). */
    number: text,
    /** The version that was accepted. */
    version: z.number().int().positive(),
  }),
]);

/** Version 2: lines with units, decimal quantities and a VAT category each, and a source. */
export const invoiceSnapshotV2Schema = z.strictObject({
  version: z.literal(2),
  ...documentFields,
  source: invoiceSourceSchema,
  lines: z.array(unitLineSchema).min(1),
});

/** Every version a stored snapshot may have: version 1 is read as it was written. */
export const invoiceSnapshotSchema = z.discriminatedUnion("version", [
  invoiceSnapshotV1Schema,
  invoiceSnapshotV2Schema,
]);

export type PostalAddress = z.infer<typeof postalAddressSchema>;
export type Seller = z.infer<typeof sellerSchema>;
export type Buyer = z.infer<typeof buyerSchema>;
export type VatTreatment = z.infer<typeof vatTreatmentSchema>;
export type VatIdCheck = z.infer<typeof vatIdCheckSchema>;
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
export type VatBreakdown = z.infer<typeof vatBreakdownSchema>;
export type InvoiceSnapshot = z.infer<typeof invoiceSnapshotSchema>;
export type InvoiceSnapshotV1 = z.infer<typeof invoiceSnapshotV1Schema>;
export type InvoiceSnapshotV2 = z.infer<typeof invoiceSnapshotV2Schema>;
export type UnitLine = z.infer<typeof unitLineSchema>;
export type InvoiceSource = z.infer<typeof invoiceSourceSchema>;
export type DocumentKind = InvoiceSnapshot["kind"];

/** A stored snapshot read back (JSON.parse'd), checked: throws with the field and the reason. */
export function parseInvoiceSnapshot(value: unknown): InvoiceSnapshot {
  const result = invoiceSnapshotSchema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new Error(
    `Not an invoice snapshot: ${issue?.path.join(".") || "(top)"}: ${issue?.message ?? "invalid"}`,
  );
}

/** Only a business buyer gets a UBL e-invoice; a private person gets the PDF alone. */
export function hasEInvoice(snapshot: Pick<InvoiceSnapshot, "buyer">): boolean {
  return snapshot.buyer.kind === "business";
}
