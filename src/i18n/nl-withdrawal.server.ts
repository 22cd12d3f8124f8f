import type { enWithdrawal } from "./en-withdrawal.server.ts";

/** De woorden van de inschrijvingspagina, de herroepingsfunctie en de ontvangstbevestiging (en-withdrawal.server.ts). */
export const nlWithdrawal: typeof enWithdrawal = {
  enrolmentPage: {
    title: "Je inschrijving {number}: {course}",
    run: "Uitvoering",
    status: "Stand van zaken",
    places: {
      confirmed: "Bevestigd",
      placed: "Wacht op onze bevestiging",
      waiting: "Op de wachtlijst",
      offered: "Er is een plaats voor je vrij",
      cancelled: "Geannuleerd",
      none: "Ontvangen",
    },
    toBeNamed: "nog te noemen",
    invoicesHeading: "Facturen",
    noInvoices: "Nog geen factuur: die sturen we als we je inschrijving bevestigen.",
    invoiceLine: "{kind} {number} van {date}: {amount}, {status}",
    kinds: { invoice: "Factuur", "credit-note": "Creditnota" },
    statuses: {
      paid: "betaald",
      open: "openstaand",
      credited: "gecrediteerd",
      "credit-note": "in je voordeel",
    },
    todayHeading: "Wat je vandaag kunt doen",
    changesHeading: "Annuleren of verplaatsen",
    nothingToday: "Hier is niets meer te wijzigen. Neem contact met ons op als er iets niet klopt.",
  },
  withdrawal: {
    heading: "De overeenkomst herroepen",
    button: "Overeenkomst hier herroepen",
    confirmButton: "Herroeping bevestigen",
    consequence: {
      free: "Je inschrijving is nog niet bevestigd, dus er is nog geen overeenkomst: herroepen kost niets.",
      open: "Je kunt tot en met {until} herroepen, zonder reden. Alles wat je hebt betaald ({paid}) betalen we binnen 14 dagen terug, dus uiterlijk op {refundBy}, op dezelfde manier als waarop je hebt betaald; een factuur die je nog niet hebt betaald, crediteren we.",
      started:
        "De training is op jouw uitdrukkelijke verzoek al begonnen. Herroep je nu, dan betaal je het deel dat al is gegeven, naar verhouding van de hele training (artikel 6:230s lid 4 BW): elke trainingsdag die begon voordat je herroeping ons bereikt. Je factuur wordt dan gecrediteerd en dat deel gefactureerd, met wat je hebt betaald ({paid}) daarmee verrekend; de rest betalen we uiterlijk op {refundBy} terug.",
      unrequested:
        "De training is begonnen, maar zonder jouw uitdrukkelijke verzoek om binnen de herroepingstermijn te beginnen: herroep je nu, dan betaal je niets voor het deel dat is gegeven (artikel 6:230s lid 5 BW), en alles wat je hebt betaald ({paid}) betalen we uiterlijk op {refundBy} terug.",
    },
    ended:
      "De herroepingstermijn is op {date} afgelopen. Annuleren kan nog volgens onze trainingsvoorwaarden: zie “Annulering door jou” in de trainingsvoorwaarden.",
    termsLink: "Trainingsvoorwaarden",
    notConsumer:
      "Voor een zakelijke inschrijving geldt geen herroepingsrecht. Annuleren kan volgens onze trainingsvoorwaarden.",
    confirm: {
      title: "Herroeping bevestigen: {number}",
      intro:
        "Je herroept de overeenkomst voor {course}, {run} (inschrijving {number}). De ontvangstbevestiging gaat direct naar het e-mailadres hieronder, met de datum en de tijd waarop je herroeping ons bereikte.",
      name: "Naam",
      email: "E-mailadres voor de bevestiging",
      number: "Inschrijvingsnummer",
    },
    done: {
      withdrawn: {
        title: "Herroeping ontvangen",
        text: "We hebben je herroeping ontvangen op {date} om {time}. Je inschrijving {number} is herroepen; de ontvangstbevestiging is onderweg naar je e-mailadres.",
      },
      started: {
        title: "Herroeping ontvangen",
        text: "We hebben je herroeping ontvangen op {date} om {time}. Je inschrijving {number} is herroepen. {money} De ontvangstbevestiging, met deze bedragen, is onderweg naar je e-mailadres.",
      },
      already: {
        title: "Al herroepen",
        text: "Je herroeping bereikte ons op {date} om {time}. Eén keer herroepen is genoeg: er is verder niets gedaan.",
      },
    },
    publicForm: {
      name: "Naam",
      email: "E-mailadres voor de bevestiging",
      number: "Inschrijvingsnummer",
      numberHint: "Zoals je ontvangstbevestiging het toont, bijvoorbeeld E-123.",
      noServer:
        "Op deze kopie van de site kan het formulier niet worden verstuurd: herroep per e-mail of met het modelformulier in de trainingsvoorwaarden.",
    },
    publicPage: {
      received: {
        title: "Verklaring ontvangen",
        text: "We hebben je verklaring van herroeping ontvangen op {date} om {time} en een ontvangstbevestiging gestuurd naar het e-mailadres dat je gaf. Hoort het inschrijvingsnummer bij een inschrijving met dat adres, dan staat in die e-mail een link om te bevestigen; anders koppelen we je verklaring zelf aan je inschrijving en reageren we.",
      },
      refused: {
        title: "Controleer het formulier",
        text: "Er is niets verstuurd. {problems}",
      },
      numberProblem:
        "Geef het inschrijvingsnummer zoals je ontvangstbevestiging het toont, bijvoorbeeld E-123.",
      tooMany: {
        title: "Probeer het later nog eens",
        text: "Er kwamen zojuist te veel verklaringen van deze verbinding. Probeer het over een minuut opnieuw, of mail ons.",
      },
      back: "Terug naar het herroepingsformulier",
    },
    link: {
      title: "Herroeping bevestigen: {number}",
      intro:
        "Je verklaring van herroeping bereikte ons op {date} om {time}. Bevestig haar om de overeenkomst voor {course}, {run} (inschrijving {number}) te herroepen; het moment hierboven telt.",
    },
    messages: {
      expired: {
        title: "Deze link werkt niet meer",
        text: "De herroepingstermijn is afgelopen of de inschrijving is geannuleerd. Annuleren kan nog volgens onze trainingsvoorwaarden, of neem contact met ons op.",
      },
      unknown: {
        title: "Link niet gevonden",
        text: "We kennen deze link niet. Controleer of je de hele link uit de e-mail hebt geopend.",
      },
      forbidden: {
        title: "Niet verstuurd",
        text: "Dit formulier kan alleen vanaf onze eigen site worden verstuurd. Er is niets gedaan.",
      },
      unavailable: {
        title: "Probeer het later nog eens",
        text: "We kunnen je herroeping nu niet aannemen. Probeer het over een paar minuten opnieuw, of mail ons: een herroeping per e-mail telt ook.",
      },
      cancelled: {
        title: "Niets te herroepen",
        text: "Deze inschrijving is al geannuleerd. Neem contact met ons op als er iets niet klopt.",
      },
    },
    mail: {
      subject: "We hebben je herroeping ontvangen ({number})",
      greeting: "Beste {name},",
      received: "We hebben je herroeping ontvangen op {date} om {time}.",
      contract: "Je herroept de overeenkomst voor {course}, {run} (inschrijving {number}).",
      withdrawn:
        "We betalen alles wat je hebt betaald ({paid}) binnen 14 dagen terug, dus uiterlijk op {refundBy}, op dezelfde manier als waarop je hebt betaald. Een factuur die je nog niet hebt betaald, crediteren we.",
      free: "Je inschrijving was nog niet bevestigd, dus er was nog geen overeenkomst: je bent niets verschuldigd.",
      started:
        "De training was op jouw uitdrukkelijke verzoek al begonnen, dus je betaalt het deel dat al is gegeven, naar verhouding van de hele training (artikel 6:230s lid 4 BW): {given} van {days} trainingsdagen, {owed} incl. btw. Je factuur wordt gecrediteerd en je krijgt een nieuwe factuur voor dat deel, met wat je hebt betaald ({paid}) daarmee verrekend.",
      startedRefund:
        "De rest, {refund}, betalen we binnen 14 dagen terug, dus uiterlijk op {refundBy}, op dezelfde manier als waarop je hebt betaald.",
      startedNoRefund: "De nieuwe factuur vraagt daarna alleen wat nog openstaat.",
      startedByHand:
        "De training was op jouw uitdrukkelijke verzoek al begonnen, dus je betaalt het deel dat al is gegeven, naar verhouding van de hele training (artikel 6:230s lid 4 BW). Dat deel regelen we per e-mail met je; de rest van wat je hebt betaald ({paid}) betalen we uiterlijk op {refundBy} terug.",
      unrequested:
        "De training was begonnen zonder jouw uitdrukkelijke verzoek om binnen de herroepingstermijn te beginnen, dus je betaalt niets voor het deel dat is gegeven (artikel 6:230s lid 5 BW). We betalen alles wat je hebt betaald ({paid}) binnen 14 dagen terug, dus uiterlijk op {refundBy}, op dezelfde manier als waarop je hebt betaald. Een factuur die je nog niet hebt betaald, crediteren we.",
      statement: {
        received:
          "We hebben je verklaring van herroeping ontvangen op {date} om {time}. Dit heb je ingevuld:",
        name: "Naam",
        email: "E-mailadres",
        number: "Inschrijvingsnummer",
        link: "De inschrijving met dit nummer is gedaan met dit e-mailadres. Bevestig je herroeping via deze link (die werkt tot {until}); het moment hierboven telt, niet het moment waarop je klikt:\n{url}",
        byHand:
          "We koppelen je verklaring zelf aan je inschrijving en reageren op dit adres. Het moment hierboven telt.",
      },
    },
  },
};
