import type { enCertificates } from "./en-certificates.server.ts";

/** De woorden van een bewijs van deelname (zie en-certificates.server.ts; review 2, punt 18). */
export const nlCertificates: typeof enCertificates = {
  certificate: {
    pdf: {
      heading: "Bewijs van deelname",
      title: "Bewijs van deelname: {name}",
      kind: "Bewijs van deelname",
      statement: "Hierbij verklaren wij dat",
      tookPart: "heeft deelgenomen aan de training",
      partly: "heeft deelgenomen aan een deel van de training",
      labels: {
        dates: "Data",
        hours: "Uren",
        courseHours: "Uren van de hele training",
        trainer: "Docent",
        issuedBy: "Uitgegeven door",
        code: "Controlecode",
      },
      hours: "{hours} uur",
      verify: "Iedereen kan dit bewijs van deelname controleren op {url}",
      pageCount: "Pagina {page} van {pages}",
    },
    page: {
      title: "Bewijs van deelname",
      valid: "Dit bewijs van deelname is uitgegeven door {company} en is niet ingetrokken.",
      labels: { name: "Naam", course: "Training", dates: "Data", attendance: "Deelname" },
      attendance: { whole: "de hele training", partly: "een deel van de training" },
      notFound: {
        title: "Bewijs van deelname niet gevonden",
        text: "Er is geen geldig bewijs van deelname met deze code. Controleer de code op het bewijs letter voor letter; een bewijs dat we hebben ingetrokken, tonen we ook niet.",
      },
      unavailable: {
        title: "Probeer het later opnieuw",
        text: "We kunnen bewijzen van deelname nu even niet controleren. Probeer het over een paar minuten opnieuw.",
      },
    },
    mail: {
      subject: "Je bewijs van deelname: {course}",
      greeting: "Beste {name},",
      intro:
        "Bedankt voor je deelname aan {course} ({dates}). Je bewijs van deelname zit als pdf in de bijlage.",
      verify:
        "Iedereen aan wie je het laat zien (bijvoorbeeld je werkgever) kan het met de code controleren op {url}",
      file: "bewijs-van-deelname-{code}.pdf",
      evaluation:
        "Hoe vond je de training? Laat het ons in twee minuten weten: {url} (de link werkt één keer, {days} dagen lang). Als je toestemming geeft, mogen we je opmerking met je voornaam en bedrijf op de pagina van de training zetten.",
      booker: {
        subject: "Bewijs van deelname van {name}: {course}",
        greeting: "Hallo,",
        intro:
          "We sturen je het bewijs van deelname van {name} voor {course} ({dates}), omdat we geen eigen e-mailadres van {name} hebben. Stuur het gerust door.",
        verify:
          "Iedereen aan wie het wordt getoond (bijvoorbeeld een werkgever), kan het met de code controleren op {url}",
        noEvaluation:
          "Deelnemers zonder eigen e-mailadres kunnen de training niet evalueren: de link naar de evaluatie sturen we alleen naar het eigen e-mailadres van een deelnemer.",
      },
    },
  },
  evaluation: {
    title: "Hoe vond je {course}?",
    intro:
      "Bedankt voor je deelname. Met je antwoorden maken we de training beter en helpen we anderen kiezen. Je kunt het formulier één keer versturen.",
    scale: "1 is slecht, 5 is uitstekend.",
    questions: { overall: "Algemeen", trainer: "De docent", content: "De inhoud" },
    recommend: "Zou je deze training aanraden?",
    yes: "Ja",
    no: "Nee",
    comment: "Opmerking (niet verplicht)",
    publish:
      "Mijn opmerking mag op de pagina van de training worden geplaatst, met mijn voornaam en bedrijf: {who}",
    withdrawal:
      "Je kunt deze toestemming altijd intrekken met een e-mail aan {privacyEmail}; we halen je opmerking dan binnen 7 dagen van de site. Meer in onze {privacyLink}.",
    privacyLink: "privacyverklaring",
    send: "Versturen",
    refused: {
      title: "Controleer je antwoorden",
      text: "Er is niets opgeslagen. Deze vragen zijn niet (goed) beantwoord: {fields}.",
    },
    fieldNames: {
      overall: "Algemeen",
      trainer: "De docent",
      content: "De inhoud",
      recommend: "Zou je deze training aanraden?",
      comment: "Opmerking (maximaal 2.000 tekens)",
    },
    stored: {
      title: "Bedankt",
      text: "Je evaluatie is opgeslagen. Alleen deelnemers die we als aanwezig hebben geregistreerd, kunnen een training beoordelen, via een link naar hun eigen e-mailadres.",
    },
    used: {
      title: "Al verstuurd",
      text: "Je hebt deze evaluatie al verstuurd; je antwoorden kunnen niet meer worden gewijzigd.",
    },
    closed: {
      title: "Deze link werkt niet meer",
      text: "Deze evaluatie kan niet meer worden verstuurd: alleen een deelnemer met een geldig bewijs van deelname kan een training beoordelen, via een link naar zijn of haar eigen e-mailadres. Er is niets opgeslagen.",
    },
    expired: {
      title: "Deze link is verlopen",
      text: "De tijd om deze evaluatie te versturen is voorbij. Er is niets opgeslagen.",
    },
    unknown: {
      title: "Evaluatie niet gevonden",
      text: "We kennen deze link niet. Controleer of je de hele link uit de e-mail hebt geopend.",
    },
    forbidden: {
      title: "Niet verstuurd",
      text: "Dit formulier kan alleen vanaf onze eigen site worden verstuurd. Er is niets opgeslagen.",
    },
    unavailable: {
      title: "Probeer het later opnieuw",
      text: "We kunnen evaluaties nu even niet opslaan. Probeer het over een paar minuten opnieuw.",
    },
  },
};
