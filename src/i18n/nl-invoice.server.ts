import type { enInvoice } from "./en-invoice.server.ts";

/** The words of invoices and credit notes in Dutch: the keys of en-invoice.server.ts. */
export const nlInvoice: typeof enInvoice = {
  title: { invoice: "Factuur", "credit-note": "Creditnota" },
  facts: {
    number: { invoice: "Factuurnummer", "credit-note": "Creditnotanummer" },
    date: { invoice: "Factuurdatum", "credit-note": "Datum creditnota" },
    dueDate: "Vervaldatum",
    supply: "Leveringsdatum",
    po: "Uw inkoopordernummer",
    enrolment: "Uw inschrijving",
    refersTo: "Crediteert factuur",
  },
  refersTo: "Deze creditnota corrigeert factuur {number} van {date}.",
  /** A charge invoice's line after a cancellation by the buyer (the course terms' charge). */
  chargeLine: "Annuleringskosten ({percent}%): {course}",
  /** The mail that carries a document (server/mail/invoice-mails.ts). */
  mail: {
    subject: {
      invoice: "Factuur {number}: {course}",
      "credit-note": "Creditnota {number}: {course}",
    },
    opening: {
      invoice:
        "Bijgaand vind je factuur {number} voor {course}: {total} incl. btw, te betalen uiterlijk {dueDate}.",
      "credit-note":
        "Bijgaand vind je creditnota {number} voor {course}: {total}, ter correctie van factuur {refersTo}.",
    },
    payment: "Maak het bedrag over naar {iban} ({name}) onder vermelding van {number}.",
    payNow: "Of betaal nu online (iDEAL en meer): {link}",
    refund:
      "Wat je meer betaalde dan je verschuldigd bent, storten we terug op de rekening waarvan je betaalde.",
    eInvoice: "De e-factuur (UBL) zit er ook bij, voor je administratie.",
  },
  from: "Van",
  billTo: { invoice: "Factuur aan", "credit-note": "Creditnota aan" },
  attention: "T.a.v. {name}",
  vatId: "Btw-id",
  kvk: "KvK",
  email: "E-mailadres",
  phone: "Telefoon",
  columns: {
    description: "Omschrijving",
    quantity: "Aantal",
    unitPrice: "Prijs per stuk excl. btw",
    vatRate: "Btw",
    amount: "Bedrag excl. btw",
  },
  run: "Uitvoering: {run}",
  participants: "Deelnemers: {names}",
  participant: { one: "deelnemer", other: "deelnemers" },
  totals: {
    exclVat: "Totaal excl. btw",
    vat: "Btw {rate} over {base}",
    reverseCharge: "Btw verlegd",
    exempt: "Vrijgesteld van btw",
    inclVat: "Totaal incl. btw",
    credited: "Totaal gecrediteerd incl. btw",
  },
  treatment: {
    reverseCharge:
      "Btw verlegd: de afnemer draagt de btw af (art. 196 Btw-richtlijn 2006/112/EG). Btw-id afnemer: {vatId}.",
    exempt:
      "Vrijgesteld van btw (art. 11 lid 1 sub o Wet OB): beroepsopleiding door een bij het CRKBO geregistreerde instelling.",
    vatIdNotConfirmed: {
      invalid:
        "Btw niet verlegd: VIES, de btw-nummercontrole van de EU, heeft je btw-id {vatId} op {date} niet als geldig bevestigd; daarom gelden voor deze factuur de Nederlandse btw-regels.",
      unavailable:
        "Btw niet verlegd: VIES, de btw-nummercontrole van de EU, was op {date} niet bereikbaar om je btw-id {vatId} te bevestigen; daarom gelden voor deze factuur de Nederlandse btw-regels.",
    },
  },
  payment: {
    heading: "Betaling",
    text: "Graag {amount} uiterlijk {dueDate} overmaken naar IBAN {iban} t.n.v. {name}, onder vermelding van {number}.",
    bic: "BIC-code {bic}",
    credit:
      "We betalen {amount} binnen 14 dagen terug op de rekening waarvan betaald is. Staat factuur {number} nog open, dan wordt die met dit bedrag verrekend.",
  },
  page: "Pagina {page} van {pages}",
  pdfDescription: {
    invoice: "Factuur {number} als pdf",
    "credit-note": "Creditnota {number} als pdf",
  },
};
