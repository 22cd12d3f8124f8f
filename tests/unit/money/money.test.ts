import { describe, expect, it } from "vitest";
import { languages } from "#src/i18n/languages.ts";
import {
  cents,
  centsFromEuros,
  decimalEuros,
  formatMoneyInLocale,
  percentOf,
  sumOfCents,
  timesCount,
} from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";

/** Intl writes a no-break space in "€ 1.499": compared with plain spaces. */
const spaced = (text: string) => text.replace(/\s/g, " ");

describe("an amount is a whole number of cents", () => {
  it("is made from whole cents, and refuses anything else", () => {
    expect(cents(181379)).toBe(181379);
    expect(cents(-500)).toBe(-500);
    for (const amount of [1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => cents(amount), String(amount)).toThrow(/whole number of cents/);
    }
  });

  it("is made from euros with one rounding, whatever the float did to them", () => {
    expect(centsFromEuros(1499)).toBe(149900);
    // 1813.79 × 100 is 181378.99999999997 as a double; 0.1 + 0.2 is 0.30000000000000004.
    expect(centsFromEuros(1813.79)).toBe(181379);
    expect(centsFromEuros(0.1 + 0.2)).toBe(30);
    expect(centsFromEuros(-12.3)).toBe(-1230);
    expect(() => centsFromEuros(Number.NaN)).toThrow(/not an amount in euros/);
  });

  it("adds and multiplies by whole counts only", () => {
    expect(sumOfCents([cents(1), cents(2), cents(181379)])).toBe(181382);
    expect(timesCount(cents(181379), 3)).toBe(544137);
    expect(() => timesCount(cents(100), 1.5)).toThrow(/not a count/);
  });

  it("takes a percentage rounded half up to the cent, the rate in hundredths", () => {
    expect(percentOf(cents(1), 50)).toBe(1);
    expect(percentOf(cents(3), 50)).toBe(2);
    expect(percentOf(cents(362_758), 50)).toBe(181_379);
    expect(percentOf(cents(99_900), 5.5)).toBe(5_495);
    expect(() => percentOf(cents(100), 5.555)).toThrow(/two decimals/);
  });

  it("writes euros in digits for UBL, Mollie and the CSV", () => {
    expect(decimalEuros(cents(123456))).toBe("1234.56");
    expect(decimalEuros(cents(5))).toBe("0.05");
    expect(decimalEuros(cents(0))).toBe("0.00");
    expect(decimalEuros(cents(-1230))).toBe("-12.30");
    expect(decimalEuros(cents(123456789012))).toBe("1234567890.12");
  });
});

describe("one formatter per language", () => {
  it("writes cents as each language writes euros", () => {
    expect(formatMoney(cents(181379), "en")).toBe("€1,813.79");
    expect(spaced(formatMoney(cents(181379), "nl"))).toBe("€ 1.813,79");
    expect(formatMoney(cents(5), "en")).toBe("€0.05");
    expect(spaced(formatMoney(cents(299800), "nl"))).toBe("€ 2.998,00");
  });

  it("writes a negative amount with its sign", () => {
    expect(formatMoney(cents(-500), "en")).toBe("-€5.00");
    expect(spaced(formatMoney(cents(-181379), "nl"))).toBe("€ -1.813,79");
  });

  it("writes whole euros without cents on the pages, and refuses to round cents away", () => {
    expect(formatMoney(cents(149900), "en", { wholeEuros: true })).toBe("€1,499");
    expect(spaced(formatMoney(cents(149900), "nl", { wholeEuros: true }))).toBe("€ 1.499");
    expect(() => formatMoney(cents(181379), "en", { wholeEuros: true })).toThrow(/whole euros/);
  });

  it("writes what the back office and the mails wrote before it, to the cent", () => {
    // The formatters it replaced: Intl's currency style in each language's locale (the back
    // office's "en-GB" is English's), from cents divided by 100.
    const locales = { en: "en-GB", nl: "nl-NL" } as const;
    for (const language of languages) {
      const locale = locales[language];
      const before = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
      const amounts = [-181_379, -500, -1, 0, 1, 5, 99, 100, 181_379, 299_800, 123_456_789_012];
      for (let amount = -10_000; amount <= 1_000_000; amount += 4_999) amounts.push(amount);
      for (const amount of amounts) {
        expect(formatMoney(cents(amount), language), String(amount)).toBe(
          before.format(amount / 100),
        );
      }
    }
  });

  it("writes the same in an island, given the language's locale", () => {
    expect(formatMoneyInLocale(cents(544137), "nl-NL")).toBe(formatMoney(cents(544137), "nl"));
    expect(formatMoneyInLocale(cents(544137), "en-GB")).toBe(formatMoney(cents(544137), "en"));
  });
});
