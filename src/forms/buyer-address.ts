import type { EnrolmentMessageKey } from "#src/i18n/dictionary.ts";
import { characterCount, hasLineBreak, hasVisibleCharacter } from "./contact-schema.ts";
import { euCountryCodes } from "./vat-id.ts";

/**
 * The buyer's postal address as an invoice needs it (issue 32): street and
 * number, postal code, city and a two-letter country code. One line each; a
 * Dutch postal code must be one (1234 AB), other countries' codes only look
 * like a postal code. Pure, for the browser and the server alike.
 */
export interface BuyerAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case: "NL". */
  country: string;
}

export const addressFieldNames = ["street", "postalCode", "city", "country"] as const;
export type AddressField = (typeof addressFieldNames)[number];

export const addressLimits = {
  street: { min: 2, max: 100 },
  city: { min: 2, max: 60 },
} as const;

/** The form's default: most buyers are Dutch. */
export const defaultCountry = "NL";

/**
 * The countries the form offers: the EU's member states (their VAT IDs and the
 * reverse charge are what invoicing must tell apart) and the neighbours
 * buyers come from. Others write to us.
 */
export const addressCountryCodes: readonly string[] = [
  ...new Set([...euCountryCodes, "CH", "GB", "NO", "US"]),
].sort();

// 1234 AB: no leading zero, and SA, SD and SS are never issued.
const dutchPostalCode = /^([1-9]\d{3}) ?(?!SA|SD|SS)([A-Z]{2})$/;
// Letters, digits, a space or a dash, 3 to 10 of them: what postal codes elsewhere are made of.
const otherPostalCode = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

/** "1234ab" → "1234 AB" in the Netherlands; elsewhere upper case, spaces kept. */
export function normalisePostalCode(value: string, country: string): string {
  const upper = value.trim().toUpperCase().replace(/\s+/g, " ");
  if (country !== "NL") return upper;
  const match = upper.match(dutchPostalCode);
  return match ? `${match[1]} ${match[2]}` : upper;
}

export type AddressErrors = Partial<Record<AddressField, EnrolmentMessageKey>>;

function checkLine(
  value: string,
  limits: { min: number; max: number },
  required: EnrolmentMessageKey,
  tooLong: EnrolmentMessageKey,
  oneLine: EnrolmentMessageKey,
): EnrolmentMessageKey | undefined {
  if (hasLineBreak(value)) return oneLine;
  if (!hasVisibleCharacter(value) || /\p{Cc}/u.test(value)) return required;
  if (characterCount(value) < limits.min) return required;
  if (characterCount(value) > limits.max) return tooLong;
  return undefined;
}

/** The address as posted, trimmed and normalised. */
export function buyerAddress(input: Partial<Record<AddressField, string>>): BuyerAddress {
  const country = (input.country ?? "").trim().toUpperCase() || defaultCountry;
  return {
    street: (input.street ?? "").trim(),
    postalCode: normalisePostalCode(input.postalCode ?? "", country),
    city: (input.city ?? "").trim(),
    country,
  };
}

export function validateAddress(address: BuyerAddress): AddressErrors {
  const errors: AddressErrors = {};
  const street = checkLine(
    address.street,
    addressLimits.street,
    "streetRequired",
    "streetTooLong",
    "addressOneLine",
  );
  if (street) errors.street = street;
  if (address.postalCode === "") errors.postalCode = "postalCodeRequired";
  else if (address.country === "NL") {
    if (!dutchPostalCode.test(address.postalCode)) errors.postalCode = "postalCodeDutch";
  } else if (!otherPostalCode.test(address.postalCode)) errors.postalCode = "postalCodeInvalid";
  const city = checkLine(
    address.city,
    addressLimits.city,
    "cityRequired",
    "cityTooLong",
    "addressOneLine",
  );
  if (city) errors.city = city;
  if (!addressCountryCodes.includes(address.country)) errors.country = "countryRequired";
  return errors;
}

/** The address as an invoice or a mail writes it: "Street 1, 1234 AB City, NL". */
export function addressLine(address: BuyerAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
}
