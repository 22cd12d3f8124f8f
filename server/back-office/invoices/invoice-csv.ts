import { type Cents, decimalEuros, noCents, subtractCents } from "#src/money/money.ts";
import { csvText } from "#server/http/csv.ts";
import type { InvoiceAccount } from "#server/payments/ledger.ts";
import { statusOf } from "./invoice-status.ts";

const columns = [
  "number",
  "kind",
  "date",
  "due date",
  "credits invoice",
  "buyer",
  "buyer VAT ID",
  "course",
  "VAT category",
  "VAT rate",
  "excl. VAT",
  "VAT",
  "incl. VAT",
  "status",
] as const;

/**
 * The bookkeeper's export of a period: every invoice and credit note in
 * number order, one row each, amounts in euros with a decimal point and a
 * credit note's negative (so a column's sum is the period's net turnover),
 * with its VAT category (S standard, AE reverse charge, E exempt) and rate.
 */
export function invoicesToCsv(documents: InvoiceAccount[], today: string): string {
  const amount = (document: InvoiceAccount, cents: Cents) =>
    decimalEuros(document.kind === "credit-note" ? subtractCents(noCents, cents) : cents);
  return csvText(
    columns,
    documents.map((document) => ({
      number: document.number,
      kind: document.kind === "invoice" ? "invoice" : "credit note",
      date: document.issueDate,
      "due date": document.dueDate ?? "",
      "credits invoice": document.refersToNumber ?? "",
      buyer: document.buyerName,
      "buyer VAT ID": document.buyerVatId ?? "",
      course: document.courseTitle,
      "VAT category": document.vatCategory,
      "VAT rate": String(document.vatRate),
      "excl. VAT": amount(document, document.exclVat),
      VAT: amount(document, document.vat),
      "incl. VAT": amount(document, document.inclVat),
      status: statusOf(document, today),
    })),
  );
}
