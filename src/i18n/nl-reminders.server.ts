import type { enReminders } from "./en-reminders.server.ts";

/** De betalingsherinneringen in het Nederlands: de sleutels van en-reminders.server.ts. */
export const nlReminders: typeof enReminders = {
  subject: {
    reminder: "Betalingsherinnering: factuur {number}",
    notice: "Betalingsherinnering: factuur {number}, 14 dagen om te betalen",
    second: "Tweede herinnering: factuur {number}",
  },
  opening:
    "De betaaltermijn van factuur {number} voor {course} is op {dueDate} verstreken. We hebben je betaling nog niet ontvangen: er staat nog {amount} open.",
  secondOpening:
    "We hebben je eerder herinnerd aan factuur {number} voor {course} en gevraagd om uiterlijk {previousDeadline} te betalen. Die datum is verstreken en er staat nog {amount} open.",
  pay: {
    reminder:
      "Wil je {amount} uiterlijk {deadline} overmaken naar {iban} t.n.v. {name}, onder vermelding van {number}?",
    notice:
      "Je kunt {amount} zonder extra kosten betalen tot en met {deadline}: 14 dagen na de dag waarop je deze herinnering ontvangt. Maak het bedrag over naar {iban} t.n.v. {name}, onder vermelding van {number}.",
    second:
      "Maak {amount} uiterlijk {deadline} over naar {iban} t.n.v. {name}, onder vermelding van {number}.",
  },
  /** Only when paying online is on (MOLLIE_API_KEY). */
  payNow: "Je kunt ook online betalen: {link}",
  costs: {
    notice:
      "Heb je niet uiterlijk op {deadline} betaald, dan ben je ons incassokosten van {costs} verschuldigd, en vanaf de dag daarna de wettelijke rente (artikel 6:119 BW). {costs} is het maximum dat de wettelijke staffel voor {amount} toestaat: 15% over de eerste € 2.500 (minimaal € 40), 10% over de volgende € 2.500, 5% over de volgende € 5.000, 1% over de volgende € 190.000 en 0,5% over de rest, met een maximum van € 6.775.",
    secondPrivate:
      "Zoals in onze eerdere herinnering stond, ben je ons nu incassokosten van {costs} verschuldigd, en de wettelijke rente (artikel 6:119 BW).",
    secondBusiness:
      "Volgens onze trainingsvoorwaarden is over dit bedrag vanaf de vervaldatum de wettelijke handelsrente verschuldigd (artikel 6:119a BW).",
  },
  crossed:
    "Heb je al betaald? Dan hebben onze berichten elkaar gekruist en kun je deze herinnering negeren.",
};
