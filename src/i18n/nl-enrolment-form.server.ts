import type { enEnrolmentForm } from "./en-enrolment-form.server.ts";

/** The form on the Netlify build: every choice a request without obligation (en-enrolment-form.server.ts). */
export const nlEnrolmentRequestOnly = {
  intro:
    "Kies de training en de uitvoering, en vertel ons wie deelneemt en wie betaalt. Hier verstuur je elke keuze als vrijblijvende aanvraag: we reageren per e-mail, en voor een uitvoering met data bevestigen we je plaats met de prijs en de trainingsvoorwaarden. Tot dan is er niets besteld.",
  note: "Dit is een vrijblijvende aanvraag: er is niets besteld en je betaalt niets. Voor een uitvoering met data bevestigen we je plaats per e-mail, met de prijs en de trainingsvoorwaarden.",
};

/** The enrolment form's words in Dutch: the keys of en-enrolment-form.server.ts. */
export const nlEnrolmentForm: typeof enEnrolmentForm = {
  title: "Inschrijven voor een training",
  intro:
    "Kies de training en de uitvoering, en vertel ons wie deelneemt en wie betaalt. We bevestigen je inschrijving per e-mail; na die bevestiging is ze definitief.",
  labels: {
    choice: "Training en uitvoering",
    participant: "Jij, die inschrijft",
    participants: "Aantal deelnemers",
    participantName: "Naam van deelnemer {position}",
    participantEmail: "E-mailadres van deelnemer {position} (optioneel)",
    street: "Straat en huisnummer",
    postalCode: "Postcode",
    city: "Plaats",
    country: "Land",
    invoiceEmail: "E-mailadres voor facturen",
    vatId: "Btw-id",
    buyer: "Je schrijft je in als",
    company: "Bedrijfsnaam",
    po: "Inkoopordernummer",
    remarks: "Opmerkingen",
  },
  optional: "optioneel",
  participantsHeading: "Deelnemers",
  participantsHint:
    "Vul de naam in van iedereen die deelneemt, ook die van jezelf als je zelf meedoet. Het e-mailadres van een deelnemer is optioneel: zonder adres gaan de e-mails voor die deelnemer naar jou. De link om de training te evalueren sturen we alleen naar het eigen adres van een deelnemer (het jouwe, als je zelf meedoet).",
  participantRowsNoScript: "Eén regel per deelnemer; laat de regels die je niet nodig hebt leeg.",
  addressHeading: "Adres voor de factuur",
  invoiceEmailHint: "zonder dit adres sturen we facturen naar jouw e-mailadres",
  participantProblem: "Deelnemer {position}: {message}",
  choiceGroupNone: "Kies een training en een uitvoering",
  runNone: "nog geen datum",
  runInCompany: "incompany",
  buyers: { business: "Bedrijf", private: "Particulier" },
  expressWhen: "alleen als je je als particulier inschrijft voor een uitvoering met vaste data",
  terms: { before: "Ik ga akkoord met de ", link: "trainingsvoorwaarden", after: "" },
  fee: "Prijs per deelnemer: {fee}",
  feeOnRequest: "Prijs op aanvraag",
  total: {
    one: "Totaal voor {count} deelnemer: {amounts}",
    other: "Totaal voor {count} deelnemers: {amounts}",
  },
  totalRule:
    "Totaalbedrag: de prijs per deelnemer incl. btw (staat bij elke training hierboven) × het aantal deelnemers.",
  submit: {
    idle: "Inschrijven met betalingsverplichting",
    submitting: "Bezig met versturen…",
    sent: "Verstuurd",
  },
  request: {
    idle: "Vrijblijvend aanvragen",
    submitting: "Bezig met versturen…",
    sent: "Verstuurd",
    note: "“Nog geen datum” en incompany zijn een vrijblijvende aanvraag: we nemen contact met je op over data (bij incompany met een offerte). Je bestelt niets en betaalt niets, tot je je inschrijft voor een uitvoering of onze offerte aanneemt.",
    whichButton:
      "Voor een uitvoering met data schrijf je je in met betalingsverplichting; voor “nog geen datum” of incompany vraag je vrijblijvend aan.",
    thanks:
      "Bedankt! We hebben je aanvraag voor {course} ({run}) ontvangen en nemen contact met je op. Dit is geen bestelling: je betaalt niets.",
  },
  sent: "Bedankt! We hebben je inschrijving voor {course} ({run}) ontvangen en bevestigen die per e-mail.",
  messages: {
    choiceRequired: "Kies een training en een uitvoering",
    buyerRequired: "Geef aan of je je inschrijft als bedrijf of als particulier",
    companyRequired: "Vul de bedrijfsnaam in",
    companyTooLong: "De bedrijfsnaam mag maximaal 100 tekens bevatten",
    companyOneLine: "Gebruik één regel voor de bedrijfsnaam",
    invoiceRequired: "Vul het e-mailadres of postadres voor de factuur in",
    invoiceTooLong: "Het e-mailadres of postadres voor de factuur mag maximaal 300 tekens bevatten",
    addressRequired: "Vul je adres voor de factuur in",
    addressTooLong: "Je adres mag maximaal 300 tekens bevatten",
    poTooLong: "Het inkoopordernummer mag maximaal 50 tekens bevatten",
    poOneLine: "Gebruik één regel voor het inkoopordernummer",
    participantsInvalid: "Vul het aantal deelnemers in (een heel getal, minimaal 1)",
    participantsTooMany: "Zoveel deelnemers passen niet in deze training; kies een kleiner aantal",
    participantsNone: "Vul de naam van minstens één deelnemer in",
    participantsMismatch:
      "Het aantal deelnemers klopt niet met de namen: vul voor elke deelnemer een naam in, of pas het aantal aan",
    participantEmailTwice:
      "Twee deelnemers hebben hetzelfde e-mailadres; geef ieder een eigen adres, of laat het leeg",
    streetRequired: "Vul de straat en het huisnummer in",
    streetTooLong: "Straat en huisnummer mogen maximaal 100 tekens bevatten",
    addressOneLine: "Gebruik één regel per onderdeel van het adres",
    postalCodeRequired: "Vul de postcode in",
    postalCodeDutch:
      "Een Nederlandse postcode bestaat uit vier cijfers en twee letters, zoals 5504 DJ",
    postalCodeInvalid: "Dit lijkt geen postcode",
    cityRequired: "Vul de plaats in",
    cityTooLong: "De plaatsnaam mag maximaal 60 tekens bevatten",
    countryRequired: "Kies het land",
    invoiceEmailInvalid: "Vul een geldig e-mailadres voor facturen in, of laat het leeg",
    vatIdCountry:
      "Een btw-id begint met de letters van het EU-land, zoals NL, BE of DE (EL voor Griekenland)",
    vatIdNorthernIreland:
      "Een btw-id dat met XI begint (Noord-Ierland) geldt alleen voor goederen; geef een ander btw-id van je bedrijf, of laat het leeg",
    vatIdPattern:
      "Dit btw-id heeft niet de vorm die het land gebruikt (een Nederlands btw-id ziet eruit als NL123456789B01)",
    requestForDatedRun:
      "Vrijblijvend aanvragen kan voor “nog geen datum” of incompany; voor een uitvoering met data gebruik je “Inschrijven met betalingsverplichting”",
    remarksTooLong: "Je opmerkingen mogen maximaal 1000 tekens bevatten",
    remarksHiddenCharacters:
      "Je opmerkingen bevatten onzichtbare stuur- of tekstrichtingstekens; verwijder die",
    termsRequired: "Ga akkoord met de trainingsvoorwaarden om je in te schrijven",
  },
};
