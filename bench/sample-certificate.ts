import { renderCertificatePdf } from "#server/after-course/render-certificate-pdf.ts";
import { identityFromContent } from "#server/mail/sign-off.ts";

/**
 * The certificate the benches render: the `index`-th participant of a made-up
 * run, in Dutch and English by turns, as the certificate mails' outbox renders
 * it. bench:certificates times it alone; bench:invoices times it beside each
 * invoice, as the reference an invoice is measured against. Import it after
 * registerTsxLoader() (the certificate is a .tsx page).
 */
const company = identityFromContent("nl");

export function renderSampleCertificate(index: number): Promise<Uint8Array> {
  const code = Buffer.from(`certificate-${index}-of-the-bench`).toString("base64url").slice(0, 24);
  return renderCertificatePdf(
    {
      code,
      language: index % 2 === 0 ? "nl" : "en",
      name: `Deelnemer ${index} van Dijk`,
      courseTitle: "Docker in de praktijk",
      firstDay: "2027-03-01",
      lastDay: "2027-03-03",
      hours: 24,
      trainer: "Grace Hopper",
      attendance: "present",
      issuedAt: "2027-03-04T00:05:00.000Z",
    },
    company,
    `https://www.example.com/nl/certificaten/${code}`,
  );
}
