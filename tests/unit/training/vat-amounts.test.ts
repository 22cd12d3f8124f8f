import { describe, expect, it } from "vitest";
import { cents, centsFromEuros } from "#src/money/money.ts";
import { type VatSetting, vatAmounts } from "#src/training/vat-amounts.ts";

const exclusive = (rate: number): VatSetting => ({ basis: "exclusive", rate });
const inclusive = (rate: number): VatSetting => ({ basis: "inclusive", rate });

describe("a fee's amounts incl. and excl. VAT, in cents", () => {
  it("adds VAT to a fee exclusive of it, rounded to the cent", () => {
    expect(vatAmounts(centsFromEuros(1499), exclusive(21))).toEqual({
      exclVatCents: 149900,
      inclVatCents: 181379,
    });
    // 999.99 × 1.21 = 1209.9879: up to the nearest cent.
    expect(vatAmounts(cents(99999), exclusive(21)).inclVatCents).toBe(120999);
  });

  it("rounds half a cent up", () => {
    // 0.50 × 1.21 = 0.605; 1.50 × 1.21 = 1.815; 999 × 1.055 = 1053.945.
    expect(vatAmounts(cents(50), exclusive(21)).inclVatCents).toBe(61);
    expect(vatAmounts(cents(150), exclusive(21)).inclVatCents).toBe(182);
    expect(vatAmounts(centsFromEuros(999), exclusive(5.5)).inclVatCents).toBe(105395);
    // 0.49 × 1.21 = 0.5929 and 0.10 × 1.05 = 0.105 around it: down and up as they lie.
    expect(vatAmounts(cents(49), exclusive(21)).inclVatCents).toBe(59);
    expect(vatAmounts(cents(10), exclusive(5)).inclVatCents).toBe(11);
  });

  it("takes VAT out of a fee inclusive of it, rounded to the cent", () => {
    // 1499 / 1.21 = 1238.842…; 1.21 / 1.21 = 1.
    expect(vatAmounts(centsFromEuros(1499), inclusive(21))).toEqual({
      inclVatCents: 149900,
      exclVatCents: 123884,
    });
    expect(vatAmounts(cents(121), inclusive(21)).exclVatCents).toBe(100);
  });

  it("leaves an exempt fee as it is", () => {
    expect(vatAmounts(cents(149900), { basis: "exempt", rate: 21 })).toEqual({
      inclVatCents: 149900,
      exclVatCents: 149900,
    });
  });

  it("gives every whole-euro fee the amounts the euro reckoning gave before cents", () => {
    const differences: string[] = [];
    for (const rate of [21, 9, 5.5, 0]) {
      for (let fee = 1; fee <= 5_000; fee++) {
        // As src/training/vat-amounts.ts reckoned in euros before issue 42.
        const inclBefore = Math.round((Math.round(fee * (100 + rate)) / 100) * 100);
        const exclBefore = Math.round((Math.round((fee * 100 * 100) / (100 + rate)) / 100) * 100);
        const inclNow = vatAmounts(centsFromEuros(fee), exclusive(rate)).inclVatCents;
        const exclNow = vatAmounts(centsFromEuros(fee), inclusive(rate)).exclVatCents;
        if (inclNow !== inclBefore || exclNow !== exclBefore)
          differences.push(`${fee} at ${rate}%`);
      }
    }
    expect(differences).toEqual([]);
  });
});
