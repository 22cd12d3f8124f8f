import type { CompanyIdentity } from "#src/content/company-identity.ts";

/** Who we are in the mails' sign-off, for tests that write mails without a build: content/company.yml's stand-ins. */
export const testIdentity: CompanyIdentity = {
  name: "Veldhoven IT Consultancy",
  legalName: "Veldhoven IT Consultancy B.V.",
  registeredOffice: "Veldhoven",
  address: "Voorbeeldstraat 1, 5500 AA Veldhoven, The Netherlands",
  phone: "+31 40 000 0000",
  email: "info@example.com",
  kvk: "00000000",
  vatId: "NL000000000B01",
};
