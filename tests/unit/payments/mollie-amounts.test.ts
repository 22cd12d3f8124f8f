import { describe, expect, it } from "vitest";
import { centsOf, toMollieAmount } from "#server/payments/mollie-amounts.ts";
import type { Cents } from "#src/money/money.ts";

describe("amounts between whole cents and Mollie's euros", () => {
  it("write cents as euros with two decimals", () => {
    expect(toMollieAmount(181500 as Cents)).toEqual({ currency: "EUR", value: "1815.00" });
    expect(toMollieAmount(1 as Cents)).toEqual({ currency: "EUR", value: "0.01" });
    expect(toMollieAmount(10 as Cents)).toEqual({ currency: "EUR", value: "0.10" });
    expect(toMollieAmount(0 as Cents)).toEqual({ currency: "EUR", value: "0.00" });
    expect(toMollieAmount(123456789012 as Cents)).toEqual({
      currency: "EUR",
      value: "1234567890.12",
    });
  });

  it("come back exactly as they went, for every amount up to € 10,000 and beyond floats' reach", () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 1_000_000; cents++) {
      if (centsOf(toMollieAmount(cents as Cents)) !== cents) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
    // 0.1 + 0.2 style sums never enter: 1.15 euro is 115 cents, not 114.99999.
    expect(centsOf({ currency: "EUR", value: "1.15" })).toBe(115);
    expect(centsOf({ currency: "EUR", value: "4.35" })).toBe(435);
    expect(centsOf({ currency: "EUR", value: "-1815.00" })).toBe(-181500);
    expect(centsOf(undefined)).toBe(0);
  });

  it("refuse what is not a whole number of cents in euros", () => {
    for (const cents of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => toMollieAmount(cents as Cents), String(cents)).toThrow(/whole, non-negative/);
    }
    for (const amount of [
      { currency: "EUR", value: "18.5" },
      { currency: "EUR", value: "1815" },
      { currency: "EUR", value: "1e3.00" },
      { currency: "EUR", value: "1,815.00" },
      { currency: "USD", value: "1815.00" },
    ]) {
      expect(() => centsOf(amount), amount.value).toThrow(/not an amount in euros/);
    }
  });
});
