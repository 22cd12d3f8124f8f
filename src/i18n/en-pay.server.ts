/**
 * The words of paying an invoice online (server/site-routes/pay-route.tsx): the page behind an
 * invoice mail's "Pay now" link and the page the payment provider sends the buyer back to.
 * nl-pay.server.ts has exactly these keys.
 */
export const enPay = {
  labels: { invoice: "Invoice", course: "Course", open: "To pay", total: "Invoice total" },
  open: {
    title: "Pay invoice {number}",
    text: "You pay online through Mollie, our payment provider (iDEAL and the other methods Mollie offers). You choose the method on Mollie's page, then come back here.",
    button: "Pay {amount} now",
    transfer: "Rather transfer it? Pay {amount} to {iban} in the name of {name}, quoting {number}.",
  },
  unknown: {
    title: "Link not found",
    text: "This payment link is not (or no longer) valid. Please use the link in your invoice e-mail, or transfer the amount as the invoice says.",
  },
  paid: {
    title: "Invoice {number} is paid",
    text: "Thank you: nothing is left to pay on this invoice.",
  },
  credited: {
    title: "Invoice {number} is credited",
    text: "This invoice was cancelled by a credit note: there is nothing (more) to pay. If you had already paid, we set it off against anything you still owe us (such as the invoice for the new run), or refund it within 14 days.",
  },
  unavailable: {
    title: "Paying online is not possible right now",
    text: "We could not reach our payment provider. Please try again in a few minutes, or transfer the amount as the invoice says.",
  },
  tooMany: {
    title: "Please wait a moment",
    text: "This page was asked for very often in a short time. Please reload it in a minute.",
  },
  forbidden: {
    title: "Not paid",
    text: "This request did not come from our payment page. Please open the link in your invoice e-mail again.",
  },
  result: {
    paid: {
      title: "Thank you: invoice {number} is paid",
      text: "We received your payment of {amount}. You need not do anything else.",
    },
    pending: {
      title: "Your payment is being processed",
      text: "Your bank has not confirmed the payment of invoice {number} yet. That can take a while; you need not pay again. Reload this page later to see its state.",
    },
    failed: {
      title: "The payment did not go through",
      text: "Invoice {number} is not paid: the payment failed. You can try again, or transfer the amount as the invoice says.",
    },
    ended: {
      title: "The payment was cancelled",
      text: "Invoice {number} is not paid: the payment was cancelled or expired. You can try again.",
    },
    again: "Pay again",
  },
};
