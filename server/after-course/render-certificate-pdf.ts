import { createElement } from "react";
import type { CompanyIdentity } from "#src/content/company-identity.ts";
import { renderPdf } from "#server/pdf/render-pdf.ts";
import { CertificateDocument, type CertificateFacts } from "./certificate-document.tsx";

/** A certificate's PDF, from its snapshot, who we are, and the address that confirms it. */
export function renderCertificatePdf(
  certificate: CertificateFacts,
  company: CompanyIdentity,
  verifyUrl: string,
): Promise<Uint8Array> {
  return renderPdf(createElement(CertificateDocument, { certificate, company, verifyUrl }));
}
