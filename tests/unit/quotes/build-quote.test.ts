import { describe, expect, it } from "vitest";
import { buildQuoteSnapshot } from "#server/quotes/build-quote.ts";
import { priceQuote } from "#server/quotes/quote-amounts.ts";
import { milestoneAmounts } from "#server/quotes/quote-milestones.ts";
import { parseQuoteNumber, quoteNumber } from "#server/quotes/quote-number.ts";
import { parseQuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import { cents } from "#src/money/money.ts";
import { testDraft, testQuoteFacts } from "#tests/support/quote-samples.ts";

/**
 * A quote's amounts and VAT per line (issue 45), and the version a draft
 * becomes when it is sent.
 */
const standard = { basis: "exclusive", rate: 21 } as const;
const crkbo = { basis: "exempt", rate: 21 } as const;
const nl = testDraft().buyer;
const abroad = {
  ...nl,
  address: { ...nl.address, country: "BE", postalCode: "1000" },
  vatId: "BE0123456789",
};
const swiss = { ...nl, address: { ...nl.address, country: "CH", postalCode: "8001" }, vatId: "" };
const priced = (buyer = nl, vat: typeof standard | typeof crkbo = standard) => {
  const result = priceQuote(testDraft().lines, buyer, vat);
  if ("problems" in result) throw new Error(result.problems.join(" "));
  return result;
};
const categories = (result: ReturnType<typeof priced>) =>
  result.lines.map((line) => `${line.kind} ${line.vatCategory} ${line.vatRate}`);

describe("a quote's VAT, line by line", () => {
  it("charges a Dutch business 21 % on consulting and training, the VAT on the category's total", () => {
    const result = priced();
    expect(categories(result)).toEqual(["consulting S 21", "training S 21"]);
    // 3 × 1,250 + 2 × 2,400 = 8,550 excl. VAT; 21 % = 1,795.50.
    expect(result.totals).toEqual({ exclVat: 855_000, vat: 179_550, inclVat: 1_034_550 });
    expect(result.vatBreakdown).toEqual([
      { category: "S", rate: 21, taxableAmount: 855_000, vatAmount: 179_550 },
    ]);
  });

  it("exempts only the training with the CRKBO setting on; consulting keeps 21 %", () => {
    const result = priced(nl, crkbo);
    expect(categories(result)).toEqual(["consulting S 21", "training E 0"]);
    expect(result.vatBreakdown).toEqual([
      { category: "S", rate: 21, taxableAmount: 375_000, vatAmount: 78_750 },
      { category: "E", rate: 0, taxableAmount: 480_000, vatAmount: 0 },
    ]);
    expect(result.totals.inclVat).toBe(855_000 + 78_750);
  });

  it("reverse-charges every line to an EU business abroad, CRKBO or not, with its VAT ID", () => {
    for (const vat of [standard, crkbo]) {
      const result = priced(abroad, vat);
      expect(categories(result)).toEqual(["consulting AE 0", "training AE 0"]);
      expect(result.buyerVatId).toBe("BE0123456789");
      expect(result.totals.vat).toBe(0);
    }
  });

  it("puts every line to a business outside the EU outside the scope (O)", () => {
    const result = priced(swiss, crkbo);
    expect(categories(result)).toEqual(["consulting O 0", "training O 0"]);
    expect(result.vatBreakdown).toEqual([
      { category: "O", rate: 0, taxableAmount: 855_000, vatAmount: 0 },
    ]);
  });

  it("rounds a line once: 7.75 hours at € 95.50 is € 740.13 (740.125, half up)", () => {
    const result = priceQuote(
      [
        {
          kind: "consulting",
          description: "Uren",
          unit: "hour",
          quantityHundredths: 775,
          unitPriceExclVat: cents(9_550),
          isInvoicedAsWorked: true,
        },
      ],
      nl,
      standard,
    );
    expect("lines" in result && result.lines[0]?.totalExclVat).toBe(74_013);
  });
});

describe("a draft sent as a version", () => {
  it("carries its number, version, parties, lines, VAT, milestones and the terms of its lines", () => {
    const draft = testDraft({
      milestones: [
        {
          description: "Bij aanvaarding",
          share: { kind: "percent", basisPoints: 33_33 },
          due: { kind: "acceptance" },
        },
        {
          description: "Bij oplevering",
          share: { kind: "percent", basisPoints: 66_67 },
          due: { kind: "delivery" },
        },
      ],
    });
    const built = buildQuoteSnapshot(draft, testQuoteFacts());
    if ("problems" in built) throw new Error(built.problems.join(" "));
    const { snapshot } = built;
    expect(snapshot).toMatchObject({ number: "Q2027-0001", version: 1, validUntil: "2027-02-14" });
    expect(snapshot.terms.map((terms) => [terms.page, terms.version, terms.url])).toEqual([
      ["courseTerms", "2026-11-27", "https://www.example.com/nl/trainingsvoorwaarden"],
      ["serviceTerms", "2026-12-01", "https://www.example.com/nl/dienstverleningsvoorwaarden"],
    ]);
    // 33.33 % of 8,550 = 2,849.72 (half up); the last takes the rest: 5,700.28.
    expect(snapshot.milestones.map((milestone) => milestone.amountExclVat)).toEqual([
      284_972, 570_028,
    ]);
    expect(parseQuoteSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
    expect(built.termsCopies.map((copy) => copy.text)).toEqual([
      "De trainingsvoorwaarden.",
      "De voorwaarden voor dienstverlening.",
    ]);
  });

  it("names only the terms its lines need", () => {
    const consultingOnly = testDraft({ lines: testDraft().lines.slice(0, 1) });
    const built = buildQuoteSnapshot(consultingOnly, testQuoteFacts());
    expect("snapshot" in built && built.snapshot.terms.map((terms) => terms.page)).toEqual([
      "serviceTerms",
    ]);
  });

  it("is refused once its validity date has passed, or with a milestone's date past", () => {
    expect(buildQuoteSnapshot(testDraft(), testQuoteFacts({ issueDate: "2027-02-15" }))).toEqual({
      problems: ["It was valid until 2027-02-14: give a new validity date first."],
    });
    const late = testDraft({
      milestones: [
        {
          description: "Start",
          share: { kind: "percent", basisPoints: 100_00 },
          due: { kind: "date", date: "2027-01-10" },
        },
      ],
    });
    expect(buildQuoteSnapshot(late, testQuoteFacts())).toMatchObject({
      problems: [expect.stringContaining("falls on a day already past")],
    });
  });

  it("shares amounts exactly: milestone amounts always add up to the scheduled lines", () => {
    const lines = testDraft().lines.map((line, index) => ({
      ...line,
      isInvoicedAsWorked: index === 0,
    }));
    const amounts = milestoneAmounts(
      [
        {
          description: "a",
          share: { kind: "percent", basisPoints: 33_33 },
          due: { kind: "acceptance" },
        },
        {
          description: "b",
          share: { kind: "percent", basisPoints: 33_33 },
          due: { kind: "delivery" },
        },
        {
          description: "c",
          share: { kind: "percent", basisPoints: 33_34 },
          due: { kind: "delivery" },
        },
      ],
      lines,
    );
    // Only the training (4,800) is scheduled: the consulting days are invoiced as worked.
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(480_000);
  });
});

describe("quote numbers", () => {
  it("are Q, the year and a sequence: never taken for an invoice number", () => {
    expect(quoteNumber(2026, 1)).toBe("Q2026-0001");
    expect(quoteNumber(2026, 12345)).toBe("Q2026-12345");
    expect(parseQuoteNumber("Q2026-0012")).toEqual({ year: 2026, sequence: 12 });
    expect(parseQuoteNumber("2026-0012")).toBeUndefined();
    expect(() => quoteNumber(2026, 0)).toThrow();
  });
});
