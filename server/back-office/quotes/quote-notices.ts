/** What the quote's page says after an action (`?notice=`), and why one did nothing (`?problem=`). */
export const notices: Record<string, string> = {
  created: "Draft saved. Check it below, preview the PDF, then send it.",
  saved: "Draft saved. Nothing was sent.",
  sent: "Sent: the quote's e-mail goes out with its PDF and link, and the log records it.",
  copied: "A new quote, copied from the other: change what you need, then send it.",
  invoiced: "Invoiced: the invoice is made and e-mailed to the buyer's invoice address.",
  work: "Recorded. It is invoiced with the rest of its month, early next month.",
  credited: "Credit note made and e-mailed; what was paid on the invoice is settled.",
};
export const nothingToSend =
  "There is nothing to send: the quote has no changes since it was sent.";
export const problems: Record<string, string> = {
  changed:
    "Nothing changed: the quote was saved or sent since that page was shown. Look again below.",
  accepted: "Nothing changed: the quote is accepted, and an accepted quote is locked.",
  nothing: nothingToSend,
  "not-waiting":
    "Nothing invoiced: that milestone is not waiting for delivery (invoiced already?).",
  "invoice-waiting":
    "Due now, but not invoiced yet: see why under Invoicing below (it is tried again every night).",
  "not-credited": "No credit note: that invoice is credited already, or not from this quote.",
};
