import type { RefundLine } from "#server/invoices/payment-tables.ts";

/**
 * The IBAN a refund by transfer goes to: the account the invoice was paid
 * from, as the bank's statement gave it. Null until the statements' import
 * (issue 33, point 2) stores payers' IBANs; wired to it at merge.
 */
export async function refundPayerIban(_refund: RefundLine): Promise<string | null> {
  return null;
}
