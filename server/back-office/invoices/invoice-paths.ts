import { backOfficePaths } from "#server/back-office/paths.ts";

/** The Invoices page's addresses, below `backOfficePaths.invoices`. */
export const invoicePatterns = {
  csv: `${backOfficePaths.invoices}.csv`,
  zip: `${backOfficePaths.invoices}.zip`,
  /** `/admin/invoices/<id>.pdf` and `.xml` */
  file: new RegExp(`^${backOfficePaths.invoices}/(?<id>\\d{1,12})\\.(?<format>pdf|xml)$`),
  /** `/admin/invoices/<id>/paid` */
  paid: new RegExp(`^${backOfficePaths.invoices}/(?<id>\\d{1,12})/paid$`),
  /** `/admin/invoices/refunds/<id>/done`: a refund by transfer marked done by hand */
  /** `/admin/invoices/questions/<id>/done`: a listed online payment settled by hand */
  questionDone: new RegExp(`^${backOfficePaths.invoices}/questions/(?<id>\\d{1,12})/done$`),
  refundDone: new RegExp(`^${backOfficePaths.invoices}/refunds/(?<id>\\d{1,12})/done$`),
} as const;

export function invoiceFilePath(id: number, format: "pdf" | "xml"): string {
  return `${backOfficePaths.invoices}/${id}.${format}`;
}

export function markPaidPath(id: number): string {
  return `${backOfficePaths.invoices}/${id}/paid`;
}

export function refundDonePath(id: number): string {
  return `${backOfficePaths.invoices}/refunds/${id}/done`;
}

export function questionDonePath(id: number): string {
  return `${backOfficePaths.invoices}/questions/${id}/done`;
}
