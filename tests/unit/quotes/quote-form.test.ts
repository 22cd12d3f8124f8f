import { describe, expect, it } from "vitest";
import { checkQuoteForm, type QuoteFormValues, readQuoteForm } from "#server/quotes/quote-form.ts";
import { testFormValues } from "#tests/support/quote-samples.ts";

/**
 * The back office's quote form: every field checked with a message for the
 * owner, under the field's name; what was typed is never lost (the values go
 * back to the page as they were).
 */
const today = "2027-01-15";
const check = (overrides: Partial<QuoteFormValues>) =>
  checkQuoteForm(testFormValues(overrides), today);
const problemsOf = (overrides: Partial<QuoteFormValues>) => {
  const result = check(overrides);
  return "problems" in result ? result.problems : {};
};
const line = (overrides: Partial<QuoteFormValues["lines"][number]>) => [
  { ...testFormValues().lines[0], ...overrides } as QuoteFormValues["lines"][number],
];

describe("the quote form", () => {
  it("makes a draft of a valid form, normalised: postal code, VAT ID, quantities in hundredths, prices in cents", () => {
    const result = check({ lines: line({ quantity: "2,5", price: "1250,50" }) });
    expect("draft" in result && result.draft).toMatchObject({
      buyer: { address: { postalCode: "5611 AB" }, vatId: "NL987654321B01" },
      lines: [{ quantityHundredths: 250, unitPriceExclVat: 125_050 }],
    });
  });

  it("refuses a negative, an absurd, a thousands-separated and an empty price, saying why", () => {
    expect(problemsOf({ lines: line({ price: "-100" }) })["line-0-price"]).toMatch(/negative/);
    expect(problemsOf({ lines: line({ price: "2500000" }) })["line-0-price"]).toMatch(
      /At most €250,000 a unit: check for an extra zero/,
    );
    expect(problemsOf({ lines: line({ price: "1.250,00" }) })["line-0-price"]).toMatch(
      /without thousands separators/,
    );
    expect(problemsOf({ lines: line({ price: "" }) })["line-0-price"]).toMatch(/Give the price/);
  });

  it("refuses a quote whose lines come to more than a million or to nothing", () => {
    const many = Array.from({ length: 5 }, () => line({ quantity: "1000", price: "250" })[0]);
    expect(problemsOf({ lines: many as QuoteFormValues["lines"] }).lines).toMatch(
      /a quote is at most €1,000,000.00/,
    );
    expect(problemsOf({ lines: line({ price: "0" }) }).lines).toMatch(/comes to nothing/);
  });

  it("takes decimals for days and hours only, and at most two", () => {
    expect(problemsOf({ lines: line({ unit: "participant", quantity: "2.5" }) })).toHaveProperty(
      "line-0-quantity",
      "Participants and a fixed price are counted whole.",
    );
    expect(problemsOf({ lines: line({ quantity: "2.555" }) })["line-0-quantity"]).toMatch(
      /at most two decimals/,
    );
    expect(problemsOf({ lines: line({ quantity: "0" }) })["line-0-quantity"]).toMatch(
      /more than 0/,
    );
    expect(problemsOf({ lines: line({ quantity: "20000" }) })["line-0-quantity"]).toMatch(
      /At most 10,000/,
    );
  });

  it("invoices only days, half days and hours as worked", () => {
    expect(
      problemsOf({ lines: line({ unit: "fixed", quantity: "1", isInvoicedAsWorked: true }) }),
    ).toHaveProperty("line-0-asWorked");
    expect(problemsOf({ lines: line({ unit: "hour", isInvoicedAsWorked: true }) })).toEqual({});
  });

  it("asks an EU business abroad for its VAT ID, of its own country", () => {
    expect(problemsOf({ country: "BE", postalCode: "1000", vatId: "" }).vatId).toMatch(
      /needs its VAT ID/,
    );
    expect(problemsOf({ country: "BE", postalCode: "1000", vatId: "BE0123456789" })).toEqual({});
  });

  it("asks a business outside the EU for its registration number, and no EU VAT ID", () => {
    const swiss = { country: "CH", postalCode: "8001", vatId: "" };
    expect(problemsOf(swiss).registrationNumber).toMatch(/Give the business registration number/);
    expect(problemsOf({ ...swiss, registrationNumber: "CHE-123.456.789" })).toEqual({});
    expect(
      problemsOf({ ...swiss, registrationNumber: "x", vatId: "NL987654321B01" }).vatId,
    ).toMatch(/has no EU VAT ID/);
  });

  it("checks the address, the e-mail addresses and the validity date", () => {
    const problems = problemsOf({
      street: "",
      postalCode: "1234",
      contactEmail: "not an address",
      invoiceEmail: "nor@this",
      validUntil: "2027-01-14",
    });
    expect(Object.keys(problems).sort()).toEqual(
      ["contactEmail", "invoiceEmail", "postalCode", "street", "validUntil"].sort(),
    );
    expect(problemsOf({ validUntil: "2028-02-01" }).validUntil).toMatch(/at most 365 days/);
  });

  it("wants milestones to add up to 100 % or to the scheduled lines' total, all of one kind", () => {
    const milestone = (share: string, shareKind = "percent", due = "acceptance") => ({
      description: "Deel",
      shareKind,
      share,
      due,
      date: "",
    });
    expect(
      problemsOf({ milestones: [milestone("30"), milestone("60", "percent", "delivery")] })
        .milestones,
    ).toBe("The milestones add up to 90 %: they must add up to 100 %.");
    expect(problemsOf({ milestones: [milestone("30"), milestone("70")] })).toEqual({});
    expect(
      problemsOf({ milestones: [milestone("1000", "amount"), milestone("2750", "amount")] }),
    ).toEqual({});
    expect(
      problemsOf({ milestones: [milestone("1000", "amount"), milestone("2000", "amount")] })
        .milestones,
    ).toMatch(/add up to €3,000.00: they must add up to €3,750.00/);
    expect(
      problemsOf({ milestones: [milestone("30"), milestone("2000", "amount")] })[
        "milestone-1-shareKind"
      ],
    ).toMatch(/every one as an amount/);
    expect(
      problemsOf({ milestones: [{ ...milestone("100"), due: "date", date: "2027-01-01" }] })[
        "milestone-0-date"
      ],
    ).toMatch(/in the past/);
  });

  it("reads the posted rows, leaving out the empty ones", () => {
    const fields = new Map([
      ["company", "X B.V."],
      ["line-0-description", "A"],
      ["line-0-quantity", "1"],
      ["line-1-description", ""],
      ["line-2-description", "C"],
      ["line-2-asWorked", "on"],
      ["milestone-0-share", "100"],
    ]);
    const values = readQuoteForm(fields);
    expect(values.company).toBe("X B.V.");
    expect(values.lines.map((row) => [row.description, row.isInvoicedAsWorked])).toEqual([
      ["A", false],
      ["C", true],
    ]);
    expect(values.milestones).toHaveLength(1);
  });
});
