import * as z from "zod";
import { hasAtMostTwoDecimals } from "#src/money/money.ts";
import { line, list, wholeNumber } from "./fields.ts";

/** The company's own details: content/company.yml. */
const office = z.strictObject({
  label: line({ label: "Name of the office" }),
  street: line({ label: "Street and number" }),
  postalCode: line({ label: "Postal code", i18n: "none" }),
  city: line({ label: "City" }),
  country: line({ label: "Country" }),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: "expected a two-letter country code such as NL" })
    .meta({ label: "Country code", hint: "Two capital letters, e.g. NL.", i18n: "none" }),
});

/** ISO 13616: two letters, two check digits, the account; the whole mod 97 is 1. */
function isIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const digits = (value.slice(4) + value.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

function processor(label: string) {
  return z
    .strictObject({
      name: line({ label: "Name", i18n: "none" }),
      country: line({ label: "Country where it processes the data" }),
    })
    .meta({ label });
}

export const companySchema = z.strictObject({
  name: line({ label: "Brand name", i18n: "none" }),
  legalName: line({ label: "Registered legal name", i18n: "none" }),
  // A B.V. names its seat beside its name on order forms and letters (BW 2:186).
  registeredOffice: line({
    label: "Registered office",
    hint: "The town of the statutory seat (statutaire zetel), as in the articles of association, e.g. Veldhoven.",
    i18n: "none",
  }),
  tagline: line({ label: "Tagline", hint: "Shown in the footer." }),
  siteUrl: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, {
      error: "expected an origin such as https://www.example.com (no path)",
    })
    .meta({
      label: "Site address",
      hint: "The public origin, e.g. https://www.example.com; SITE_URL at build time overrides it.",
      i18n: "none",
    }),
  chamberOfCommerceNumber: z
    .string()
    .regex(/^\d{8}$/, { error: "expected the 8-digit KvK number" })
    .meta({
      label: "KvK number",
      hint: "Chamber of Commerce (Kamer van Koophandel), 8 digits.",
      i18n: "none",
    }),
  vatId: z
    .string()
    .regex(/^NL\d{9}B\d{2}$/, {
      error: "expected a Dutch VAT identification number such as NL123456789B01",
    })
    .meta({
      label: "VAT identification number",
      hint: "Btw-identificatienummer, e.g. NL123456789B01.",
      i18n: "none",
    }),
  vat: z
    .strictObject({
      basis: z
        .enum(["exclusive", "inclusive", "exempt"], {
          error: "expected exclusive, inclusive or exempt",
        })
        .meta({
          label: "Fees are",
          hint: "exclusive: VAT is added (shown with the amount incl. VAT); inclusive: VAT is included; exempt: no VAT, because we are registered with CRKBO as a training provider (invoices then say: exempt under art. 11 lid 1 sub o Wet OB). Not exempt unless you are registered.",
          i18n: "none",
        }),
      rate: z
        .number({ error: "expected a VAT rate in percent, e.g. 21" })
        .min(0, { error: "expected a VAT rate in percent, e.g. 21" })
        .max(100, { error: "expected a VAT rate in percent, e.g. 21" })
        // Amounts are reckoned in cents with the rate in hundredths (src/money/money.ts).
        .refine(hasAtMostTwoDecimals, {
          error: "expected a VAT rate in percent with at most two decimals, e.g. 21 or 5.5",
        })
        .meta({ label: "VAT rate (%)", hint: "21 in the Netherlands.", i18n: "none" }),
      emphasis: z
        .enum(["equal", "inclusive"], { error: "expected equal or inclusive" })
        .optional()
        .meta({
          label: "Prices shown",
          hint: "With fees exclusive of VAT: equal (both amounts the same size, the default) or inclusive (the amount incl. VAT first and large). The amount incl. VAT is never the smaller one: private buyers must see the total price.",
          i18n: "none",
        }),
    })
    .meta({ label: "VAT on course fees" }),
  // What every invoice needs besides the facts above (server/invoices/). Optional in the
  // schema so that a company file without it still builds; an invoice is refused without it.
  invoicing: z
    .strictObject({
      iban: z
        .string()
        .refine(isIban, {
          error: "expected an IBAN such as NL91ABNA0417164300 (capitals and digits, no spaces)",
        })
        .meta({
          label: "IBAN",
          hint: "The account buyers pay into, printed on every invoice with the invoice number as the payment reference. Capitals and digits, no spaces.",
          i18n: "none",
        }),
      bic: z
        .string()
        .regex(/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, {
          error: "expected a BIC of 8 or 11 characters, such as ABNANL2A",
        })
        .optional()
        .meta({
          label: "BIC",
          hint: "Optional: the bank's code (8 or 11 characters), for buyers paying from outside the euro payments area.",
          i18n: "none",
        }),
      numberPrefix: z
        .string()
        .regex(/^[A-Z]{0,4}$/, { error: "expected up to 4 capital letters, or nothing" })
        .optional()
        .meta({
          label: "Invoice number prefix",
          hint: "Optional: up to 4 capitals before every invoice number (T2027-0001), a series of its own beside invoices you number elsewhere. Leave it once invoices have been issued.",
          i18n: "none",
        }),
    })
    .optional()
    .meta({ label: "Invoicing" }),
  foundedYear: wholeNumber({ label: "Founded (year)", unit: "years" }),
  rootsYear: wholeNumber({ label: "Roots (year)", unit: "years" }),
  rootsCountry: line({ label: "Roots (country)" }),
  speciality: line({ label: "Speciality" }),
  offices: list(office, { label: "Offices" }),
  phone: z.strictObject({
    display: line({ label: "Phone, as shown", i18n: "none" }),
    dial: z
      .string()
      .regex(/^\+\d{6,15}$/, { error: "expected + and 6 to 15 digits, for the tel: link" })
      .meta({
        label: "Phone, as dialled",
        hint: "+ and digits only, e.g. +31400000000.",
        i18n: "none",
      }),
  }),
  email: z.email({ error: "expected an e-mail address" }).meta({ label: "E-mail", i18n: "none" }),
  privacyEmail: z
    .email({ error: "expected an e-mail address" })
    .meta({ label: "E-mail for privacy questions", i18n: "none" }),
  // The privacy notice names who processes visitors' data for us, and where.
  processors: z
    .strictObject({
      hosting: processor("Hosting provider (self-hosted site)"),
      mail: processor("E-mail provider"),
    })
    .meta({
      label: "Processors",
      hint: "Named in the privacy notice with their country ({hostingProvider}, {hostingCountry}, {mailProvider}, {mailCountry}).",
    }),
  professionalNetwork: z.strictObject({
    label: line({ label: "Network name", i18n: "none" }),
    url: z.url({ error: "expected a web address" }).meta({ label: "Page address", i18n: "none" }),
  }),
  copyrightYear: wholeNumber({ label: "Copyright from (year)", unit: "years" }),
  placeholders: z.array(z.string()).optional().meta({
    label: "Still placeholders",
    hint: "Fields whose value is a stand-in; remove each once you have entered the real value.",
    i18n: "none",
  }),
});

export type CompanyContent = z.infer<typeof companySchema>;
export type Office = z.infer<typeof office>;
