import type { enQuotes } from "./en-quotes.server.ts";

/** De woorden van een offerte (zie en-quotes.server.ts). */
export const nlQuotes: typeof enQuotes = {
  quote: {
    heading: "Offerte",
    title: "Offerte {number}",
    titleVersion: "Offerte {number}, versie {version}",
    facts: {
      number: "Offertenummer",
      version: "Versie",
      date: "Datum",
      validUntil: "Geldig tot en met",
      reference: "Je kenmerk",
    },
    from: "Van",
    to: "Voor",
    attention: "T.a.v. {name}",
    vatId: "Btw-id",
    kvk: "KvK",
    registration: "Registratienummer",
    columns: {
      description: "Omschrijving",
      quantity: "Aantal",
      unitPrice: "Prijs per eenheid excl. btw",
      vat: "Btw",
      amount: "Bedrag excl. btw",
    },
    kinds: { training: "Training", consulting: "Advies" },
    units: {
      day: { one: "{count} dag", other: "{count} dagen" },
      "half-day": { one: "{count} dagdeel", other: "{count} dagdelen" },
      hour: { one: "{count} uur", other: "{count} uur" },
      participant: { one: "{count} deelnemer", other: "{count} deelnemers" },
      fixed: { one: "vaste prijs", other: "{count} × vaste prijs" },
    },
    perUnit: {
      day: "per dag",
      "half-day": "per dagdeel",
      hour: "per uur",
      participant: "per deelnemer",
      fixed: "vast",
    },
    asWorked:
      "Nacalculatie: maandelijks gefactureerd naar werkelijk gewerkte tijd, tot deze hoeveelheid",
    lineVat: { E: "vrijgesteld", AE: "verlegd", O: "geen" },
    totals: {
      exclVat: "Totaal excl. btw",
      vat: "Btw {rate} over {base}",
      exempt: "Vrijgesteld van btw: {base}",
      reverseCharge: "Btw verlegd: {base}",
      outsideScope: "Geen Nederlandse btw (buiten de heffing): {base}",
      inclVat: "Totaal incl. btw",
    },
    notes: {
      exempt:
        "De trainingsregels zijn vrijgesteld van btw (art. 11 lid 1 sub o Wet OB): beroepsopleiding door een bij het CRKBO geregistreerde instelling.",
      reverseCharge:
        "Btw verlegd: de afnemer draagt de btw af (art. 196 Btw-richtlijn 2006/112/EG). Btw-id afnemer: {vatId}.",
      outsideScope:
        "Diensten aan een ondernemer die buiten de EU is gevestigd, worden verricht waar die is gevestigd (art. 44 Btw-richtlijn 2006/112/EG): geen Nederlandse btw. Registratienummer afnemer: {registration}.",
    },
    invoicing: {
      heading: "Facturering",
      whole: "We factureren het hele bedrag zodra je deze offerte aanvaardt.",
      asWorkedOnly:
        "Regels op nacalculatie factureren we maandelijks voor de dagen of uren die die maand zijn gewerkt, tot de geoffreerde hoeveelheid.",
      milestones: "We factureren in deze termijnen (bedragen excl. btw; btw zoals hierboven):",
      due: { acceptance: "bij aanvaarding", date: "op {date}", delivery: "bij oplevering" },
    },
    terms: {
      heading: "Voorwaarden",
      intro: "Op deze offerte zijn van toepassing:",
      item: "onze {title}, versie {version}, voor de regels {kind}: {url}",
      kinds: { courseTerms: "training", serviceTerms: "advies" },
    },
    accept: {
      heading: "Zo aanvaard je",
      text: "Aanvaard of weiger deze offerte online via de link in de e-mail waarmee ze kwam, tot en met {date}. Wie aanvaardt, bevestigt dat hij of zij dat namens {company} mag. Vragen: {email}.",
    },
    pageCount: "Pagina {page} van {pages}",
    file: "offerte-{number}-v{version}.pdf",
    link: {
      intro: "Van {seller} voor {company}, geldig tot en met {date}.",
      pdf: "Download de offerte (pdf)",
      acceptHeading: "Deze offerte aanvaarden",
      name: "Je naam",
      role: "Je functie",
      roleHint: "bijvoorbeeld: directeur, hoofd ICT",
      confirm: "Ik bevestig dat ik deze offerte namens {company} mag aanvaarden.",
      acceptButton: "Offerte aanvaarden",
      acceptNote:
        "Met je aanvaarding wordt deze offerte een overeenkomst tussen {company} en {seller}, onder de voorwaarden hierboven. We leggen je naam, functie, de datum en het tijdstip, de versie en een vingerafdruk (SHA-256) van de pdf vast, en mailen je de offerte zoals aanvaard.",
      declineHeading: "Of weiger haar",
      reason: "Reden (niet verplicht)",
      declineButton: "Offerte weigeren",
      problems: {
        heading: "Er is niets vastgelegd: kijk de gemarkeerde velden hieronder na.",
        name: "Vul je naam in.",
        role: "Vul je functie in.",
        tooLong: "Hooguit {max} tekens.",
        oneLine: "Gebruik één regel.",
        confirm: "Bevestig dat je namens {company} mag aanvaarden.",
      },
      replaced: {
        title: "Deze versie is vervangen",
        text: "Versie {version} van offerte {number} is op {date} vervangen door een nieuwere versie, die we per e-mail hebben gestuurd. Deze versie kan niet meer worden aanvaard; gebruik de link in de nieuwere e-mail.",
      },
      expired: {
        title: "Deze offerte is verlopen",
        text: "Offerte {number} was geldig tot en met {date} en kan niet meer worden aanvaard. Vraag ons om een nieuwe via {email}.",
      },
      accepted: {
        title: "Offerte aanvaard",
        text: "Offerte {number}, versie {version}, is op {at} aanvaard door {name} ({role}).",
      },
      declined: {
        title: "Offerte geweigerd",
        text: "Offerte {number} is op {at} geweigerd.",
      },
      recordedAccept: {
        title: "Dank je wel: de offerte is aanvaard",
        text: "We hebben je aanvaarding vastgelegd en je de offerte zoals aanvaard per e-mail gestuurd. We nemen contact met je op over de volgende stappen.",
      },
      recordedDecline: {
        title: "De offerte is geweigerd",
        text: "Dank je wel voor je bericht. We hebben je antwoord doorgegeven.",
      },
      notRecorded: "Je antwoord is niet vastgelegd: op deze offerte was al geantwoord.",
      unknown: {
        title: "Offerte niet gevonden",
        text: "Deze link leidt niet naar een offerte. Gebruik de link in onze e-mail precies zoals hij is.",
      },
      forbidden: {
        title: "Niet vanaf hier",
        text: "Op een offerte kun je alleen op haar eigen pagina antwoorden. Open de link in onze e-mail en antwoord daar.",
      },
      unavailable: {
        title: "Probeer het later opnieuw",
        text: "We kunnen offertes nu niet tonen of vastleggen. Probeer het over een paar minuten opnieuw.",
      },
    },
    mail: {
      subject: {
        quote: "Offerte {number}: {company}",
        revised: "Offerte {number}, versie {version}: {company}",
        reminder: "Herinnering: offerte {number} is geldig tot en met {date}",
        accepted: "Offerte {number} aanvaard",
      },
      greeting: "Beste {name},",
      quote:
        "Bijgaand onze offerte {number} voor {company}: {total} incl. btw ({exclVat} excl. btw), geldig tot en met {date}.",
      revised:
        "Dit is versie {version} van de offerte; ze vervangt de eerdere versie, die niet meer kan worden aanvaard.",
      link: "Lees haar, en aanvaard of weiger haar, op deze pagina: {link}",
      acceptHow:
        "Om te aanvaarden vul je daar je naam en functie in en bevestig je dat je namens {company} mag aanvaarden.",
      terms:
        "De voorwaarden die van toepassing zijn, staan hieronder; elk staat ook op haar adres:",
      reminder:
        "Een herinnering: onze offerte {number} voor {company} ({total} incl. btw) is geldig tot en met {date}. Je kunt haar tot dan aanvaarden of weigeren op deze pagina: {link}",
      accepted:
        "Dank je wel: je hebt onze offerte {number} voor {company} aanvaard. Bijgaand de offerte precies zoals je haar hebt aanvaard; we nemen contact met je op over de volgende stappen.",
      acceptance: "Wat we hebben vastgelegd:",
      acceptedBy: "Aanvaard door: {name}, {role}",
      acceptedAt: "Datum en tijd: {at}",
      acceptedVersion: "Offerte: {number}, versie {version}",
      acceptedSha: "SHA-256 van de pdf: {sha256}",
    },
  },
};
