import type { Dictionary } from "./dictionary.ts";
import { nlRuns } from "./nl-runs.server.ts";
import { nlOffers } from "./nl-offers.server.ts";
import { nlMail } from "./nl-mail.server.ts";
import { nlEnrolmentForm, nlEnrolmentRequestOnly } from "./nl-enrolment-form.server.ts";
import { nlInvoice } from "./nl-invoice.server.ts";
import { nlReminders } from "./nl-reminders.server.ts";
import { nlPay } from "./nl-pay.server.ts";
import { nlCertificates } from "./nl-certificates.server.ts";
import { nlParticipants } from "./nl-participants.server.ts";
import { nlBuyerChanges } from "./nl-buyer-changes.server.ts";
import { nlWithdrawal } from "./nl-withdrawal.server.ts";
import { nlQuotes } from "./nl-quotes.server.ts";

/** Every interface word of the site in Dutch: the keys of en.server.ts, each translated. */
export const nl: Dictionary = {
  ...nlRuns,
  ...nlOffers,
  shell: {
    skipToContent: "Naar de inhoud",
    menu: {
      label: "Hoofdmenu",
      services: "Diensten",
      training: "Trainingen",
      toggle: "Menu",
      allServices: "Alle diensten",
      familyOverview: "{title}: overzicht",
    },
    footer: {
      contactUs: "Neem contact op",
      contact: "Contact",
      rights: "Alle rechten voorbehouden.",
      privacy: "Privacy",
      courseTerms: "Trainingsvoorwaarden",
      serviceTerms: "Dienstverleningsvoorwaarden",
      /** The EU withdrawal function's label, in the law's words (art. 11a Directive 2011/83/EU). */
      withdraw: "Overeenkomst hier herroepen",
    },
    legal: {
      chamberOfCommerce: "KvK",
      vat: "btw-id",
      registeredOffice: "statutair gevestigd te {name}",
    },
    breadcrumbs: { label: "Kruimelpad", home: "Home" },
    links: {
      learnMore: "Meer informatie",
      viewCourse: "Bekijk training",
      viewCourses: "Bekijk trainingen",
      viewDetails: "Bekijk details",
      familyTraining: "{title}",
    },
    contactCta: {
      title: "Klaar om je volgende stap te bespreken?",
      text: "Vertel ons waar je staat en waar je naartoe wilt. Het eerste adviesgesprek is gratis.",
    },
    courseCount: { one: "{count} training", other: "{count} trainingen" },
    course: {
      overview: "Over deze training",
      modules: "Modules",
      benefits: "Belangrijkste voordelen",
      getStarted: "Aan de slag",
      fee: "Prijs",
      onRequest: "Data en prijs op aanvraag",
      onRequestText: "Vertel ons over je team, dan sturen we je de eerstvolgende data en de prijs.",
      included: "Inbegrepen",
      enrol: "Inschrijven",
      askDatesAndFee: "Vraag naar data en prijs",
      terms: "Op je inschrijving zijn onze {link} van toepassing.",
      termsLink: "trainingsvoorwaarden",
    },
    service: {
      related: "Gerelateerde diensten",
      explore: "Ontdek {name}",
      interested: "Interesse in {name}?",
      level: "Niveau",
    },
    hub: {
      eyebrow: "Trainingen",
      groups: "{title} per onderwerp",
      ctaTitle: "{title} voor je hele team?",
      ctaText: "We geven elke training ook incompany, afgestemd op je team en je tools.",
      ctaLabel: "Vraag naar een incompanytraining",
    },
    home: {
      learnMore: "Meer informatie",
      learnMoreSubject: " over onze diensten",
      contactUs: "Neem contact op",
    },
    thanks: { services: "Onze diensten", training: "Trainingen", home: "Home" },
    notFound: { backHome: "Naar de homepage" },
    error: {
      title: "Er ging iets mis",
      text: "Probeer het opnieuw, of ga terug naar de {link}.",
      homeLink: "homepage",
    },
  },
  finder: {
    title: "Zoek een training",
    text: {
      family: "Vakgebied",
      mode: "Lesvorm",
      language: "Taal",
      maxDays: "Maximaal aantal dagen",
      maxFee: "Maximale prijs (€)",
      soon: "Start in de komende drie maanden",
      sort: "Sorteren op",
      any: "Alle",
      sortByDate: "Eerstvolgende datum",
      sortByFee: "Prijs",
      modes: { classroom: "Klassikaal", online: "Online", "in-company": "Incompany" },
      languages: { en: "Engels", nl: "Nederlands" },
      count: { one: "{count} training", other: "{count} trainingen" },
      none: "Geen trainingen gevonden met deze filters. Pas de filters aan, of vraag ons naar een incompanytraining.",
      enrol: "Inschrijven",
      guaranteed: "Startgarantie",
    },
  },
  course: {
    runs: {
      title: "Geplande data",
      guaranteed: "Startgarantie",
      notYetGuaranteed: "Nog geen startgarantie · besluit uiterlijk {date}",
      decisionPending: "Nog geen startgarantie · besluit volgt",
      enrol: "Inschrijven",
      addToCalendar: "Zet in je agenda",
      noRuns:
        "We plannen data op aanvraag. Laat ons weten wanneer het je uitkomt, dan plannen we een uitvoering in, of we geven de training incompany voor je team.",
      askDates: "Vraag naar data",
      askInCompany: "Vraag naar een incompanytraining",
    },
    modes: { classroom: "Klassikaal", online: "Online", "in-company": "Incompany" },
    taughtIn: { en: "Voertaal Engels", nl: "Voertaal Nederlands" },
    pageTitle: "Training {title}",
    factLabels: {
      days: "Duur",
      hours: "Uren",
      certificate: "Je ontvangt",
      attendees: "Groepsgrootte",
    },
    maxAttendees: "Maximaal {count} deelnemers",
    rating: {
      heading: "Wat deelnemers zeggen",
      summary: "{average} van de 5, op basis van {count} evaluaties",
      verified:
        "Alleen deelnemers die we als aanwezig hebben geregistreerd, kunnen een training beoordelen, via een link naar hun eigen e-mailadres.",
      howLink: "Zo controleren we dat",
      how: "Na de training krijgt iedere deelnemer die we op de presentielijst als aanwezig hebben geregistreerd (deels aanwezig: alleen als wij daartoe besluiten) een bewijs van deelname per e-mail. Alleen een deelnemer die ons een eigen e-mailadres gaf, of die zichzelf inschreef, krijgt daarbij een link naar de evaluatie, die één keer werkt; niemand anders kan er een versturen. Het gemiddelde is van alle evaluaties die via zo'n link zijn verstuurd, zonder selectie; alleen de evaluatie bij een bewijs van deelname dat we hebben ingetrokken, telt niet meer mee.",
      comments:
        "De opmerkingen hierboven zijn de nieuwste (hooguit {max}) waarvan de schrijver toestemming gaf om ze te tonen, met voornaam en bedrijf.",
    },
  },
  terms: { version: "Versie van deze voorwaarden: {version}" },
  enrolled: { course: "Training", run: "Uitvoering" },
  form: {
    allRequired: "Alle velden zijn verplicht.",
    labels: { name: "Naam", email: "E-mailadres", phone: "Telefoonnummer", message: "Bericht" },
    honeypotLabel: "Laat dit veld leeg",
    submit: { idle: "Verstuur bericht", submitting: "Bezig met versturen…", sent: "Verstuurd" },
    sent: "Bedankt voor je bericht! We nemen snel contact met je op.",
    failed: "Versturen is mislukt. Probeer het later opnieuw.",
    courseTerms: {
      before: "Voor inschrijving op een training gelden onze ",
      link: "trainingsvoorwaarden",
      after: ".",
    },
    messages: {
      nameRequired: "Vul je naam in",
      nameTooShort: "Je naam moet minimaal 2 tekens bevatten",
      nameTooLong: "Je naam mag maximaal 50 tekens bevatten",
      nameHiddenCharacters:
        "Je naam bevat onzichtbare stuur- of tekstrichtingstekens; typ hem opnieuw",
      emailRequired: "Vul je e-mailadres in",
      emailInvalid: "Vul een geldig e-mailadres in",
      emailTooLong: "Je e-mailadres mag maximaal 50 tekens bevatten",
      phoneRequired: "Vul je telefoonnummer in",
      phoneInvalid: "Vul een geldig telefoonnummer in",
      phoneTooShort: "Je telefoonnummer is te kort",
      phoneTooLong: "Je telefoonnummer is te lang",
      messageRequired: "Vul je bericht in",
      messageTooShort: "Je bericht moet minimaal 10 tekens bevatten",
      messageTooLong: "Je bericht mag maximaal 1000 tekens bevatten",
      messageHiddenCharacters:
        "Je bericht bevat onzichtbare stuur- of tekstrichtingstekens; haal ze weg",
    },
    enrolment: nlEnrolmentForm,
  },
  format: {
    // "uur" is both: "1 uur", "24 uur".
    days: { one: "{count} dag", other: "{count} dagen" },
    hours: { one: "{count} uur", other: "{count} uur" },
    vat: {
      excl: "excl. btw",
      incl: "incl. btw",
      exempt: "vrijgesteld van btw",
      inclRate: "incl. {rate}% btw",
    },
    onRequest: "Data en prijs op aanvraag",
    nextDate: "Volgende datum: {date}",
    runModes: { classroom: "klassikaal", online: "online", "in-company": "incompany" },
  },
  enquiry: {
    withFacts:
      "Ik wil me graag inschrijven voor {title} ({facts}). Stuur me de eerstvolgende data.",
    onRequest:
      "Ik wil me graag inschrijven voor {title} (data en prijs op aanvraag). Stuur me de eerstvolgende data en de prijs.",
    run: "Ik wil me graag inschrijven voor {title} op {dates} ({where}). Bevestig je mijn plaats?",
    inCompany:
      "We willen {title} graag als incompanytraining voor ons team. Stuur ons een voorstel met mogelijke data.",
    taughtIn: { en: "in het Engels", nl: "in het Nederlands" },
  },
  courseData: {
    unnamedPlace: { classroom: "Nog bekend te maken", "in-company": "Bij jou op locatie" },
  },
  responses: {
    backToForm:
      "Ga met de terugknop van je browser terug naar het formulier (wat je hebt ingevuld, staat er dan nog), of {link}.",
    contactForm: { again: "open het contactformulier opnieuw", open: "Naar het contactformulier" },
    enrolmentForm: { again: "open het inschrijfformulier opnieuw" },
    invalid: {
      contact: { title: "Controleer je bericht", text: "We konden je bericht nog niet versturen:" },
      enrolment: {
        title: "Controleer je inschrijving",
        text: "We konden je inschrijving nog niet versturen:",
      },
    },
    tooLarge: {
      title: "Je bericht is te lang",
      text: "Het formulier dat je stuurde is te groot om te verwerken (een bericht mag maximaal 1000 tekens bevatten).",
    },
    unsupported: {
      title: "Formuliergegevens niet ondersteund",
      text: "We kunnen het formulier alleen verwerken als standaard webformulier (application/x-www-form-urlencoded, UTF-8).",
    },
    malformed: {
      title: "We konden je bericht niet lezen",
      text: "De formuliergegevens kwamen beschadigd aan, of in een codering die we niet kunnen lezen.",
    },
    unknownForm: {
      title: "Onbekend formulier",
      text: "Dit formulier kennen we niet. Gebruik het {contact} of het {enrolment}.",
      contact: "contactformulier",
      enrolment: "inschrijfformulier",
    },
    tooMany: {
      title: "Te veel berichten",
      text: "Je hebt in korte tijd meerdere berichten gestuurd. Wacht {wait} en probeer het dan opnieuw.",
      wait: { one: "een seconde", other: "{count} seconden" },
    },
    notStored: {
      contact: {
        title: "Je bericht is niet verstuurd",
        text: "Er ging bij ons iets mis en we konden je bericht niet opslaan. Probeer het over een paar minuten opnieuw.",
      },
      enrolment: {
        title: "Je inschrijving is niet verstuurd",
        text: "Er ging bij ons iets mis en we konden je inschrijving niet opslaan. Probeer het over een paar minuten opnieuw.",
      },
    },
    methodNotAllowed: {
      title: "Methode niet toegestaan",
      text: "Op dit adres kun je alleen een pagina bekijken. {link}.",
    },
    notFound: {
      title: "Pagina niet gevonden",
      text: "Op dit adres staat geen pagina. {link}.",
    },
    homeLink: "Ga naar de homepage",
  },
  mail: nlMail,
  invoice: nlInvoice,
  /** Payment reminders and the 14-day notice (nl-reminders.server.ts). */
  reminder: nlReminders,
  pay: nlPay,
  ...nlCertificates,
  ...nlParticipants,
  ...nlBuyerChanges,
  ...nlWithdrawal,
  enrolmentRequestOnly: nlEnrolmentRequestOnly,
  ...nlQuotes,
};
