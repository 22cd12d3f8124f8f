import type { CompanyContent } from "#src/content/schema/company-schema.ts";

/**
 * Who we are, as every mail to a participant ends with it (server/mail/sign-off.ts):
 * the trade name, the legal name with its registered office (BW 2:186), the
 * head office's address, phone, e-mail, KvK and VAT numbers. The build writes
 * it into each release's enrolment catalogue, so the server's mails name the
 * company as the live site does.
 */
export interface CompanyIdentity {
  name: string;
  legalName: string;
  registeredOffice: string;
  /** "Voorbeeldstraat 1, 5500 AA Veldhoven, The Netherlands" */
  address: string;
  phone: string;
  email: string;
  kvk: string;
  vatId: string;
  /**
   * The privacy notice's address in the mail's language (art. 14(3)(b) AVG), added by the
   * enrolment catalogue (src/training/), which knows the site's paths; absent in releases
   * built before it, whose mails then go without the line.
   */
  privacyUrl?: string;
  /**
   * Where to write about one's data (withdrawing a consent, for one); absent in releases built
   * before it (the server then reads it from content/).
   */
  privacyEmail?: string;
}

export function companyIdentity(company: CompanyContent): CompanyIdentity {
  const [office] = company.offices;
  return {
    name: company.name,
    legalName: company.legalName,
    registeredOffice: company.registeredOffice,
    address: office
      ? `${office.street}, ${office.postalCode} ${office.city}, ${office.country}`
      : "",
    phone: company.phone.display,
    email: company.email,
    privacyEmail: company.privacyEmail,
    kvk: company.chamberOfCommerceNumber,
    vatId: company.vatId,
  };
}
