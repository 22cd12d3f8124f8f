import * as z from "zod";
import { languages } from "#src/i18n/languages.ts";
import { cents as wholeCents } from "#src/money/money.ts";
import { postalAddressSchema, sellerSchema } from "#server/invoices/invoice-snapshot.ts";
import { quoteTermsPages } from "#src/training/quote-terms.ts";
import { lineKinds, lineUnits } from "./quote-lines.ts";

/**
 * A version of a quote as it was sent: everything its PDF, its page and its
 * mails show, copied in when it is sent and never changed (a change is the
 * next version). Our details, the buyer's, the lines with their VAT, the
 * milestones and the terms with their version: an accepted quote must read
 * the same for as long as the invoices it leads to are kept (7 years), after
 * the company file, the terms and the draft have all changed. The PDF made
 * from it is stored as sent (its SHA-256 beside it) and never made again.
 *
 * Designed for the invoices made from an accepted quote (issue 45, point 4):
 * each line keeps its kind, unit (UN/ECE codes: quote-lines.ts), decimal
 * quantity in hundredths, unit price in cents, VAT category and rate, and
 * whether it is invoiced as worked; each milestone its amount excl. VAT and
 * when it falls due.
 */
const text = z.string().trim().min(1);
const cents = z.number().int().min(0).transform(wholeCents);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "expected YYYY-MM-DD" });
const vatCategory = z.enum(["S", "E", "AE", "O"]);

export const quoteSnapshotSchema = z.strictObject({
  /** This record's shape, so a later shape can still read it. */
  shape: z.literal(1),
  /** "Q2026-0001" */
  number: text,
  /** 1, 2, ...: a change after sending makes the next. */
  version: z.number().int().positive(),
  issueDate: isoDate,
  /** The last day it can be accepted, in Amsterdam. */
  validUntil: isoDate,
  language: z.enum(languages),
  currency: z.literal("EUR"),
  seller: sellerSchema,
  buyer: z.strictObject({
    company: text,
    contactName: text,
    contactEmail: text,
    phone: text.optional(),
    address: postalAddressSchema,
    invoiceEmail: text.optional(),
    /** Printed where given; the reverse charge needs it. */
    vatId: text.optional(),
    /** A business outside the EU: the evidence it is one (art. 18(3) Reg. 282/2011). */
    registrationNumber: text.optional(),
  }),
  /** The buyer's own reference (a PO number). */
  reference: text.optional(),
  introduction: text.optional(),
  lines: z
    .array(
      z.strictObject({
        kind: z.enum(lineKinds),
        description: text,
        unit: z.enum(lineUnits),
        quantityHundredths: z.number().int().positive(),
        unitPriceExclVat: cents,
        totalExclVat: cents,
        vatCategory,
        vatRate: z.number().min(0).max(100),
        isInvoicedAsWorked: z.boolean(),
      }),
    )
    .min(1),
  vatBreakdown: z
    .array(
      z.strictObject({
        category: vatCategory,
        rate: z.number().min(0).max(100),
        taxableAmount: cents,
        vatAmount: cents,
      }),
    )
    .min(1),
  totals: z.strictObject({ exclVat: cents, vat: cents, inclVat: cents }),
  milestones: z.array(
    z.strictObject({
      description: text,
      /** Hundredths of a percent, when given as a percentage. */
      basisPoints: z.number().int().positive().optional(),
      amountExclVat: cents,
      due: z.discriminatedUnion("kind", [
        z.strictObject({ kind: z.literal("acceptance") }),
        z.strictObject({ kind: z.literal("date"), date: isoDate }),
        z.strictObject({ kind: z.literal("delivery") }),
      ]),
    }),
  ),
  /** The terms that apply, each with the version it was sent with and where to read it. */
  terms: z
    .array(
      z.strictObject({
        page: z.enum(quoteTermsPages),
        version: text,
        title: text,
        url: text,
      }),
    )
    .min(1),
});

export type QuoteSnapshot = z.infer<typeof quoteSnapshotSchema>;
export type QuoteSnapshotLine = QuoteSnapshot["lines"][number];

/** A stored snapshot read back (JSON.parse'd), checked: throws with the field and the reason. */
export function parseQuoteSnapshot(value: unknown): QuoteSnapshot {
  const result = quoteSnapshotSchema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new Error(
    `Not a quote snapshot: ${issue?.path.join(".") || "(top)"}: ${issue?.message ?? "invalid"}`,
  );
}
