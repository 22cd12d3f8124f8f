import type { enReminders } from "./en-reminders.server.ts";

/** De betalingsherinneringen in het Nederlands: de sleutels van en-reminders.server.ts. */
export const nlReminders: typeof enReminders = {
  subject: {
    reminder: "Betalingsherinnering: factuur {number}",
    notice: "Betalingsherinnering: factuur {number}, 14 dagen om te betalen",
    second: "Tweede herinnering: factuur {number}",
  },
  opening:
    "De betaaltermijn van factuur {number} voor {course} verliep op {dueDate}. We hebben je betaling nog niet ontvangen: er staat nog {amount} open.",
  secondOpening:
    "We hebben je eerder herinnerd aan factuur {number} voor {course} en gevraagd om te betalen vóór of op {previousDeadline}. Die datum is verstreken en er staat nog {amount} open.",
  pay: {
    reminder:
      "Wil je {amount} uiterlijk {deadline} overmaken naar {iban} ({name}), onder vermelding van {number}?",
    notice:
      "Je kunt {amount} zonder extra kosten betalen tot en met {deadline}: 14 dagen na de dag waarop je deze herinnering ontvangt. Maak het bedrag over naar {iban} ({name}), onder vermelding van {number}.",
    second:
      "Maak {amount} uiterlijk {deadline} over naar {iban} ({name}), onder vermelding van {number}.",
  },
  costs: {
    notice:
      "Heb je op {deadline} nog niet betaald, dan kunnen we incassokosten van {costs} en de wettelijke rente (artikel 6:119 BW) in rekening brengen. {costs} is het maximum dat de wettelijke staffel voor {amount} toestaat: 15% over de eerste € 2.500 (minimaal € 40), 10% over de volgende € 2.500, 5% over de volgende € 5.000, 1% over de volgende € 190.000 en 0,5% over de rest, met een maximum van € 6.775.",
    secondPrivate:
      "Zoals in onze eerdere herinnering stond, kunnen we nu incassokosten van {costs} en de wettelijke rente (artikel 6:119 BW) in rekening brengen.",
    secondBusiness:
      "Volgens onze trainingsvoorwaarden is over dit bedrag vanaf de vervaldatum de wettelijke handelsrente verschuldigd (artikel 6:119a BW).",
  },
  crossed:
    "Heb je al betaald? Dan hebben onze berichten elkaar gekruist en kun je deze herinnering negeren.",
};
