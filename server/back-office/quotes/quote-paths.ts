import { backOfficePaths } from "#server/back-office/paths.ts";

const base = backOfficePaths.quotes;

/** The Quotes area's addresses, below `backOfficePaths.quotes`. */
export const quotePatterns = {
  csv: `${base}.csv`,
  /** `/admin/quotes/new`, `?enquiry=<id>` to start from an enquiry */
  new: `${base}/new`,
  /** `/admin/quotes/<id>` */
  quote: new RegExp(`^${base}/(?<id>\\d{1,12})$`),
  edit: new RegExp(`^${base}/(?<id>\\d{1,12})/edit$`),
  send: new RegExp(`^${base}/(?<id>\\d{1,12})/send$`),
  copy: new RegExp(`^${base}/(?<id>\\d{1,12})/copy$`),
  /** `/admin/quotes/<id>/invoice-now`, `/work`, `/credit`: an accepted quote's invoicing */
  invoiceNow: new RegExp(`^${base}/(?<id>\\d{1,12})/invoice-now$`),
  work: new RegExp(`^${base}/(?<id>\\d{1,12})/work$`),
  credit: new RegExp(`^${base}/(?<id>\\d{1,12})/credit$`),
  /** `/admin/quotes/<id>/private-run`, `?run=<key>` to change one: an in-company quote's private run */
  privateRun: new RegExp(`^${base}/(?<id>\\d{1,12})/private-run$`),
  /** `/admin/quotes/<id>/v<version>.pdf`: a version's PDF as sent */
  pdf: new RegExp(`^${base}/(?<id>\\d{1,12})/v(?<version>\\d{1,4})\\.pdf$`),
  /** `/admin/quotes/<id>/preview.pdf`: the draft as it would be sent */
  preview: new RegExp(`^${base}/(?<id>\\d{1,12})/preview\\.pdf$`),
} as const;

export function quotePath(id: number, action?: "edit" | "send" | "copy"): string {
  return `${base}/${id}${action ? `/${action}` : ""}`;
}

export function quotePdfPath(id: number, version: number): string {
  return `${base}/${id}/v${version}.pdf`;
}

export function quotePreviewPath(id: number): string {
  return `${base}/${id}/preview.pdf`;
}

export function newQuotePath(enquiryId?: number): string {
  return `${quotePatterns.new}${enquiryId === undefined ? "" : `?enquiry=${enquiryId}`}`;
}

/** An accepted quote's invoicing: "Invoice now" for a milestone, work recorded, a credit note. */
export function quoteActionPath(id: number, action: "invoice-now" | "work" | "credit"): string {
  return `${base}/${id}/${action}`;
}

/** Making a private run from an accepted quote, or changing one (`runKey`). */
export function privateRunPath(id: number, runKey?: string): string {
  return `${base}/${id}/private-run${runKey ? `?${new URLSearchParams({ run: runKey })}` : ""}`;
}
