import type { enCertificates } from "./en-certificates.server.ts";

/** De woorden van een deelnamecertificaat (zie en-certificates.server.ts). */
export const nlCertificates: typeof enCertificates = {
  certificate: {
    pdf: {
      heading: "Certificaat",
      title: "Certificaat van deelname: {name}",
      kind: "Certificaat van deelname",
      statement: "Hierbij verklaren wij dat",
      tookPart: "heeft deelgenomen aan de training",
      partly: "heeft deelgenomen aan een deel van de training",
      labels: {
        dates: "Data",
        hours: "Uren",
        trainer: "Docent",
        issuedBy: "Uitgegeven door",
        code: "Controlecode",
      },
      hours: "{hours} uur",
      verify: "Iedereen kan dit certificaat controleren op {url}",
      pageCount: "Pagina {page} van {pages}",
    },
    page: {
      title: "Certificaat van deelname",
      valid: "{company} heeft dit certificaat van deelname uitgegeven. Het is geldig.",
      labels: { name: "Naam", course: "Training", dates: "Data" },
      notFound: {
        title: "Certificaat niet gevonden",
        text: "Geen geldig certificaat heeft deze code. Controleer de code op het certificaat letter voor letter; een certificaat dat we hebben ingetrokken, tonen we ook niet.",
      },
      unavailable: {
        title: "Probeer het later opnieuw",
        text: "We kunnen certificaten nu even niet controleren. Probeer het over een paar minuten opnieuw.",
      },
    },
    mail: {
      subject: "Je certificaat van deelname: {course}",
      greeting: "Beste {name},",
      intro:
        "Bedankt voor je deelname aan {course} ({dates}). Je certificaat van deelname zit als pdf in de bijlage.",
      verify:
        "Iedereen aan wie je het laat zien (bijvoorbeeld je werkgever) kan het met de code controleren op {url}",
      file: "certificaat-{code}.pdf",
    },
  },
};
