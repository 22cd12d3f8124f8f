/**
 * The words of invoices and credit notes, in English (the PDF,
 * server/invoices/invoice-document.tsx, and the UBL's texts,
 * server/invoices/invoice-ubl.ts). Its own section of the dictionary
 * (`invoice`); nl-invoice.server.ts has exactly these keys, as a Dutch
 * bookkeeper expects to read them.
 */
export const enInvoice = {
  title: { invoice: "Invoice", "credit-note": "Credit note" },
  /** The facts beside the title. */
  facts: {
    number: { invoice: "Invoice number", "credit-note": "Credit note number" },
    date: { invoice: "Invoice date", "credit-note": "Credit note date" },
    dueDate: "Due date",
    supply: "Date of supply",
    /** The buyer's PO number. */
    po: "Your PO number",
    /** The enrolment's reference, when the buyer gave no PO number. */
    enrolment: "Your enrollment",
    refersTo: "Credits invoice",
  },
  /** Under a credit note's title: the invoice it corrects. */
  refersTo: "This credit note corrects invoice {number} of {date}.",
  /** A charge invoice's line after a cancellation by the buyer (the course terms' charge). */
  chargeLine: "Cancellation charge ({percent}%): {course}",
  /** The mail that carries a document (server/mail/invoice-mails.ts). */
  mail: {
    subject: {
      invoice: "Invoice {number}: {course}",
      "credit-note": "Credit note {number}: {course}",
    },
    opening: {
      invoice: "Attached is invoice {number} for {course}: {total} incl. VAT, due by {dueDate}.",
      "credit-note":
        "Attached is credit note {number} for {course}: {total}, which corrects invoice {refersTo}.",
    },
    payment: "Please transfer the amount to {iban} ({name}), quoting {number}.",
    /** Only when paying online is on (MOLLIE_API_KEY). */
    payNow: "Or pay now online (iDEAL and more): {link}",
    refund: "What you paid beyond what you owe is refunded to the account you paid from.",
    eInvoice: "The e-invoice (UBL) is attached too, for your accounts department.",
  },
  from: "From",
  billTo: { invoice: "Bill to", "credit-note": "Credit to" },
  /** For a business buyer: who enrolled ({name}). */
  attention: "Attn. {name}",
  vatId: "VAT ID",
  kvk: "KvK",
  email: "E-mail",
  phone: "Phone",
  columns: {
    description: "Description",
    quantity: "Qty",
    unitPrice: "Unit price excl. VAT",
    vatRate: "VAT",
    amount: "Amount excl. VAT",
  },
  /** A line's second and third lines: the run, then who attends. */
  run: "Run: {run}",
  participants: "Participants: {names}",
  /** The quantity's unit. */
  participant: { one: "participant", other: "participants" },
  totals: {
    exclVat: "Total excl. VAT",
    /** "VAT 21% on €2,998.00": {rate} with its % sign. */
    vat: "VAT {rate} on {base}",
    reverseCharge: "VAT reverse charged",
    exempt: "VAT exempt",
    inclVat: "Total incl. VAT",
    /** A credit note's bottom line. */
    credited: "Total credited incl. VAT",
  },
  treatment: {
    /** Reverse charge: the buyer's VAT ID must be on the invoice (art. 35a lid 1 sub d Wet OB). */
    reverseCharge:
      "VAT reverse charged: the customer accounts for the VAT (art. 196 of Directive 2006/112/EC). Customer's VAT ID: {vatId}.",
    exempt:
      "Exempt from VAT under art. 11(1)(o) of the Dutch VAT Act (Wet OB): vocational training by an institution registered with CRKBO.",
    /**
     * VIES did not confirm the buyer's VAT ID and we chose Dutch VAT: why there is no reverse
     * charge (art. 18(1) of Implementing Regulation 282/2011), on the invoice and in its mail.
     */
    vatIdNotConfirmed: {
      invalid:
        "VAT not reverse charged: on {date}, VIES, the EU's VAT number check, did not confirm your VAT ID {vatId} as valid, so Dutch VAT rules apply to this invoice.",
      unavailable:
        "VAT not reverse charged: on {date}, VIES, the EU's VAT number check, could not be reached to confirm your VAT ID {vatId}, so Dutch VAT rules apply to this invoice.",
    },
  },
  payment: {
    heading: "How to pay",
    /** {amount} {dueDate} {iban} {name} {number} */
    text: "Please transfer {amount} by {dueDate} to IBAN {iban} in the name of {name}, quoting {number}.",
    bic: "BIC {bic}",
    /** A credit note instead of payment terms. */
    credit:
      "We refund {amount} to the account you paid from within 14 days. If invoice {number} is still open, this credit note settles it by this amount.",
  },
  /** In every page's footer. */
  page: "Page {page} of {pages}",
  /** The embedded PDF's description in the UBL. */
  pdfDescription: {
    invoice: "Invoice {number} as PDF",
    "credit-note": "Credit note {number} as PDF",
  },
};
