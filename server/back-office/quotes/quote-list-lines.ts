import { type Cents, noCents, sumOfCents } from "#src/money/money.ts";
import {
  draftTotal,
  invoicedAndOpen,
  latestVersion,
  type QuoteStatus,
  quoteStatus,
  versionStatus,
} from "#server/quotes/quote-status.ts";
import type { StoredQuote } from "#server/quotes/quote-types.ts";

/** One row of the Quotes page and its CSV: a quote as it stands, or an earlier version of it. */
export interface QuoteRow {
  quoteId: number;
  number: string | null;
  /** Its version; none for a quote never sent. */
  version: number | null;
  status: QuoteStatus;
  buyer: string;
  contactEmail: string;
  /** YYYY-MM-DD: the day it was first sent (a draft: the day it was made); a period is counted by it. */
  day: string;
  sentOn: string | null;
  validUntil: string | null;
  exclVat: Cents;
  /** None for a draft: its VAT is decided when it is sent. */
  vat: Cents | null;
  inclVat: Cents | null;
  invoiced: Cents;
  open: Cents;
  answeredAt: string | null;
  acceptedBy: string | null;
  /** The quote's own row (its last version); false for a version it replaced. */
  isCurrent: boolean;
}

/** Every quote whose first sending (or making, for a draft) falls in the period, with its earlier versions. */
export function quoteRows(
  quotes: readonly StoredQuote[],
  period: { from: string; to: string },
  today: string,
): QuoteRow[] {
  const rows: QuoteRow[] = [];
  for (const quote of [...quotes].reverse()) {
    const [first] = quote.versions;
    const day = first?.issueDate ?? quote.createdAt.slice(0, 10);
    if (day < period.from || day > period.to) continue;
    const latest = latestVersion(quote);
    const { invoiced, open } = invoicedAndOpen(quote);
    if (!latest) {
      rows.push({
        quoteId: quote.id,
        number: null,
        version: null,
        status: "draft",
        buyer: quote.draft?.buyer.company ?? "",
        contactEmail: quote.draft?.buyer.contactEmail ?? "",
        day,
        sentOn: null,
        validUntil: quote.draft?.validUntil ?? null,
        exclVat: draftTotal(quote),
        vat: null,
        inclVat: null,
        invoiced,
        open,
        answeredAt: null,
        acceptedBy: null,
        isCurrent: true,
      });
      continue;
    }
    for (const version of [...quote.versions].reverse()) {
      const isCurrent = version === latest;
      rows.push({
        quoteId: quote.id,
        number: quote.number,
        version: version.version,
        status: isCurrent ? quoteStatus(quote, today) : versionStatus(version, today),
        buyer: version.buyerName,
        contactEmail: version.contactEmail,
        day,
        sentOn: version.issueDate,
        validUntil: version.validUntil,
        exclVat: version.exclVat,
        vat: version.vat,
        inclVat: version.inclVat,
        invoiced: isCurrent ? invoiced : noCents,
        open: isCurrent ? open : noCents,
        answeredAt: version.answer?.answeredAt ?? null,
        acceptedBy:
          version.answer?.answer === "accepted"
            ? `${version.answer.name ?? ""}, ${version.answer.role ?? ""}`
            : null,
        isCurrent,
      });
    }
  }
  return rows;
}

/** A month's (or the period's) quotes sent and what came of them, in counts and values excl. VAT. */
export interface PeriodShare {
  /** "2026-11", or "all" for the period. */
  month: string;
  sent: number;
  sentValue: Cents;
  accepted: number;
  acceptedValue: Cents;
  declined: number;
  expired: number;
  /** Still waiting for an answer. */
  open: number;
}

/**
 * Per month of the first sending, the quotes sent and the share accepted:
 * each quote once, at its last version's value excl. VAT; drafts are not
 * counted. The last entry is the whole period's.
 */
export function periodShares(rows: readonly QuoteRow[]): PeriodShare[] {
  const current = rows.filter((row) => row.isCurrent && row.status !== "draft");
  const share = (month: string, of: QuoteRow[]): PeriodShare => {
    const accepted = of.filter((row) => row.status === "accepted");
    return {
      month,
      sent: of.length,
      sentValue: sumOfCents(of.map((row) => row.exclVat)),
      accepted: accepted.length,
      acceptedValue: sumOfCents(accepted.map((row) => row.exclVat)),
      declined: of.filter((row) => row.status === "declined").length,
      expired: of.filter((row) => row.status === "expired").length,
      open: of.filter((row) => row.status === "sent").length,
    };
  };
  const months = [...new Set(current.map((row) => row.day.slice(0, 7)))].sort();
  return [
    ...months.map((month) =>
      share(
        month,
        current.filter((row) => row.day.startsWith(month)),
      ),
    ),
    share("all", current),
  ];
}

/** "40 %": a share of a whole, or a dash for none. */
export function percentText(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)} %` : "—";
}
