import type { enPay } from "./en-pay.server.ts";

/** De woorden van online betalen (en-pay.server.ts), in het Nederlands. */
export const nlPay: typeof enPay = {
  labels: { invoice: "Factuur", course: "Training", open: "Te betalen", total: "Factuurbedrag" },
  open: {
    title: "Factuur {number} betalen",
    text: "Je betaalt online via Mollie, onze betaaldienst (iDEAL en de andere methoden die Mollie aanbiedt). Je kiest de methode op de pagina van Mollie en komt daarna hier terug.",
    button: "Nu {amount} betalen",
    transfer:
      "Liever overmaken? Maak {amount} over naar {iban} t.n.v. {name}, onder vermelding van {number}.",
  },
  unknown: {
    title: "Link niet gevonden",
    text: "Deze betaallink is niet (meer) geldig. Gebruik de link in je factuurmail, of maak het bedrag over zoals op de factuur staat.",
  },
  paid: {
    title: "Factuur {number} is betaald",
    text: "Dank je wel: er staat niets meer open op deze factuur.",
  },
  credited: {
    title: "Factuur {number} is gecrediteerd",
    text: "Deze factuur is met een creditnota geannuleerd: je hoeft niets (meer) te betalen. Had je al betaald, dan verrekenen we dat met wat je ons nog verschuldigd bent (zoals de factuur voor de nieuwe uitvoering), of betalen we het binnen 14 dagen terug.",
  },
  unavailable: {
    title: "Online betalen lukt nu even niet",
    text: "We konden onze betaaldienst niet bereiken. Probeer het over een paar minuten opnieuw, of maak het bedrag over zoals op de factuur staat.",
  },
  tooMany: {
    title: "Even geduld",
    text: "Deze pagina is in korte tijd heel vaak opgevraagd. Laad haar over een minuut opnieuw.",
  },
  forbidden: {
    title: "Niet betaald",
    text: "Dit verzoek kwam niet van onze betaalpagina. Open de link in je factuurmail opnieuw.",
  },
  result: {
    paid: {
      title: "Dank je wel: factuur {number} is betaald",
      text: "We hebben je betaling van {amount} ontvangen. Je hoeft verder niets te doen.",
    },
    pending: {
      title: "Je betaling wordt verwerkt",
      text: "Je bank heeft de betaling van factuur {number} nog niet bevestigd. Dat kan even duren; je hoeft niet opnieuw te betalen. Laad deze pagina later opnieuw om de stand te zien.",
    },
    failed: {
      title: "De betaling is niet gelukt",
      text: "Factuur {number} is niet betaald: de betaling is mislukt. Je kunt het opnieuw proberen, of het bedrag overmaken zoals op de factuur staat.",
    },
    ended: {
      title: "De betaling is afgebroken",
      text: "Factuur {number} is niet betaald: de betaling is geannuleerd of verlopen. Je kunt het opnieuw proberen.",
    },
    again: "Opnieuw betalen",
  },
};
