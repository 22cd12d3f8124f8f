import type { enMail } from "./en-mail.server.ts";

/** The words of every mail to a participant, in Dutch: the keys of en-mail.server.ts. */
export const nlMail: typeof enMail = {
  signOff: {
    regards: "Met vriendelijke groet,",
    identity: "{legalName}, statutair gevestigd te {registeredOffice}",
    phone: "Telefoon {phone}",
    registration: "KvK {kvk} · btw-id {vatId}",
    privacy: "Hoe we met je gegevens omgaan: {privacyUrl}",
  },
  receipt: {
    subject: "Je inschrijving: {course}",
    request: {
      subject: "Je vrijblijvende aanvraag: {course}",
      opening:
        "Bedankt voor je aanvraag. Het is een vrijblijvende aanvraag, geen bestelling: we nemen contact met je op over data (bij incompany met een offerte), en je betaalt niets tot je je inschrijft voor een uitvoering of onze offerte aanneemt.",
    },
    privateRun: {
      subject: "Je incompany training: {course}",
      opening:
        "Zoals afgesproken in offerte {number} hebben we je incompany training ingepland. Je inschrijving is bevestigd; we factureren de offerte, dus deze inschrijving krijgt geen eigen factuur. Neem voor een wijziging van de data of het aantal deelnemers contact met ons op.",
      fee: "zoals afgesproken in offerte {number}",
    },
    opening:
      "Bedankt voor je inschrijving. We kijken of er een plaats is en bevestigen je inschrijving per e-mail; na die bevestiging is ze definitief. Daarna ontvang je de factuur.",
    participantsLink:
      "Wie neemt deel? Vul de namen van de deelnemers in of wijzig ze tot de training begint: {url}",
    asBusiness: "Je schrijft je in als bedrijf.",
    asPrivate: "Je schrijft je in als particulier.",
    express:
      "Je hebt uitdrukkelijk gevraagd om de training te laten beginnen binnen de herroepingstermijn van 14 dagen. Herroep je de overeenkomst nadat de training is begonnen, dan betaal je naar verhouding voor het deel dat al is gegeven; is de training volledig gegeven, dan kun je niet meer herroepen.",
    withdrawal:
      "Als particulier mag je de overeenkomst binnen 14 dagen na onze bevestiging zonder opgave van redenen herroepen. Herroepen kan via {withdrawUrl}, per e-mail, of met het modelformulier onder aan deze e-mail.",
    place: {
      placed:
        "We houden een plaats in deze uitvoering voor je vast tot we je inschrijving bevestigen.",
      waiting:
        "Deze uitvoering is vol: je inschrijving staat op de wachtlijst, en we laten het je per e-mail weten zodra er een plaats vrijkomt. Zolang je op de wachtlijst staat, is er nog geen overeenkomst en betaal je niets.",
    },
  },
  common: {
    greeting: "Hallo,",
    course: "Training",
    run: "Uitvoering",
    participants: "Deelnemers",
    fee: "Prijs per deelnemer",
    onRequest: "op aanvraag",
    total: "Totaal voor {count} deelnemers: {incl} incl. btw ({excl} excl. btw)",
    enrolmentNumber: "Inschrijvingsnummer: E-{number}",
    closing: "Vragen? Reageer gerust op deze e-mail.",
    terms: "Onze trainingsvoorwaarden (versie {version}) zijn van toepassing:",
    joiningVoid:
      "De praktische informatie die we je eerder voor deze uitvoering hebben gestuurd, geldt niet meer.",
  },
  where: {
    classroom: "Locatie: {location}",
    classroomUnknown: "Locatie: het adres sturen we je apart.",
    online: "Online: de link volgt vóór de start.",
    inCompany: "Incompany: op de plek die we met je hebben afgesproken.",
    inCompanyAt: "Incompany: {location}",
  },
  runs: {
    confirmed: {
      subject: "Inschrijving bevestigd: {course}",
      opening:
        "Hierbij bevestigen we je inschrijving. Daarmee is ze definitief: je plaats in de uitvoering hieronder staat vast. De factuur ontvang je binnenkort.",
      notYetGuaranteed:
        "Deze uitvoering heeft nog geen startgarantie: er is een minimumaantal deelnemers nodig. Uiterlijk {date} besluiten we of ze doorgaat, en dat laten we je weten. Gaat ze niet door, dan kies je een andere uitvoering of terugbetaling van het volledige bedrag dat je hebt betaald, zoals onze trainingsvoorwaarden zeggen.",
      withdrawal:
        "Als particulier mag je de overeenkomst binnen 14 dagen na deze bevestiging, dus tot en met {date}, zonder opgave van redenen herroepen. Herroepen kan via {withdrawUrl}, per e-mail, of met het modelformulier onder aan deze e-mail.",
      expressGiven:
        "Je hebt uitdrukkelijk gevraagd om de training binnen de herroepingstermijn van 14 dagen te laten beginnen. Herroep je de overeenkomst nadat de training is begonnen, dan betaal je naar verhouding voor het deel dat al is gegeven; is de training volledig gegeven, dan kun je niet meer herroepen.",
      expressNeeded:
        "Je uitvoering begint op {start}, binnen de herroepingstermijn van 14 dagen, en je hebt op het formulier niet gevraagd om de training binnen die termijn te laten beginnen. Volgens onze trainingsvoorwaarden begint de training voor jou dan niet binnen de termijn, tenzij je daar uitdrukkelijk om vraagt. Wil je aan deze uitvoering deelnemen? Reageer dan vóór de start op deze e-mail met de woorden: ‘Ik verzoek uitdrukkelijk om de training binnen de herroepingstermijn te laten beginnen. Ik weet dat ik mijn herroepingsrecht verlies zodra de training volledig is gegeven.’ Herroep je de overeenkomst nadat de training is begonnen, dan betaal je naar verhouding voor het deel dat al is gegeven. Zonder dat verzoek kun je niet aan deze uitvoering deelnemen: kies dan in je reactie een latere uitvoering, of herroep kosteloos.",
    },
    requestTakenUp: {
      subject: "We gaan ermee aan de slag: je aanvraag voor {course}",
      opening:
        "We hebben je vrijblijvende aanvraag in behandeling genomen. We nemen contact met je op over data (bij incompany met een offerte). Er is niets besteld en je betaalt niets: een overeenkomst ontstaat pas als je je inschrijft voor een uitvoering met data of onze offerte aanneemt, en vanaf dan gelden onze trainingsvoorwaarden en, als particulier, je herroepingsrecht.",
    },
    placed: {
      subject: "Er is een plaats voor je: {course}",
      opening:
        "In de uitvoering hieronder is een plaats vrijgekomen, en die is nu van jou: je staat niet meer op de wachtlijst. Je inschrijving wordt definitief met onze bevestiging, die je per e-mail krijgt. Past het je niet meer? Laat het ons dan binnen 2 werkdagen weten; dan vervalt je inschrijving zonder kosten.",
    },
    cancelled: {
      subject: "Inschrijving geannuleerd: {course}",
      opening: "We hebben je inschrijving voor de training hieronder geannuleerd.",
      question:
        "Had je dat niet verwacht, of heb je er een vraag over, reageer dan op deze e-mail.",
      causes: {
        withdrawal:
          "Je hebt de overeenkomst herroepen (je herroepingsrecht als consument). We hebben je herroeping op {received} ontvangen. We betalen alles wat je hebt betaald binnen 14 dagen daarna terug, dus uiterlijk op {date}, op dezelfde manier als waarop je hebt betaald. Heb je nog niet betaald, dan vervalt de factuur: je bent niets verschuldigd.",
        buyerFree:
          "Je hebt {when} geannuleerd: volgens onze trainingsvoorwaarden kost dat niets. We betalen alles wat je hebt betaald binnen 14 dagen terug, dus uiterlijk op {date}. Heb je nog niet betaald, dan vervalt de factuur: je bent niets verschuldigd.",
        buyerCharged:
          "Je hebt {when} geannuleerd: volgens onze trainingsvoorwaarden kost dat {percent}% van de prijs, voor je inschrijving {incl} incl. btw ({excl} excl. btw). Heb je meer betaald, dan betalen we het verschil binnen 14 dagen terug, dus uiterlijk op {date}. Heb je nog niet betaald, dan ontvang je een creditnota voor de eerdere factuur en een nieuwe factuur voor dit bedrag.",
        buyerChargedOfFee:
          "Je hebt {when} geannuleerd: volgens onze trainingsvoorwaarden kost dat {percent}% van de prijs. Heb je meer betaald, dan betalen we het verschil binnen 14 dagen terug, dus uiterlijk op {date}. Heb je nog niet betaald, dan ontvang je een creditnota voor de eerdere factuur en een nieuwe factuur voor dit bedrag.",
        buyerChargedFull:
          "Je hebt {when} geannuleerd: volgens onze trainingsvoorwaarden ben je dan de volledige prijs verschuldigd, voor je inschrijving {incl} incl. btw ({excl} excl. btw). De factuur die je al hebt ontvangen, blijft staan.",
        buyerChargedFullOfFee:
          "Je hebt {when} geannuleerd: volgens onze trainingsvoorwaarden ben je dan de volledige prijs verschuldigd.",
        consumerCeiling:
          "Als consument betaal je hooguit dit bedrag. Kunnen we je plaats opnieuw vergeven, dan betaal je alleen de kosten die we werkelijk hebben gemaakt. De factuur daarvoor sturen we je na de start van de training.",
        consumerCharged:
          "Je hebt {when} geannuleerd: volgens onze trainingsvoorwaarden kost dat hooguit {percent}% van de prijs, voor je inschrijving {incl} incl. btw ({excl} excl. btw).",
        consumerChargedOfFee:
          "Je hebt {when} geannuleerd: volgens onze trainingsvoorwaarden kost dat hooguit {percent}% van de prijs.",
        consumerMoney:
          "Je ontvangt nu een creditnota voor de eerdere factuur. Heb je meer betaald dan dit bedrag, dan betalen we het verschil binnen 14 dagen terug, dus uiterlijk op {date}. Wat je tot dit bedrag hebt betaald, verrekenen we met de factuur na de start; wat die niet nodig heeft, betalen we dan terug.",
        received:
          "We hebben je annulering op {received} ontvangen; onze trainingsvoorwaarden rekenen vanaf die dag.",
        "run-cancelled":
          "Omdat wij de uitvoering hebben geannuleerd, kost dit je niets: we betalen het volledige bedrag dat je hebt betaald binnen 14 dagen terug, dus uiterlijk op {date}. Heb je nog niet betaald, dan vervalt de factuur: je bent niets verschuldigd.",
        unconfirmed:
          "We hadden je inschrijving nog niet bevestigd, dus er was nog geen overeenkomst: de annulering kost je niets en je bent niets verschuldigd.",
        declined:
          "Je hebt de plaats die we je aanboden afgeslagen; je inschrijving is daarom zonder kosten vervallen: je bent niets verschuldigd.",
        "offer-expired":
          "Je hebt de plaats die we je aanboden niet op tijd aangenomen; je inschrijving is daarom zonder kosten vervallen: je bent niets verschuldigd.",
      },
      when: {
        free: "4 weken of meer voor de start",
        half: "minder dan 4 weken maar minstens 1 week voor de start",
        full: "minder dan 1 week voor de start",
      },
    },
    guaranteed: {
      subject: "Je training gaat door: {course}",
      opening:
        "Goed nieuws: de uitvoering hieronder gaat zeker door. Aan je inschrijving verandert niets; de praktische informatie sturen we je vóór de start.",
    },
    runCancelled: {
      subject: "Uitvoering geannuleerd: {course}",
      opening: "Helaas moeten we de uitvoering hieronder annuleren.",
      choice:
        "Volgens onze trainingsvoorwaarden heb je de keuze: een plaats in een andere uitvoering van deze training, of terugbetaling van het volledige bedrag dat je hebt betaald, binnen 14 dagen na je keuze. Reageer op deze e-mail met je keuze.",
      fallback:
        "Hebben we op {date} nog niets van je gehoord, dan betalen we het volledige bedrag terug, binnen 14 dagen na die datum. Heb je nog niet betaald, dan hoef je niets te doen: de factuur vervalt.",
      waiting:
        "Je stond op de wachtlijst voor deze uitvoering; je inschrijving vervalt zonder kosten: je bent niets verschuldigd. Je kunt je natuurlijk inschrijven voor een andere uitvoering.",
      privateRun:
        "Deze training is met je organisatie afgesproken in offerte {number}. We nemen contact met je op over nieuwe data, of over wat de annulering betekent voor de offerte en de facturen.",
      otherRuns: "Andere uitvoeringen van deze training:",
      noOtherRuns: "Er is op dit moment geen andere uitvoering van deze training gepland.",
    },
    moved: {
      subject: "Je training is verplaatst: {course}",
      opening:
        "We hebben de uitvoering waarvoor je je hebt ingeschreven naar andere data verplaatst.",
      openingByBuyer:
        "Zoals je op de pagina van je inschrijving hebt gevraagd, hebben we je inschrijving verplaatst naar een andere uitvoering.",
      invoiceFollows:
        "Je factuur volgt de verplaatsing: je ontvangt een creditnota voor de eerdere factuur en een nieuwe factuur voor de nieuwe uitvoering. Wat je al hebt betaald, verrekenen we daarmee; we betalen het niet terug om het opnieuw te vragen.",
      from: "Oude data",
      to: "Nieuwe data",
      placeKept: "Je plaats gaat mee.",
      placeWaiting:
        "In de nieuwe uitvoering zijn niet genoeg plaatsen vrij, dus je staat op de wachtlijst, na de inschrijvingen die er al op stonden. Zolang je op de wachtlijst staat, is er nog geen overeenkomst en betaal je niets.",
      choice:
        "Passen de nieuwe data je niet? Je inschrijving is nog niet bevestigd, dus je kunt haar kosteloos intrekken: reageer op deze e-mail.",
    },
    privateRunChanged: {
      subject: "Nieuwe data, tijden of plaats: {course}",
      opening:
        "De data, tijden of plaats van de training die we voor jullie organisatie geven, zoals afgesproken in offerte {number}, zijn gewijzigd. Hieronder staat wat gepland was en wat nu geldt.",
      before: "Eerder",
      now: "Nu",
      timesLater: "tijden volgen",
      joiningFollows: "Zoals gebruikelijk ontvang je kort voor de start de praktische informatie.",
      joiningAgain:
        "De praktische informatie die we je eerder hebben gestuurd, geldt niet meer: kort voor de nieuwe start ontvang je nieuwe.",
      contact:
        "Doe je mee en kun je niet op de nieuwe data, laat het dan ook weten aan wie deze training binnen je organisatie heeft geregeld.",
    },
    joining: {
      subject: "Praktische informatie: {course}",
      opening: "Je training begint binnenkort. Dit heb je nodig om mee te doen.",
      dates: "Data",
      times: "Tijden",
      timesLater: "Tijden: die sturen we je apart.",
      bring: "Wat je meeneemt:",
      bringLater: "Wat je meeneemt: als je iets moet meenemen, laten we je dat apart weten.",
    },
    offered: {
      subject: "Er is een plaats vrijgekomen: {course}",
      opening:
        "In de uitvoering hieronder is een plaats vrijgekomen, en die houden we voor je vast. Wil je die plaats? Via de link hieronder kun je het aanbod aannemen of afslaan.",
      deadline:
        "We houden de plaats voor je vast tot {until}. Horen we tot dan niets van je, dan vervalt je inschrijving zonder kosten en bieden we de plaats aan de volgende op de wachtlijst aan.",
      link: "Aannemen of afslaan: {url}",
      noContract:
        "Neem je het aanbod aan, dan is je inschrijving nog niet definitief: dat is ze pas als we haar per e-mail bevestigen, en pas dan sturen we de factuur. Tot dan is er geen overeenkomst en betaal je niets. Afslaan kost niets.",
    },
    offerExpired: {
      subject: "Aanbod verlopen: {course}",
      opening:
        "We hebben een plaats in de uitvoering hieronder voor je vastgehouden, maar we hebben niet op tijd iets van je gehoord. Je inschrijving is zonder kosten vervallen, en de plaats gaat naar de volgende op de wachtlijst. Je kunt je altijd opnieuw inschrijven.",
    },
    moveChoice: {
      choice:
        "We houden een plaats in de nieuwe uitvoering voor je vast. Volgens onze trainingsvoorwaarden kies je: die plaats houden, of terugbetaling van het volledige bedrag dat je hebt betaald, binnen 14 dagen na je keuze.",
      deadline:
        "Wil je de plaats houden, geef dat dan uiterlijk {until} aan via de link hieronder. Kies je niet, dan vervalt je inschrijving en betalen we het volledige bedrag terug; heb je nog niet betaald, dan vervalt de factuur.",
      link: "Kiezen: {url}",
    },
    addressChanged: {
      subject: "Je e-mailadres voor {course} is gewijzigd",
      opening:
        "Het e-mailadres van deelnemer {position} bij de inschrijving hieronder is gewijzigd op de pagina van de inschrijving, door wie de link daarvan heeft. De deelname-informatie, het bewijs van deelname en de evaluatielink voor deze training gaan voortaan naar het nieuwe adres, niet meer naar dit adres.",
      question:
        "Had je dit niet verwacht? Reageer op deze e-mail, dan gaan we het na bij de boeker voordat we nog iets versturen.",
    },
    moveRefund: {
      subject: "Volledige terugbetaling: {course}",
      opening:
        "Je inschrijving voor de verplaatste uitvoering hieronder vervalt, en we betalen het volledige bedrag dat je hebt betaald binnen 14 dagen terug. Heb je nog niet betaald, dan hoef je niets te doen: de factuur vervalt.",
    },
  },
};
