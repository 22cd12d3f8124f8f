import { normaliseVatId } from "#src/forms/vat-id.ts";
import type { VatSetting } from "#src/training/vat-amounts.ts";
import type { VatIdChecker } from "#server/invoices/vat-id-checker.ts";
import type { VatIdAnswer } from "#server/invoices/vies-client.ts";
import { priceQuote } from "#server/quotes/quote-amounts.ts";
import { quoteVatIdToCheck } from "#server/quotes/quote-invoicing.ts";
import { parseQuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import type { StoredQuote } from "#server/quotes/quote-types.ts";

/** What VIES said of a reverse-charged quote's buyer, for its page. */
export interface QuoteVies {
  vatId: string;
  answer: VatIdAnswer;
}

/**
 * VIES's answer on the buyer's VAT ID where a line of the quote would be
 * reverse charged (AE): of the draft (what the next sending sends), else of
 * the last version sent. Asked by the server, with our VAT ID as requester,
 * through the day's cache (vat-id-checker.ts): a look at the page writes
 * nothing of ours. Undefined where no line is reverse charged, or no checker.
 */
export async function viesOf(
  options: { vatIds?: VatIdChecker; sellerVatId?: () => string | undefined },
  quote: StoredQuote,
  vat: VatSetting | undefined,
  latestSnapshot?: string,
): Promise<QuoteVies | undefined> {
  if (!options.vatIds) return undefined;
  let vatId: string | undefined;
  if (quote.draft && vat) {
    const priced = priceQuote(quote.draft.lines, quote.draft.buyer, vat);
    vatId = "lines" in priced ? priced.buyerVatId : undefined;
  } else if (latestSnapshot) {
    vatId = quoteVatIdToCheck(parseQuoteSnapshot(JSON.parse(latestSnapshot)));
  }
  if (!vatId) return undefined;
  const seller = options.sellerVatId?.();
  const answer = await options.vatIds.check(vatId, seller ? normaliseVatId(seller) : undefined);
  return { vatId, answer };
}

/** Why a reverse-charged quote is not sent now: VIES did not confirm its buyer's VAT ID. */
export function viesRefusal(vies: QuoteVies | undefined): string | undefined {
  if (!vies || vies.answer.outcome === "valid") return undefined;
  return vies.answer.outcome === "invalid"
    ? `VIES, the EU's VAT number check, says the buyer's VAT ID ${vies.vatId} is not valid: the reverse charge needs a valid one. Check it with the buyer and correct the draft.`
    : `VIES could not be reached to confirm the buyer's VAT ID ${vies.vatId} (${vies.answer.reason}): the reverse charge needs its confirmation. Try again in a while.`;
}
