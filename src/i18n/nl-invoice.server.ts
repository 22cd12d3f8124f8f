import type { enInvoice } from "./en-invoice.server.ts";

/** The words of invoices and credit notes in Dutch: the keys of en-invoice.server.ts. */
export const nlInvoice: typeof enInvoice = {
  title: { invoice: "Factuur", "credit-note": "Creditnota" },
  facts: {
    number: { invoice: "Factuurnummer", "credit-note": "Creditnotanummer" },
    date: { invoice: "Factuurdatum", "credit-note": "Datum creditnota" },
    dueDate: "Vervaldatum",
    supply: "Datum van de dienst",
    cancelledRun: "Geannuleerde uitvoering",
    po: "Inkoopordernummer",
    enrolment: "Inschrijvingsnummer",
    refersTo: "Crediteert factuur",
    quote: "Offerte",
  },
  refersTo: "Deze creditnota corrigeert factuur {number} van {date}.",
  /** A charge invoice's line after a cancellation by the buyer (the course terms' charge). */
  chargeLine: "Annuleringskosten ({percent}%): {course}",
  chargeLineCancelled: "Annuleringskosten ({percent}%): {course}, geannuleerd op {date}",
  chargeLineCosts: "Gemaakte annuleringskosten: {course}, geannuleerd op {date}",
  chargeLineGiven:
    "Deel van de training gegeven vóór je herroeping ({given} van {days} trainingsdagen): {course}, herroepen op {date}",
  /** The mail that carries a document (server/mail/invoice-mails.ts). */
  mail: {
    subject: {
      invoice: "Factuur {number}: {course}",
      "credit-note": "Creditnota {number}: {course}",
    },
    opening: {
      invoice:
        "Bijgaand vind je factuur {number} voor {course}: {total}{vat}, te betalen uiterlijk {dueDate}.",
      settled: "Bijgaand vind je factuur {number} voor {course}: {total}{vat}.",
      "credit-note":
        "Bijgaand vind je creditnota {number} voor {course}: {total}, ter correctie van factuur {refersTo}.",
    },
    vat: {
      standard: " incl. btw",
      "reverse-charge": " (btw verlegd)",
      exempt: " (vrijgesteld van btw)",
      "outside-scope": " (geen Nederlandse btw)",
    },
    prepaid:
      "Op factuur {previous} heb je al {paid} betaald; dat verrekenen we met deze factuur. Je hoeft nog {open} te betalen.",
    settled:
      "Je hoeft niets te betalen: we verrekenen deze factuur met je betaling op factuur {previous}.",
    payment: "Maak het bedrag over naar {iban} t.n.v. {name}, onder vermelding van {number}.",
    payNow: "Of betaal nu online (iDEAL en meer): {link}",
    credit: {
      open: "Factuur {refersTo} stond nog open: die hoef je voor dit bedrag niet meer te betalen.",
      setOff:
        "Van wat je op factuur {refersTo} hebt betaald, verrekenen we {amount} met factuur {other}.",
      refund:
        "{amount} betalen we uiterlijk {date} terug op de rekening of kaart waarmee je hebt betaald.",
    },
    refund:
      "Wat je meer hebt betaald dan je verschuldigd bent, betalen we binnen 14 dagen terug op de rekening of kaart waarmee je hebt betaald.",
    eInvoice: "De e-factuur (UBL) zit er ook bij, voor je administratie.",
  },
  from: "Van",
  billTo: { invoice: "Factuur aan", "credit-note": "Creditnota aan" },
  attention: "T.a.v. {name}",
  vatId: "Btw-id",
  registrationNumber: "Registratienr.",
  kvk: "KvK",
  email: "E-mailadres",
  phone: "Telefoon",
  columns: {
    description: "Omschrijving",
    quantity: "Aantal",
    unitPrice: "Prijs per deelnemer excl. btw",
    unitPriceCharge: "Prijs excl. btw",
    unitPriceUnit: "Prijs per eenheid excl. btw",
    vatRate: "Btw",
    amount: "Bedrag excl. btw",
  },
  vatColumn: { "reverse-charge": "verlegd", exempt: "vrijgesteld", "outside-scope": "geen btw" },
  units: {
    HUR: { one: "uur", other: "uur" },
    DAY: { one: "dag", other: "dagen" },
  },
  perHalfDay: "Prijs per halve dag",
  fromQuote: {
    milestone: "Termijn {position} van {count} van offerte {number}",
    worked: "Gewerkt in {month}, volgens offerte {number}",
  },
  run: "Uitvoering: {run}",
  participants: "Deelnemers: {names}",
  participant: { one: "deelnemer", other: "deelnemers" },
  totals: {
    exclVat: "Totaal excl. btw",
    vat: "Btw {rate} over {base}",
    reverseCharge: "Btw verlegd",
    exempt: "Vrijgesteld van btw",
    outsideScope: "Geen Nederlandse btw",
    inclVat: "Totaal incl. btw",
    due: "Totaal te betalen",
    credited: "Totaal gecrediteerd incl. btw",
    creditedNoVat: "Totaal gecrediteerd",
    prepaid: "Betaald op factuur {number}, verrekend",
    nowDue: "Nu te betalen",
  },
  treatment: {
    reverseCharge:
      "Btw verlegd: de afnemer draagt de btw af (art. 196 Btw-richtlijn 2006/112/EG). Btw-id afnemer: {vatId}.",
    exempt:
      "Vrijgesteld van btw (art. 11 lid 1 sub o Wet OB): beroepsopleiding door een bij het CRKBO geregistreerde instelling.",
    outsideScope:
      "Niet belast met Nederlandse btw: de dienst is verricht waar de afnemer is gevestigd, buiten de EU (art. 44 Btw-richtlijn 2006/112/EG).",
    vatIdNotConfirmed: {
      invalid:
        "Btw niet verlegd: VIES, de btw-nummercontrole van de EU, heeft je btw-id {vatId} op {date} niet als geldig bevestigd; daarom gelden voor deze factuur de Nederlandse btw-regels.",
      unavailable:
        "Btw niet verlegd: VIES, de btw-nummercontrole van de EU, was op {date} niet bereikbaar om je btw-id {vatId} te bevestigen; daarom gelden voor deze factuur de Nederlandse btw-regels.",
    },
  },
  payment: {
    heading: "Betaling",
    creditHeading: "Terugbetaling en verrekening",
    text: "Graag {amount} uiterlijk {dueDate} overmaken naar IBAN {iban} t.n.v. {name}, onder vermelding van {number}.",
    prepaid: "Op factuur {previous} heb je al {paid} betaald; dat verrekenen we met deze factuur.",
    settled:
      "Je hoeft niets te betalen: we verrekenen deze factuur met je betaling op factuur {previous}.",
    bic: "BIC-code {bic}",
    credit:
      "Deze creditnota verlaagt wat je ons verschuldigd bent met {amount}. Staat factuur {number} nog open, dan hoef je die voor dit bedrag niet meer te betalen. Heb je al betaald, dan verrekenen we dit bedrag eerst met wat je ons nog verschuldigd bent (zoals annuleringskosten of de factuur voor de nieuwe uitvoering); de rest betalen we binnen 14 dagen terug op de rekening of kaart waarmee je hebt betaald.",
  },
  registeredOffice: "statutair gevestigd te {place}",
  page: "Pagina {page} van {pages}",
  pdfDescription: {
    invoice: "Factuur {number} als pdf",
    "credit-note": "Creditnota {number} als pdf",
  },
};
