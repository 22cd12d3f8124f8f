import type { enParticipants } from "./en-participants.server.ts";

/** De woorden van de pagina achter de link in de ontvangstbevestiging (en-participants.server.ts). */
export const nlParticipants: typeof enParticipants = {
  participantLink: {
    title: "Wie neemt deel: {course}",
    intro:
      "{run}. Vul de naam van elke deelnemer in of wijzig die tot de training begint; volgens de voorwaarden mag je iemand anders in de plaats van een deelnemer sturen. De praktische informatie en het certificaat gaan naar het e-mailadres van elke deelnemer; zonder adres naar jou. De factuur en de betaalmails blijven bij jou.",
    participant: "Deelnemer {position}",
    name: "Naam",
    email: "E-mail (niet verplicht)",
    save: "Deelnemers opslaan",
    more: "Wil je een deelnemer toevoegen of afmelden? Beantwoord je ontvangstbevestiging of neem contact met ons op: de plaats en de factuur veranderen dan mee.",
    refused: {
      title: "Controleer de deelnemers",
      text: "Er is niets opgeslagen. {problems}",
    },
    duplicate: "Twee deelnemers hebben hetzelfde e-mailadres.",
    saved: {
      title: "Opgeslagen",
      text: "De deelnemers zijn opgeslagen. Met dezelfde link kun je ze wijzigen tot de training begint.",
    },
    expired: {
      title: "Deze link werkt niet meer",
      text: "De training is begonnen of de inschrijving is geannuleerd, dus de deelnemers zijn hier niet meer te wijzigen. Neem contact met ons op als er iets niet klopt.",
    },
    unknown: {
      title: "Link niet gevonden",
      text: "We kennen deze link niet. Controleer of je de hele link uit de e-mail hebt geopend.",
    },
    forbidden: {
      title: "Niet opgeslagen",
      text: "Dit formulier kan alleen vanaf onze eigen site worden verstuurd. Er is niets opgeslagen.",
    },
    unavailable: {
      title: "Probeer het later nog eens",
      text: "We kunnen de deelnemers nu niet opslaan. Probeer het over een paar minuten opnieuw.",
    },
  },
};
