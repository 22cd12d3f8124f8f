import { type Cents, cents as wholeCents, decimalEuros } from "#src/money/money.ts";

/**
 * Mollie's amounts are strings with exactly two decimals for the euro ("1815.00"); ours are
 * whole cents. The conversion is done on digits, never through a floating-point number, so
 * every amount comes back as it went.
 */
export interface MollieAmount {
  currency: string;
  value: string;
}

/** Whole cents as Mollie's amount in euros. */
export function toMollieAmount(cents: Cents): MollieAmount {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`an amount is a whole, non-negative number of cents, got ${cents}`);
  }
  return { currency: "EUR", value: decimalEuros(cents) };
}

/** Mollie's amount in euros as whole cents; anything else (another currency, a malformed value) throws. */
export function centsOf(amount: MollieAmount | undefined): Cents {
  if (!amount) return wholeCents(0);
  const match = /^(-?)(\d{1,13})\.(\d{2})$/.exec(amount.value);
  if (amount.currency !== "EUR" || !match) {
    throw new RangeError(`not an amount in euros: ${amount.currency} ${amount.value}`);
  }
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return wholeCents(match[1] ? -cents : cents);
}
