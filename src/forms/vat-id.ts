/**
 * A buyer's VAT identification number, checked for its form only: the
 * country prefix and the pattern each EU member state uses (as the EU's VIES
 * service lists them). Whether the number is actually registered only VIES
 * can say, over the network: the server asks it before an invoice is reverse
 * charged (server/invoices/vies-client.ts). A number that passes here "looks
 * valid", enough for the form. Pure, so the enrolment form can use it in the
 * browser as well as the server.
 */
export type VatIdProblem = "empty" | "country" | "northern-ireland" | "pattern";

export type VatIdCheck =
  | {
      isValid: true;
      /** Upper case, without spaces, dots or dashes: "NL123456789B01". */
      vatId: string;
      /** The member state as an address writes it: "GR" for an "EL…" number. */
      countryCode: string;
    }
  | { isValid: false; problem: VatIdProblem; reason: string };

/** Each member state's prefix, the pattern of what follows it, and an example of that form. */
const memberStates: Record<string, { pattern: RegExp; example: string }> = {
  AT: { pattern: /^U\d{8}$/, example: "ATU12345678" },
  BE: { pattern: /^[01]\d{9}$/, example: "BE0123456789" },
  BG: { pattern: /^\d{9,10}$/, example: "BG123456789" },
  CY: { pattern: /^\d{8}[A-Z]$/, example: "CY12345678X" },
  CZ: { pattern: /^\d{8,10}$/, example: "CZ12345678" },
  DE: { pattern: /^\d{9}$/, example: "DE123456789" },
  DK: { pattern: /^\d{8}$/, example: "DK12345678" },
  EE: { pattern: /^\d{9}$/, example: "EE123456789" },
  EL: { pattern: /^\d{9}$/, example: "EL123456789" },
  ES: { pattern: /^[0-9A-Z]\d{7}[0-9A-Z]$/, example: "ESX1234567X" },
  FI: { pattern: /^\d{8}$/, example: "FI12345678" },
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: "FRXX123456789" },
  HR: { pattern: /^\d{11}$/, example: "HR12345678901" },
  HU: { pattern: /^\d{8}$/, example: "HU12345678" },
  IE: { pattern: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, example: "IE1234567WA" },
  IT: { pattern: /^\d{11}$/, example: "IT12345678901" },
  LT: { pattern: /^(?:\d{9}|\d{12})$/, example: "LT123456789" },
  LU: { pattern: /^\d{8}$/, example: "LU12345678" },
  LV: { pattern: /^\d{11}$/, example: "LV12345678901" },
  MT: { pattern: /^\d{8}$/, example: "MT12345678" },
  NL: { pattern: /^\d{9}B\d{2}$/, example: "NL123456789B01" },
  PL: { pattern: /^\d{10}$/, example: "PL1234567890" },
  PT: { pattern: /^\d{9}$/, example: "PT123456789" },
  RO: { pattern: /^\d{2,10}$/, example: "RO1234567890" },
  SE: { pattern: /^\d{10}01$/, example: "SE123456789001" },
  SI: { pattern: /^\d{8}$/, example: "SI12345678" },
  SK: { pattern: /^\d{10}$/, example: "SK1234567890" },
};

/** Greece writes EL before its VAT numbers and GR in addresses (ISO 3166). */
const addressCountry = (prefix: string) => (prefix === "EL" ? "GR" : prefix);

/** The member states, by the two letters an address uses. */
export const euCountryCodes: readonly string[] = Object.keys(memberStates).map(addressCountry);

export function isEuCountry(countryCode: string): boolean {
  return euCountryCodes.includes(countryCode.toUpperCase());
}

/** "nl 1234.56.789.b01" → "NL123456789B01". */
export function normaliseVatId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-_/]/g, "");
}

export function checkVatId(value: string): VatIdCheck {
  const vatId = normaliseVatId(value);
  if (vatId === "") return { isValid: false, problem: "empty", reason: "no VAT ID was given" };
  const prefix = vatId.slice(0, 2);
  const rest = vatId.slice(2);
  if (prefix === "XI") {
    return {
      isValid: false,
      problem: "northern-ireland",
      reason: `${vatId}: an XI number (Northern Ireland) counts for goods only, not for a service such as a course`,
    };
  }
  const state = memberStates[prefix];
  if (!state) {
    return {
      isValid: false,
      problem: "country",
      reason: `${vatId}: does not start with the prefix of an EU member state (such as NL, BE, DE; EL for Greece)`,
    };
  }
  if (!state.pattern.test(rest)) {
    return {
      isValid: false,
      problem: "pattern",
      reason: `${vatId}: not the form of a VAT ID from ${prefix} (such as ${state.example})`,
    };
  }
  return { isValid: true, vatId, countryCode: addressCountry(prefix) };
}
