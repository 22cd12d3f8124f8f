/**
 * The company's own details. The spec gives the founding facts; it does not give
 * the brand name, addresses, phone, e-mail or professional-network page.
 * Every value marked PLACEHOLDER must be replaced by the owner before launch;
 * `placeholderFields` lists them so the drafted-content report can show them.
 */
export interface Office {
  label: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  countryCode: string;
}

export interface Company {
  name: string;
  legalName: string;
  tagline: string;
  /** Absolute origin the site is published under: canonical links, sitemap, Open Graph. */
  siteUrl: string;
  foundedYear: number;
  rootsYear: number;
  rootsCountry: string;
  speciality: string;
  offices: [Office, Office];
  phone: { display: string; dial: string };
  email: string;
  privacyEmail: string;
  professionalNetwork: { label: string; url: string };
  copyrightYear: number;
}

export const company: Company = {
  name: "Veldhoven IT Consultancy", // PLACEHOLDER: brand name
  legalName: "Veldhoven IT Consultancy B.V.", // PLACEHOLDER: legal name as registered
  tagline: "Software modernization, testing, DevOps and agile coaching",
  // PLACEHOLDER: the production origin; the build reads SITE_URL first.
  siteUrl: "https://www.example.com",
  foundedYear: 2024,
  rootsYear: 2014,
  rootsCountry: "Egypt",
  speciality: "software modernization",
  offices: [
    {
      label: "Veldhoven office",
      street: "Voorbeeldstraat 1", // PLACEHOLDER: street and number
      postalCode: "5500 AA", // PLACEHOLDER
      city: "Veldhoven",
      country: "The Netherlands",
      countryCode: "NL",
    },
    {
      label: "Second office", // PLACEHOLDER: the spec names two offices, not where the second is
      street: "Example Street 1", // PLACEHOLDER
      postalCode: "0000", // PLACEHOLDER
      city: "Cairo", // PLACEHOLDER
      country: "Egypt", // PLACEHOLDER
      countryCode: "EG",
    },
  ],
  phone: { display: "+31 40 000 0000", dial: "+31400000000" }, // PLACEHOLDER
  email: "info@example.com", // PLACEHOLDER
  privacyEmail: "privacy@example.com", // PLACEHOLDER
  professionalNetwork: {
    label: "LinkedIn",
    url: "https://www.linkedin.com/company/example", // PLACEHOLDER
  },
  copyrightYear: 2024,
};

/** Fields above that still hold a placeholder value. */
export const placeholderFields = [
  "name",
  "legalName",
  "siteUrl",
  "offices[0].street",
  "offices[0].postalCode",
  "offices[1]",
  "phone",
  "email",
  "privacyEmail",
  "professionalNetwork.url",
] as const;
