import { normaliseVatId } from "#src/forms/vat-id.ts";
import { reverseChargeVatId } from "#server/invoices/place-of-supply.ts";
import type { VatIdChecker } from "#server/invoices/vat-id-checker.ts";
import type { VatIdAnswer } from "#server/invoices/vies-client.ts";
import type { RunMailFacts } from "#server/mail/run-mails.ts";
import { enrolmentInvoiceFacts } from "#server/runs/run-invoices.ts";
import type { InvoicingContext, RosterRow } from "#server/runs/roster-types.ts";

/**
 * The VAT ID VIES must confirm before `row`'s invoice can be reverse charged:
 * a business elsewhere in the EU on an online or in-company run (a classroom
 * run is Dutch VAT for everyone, art. 53). Undefined when none is needed.
 */
export function vatIdToCheck(
  row: RosterRow,
  facts: Pick<RunMailFacts, "course" | "run">,
  context: InvoicingContext,
): string | undefined {
  const decided = enrolmentInvoiceFacts(row, facts, context);
  if ("none" in decided) return undefined;
  const { run, buyer } = decided.facts("", "");
  return reverseChargeVatId({ mode: run.mode, buyerKind: buyer.kind, buyerVatId: buyer.vatId });
}

/**
 * VIES's answer for `row`, asked by this (the server's) process with our own
 * VAT ID as the requester; undefined when none is needed, or when this server
 * has no checker (the invoice is then refused for the reverse charge).
 */
export async function vatIdAnswerFor(
  row: RosterRow,
  facts: Pick<RunMailFacts, "course" | "run">,
  context: InvoicingContext,
  checker: VatIdChecker | undefined,
): Promise<VatIdAnswer | undefined> {
  const vatId = vatIdToCheck(row, facts, context);
  if (!vatId || !checker) return undefined;
  return checker.check(vatId, normaliseVatId(context.seller.vatId));
}
