/**
 * Money: every amount is a whole number of euro cents of this one type, from
 * the moment content is loaded (the owner writes whole euros in content/;
 * src/content/load-content.server.ts turns them into cents) to the pages, the
 * islands, the mails, the PDFs, the CSVs and the store. The brand makes a
 * plain number (euros, a count) where cents are expected a type error, so a
 * euro/cent mix-up cannot compile; only the constructors below make one.
 * Small, free of server code and of imports: the enrolment form's island
 * ships it. formatMoney, the formatter by language, is ./format-money.ts.
 */
export type Cents = number & { readonly __unit: "cents" };

/** A whole number of cents; anything else (a fraction, NaN, Infinity) is refused. */
export function cents(amount: number): Cents {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`an amount is a whole number of cents, got ${amount}`);
  }
  return amount as Cents;
}

/**
 * Euros (content's whole euros, a record stored before amounts were cents) as
 * cents, rounded once to the nearest cent. `euros * 100` lands within a hair of
 * the whole number (1813.79 * 100 is 181378.99999999997), far less than half a
 * cent for any amount below 10^13 euros, so the one rounding restores it.
 */
export function centsFromEuros(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`not an amount in euros: ${euros}`);
  return cents(Math.round(euros * 100));
}

/** Nothing: where a sum starts. */
export const noCents = /* @__PURE__ */ cents(0);

export function sumOfCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Cents;
}

export function addCents(a: Cents, b: Cents): Cents {
  return (a + b) as Cents;
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return (a - b) as Cents;
}

/** The amount for `count` (participants, units): exact, no rounding. */
export function timesCount(amount: Cents, count: number): Cents {
  if (!Number.isSafeInteger(count)) throw new RangeError(`not a count: ${count}`);
  return cents(amount * count);
}

/**
 * `amount × numerator / denominator`, rounded once to the cent, half up (half
 * a cent goes up, also below zero: Math.round). Both factors are whole, so the
 * product is exact and the one division is as near as a double gets: a true
 * half (k + 0.5) is exactly representable and any other quotient lies at
 * least 1/(2·denominator) away from one, so the rounding never tips wrongly.
 */
export function scaleCents(amount: Cents, numerator: number, denominator: number): Cents {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`not a whole ratio: ${numerator}/${denominator}`);
  }
  return cents(Math.round((amount * numerator) / denominator));
}

/**
 * A percentage of an amount, rounded to the cent, half up. The percentage is
 * taken in hundredths (basis points), so 21, 9, 5.5 and 0.5 are exact.
 */
export function percentOf(amount: Cents, percent: number): Cents {
  return scaleCents(amount, basisPoints(percent), 10_000);
}

/** Percent in hundredths of a percent: 21 → 2100, 5.5 → 550. */
export function basisPoints(percent: number): number {
  if (!hasAtMostTwoDecimals(percent)) {
    throw new RangeError(`a percentage has at most two decimals, got ${percent}`);
  }
  return Math.round(percent * 100);
}

/** 21, 5.5 and 0.25, not 5.555 (a VAT rate, a charge in percent). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Whether an amount is whole euros (no cents to write). */
export function isWholeEuros(amount: Cents): boolean {
  return amount % 100 === 0;
}

/**
 * An amount as a decimal number of euros in digits: "1234.56", "-12.30".
 * What the UBL, Mollie, the bookkeeper's CSV and the log write; made from the
 * digits, never through a floating-point division.
 */
export function decimalEuros(amount: Cents): string {
  const whole = Math.abs(amount);
  const sign = amount < 0 ? "-" : "";
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

export interface MoneyFormat {
  /**
   * Whole euros, no cents: "€1,499", "€ 1.499" (the pages' fees). Only for an
   * amount in whole euros: one with cents is refused rather than rounded.
   */
  wholeEuros?: boolean;
}

/**
 * How an amount is written for a person in a locale; formatMoney
 * (./format-money.ts) calls it with the language's locale. An island, handed
 * the locale as a prop, calls it directly and so ships no language table.
 */
export function formatMoneyInLocale(
  amount: Cents,
  locale: string,
  { wholeEuros = false }: MoneyFormat = {},
): string {
  if (wholeEuros && !isWholeEuros(amount)) {
    throw new RangeError(`${amount} cents are not whole euros`);
  }
  const digits = wholeEuros ? 0 : 2;
  // Made once per locale and format: a formatter costs far more than a format (a statement's
  // upload writes thousands of amounts into the log).
  const key = `${locale} ${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  // amount / 100 is the double nearest the decimal amount, so rounding it to two
  // decimals (Intl rounds the exact value of the double) gives back the cents.
  return formatter.format(amount / 100);
}

const formatters = new Map<string, Intl.NumberFormat>();
