import { type Cents, noCents, subtractCents, sumOfCents } from "#src/money/money.ts";
import { lineAmount } from "./quote-lines.ts";
import type { StoredQuote, StoredVersion } from "./quote-types.ts";

/**
 * A quote's status as the owner reads it: a draft (never sent), sent (waiting
 * for an answer), accepted, declined, expired (not answered by its validity
 * date, in Amsterdam), or, for an earlier version, superseded by the next.
 */
export const quoteStatuses = [
  "draft",
  "sent",
  "accepted",
  "declined",
  "expired",
  "superseded",
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === "string" && (quoteStatuses as readonly string[]).includes(value);
}

export function versionStatus(version: StoredVersion, today: string): QuoteStatus {
  if (version.answer) return version.answer.answer;
  if (version.supersededAt) return "superseded";
  if (version.validUntil < today) return "expired";
  return "sent";
}

/** The version that counts: the last one sent. */
export function latestVersion(quote: StoredQuote): StoredVersion | undefined {
  return quote.versions.at(-1);
}

/** The quote's status: its last version's, or a draft's. */
export function quoteStatus(quote: StoredQuote, today: string): QuoteStatus {
  const latest = latestVersion(quote);
  return latest ? versionStatus(latest, today) : "draft";
}

/** A draft's lines' total excl. VAT (its VAT waits for the sending: it depends on the company's setting). */
export function draftTotal(quote: StoredQuote): Cents {
  return sumOfCents((quote.draft?.lines ?? []).map(lineAmount));
}

/**
 * What has been invoiced of an accepted quote (its invoices less its credit
 * notes, incl. VAT), and what of the accepted total is still to invoice
 * (never below nothing: hours confirmed beyond the quote are invoiced, not
 * owed back). The quote's page, the Quotes page and its CSV show both.
 */
export function invoicedAndOpen(quote: StoredQuote): { invoiced: Cents; open: Cents } {
  const latest = latestVersion(quote);
  if (latest?.answer?.answer !== "accepted") return { invoiced: noCents, open: noCents };
  const { invoiced } = quote;
  const open = subtractCents(latest.inclVat, invoiced);
  return { invoiced, open: open > 0 ? open : noCents };
}
