import { writeFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { CertificateFacts } from "#server/after-course/certificate-document.tsx";
import { renderCertificatePdf } from "#server/after-course/render-certificate-pdf.ts";
import { identityFromContent } from "#server/mail/sign-off.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";

/** A label as the PDF prints it (upper case) and as its text comes back (without spaces). */
const printed = (label: string) => label.toUpperCase().replace(/\s+/g, "");

/**
 * A certificate of participation read back as text, as an employer reads it:
 * who, which course, its dates and hours, the trainer where known, who issued
 * it (our name from content/company.yml), and the code and address to check
 * it, in the participant's language.
 */
const certificate: CertificateFacts = {
  code: "Zm9vYmFyYmF6cXV4cXV1eDEy",
  language: "en",
  name: "Ada Lovelace",
  courseTitle: "Docker in practice",
  firstDay: "2027-03-01",
  lastDay: "2027-03-03",
  hours: 24,
  trainer: "Grace Hopper",
  attendance: "present",
  issuedAt: "2027-03-04T00:05:00.000Z",
};
const url = (path: string) => `https://www.example.com${path}/${certificate.code}`;

async function textOf(facts: CertificateFacts, verifyUrl: string, file?: string) {
  const bytes = await renderCertificatePdf(facts, identityFromContent(facts.language), verifyUrl);
  if (file) await writeFile(file, bytes);
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  // Letter-spaced labels come back letter by letter: compared without spaces.
  return text.replace(/\s+/g, "");
}

describe("a certificate's PDF", () => {
  it("in English: the participant, the course, its dates and hours, the trainer, us, the code", async () => {
    const text = await textOf(certificate, url("/certificates"), process.env.CERTIFICATE_PDF_EN);
    for (const expected of [
      "Ada Lovelace",
      "took part in the course",
      "Docker in practice",
      "1–3 March 2027",
      "24 hours",
      "Grace Hopper",
      identityFromContent("en").legalName,
      certificate.code,
      url("/certificates"),
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ""));
    }
    expect(text).toContain(printed(dictionaries.en.certificate.pdf.labels.hours));
    expect(text).not.toContain(printed(dictionaries.en.certificate.pdf.labels.courseHours));
  }, 60_000);

  it("in Dutch, and partly present says so; without a trainer, none is named", async () => {
    const text = await textOf(
      {
        ...certificate,
        language: "nl",
        attendance: "partly",
        trainer: null,
        courseTitle: "Docker in de praktijk",
      },
      url("/nl/certificaten"),
      process.env.CERTIFICATE_PDF_NL,
    );
    for (const expected of [
      "BEWIJS VAN DEELNAME",
      "heeft deelgenomen aan een deel van de training",
      "Docker in de praktijk",
      "1–3 maart 2027",
      "24 uur",
      "CONTROLECODE",
      url("/nl/certificaten"),
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ""));
    }
    expect(text).not.toContain("DOCENT");
    // Part of the course: its hours are labelled as the whole course's (review 3, M12).
    expect(text).toContain(printed(dictionaries.nl.certificate.pdf.labels.courseHours));
  }, 60_000);
});
