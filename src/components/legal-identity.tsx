import type { Company } from "#src/content/company.server.ts";
import { useShellWords } from "./page-context.tsx";

/**
 * Who runs the site, as Dutch law asks every business site to say: the
 * registered name, the Chamber of Commerce (KvK) number and the VAT
 * identification number. In the footer of every page and on the contact page.
 */
export function LegalIdentity({
  company,
}: {
  company: Pick<Company, "legalName" | "chamberOfCommerceNumber" | "vatId">;
}) {
  const ui = useShellWords().legal;
  return (
    <span data-legal-identity="">
      {company.legalName} · {ui.chamberOfCommerce} {company.chamberOfCommerceNumber} · {ui.vat}{" "}
      {company.vatId}
    </span>
  );
}
