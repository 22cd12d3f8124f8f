import type { enOffers } from "./en-offers.server.ts";

/** The link pages' words in Dutch: the keys of en-offers.server.ts, each translated. */
export const nlOffers: typeof enOffers = {
  offers: {
    labels: {
      course: "Training",
      run: "Uitvoering",
      participants: "Deelnemers",
      oldRun: "Oude data",
      newRun: "Nieuwe data",
    },
    offer: {
      title: "Een plaats voor je: {course}",
      intro:
        "In deze uitvoering is een plaats vrijgekomen, en die houden we tot {until} voor je vast.",
      ifAccept:
        "Neem je de plaats aan, dan houden we haar voor je vast tot we je inschrijving per e-mail bevestigen; pas dan is je inschrijving definitief en sturen we de factuur. Tot dan is er geen overeenkomst en betaal je niets.",
      ifDecline:
        "Sla je de plaats af, dan vervalt je inschrijving zonder kosten en bieden we de plaats aan de volgende op de wachtlijst aan. Reageer je niet op tijd, dan gebeurt hetzelfde.",
      accept: "Plaats aannemen",
      decline: "Afslaan",
      accepted: {
        title: "Je hebt een plaats",
        text: "Bedankt: we houden de plaats voor je vast tot we je inschrijving bevestigen. Die bevestiging krijg je per e-mail; daarmee is je inschrijving definitief.",
      },
      declined: {
        title: "Aanbod afgeslagen",
        text: "Je inschrijving is zonder kosten vervallen, en de plaats gaat naar de volgende op de wachtlijst. Je kunt je altijd opnieuw inschrijven.",
      },
      expired: {
        title: "Dit aanbod is verlopen",
        text: "De tijd om op dit aanbod te reageren is voorbij: je inschrijving is zonder kosten vervallen, en de plaats is naar de volgende op de wachtlijst gegaan.",
      },
    },
    move: {
      title: "Je training is verplaatst: {course}",
      intro:
        "We hebben de uitvoering waarvoor je je hebt ingeschreven verplaatst, en we houden een plaats in de nieuwe uitvoering voor je vast. Volgens onze trainingsvoorwaarden kies je: die plaats houden, of terugbetaling van het volledige bedrag dat je hebt betaald, binnen 14 dagen na je keuze.",
      deadline:
        "Wil je de plaats houden, geef dat dan uiterlijk {until} aan met de knop hieronder. Kies je niet, dan vervalt je inschrijving en betalen we het volledige bedrag terug; heb je nog niet betaald, dan vervalt de factuur.",
      keep: "Mijn plaats in de nieuwe uitvoering houden",
      refund: "Volledige terugbetaling",
      kept: {
        title: "Je houdt je plaats in de nieuwe uitvoering",
        text: "Bedankt: je plaats in de nieuwe uitvoering staat vast. Je ontvangt een creditnota voor de oude factuur en een nieuwe factuur met de nieuwe data; wat je al hebt betaald, verrekenen we met die nieuwe factuur. De praktische informatie sturen we je vóór de start.",
      },
      refunded: {
        title: "Volledige terugbetaling",
        text: "Je inschrijving vervalt, en we betalen het volledige bedrag dat je hebt betaald binnen 14 dagen terug. Heb je nog niet betaald, dan hoef je niets te doen: de factuur vervalt.",
      },
      expired: {
        title: "De termijn om te kiezen is voorbij",
        text: "Zoals in onze e-mail stond, betalen we het volledige bedrag dat je hebt betaald binnen 14 dagen terug; heb je nog niet betaald, dan vervalt de factuur.",
      },
    },
    used: {
      title: "Deze link is al gebruikt",
      text: "Hierop is al gereageerd, dus de link verandert niets meer. Vragen? Reageer op onze e-mail of bel ons.",
    },
    unknown: {
      title: "Deze link is ongeldig",
      text: "We kennen deze link niet. Gebruik de link uit onze e-mail precies zoals die is, of reageer op onze e-mail.",
    },
    forbidden: {
      title: "Er is niets veranderd",
      text: "Je antwoord kwam niet van onze pagina, dus we hebben het niet verwerkt. Open de link uit onze e-mail opnieuw en klik daar op de knop.",
    },
    unavailable: {
      title: "Probeer het later opnieuw",
      text: "We kunnen op dit moment geen antwoorden verwerken. Er is niets veranderd; probeer het over een paar minuten opnieuw.",
    },
  },
};
