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
    /** A charge invoice's date of supply: the run the buyer cancelled. */
    cancelledRun: "Cancelled run",
    /** The buyer's PO number. */
    po: "PO number",
    /** The enrolment's reference, when the buyer gave no PO number. */
    enrolment: "Enrollment number",
    refersTo: "Credits invoice",
    /** An invoice from a quote: the quote it follows (the contract). */
    quote: "Quote",
  },
  /** Under a credit note's title: the invoice it corrects. */
  refersTo: "This credit note corrects invoice {number} of {date}.",
  /** A charge invoice's line after a cancellation by the buyer (the course terms' charge). */
  chargeLine: "Cancellation charge ({percent}%): {course}",
  /** The same, with the day the cancellation reached us ({date}). */
  chargeLineCancelled: "Cancellation charge ({percent}%): {course}, cancelled on {date}",
  /** A consumer's charge at the costs we actually incurred (the place filled again; review 3, M7). */
  chargeLineCosts: "Cancellation costs incurred: {course}, cancelled on {date}",
  /** A consumer's withdrawal after the start: the part given, pro rata (6:230s lid 4 BW). */
  chargeLineGiven:
    "Part of the course given before your withdrawal ({given} of {days} course days): {course}, withdrawn on {date}",
  /** The mail that carries a document (server/mail/invoice-mails.ts). */
  mail: {
    subject: {
      invoice: "Invoice {number}: {course}",
      "credit-note": "Credit note {number}: {course}",
    },
    opening: {
      invoice: "Attached is invoice {number} for {course}: {total}{vat}, due by {dueDate}.",
      /** A follow-on invoice with nothing left to pay. */
      settled: "Attached is invoice {number} for {course}: {total}{vat}.",
      "credit-note":
        "Attached is credit note {number} for {course}: {total}, which corrects invoice {refersTo}.",
    },
    /** After {total}, by the document's VAT treatment (review M1: no "incl. VAT" without VAT). */
    vat: {
      standard: " incl. VAT",
      "reverse-charge": " (VAT reverse charged)",
      exempt: " (exempt from VAT)",
      /** An invoice from a quote to a business outside the EU. */
      "outside-scope": " (no Dutch VAT)",
    },
    /** A follow-on invoice: what was paid on the earlier one is set off ({previous}: its number). */
    prepaid:
      "You have already paid {paid} on invoice {previous}; we set it off against this invoice. {open} remains to be paid.",
    settled:
      "You need not pay anything: we set this invoice off against your payment on invoice {previous}.",
    payment: "Please transfer the amount to {iban} in the name of {name}, quoting {number}.",
    /** Only when paying online is on (MOLLIE_API_KEY). */
    payNow: "Or pay now online (iDEAL and more): {link}",
    /** A credit note's mail, from what the ledger booked with it. */
    credit: {
      open: "Invoice {refersTo} was still open: you no longer need to pay it for this amount.",
      setOff:
        "Of what you paid on invoice {refersTo}, we set {amount} off against invoice {other}.",
      refund: "We refund {amount} by {date} at the latest, to the account or card you paid with.",
    },
    refund:
      "Anything you have paid beyond what you owe is refunded within 14 days to the account or card you paid with.",
    eInvoice: "The e-invoice (UBL) is attached too, for your accounts department.",
  },
  from: "From",
  billTo: { invoice: "Bill to", "credit-note": "Credit to" },
  /** For a business buyer: who enrolled ({name}). */
  attention: "Attn. {name}",
  vatId: "VAT ID",
  /** A business outside the EU: its business registration number. */
  registrationNumber: "Registration no.",
  kvk: "KvK",
  email: "E-mail",
  phone: "Phone",
  columns: {
    description: "Description",
    quantity: "Qty",
    unitPrice: "Fee per participant excl. VAT",
    /** A charge invoice's one line is the enrolment's charge, not a participant's fee. */
    unitPriceCharge: "Price excl. VAT",
    /** An invoice from a quote: a day's, an hour's or a piece's price. */
    unitPriceUnit: "Unit price excl. VAT",
    vatRate: "VAT",
    amount: "Amount excl. VAT",
  },
  /** The VAT column where no rate applies (review M1: "0%" is the zero rate, which this is not). */
  vatColumn: { "reverse-charge": "reverse charge", exempt: "exempt", "outside-scope": "no VAT" },
  /** An invoice from a quote: a quantity's unit (UN/ECE HUR, DAY; a piece, C62, is a number alone). */
  units: {
    HUR: { one: "hour", other: "hours" },
    DAY: { one: "day", other: "days" },
  },
  /** Under a line whose price is a half day's (BT-149, base quantity 0.5 DAY). */
  perHalfDay: "Price per half day",
  /** The second line of an invoice's line from a quote: which part of the quote it invoices. */
  fromQuote: {
    milestone: "Part {position} of {count} of quote {number}",
    worked: "Worked in {month}, by quote {number}",
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
    outsideScope: "No Dutch VAT",
    inclVat: "Total incl. VAT",
    /** The bottom line without VAT (exempt, reverse charged). */
    due: "Total due",
    /** A credit note's bottom line. */
    credited: "Total credited incl. VAT",
    creditedNoVat: "Total credited",
    /** A follow-on invoice: what was paid on {number} and set off, then what is left to pay. */
    prepaid: "Paid on invoice {number}, set off",
    nowDue: "Now due",
  },
  treatment: {
    /** Reverse charge: the buyer's VAT ID must be on the invoice (art. 35a lid 1 sub d Wet OB). */
    reverseCharge:
      "VAT reverse charged: the customer accounts for the VAT (art. 196 of Directive 2006/112/EC). Customer's VAT ID: {vatId}.",
    exempt:
      "Exempt from VAT under art. 11(1)(o) of the Dutch VAT Act (Wet OB): vocational training by an institution registered with CRKBO.",
    /** Category O: a business outside the EU (art. 44 of Directive 2006/112/EC). */
    outsideScope:
      "Not subject to Dutch VAT: the service is supplied where the customer is established, outside the EU (art. 44 of Directive 2006/112/EC).",
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
    /** A credit note's heading instead (review L5). */
    creditHeading: "Refund and set-off",
    /** {amount} {dueDate} {iban} {name} {number} */
    text: "Please transfer {amount} by {dueDate} to IBAN {iban} in the name of {name}, quoting {number}.",
    /** A follow-on invoice: {paid} paid on {previous} is set off. */
    prepaid:
      "You have already paid {paid} on invoice {previous}; we set it off against this invoice.",
    /** A follow-on invoice with nothing left to pay: no payment instructions. */
    settled:
      "You need not pay anything: we set this invoice off against your payment on invoice {previous}.",
    bic: "BIC {bic}",
    /** A credit note instead of payment terms (review H1). */
    credit:
      "This credit note reduces what you owe us by {amount}. If invoice {number} is still open, you no longer need to pay it for this amount. If you have already paid, we first set this amount off against anything you still owe us (such as a cancellation charge or the invoice for the new run), and refund the rest within 14 days to the account or card you paid with.",
  },
  /** The footer's legal line: where the company has its seat (art. 2:186 BW). */
  registeredOffice: "registered office {place}",
  /** In every page's footer. */
  page: "Page {page} of {pages}",
  /** The embedded PDF's description in the UBL. */
  pdfDescription: {
    invoice: "Invoice {number} as PDF",
    "credit-note": "Credit note {number} as PDF",
  },
};
