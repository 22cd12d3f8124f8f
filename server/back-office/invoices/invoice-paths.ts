import { backOfficePaths } from "#server/back-office/paths.ts";

/** The Invoices page's addresses, below `backOfficePaths.invoices`. */
export const invoicePatterns = {
  csv: `${backOfficePaths.invoices}.csv`,
  zip: `${backOfficePaths.invoices}.zip`,
  /** `/admin/invoices/<id>.pdf` and `.xml` */
  file: new RegExp(`^${backOfficePaths.invoices}/(?<id>\\d{1,12})\\.(?<format>pdf|xml)$`),
  /** `/admin/invoices/<id>/paid` */
  paid: new RegExp(`^${backOfficePaths.invoices}/(?<id>\\d{1,12})/paid$`),
  /** `/admin/invoices/statement`: the bank's statement file, uploaded */
  statement: `${backOfficePaths.invoices}/statement`,
  /** `/admin/invoices/statement/<id>/assign` and `/dismiss`: the owner's decision on a listed credit */
  statementItem: new RegExp(
    `^${backOfficePaths.invoices}/statement/(?<id>\\d{1,12})/(?<decision>assign|dismiss)$`,
  ),
  /** `/admin/invoices/<id>/reminders`: pause or resume an invoice's reminders */
  reminders: new RegExp(`^${backOfficePaths.invoices}/(?<id>\\d{1,12})/reminders$`),
  /** `/admin/invoices/questions/<id>/done`: a listed online payment settled by hand */
  questionDone: new RegExp(`^${backOfficePaths.invoices}/questions/(?<id>\\d{1,12})/done$`),
  /** `/admin/invoices/refunds/<id>/done`: a refund by transfer marked done by hand */
  refundDone: new RegExp(`^${backOfficePaths.invoices}/refunds/(?<id>\\d{1,12})/done$`),
  /** `/admin/invoices/refunds/<id>/retry` and `/transfer`: the owner's decision on a refund */
  refundDecision: new RegExp(
    `^${backOfficePaths.invoices}/refunds/(?<id>\\d{1,12})/(?<decision>retry|transfer)$`,
  ),
} as const;

export function invoiceFilePath(id: number, format: "pdf" | "xml"): string {
  return `${backOfficePaths.invoices}/${id}.${format}`;
}

export function markPaidPath(id: number): string {
  return `${backOfficePaths.invoices}/${id}/paid`;
}

export function statementItemPath(id: number, decision: "assign" | "dismiss"): string {
  return `${backOfficePaths.invoices}/statement/${id}/${decision}`;
}

export function remindersPath(id: number): string {
  return `${backOfficePaths.invoices}/${id}/reminders`;
}

export function refundDonePath(id: number): string {
  return `${backOfficePaths.invoices}/refunds/${id}/done`;
}

export function questionDonePath(id: number): string {
  return `${backOfficePaths.invoices}/questions/${id}/done`;
}

export function refundDecisionPath(id: number, decision: "retry" | "transfer"): string {
  return `${backOfficePaths.invoices}/refunds/${id}/${decision}`;
}
