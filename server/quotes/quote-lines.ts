import { type Cents, cents, scaleCents } from "#src/money/money.ts";
import type { ServiceKind } from "#server/invoices/place-of-supply.ts";

/**
 * A quote's lines (issue 45): what is supplied (training or consulting), in
 * which unit, how many and at what price excl. VAT. Quantities may have
 * decimals (2.5 days, 7.75 hours): they are kept as whole hundredths, so a
 * line's amount is one multiplication and one rounding to the cent, half up.
 */
export const lineKinds = ["training", "consulting"] as const satisfies readonly ServiceKind[];
export type LineKind = (typeof lineKinds)[number];

export const lineUnits = ["day", "half-day", "hour", "participant", "fixed"] as const;
export type LineUnit = (typeof lineUnits)[number];

/** Units of time: only these lines can be invoiced as worked, and have decimals. */
export const timeUnits: readonly LineUnit[] = ["day", "half-day", "hour"];

/**
 * Each unit as an invoice's UBL will state it (point 4 of issue 45, invoices
 * from quotes): its UN/ECE Recommendation 20 code and how many of that code's
 * unit one of ours is (a half day is half a DAY; a participant or a fixed price
 * is one piece, C62).
 */
export const unitCodes: Record<LineUnit, { code: "DAY" | "HUR" | "C62"; per: number }> = {
  day: { code: "DAY", per: 1 },
  "half-day": { code: "DAY", per: 0.5 },
  hour: { code: "HUR", per: 1 },
  participant: { code: "C62", per: 1 },
  fixed: { code: "C62", per: 1 },
};

export interface QuoteLine {
  kind: LineKind;
  description: string;
  unit: LineUnit;
  /** Hundredths of the unit: 250 is 2.5 days. */
  quantityHundredths: number;
  unitPriceExclVat: Cents;
  /**
   * Days or hours invoiced monthly as worked, up to the quantity quoted, rather
   * than at acceptance or by the milestones (point 4). Time units only.
   */
  isInvoicedAsWorked: boolean;
}

/**
 * What a quote may hold. The amounts stop a typing slip (an extra zero, a
 * price in cents typed as euros) before a buyer sees it: they are above any
 * engagement a consultancy of this size quotes, and keep every sum far inside
 * exact integer arithmetic (€ 250,000 × 10,000 units in cents is 2.5 × 10^13).
 * A price of nothing is allowed (an intake offered free); a negative one is
 * not: a discount is a lower price, never a line of its own.
 */
export const quoteLimits = {
  lines: 30,
  milestones: 10,
  description: 300,
  /** Units on one line. */
  quantity: 10_000,
  unitPrice: cents(250_000_00),
  /** The whole quote, excl. VAT. */
  total: cents(1_000_000_00),
  /** Days from the quote's date to the last day it is valid. */
  validityDays: 365,
} as const;

/** A line's amount excl. VAT: the unit price times the quantity, rounded once to the cent. */
export function lineAmount(
  line: Pick<QuoteLine, "unitPriceExclVat" | "quantityHundredths">,
): Cents {
  return scaleCents(line.unitPriceExclVat, line.quantityHundredths, 100);
}

/** "2.5", "7.75", "3": a quantity as digits, the decimal point as `separator`. */
export function quantityText(hundredths: number, separator = "."): string {
  const whole = Math.floor(hundredths / 100);
  const part = hundredths % 100;
  if (part === 0) return String(whole);
  const decimals = String(part).padStart(2, "0").replace(/0$/, "");
  return `${whole}${separator}${decimals}`;
}

export type Parsed<T> = { value: T } | { problem: string };

/**
 * A quantity as typed: digits with a point or a comma and at most two
 * decimals, above nothing and at most the limit; whole for participants and a
 * fixed price.
 */
export function parseQuantity(typed: string, unit: LineUnit): Parsed<number> {
  const text = typed.trim();
  if (text === "") return { problem: "Give the quantity." };
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) {
    return { problem: "Write the quantity as a number, at most two decimals: 3, 2.5 or 7,75." };
  }
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (hundredths <= 0) return { problem: "The quantity must be more than 0." };
  if (hundredths > quoteLimits.quantity * 100) {
    return { problem: `At most ${quoteLimits.quantity.toLocaleString("en-GB")} on one line.` };
  }
  if (!timeUnits.includes(unit) && hundredths % 100 !== 0) {
    return { problem: "Participants and a fixed price are counted whole." };
  }
  return { value: hundredths };
}

/**
 * A price in euros as typed: digits with a point or a comma and at most two
 * decimals, no thousands separators ("1.250" would be ambiguous: one euro
 * twenty-five, or twelve hundred and fifty), a euro sign allowed. Never below
 * nothing, never above the limit.
 */
export function parsePrice(typed: string): Parsed<Cents> {
  const text = typed.trim().replace(/^€\s*/, "");
  if (text === "") return { problem: "Give the price excl. VAT, in euros." };
  if (/^-/.test(text))
    return { problem: "A price cannot be negative: give a lower price instead." };
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) {
    return {
      problem: "Write the price in euros without thousands separators: 1250, 1250.50 or 1250,50.",
    };
  }
  const amount = cents(Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")));
  if (amount > quoteLimits.unitPrice) {
    return {
      problem: `At most €${(quoteLimits.unitPrice / 100).toLocaleString("en-GB")} a unit: check for an extra zero.`,
    };
  }
  return { value: amount };
}

/** "1250.00" for a price field's value: what `parsePrice` reads back. */
export function priceText(amount: Cents): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, "0")}`;
}
