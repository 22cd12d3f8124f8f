import type { enBuyerChanges } from "./en-buyer-changes.server.ts";

/** De woorden voor de eigen wijzigingen van de koper (en-buyer-changes.server.ts). */
export const nlBuyerChanges: typeof enBuyerChanges = {
  buyerChanges: {
    privateRun:
      "Deze training is met je organisatie afgesproken: om haar te annuleren of de data te wijzigen, neem je contact op met je contactpersoon bij ons bedrijf (per e-mail of telefoon). Annuleren, verplaatsen of herroepen kan hier niet online.",
    heading: "Annuleren of verplaatsen",
    title: "Je inschrijving: {course}",
    run: "Uitvoering: {run}",
    cancel: {
      heading: "Annuleren",
      free: "Volgens onze trainingsvoorwaarden kost annuleren vandaag niets; we betalen alles wat je hebt betaald uiterlijk op {date} terug.",
      charge:
        "Volgens onze trainingsvoorwaarden kost annuleren vandaag {percent}% van de prijs: {incl} incl. btw ({excl} excl. btw). Wat je meer hebt betaald, betalen we uiterlijk op {date} terug.",
      chargeOfFee:
        "Volgens onze trainingsvoorwaarden kost annuleren vandaag {percent}% van de prijs.",
      consumerCharge:
        "Volgens onze trainingsvoorwaarden kost annuleren vandaag hooguit {percent}% van de prijs: {incl} incl. btw ({excl} excl. btw). Kunnen we je plaats opnieuw vergeven, dan betaal je alleen de kosten die we werkelijk hebben gemaakt; die factuur sturen we na de start van de training. Wat je meer dan dit bedrag hebt betaald, betalen we uiterlijk op {date} terug.",
      fullFee:
        "Volgens onze trainingsvoorwaarden kost annuleren vandaag de volledige prijs: {incl} incl. btw ({excl} excl. btw). De factuur die je hebt ontvangen, blijft staan.",
      unconfirmed: "We hebben je inschrijving nog niet bevestigd: annuleren kost niets.",
      withdrawal:
        "Je zit als consument nog in je herroepingstermijn van 14 dagen: herroep in plaats daarvan, zonder kosten.",
      none: "Deze inschrijving kun je hier niet meer annuleren.",
      link: "Mijn inschrijving annuleren…",
      confirmTitle: "Je inschrijving annuleren?",
      received:
        "Je annulering bereikt ons nu, op {date}: onze trainingsvoorwaarden rekenen vanaf die dag.",
      button: "Mijn inschrijving annuleren",
      done: {
        title: "Je inschrijving is geannuleerd",
        text: "We hebben je inschrijving geannuleerd en je een e-mail gestuurd met wat dat betekent voor de betaling.",
      },
    },
    move: {
      heading: "Verplaatsen naar een andere uitvoering",
      intro:
        "Kosteloos, naar een andere uitvoering van deze training waarin nog plaats is, tot {moveDays} dagen voor de eerste van beide starts.",
      until: "{run}: kosteloos tot en met {date}",
      link: "Naar deze uitvoering verplaatsen…",
      tooLate:
        "Online verplaatsen kan niet meer: het is minder dan {moveDays} dagen voor de start. Neem contact met ons op, of annuleer volgens de trainingsvoorwaarden.",
      noRoom: "Er is op dit moment geen andere uitvoering van deze training met plaats.",
      cancelled: "Deze inschrijving is geannuleerd: er valt niets te verplaatsen.",
      notConfirmed: "Verplaatsen kan zodra je inschrijving is bevestigd.",
      noDates: "Verplaatsen kan voor een uitvoering met data.",
      confirmTitle: "Je inschrijving verplaatsen?",
      from: "Nu: {run}",
      to: "Nieuw: {run}",
      invoice:
        "Je factuur volgt de verplaatsing: je ontvangt een creditnota voor de eerdere factuur en een nieuwe factuur voor de nieuwe uitvoering. Wat je al hebt betaald, verrekenen we daarmee; we betalen het niet terug om het opnieuw te vragen.",
      expressRequest:
        "De nieuwe uitvoering begint binnen je herroepingstermijn van 14 dagen. Om deel te nemen vraag je daar eerst uitdrukkelijk om:",
      expressRequired:
        "Vink het uitdrukkelijke verzoek aan om naar deze uitvoering te verplaatsen.",
      button: "Mijn inschrijving verplaatsen",
      full: {
        title: "Deze uitvoering is vol",
        text: "Iemand heeft intussen de laatste plaats genomen: er is niets gewijzigd. In deze uitvoeringen is nog plaats:",
        none: "Er is op dit moment geen andere uitvoering met plaats: er is niets gewijzigd.",
      },
      done: {
        title: "Je inschrijving is verplaatst",
        text: "Je bent nu ingeschreven voor {run}. We hebben je een e-mail gestuurd; je nieuwe factuur volgt.",
      },
    },
    substitute:
      "Kun je niet? Dan mag iemand anders kosteloos je plaats innemen tot de start: wijzig de namen van de deelnemers via dezelfde link.",
    participantsLink: "Deelnemers wijzigen",
    changed: {
      title: "Er is niets gewijzigd",
      text: "Je inschrijving is gewijzigd sinds je deze pagina opende. Open de link opnieuw om te zien wat nu kan.",
    },
    notAllowed: {
      title: "Niet mogelijk",
      text: "Deze wijziging is volgens de trainingsvoorwaarden niet (meer) mogelijk: er is niets gewijzigd.",
    },
    expired: {
      title: "Deze link werkt niet meer",
      text: "De training is begonnen, dus je kunt de inschrijving hier niet meer wijzigen. Neem contact met ons op als er iets niet klopt.",
    },
    unknown: {
      title: "Link niet gevonden",
      text: "We kennen deze link niet. Controleer of je de hele link uit de e-mail hebt geopend.",
    },
    forbidden: {
      title: "Er is niets gewijzigd",
      text: "Dit formulier kan alleen vanaf onze eigen site worden verstuurd. Er is niets gewijzigd.",
    },
    unavailable: {
      title: "Probeer het later opnieuw",
      text: "We kunnen je inschrijving op dit moment niet wijzigen. Probeer het over een paar minuten opnieuw.",
    },
  },
};
