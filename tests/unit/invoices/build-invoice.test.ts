import { describe, expect, it } from "vitest";
import {
  buildCreditNote,
  buildInvoice,
  sellerFromCompany,
} from "#server/invoices/build-invoice.ts";
import { dueDate } from "#server/invoices/due-date.ts";
import { invoiceNumber, parseInvoiceNumber } from "#server/invoices/invoice-number.ts";
import { parseInvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import { vatAmounts } from "#src/training/vat-amounts.ts";
import { centsFromEuros } from "#src/money/money.ts";
import {
  germanBuyer,
  invoiceFacts,
  issuedCreditNote,
  issuedInvoice,
  privateBuyer,
} from "#tests/support/invoice-facts.ts";

const online = {
  label: "10–12 May 2027, online",
  start: "2027-05-10",
  end: "2027-05-12",
  mode: "online" as const,
};

describe("the VAT an invoice charges (place of supply)", () => {
  it("charges Dutch VAT to a Dutch business in a classroom run", () => {
    const invoice = issuedInvoice();
    expect(invoice.vatTreatment).toEqual({ kind: "standard", rate: 21 });
    expect(invoice.totals).toEqual({ exclVat: 299800, vat: 62958, inclVat: 362758 });
    expect(invoice.vatBreakdown).toEqual([
      { category: "S", rate: 21, taxableAmount: 299800, vatAmount: 62958 },
    ]);
  });

  it("charges Dutch VAT to a foreign business in a classroom run (art. 53): admission is taxed where the course is", () => {
    const invoice = issuedInvoice({ buyer: germanBuyer });
    expect(invoice.vatTreatment).toEqual({ kind: "standard", rate: 21 });
    expect(invoice.buyer.vatId).toBe("DE123456789");
  });

  it("reverse-charges an EU business abroad with a valid-looking VAT ID in an online run or in-company (art. 44)", () => {
    for (const mode of ["online", "in-company"] as const) {
      const invoice = issuedInvoice({ buyer: germanBuyer, run: { ...online, mode } });
      expect(invoice.vatTreatment).toEqual({ kind: "reverse-charge" });
      expect(invoice.totals).toEqual({ exclVat: 299800, vat: 0, inclVat: 299800 });
      expect(invoice.vatBreakdown[0]?.category).toBe("AE");
    }
  });

  it("charges Dutch VAT online to a Dutch business, a private person, and a foreign business without a VAT ID", () => {
    expect(issuedInvoice({ run: online }).vatTreatment.kind).toBe("standard");
    expect(issuedInvoice({ run: online, buyer: privateBuyer }).vatTreatment.kind).toBe("standard");
    expect(
      issuedInvoice({ run: online, buyer: { ...germanBuyer, vatId: "" } }).vatTreatment.kind,
    ).toBe("standard");
  });

  it("puts the exemption instead of VAT for a CRKBO-registered provider, but not on a supply taxed abroad", () => {
    const exempt = { basis: "exempt" as const, rate: 0 };
    const invoice = issuedInvoice({ vat: exempt });
    expect(invoice.vatTreatment).toEqual({ kind: "exempt" });
    expect(invoice.totals).toEqual({ exclVat: 299800, vat: 0, inclVat: 299800 });
    expect(issuedInvoice({ vat: exempt, buyer: germanBuyer, run: online }).vatTreatment.kind).toBe(
      "reverse-charge",
    );
  });

  it("refuses a VAT ID that fails its check, saying why, and issues nothing", () => {
    const result = buildInvoice(invoiceFacts({ buyer: { ...germanBuyer, vatId: "DE12345" } }));
    expect(result).toEqual({
      problems: [expect.stringContaining("DE12345: not the form of a VAT ID from DE")],
    });
  });

  it("refuses an incomplete invoice address, naming what is missing", () => {
    const result = buildInvoice(
      invoiceFacts({
        buyer: { ...privateBuyer, address: { street: "Dorpsstraat 5", countryCode: "N" } },
      }),
    );
    expect(result).toEqual({
      problems: [
        "The invoice address is incomplete: postal code, city, country (two letters, such as NL).",
      ],
    });
  });
});

describe("amounts, rounded as the form, the record, the mail and the CSV round them", () => {
  it.each([
    [1499, 2, { basis: "exclusive", rate: 21 }],
    [999.99, 3, { basis: "exclusive", rate: 21 }],
    [1234.56, 7, { basis: "exclusive", rate: 21 }],
    [1499, 3, { basis: "inclusive", rate: 21 }],
    [995, 13, { basis: "inclusive", rate: 9 }],
  ] as const)("€ %s × %s (%o): the total incl. VAT is the form's", (fee, participants, vat) => {
    const invoice = issuedInvoice({
      feePerParticipant: centsFromEuros(fee),
      participants,
      vat,
      participantNames: [],
    });
    const { inclVatCents, exclVatCents } = vatAmounts(centsFromEuros(fee), vat);
    expect(invoice.totals.inclVat).toBe(inclVatCents * participants);
    expect(invoice.totals.exclVat).toBe(exclVatCents * participants);
    expect(invoice.lines[0]?.totalExclVat).toBe(
      participants * (invoice.lines[0]?.unitPriceExclVat ?? 0),
    );
  });

  it("rounds the VAT per participant, a cent off the total's rounding where the rules allow it (BR-CO-17)", () => {
    const invoice = issuedInvoice({
      feePerParticipant: centsFromEuros(999.99),
      participants: 3,
      participantNames: [],
    });
    // 3 × round(999.99 × 21 %) = 3 × 210.00; round(2999.97 × 21 %) = 629.99: within BR-CO-17's margin.
    expect(invoice.totals).toEqual({ exclVat: 299997, vat: 63000, inclVat: 362997 });
    expect(Math.round((299997 * 21) / 100)).toBe(62999);
  });
});

describe("due dates", () => {
  it.each([
    ["2027-01-15", "2027-06-01", "2027-02-14"],
    ["2027-01-31", "2027-06-01", "2027-03-02"],
    ["2028-02-10", "2028-06-01", "2028-03-11"],
    ["2027-12-15", "2028-03-01", "2028-01-14"],
    ["2027-01-15", "2027-02-01", "2027-01-31"],
    ["2027-03-01", "2027-03-01", "2027-03-01"],
    ["2027-03-01", "2027-03-02", "2027-03-01"],
  ])("issued %s for a course starting %s: due %s", (issued, start, due) => {
    expect(dueDate(issued, start)).toBe(due);
  });

  it("gives a credit note none", () => {
    expect(issuedCreditNote(issuedInvoice()).dueDate).toBeUndefined();
  });
});

describe("credit notes", () => {
  it("credit all of an invoice, refer to it, and bring the balance to nothing", () => {
    const invoice = issuedInvoice();
    const credit = issuedCreditNote(invoice);
    expect(credit).toMatchObject({
      kind: "credit-note",
      number: "2027-0002",
      refersTo: { number: "2027-0001", issueDate: "2027-01-15" },
    });
    expect(invoice.totals.inclVat - credit.totals.inclVat).toBe(0);
  });

  it("credit part of a group at the invoice's own amounts, never today's fee", () => {
    const invoice = issuedInvoice({
      feePerParticipant: centsFromEuros(999.99),
      participants: 3,
      participantNames: [],
    });
    const credit = issuedCreditNote(invoice, { quantity: 1 });
    expect(credit.lines[0]).toMatchObject({ quantity: 1, unitPriceExclVat: 99999, vat: 21000 });
    expect(invoice.totals.inclVat - credit.totals.inclVat).toBe(2 * 120999);
  });

  it("refuse more participants than the invoice has, and a credit note of a credit note", () => {
    const invoice = issuedInvoice();
    expect(
      buildCreditNote(invoice, { number: "x", issueDate: "2027-02-01", quantity: 3 }),
    ).toHaveProperty("problems");
    expect(
      buildCreditNote(issuedCreditNote(invoice), { number: "x", issueDate: "2027-02-01" }),
    ).toHaveProperty("problems");
  });
});

describe("a stored snapshot", () => {
  it("reads back as it was written, and a damaged one is refused with the field", () => {
    const invoice = issuedInvoice();
    expect(parseInvoiceSnapshot(JSON.parse(JSON.stringify(invoice)))).toEqual(invoice);
    expect(() =>
      parseInvoiceSnapshot({ ...invoice, totals: { ...invoice.totals, vat: 1.5 } }),
    ).toThrow(/^Not an invoice snapshot: totals\.vat: /);
  });
});

describe("invoice numbers", () => {
  it("are one series a year, with an optional prefix", () => {
    expect(invoiceNumber(2027, 1)).toBe("2027-0001");
    expect(invoiceNumber(2027, 12345, "T")).toBe("T2027-12345");
    expect(parseInvoiceNumber("T2027-0012")).toEqual({ prefix: "T", year: 2027, sequence: 12 });
    expect(parseInvoiceNumber("2027-12")).toBeUndefined();
  });
});

describe("our details", () => {
  it("come from the company file; without an IBAN no invoice can be made", () => {
    const company = {
      name: "N",
      legalName: "N B.V.",
      chamberOfCommerceNumber: "12345678",
      vatId: "NL123456789B01",
      email: "a@example.com",
      phone: { display: "+31 1", dial: "+311" },
      offices: [
        {
          label: "",
          street: "S 1",
          postalCode: "1234 AB",
          city: "C",
          country: "NL",
          countryCode: "NL",
        },
      ],
    };
    const asContent = (extra: object) =>
      ({ ...company, ...extra }) as unknown as Parameters<typeof sellerFromCompany>[0];
    expect(sellerFromCompany(asContent({}))).toEqual({
      problems: ["content/company.yml has no invoicing.iban: an invoice says where to pay."],
    });
    expect(
      sellerFromCompany(asContent({ invoicing: { iban: "NL91ABNA0417164300" } })),
    ).toMatchObject({
      seller: { iban: "NL91ABNA0417164300", kvk: "12345678", address: { countryCode: "NL" } },
    });
  });
});
