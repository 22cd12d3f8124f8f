import type { enParticipants } from "./en-participants.server.ts";

/** De woorden van de pagina achter de link in de ontvangstbevestiging (en-participants.server.ts). */
export const nlParticipants: typeof enParticipants = {
  participantLink: {
    title: "Wie neemt deel: {course}",
    intro:
      "{run}. Vul de naam van elke deelnemer in of wijzig die tot de training begint; volgens de voorwaarden mag je iemand anders in de plaats van een deelnemer sturen. De praktische informatie en het bewijs van deelname sturen we naar het e-mailadres van elke deelnemer; zonder adres naar jou. Alleen een deelnemer met een eigen e-mailadres (of jij, als je zelf meedoet) krijgt de link om de training te evalueren. De factuur en de betalingsherinneringen sturen we alleen naar jou.",
    participant: "Deelnemer {position}",
    name: "Naam",
    email: "E-mail (niet verplicht)",
    save: "Deelnemers opslaan",
    more: "Wil je een deelnemer toevoegen of afmelden? Reageer op je ontvangstbevestiging of neem contact met ons op; de plaatsen en de factuur passen we dan aan. Voor het afmelden van een deelnemer gelden de annuleringskosten uit onze trainingsvoorwaarden.",
    morePrivateRun:
      "Wil je een deelnemer toevoegen of afmelden? Neem contact met ons op: we hebben deze training met je organisatie afgesproken en passen de plaatsen samen met je aan.",
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
