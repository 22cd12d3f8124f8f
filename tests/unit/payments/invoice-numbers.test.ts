import { describe, expect, it } from "vitest";
import {
  defaultInvoiceNumberFormat,
  invoiceNumberReader,
} from "#server/payments/invoice-numbers.ts";

const plain = invoiceNumberReader(defaultInvoiceNumberFormat);
const withPrefix = invoiceNumberReader({ prefix: "F", sequenceDigits: 4 });
const keys = (reader: typeof plain, text: string) =>
  reader.mentionedIn([text]).map((mention) => mention.key);

describe("invoice numbers in a transfer's description", () => {
  it("are found however the buyer spaced them", () => {
    for (const text of [
      "Factuur 2027-0001",
      "factuur nr. 2027 0001 cursus",
      "20270001",
      "inv. 2027/0001",
      "2027.0001",
      "2027_0001",
      "F2027-0001 Jansen",
      "ref:2027-0001.",
      "(2027-0001)",
    ]) {
      expect(keys(plain, text), text).toEqual(["2027-1"]);
    }
  });

  it("take the series' prefix, with or without it, in any case", () => {
    for (const text of ["F2027-0001", "f2027-0001", "F 2027-0001", "F-20270001", "2027-0001"]) {
      expect(keys(withPrefix, text), text).toEqual(["2027-1"]);
    }
    expect(withPrefix.keyOf("F2027-0001")).toBe(plain.keyOf("2027-0001"));
  });

  it("are not read from dates, longer numbers, accounts or amounts", () => {
    for (const text of [
      "cursus van 2027-03-01",
      "2027-03",
      "klantnummer 120270001",
      "2027000123",
      "NL91ABNA0417164300",
      "NL50BUNQ2025123456",
      "2027-001",
      "€ 2027,00",
      "1815.00 EUR 2027",
    ]) {
      expect(keys(plain, text), text).toEqual([]);
    }
  });

  it("name each number once, in the order written, as written", () => {
    expect(plain.mentionedIn(["2027-0005 en 2027 0006, ook 20270005"])).toEqual([
      { key: "2027-5", written: "2027-0005" },
      { key: "2027-6", written: "2027 0006" },
    ]);
  });

  it("read a counter that outgrew its digits after a hyphen", () => {
    expect(keys(plain, "2027-10000")).toEqual(["2027-10000"]);
  });

  it("refuse to index a number of ours that does not follow the format", () => {
    expect(() => plain.keyOf("INV-7")).toThrow(/does not follow the format YYYY-NNNN/);
    expect(() => invoiceNumberReader({ prefix: "", sequenceDigits: 0 })).toThrow(/1 to 8/);
  });
});
