import type { Company } from "#src/content/company.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { useShellWords } from "./page-context.tsx";

/**
 * Who runs the site, as Dutch law asks every business site to say: the
 * registered name with its registered office (BW 2:186, on order forms too:
 * the enrolment form is on the contact page), the Chamber of Commerce (KvK)
 * number and the VAT identification number. In the footer of every page and
 * on the contact page.
 */
export function LegalIdentity({
  company,
}: {
  company: Pick<Company, "legalName" | "registeredOffice" | "chamberOfCommerceNumber" | "vatId">;
}) {
  const ui = useShellWords().legal;
  return (
    <span data-legal-identity="">
      {company.legalName}, {fill(ui.registeredOffice, { name: company.registeredOffice })} ·{" "}
      {ui.chamberOfCommerce} {company.chamberOfCommerceNumber} · {ui.vat} {company.vatId}
    </span>
  );
}
