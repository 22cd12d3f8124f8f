import { describe, expect, it } from "vitest";
import { checkVatId, isEuCountry } from "#src/forms/vat-id.ts";

describe("checkVatId", () => {
  it.each([
    ["NL123456789B01", "NL"],
    ["nl 1234.56.789.b01", "NL"],
    ["BE0123456789", "BE"],
    ["DE 123 456 789", "DE"],
    ["ATU12345678", "AT"],
    ["EL123456789", "GR"],
    ["FRXX123456789", "FR"],
    ["ESX1234567X", "ES"],
    ["IE1234567WA", "IE"],
    ["SE123456789001", "SE"],
  ])("takes %s as a VAT ID from %s", (value, country) => {
    expect(checkVatId(value)).toMatchObject({ isValid: true, countryCode: country });
  });

  it.each([
    ["", "empty", "no VAT ID was given"],
    [
      "NL123456789",
      "pattern",
      "NL123456789: not the form of a VAT ID from NL (such as NL123456789B01)",
    ],
    ["DE12345678", "pattern", "DE12345678: not the form of a VAT ID from DE (such as DE123456789)"],
    [
      "GR123456789",
      "country",
      "GR123456789: does not start with the prefix of an EU member state (such as NL, BE, DE; EL for Greece)",
    ],
    [
      "GB123456789",
      "country",
      "GB123456789: does not start with the prefix of an EU member state (such as NL, BE, DE; EL for Greece)",
    ],
    [
      "XI123456789",
      "northern-ireland",
      "XI123456789: an XI number (Northern Ireland) counts for goods only, not for a service such as a course",
    ],
  ])("refuses %j (%s) with a clear reason", (value, problem, reason) => {
    expect(checkVatId(value)).toEqual({ isValid: false, problem, reason });
  });

  it("knows the member states by their address codes", () => {
    expect(isEuCountry("GR")).toBe(true);
    expect(isEuCountry("nl")).toBe(true);
    expect(isEuCountry("GB")).toBe(false);
    expect(isEuCountry("EL")).toBe(false);
  });
});
