import { decimalEuros } from "#src/money/money.ts";
import { csvText } from "#server/http/csv.ts";
import type { QuoteRow } from "./quote-list-lines.ts";

const columns = [
  "number",
  "version",
  "status",
  "buyer",
  "contact e-mail",
  "first sent",
  "this version sent",
  "valid until",
  "excl. VAT",
  "VAT",
  "incl. VAT",
  "answered at",
  "accepted by",
  "invoiced",
  "open",
] as const;

/**
 * The Quotes page as CSV, with the shared writer (server/http/csv.ts): one
 * row per quote and per version it replaced, amounts in euros with a decimal
 * point, a draft's VAT empty (it is decided when the quote is sent).
 */
export function quotesToCsv(rows: readonly QuoteRow[]): string {
  return csvText(
    columns,
    rows.map((row) => ({
      number: row.number ?? "",
      version: row.version === null ? "" : String(row.version),
      status: row.status,
      buyer: row.buyer,
      "contact e-mail": row.contactEmail,
      "first sent": row.status === "draft" ? "" : row.day,
      "this version sent": row.sentOn ?? "",
      "valid until": row.validUntil ?? "",
      "excl. VAT": decimalEuros(row.exclVat),
      VAT: row.vat === null ? "" : decimalEuros(row.vat),
      "incl. VAT": row.inclVat === null ? "" : decimalEuros(row.inclVat),
      "answered at": row.answeredAt ?? "",
      "accepted by": row.acceptedBy ?? "",
      invoiced: decimalEuros(row.invoiced),
      open: decimalEuros(row.open),
    })),
  );
}
