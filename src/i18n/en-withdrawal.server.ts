/**
 * The words of the buyer's enrolment page (behind the receipt's link), the EU
 * withdrawal function on it and on the public withdrawal page, and the
 * acknowledgement mail (spread into en.server.ts as `enrolmentPage` and `withdrawal`).
 * The two buttons' labels are the ones the law names (art. 11a Directive 2011/83/EU).
 */
export const enWithdrawal = {
  enrolmentPage: {
    title: "Your enrollment {number}: {course}",
    run: "Run",
    status: "Status",
    places: {
      confirmed: "Confirmed",
      placed: "Awaiting our confirmation",
      waiting: "On the waiting list",
      offered: "A place is offered to you",
      cancelled: "Cancelled",
      none: "Received",
    },
    toBeNamed: "to be named",
    invoicesHeading: "Invoices",
    noInvoices: "No invoice yet: we send it when we confirm your enrollment.",
    invoiceLine: "{kind} {number} of {date}: {amount}, {status}",
    kinds: { invoice: "Invoice", "credit-note": "Credit note" },
    statuses: {
      paid: "paid",
      open: "open",
      credited: "credited",
      "credit-note": "credited to you",
    },
    todayHeading: "What you can do today",
    changesHeading: "Cancel or move",
    nothingToday: "Nothing can be changed here any more. Contact us if something is wrong.",
  },
  withdrawal: {
    heading: "Withdraw from the contract",
    button: "Withdraw from contract here",
    confirmButton: "Confirm withdrawal",
    consequence: {
      free: "Your enrollment is not confirmed yet, so there is no agreement: withdrawing costs nothing.",
      open: "You may withdraw until {until} without giving a reason. Everything you have paid ({paid}) is refunded within 14 days, that is by {refundBy} at the latest, in the way you paid; an invoice not yet paid is credited.",
      started:
        "The course has started at your express request. If you withdraw now you owe the part already given, in proportion to the whole course (article 6:230s(4) Dutch Civil Code): every course day that began before your withdrawal reaches us. Your invoice is then credited and that part invoiced, with what you paid ({paid}) set off against it; the rest is refunded by {refundBy} at the latest.",
      unrequested:
        "The course has started, but without your express request to start within the withdrawal period: if you withdraw now you owe nothing for the part given (article 6:230s(5) Dutch Civil Code), and everything you paid ({paid}) is refunded by {refundBy} at the latest.",
    },
    ended:
      "The withdrawal period ended on {date}. You can still cancel under our course terms: see “Cancellation by you” in the course terms.",
    termsLink: "Course terms",
    notConsumer:
      "A business enrollment has no right of withdrawal. You can cancel under our course terms.",
    confirm: {
      title: "Confirm withdrawal: {number}",
      intro:
        "You withdraw from the contract for {course}, {run} (enrollment {number}). The acknowledgement goes to the e-mail address below at once, with the date and time your withdrawal reached us.",
      name: "Name",
      email: "E-mail address for the acknowledgement",
      number: "Enrollment number",
    },
    done: {
      withdrawn: {
        title: "Withdrawal received",
        text: "We received your withdrawal on {date} at {time}. Your enrollment {number} is withdrawn; the acknowledgement is on its way to your e-mail address.",
      },
      started: {
        title: "Withdrawal received",
        text: "We received your withdrawal on {date} at {time}. Your enrollment {number} is withdrawn. {money} The acknowledgement, with these figures, is on its way to your e-mail address.",
      },
      already: {
        title: "Already withdrawn",
        text: "Your withdrawal reached us on {date} at {time}. Withdrawing once is enough: nothing more was done.",
      },
    },
    publicForm: {
      name: "Name",
      email: "E-mail address for the acknowledgement",
      number: "Enrollment number",
      numberHint: "As your receipt shows it, e.g. E-123.",
      noServer:
        "On this copy of the site the form cannot be sent: please withdraw by e-mail or with the model withdrawal form in the course terms.",
    },
    publicPage: {
      received: {
        title: "Statement received",
        text: "We received your statement of withdrawal on {date} at {time} and sent an acknowledgement to the e-mail address you gave. If the enrollment number belongs to an enrollment made with that address, that mail holds a link to confirm; otherwise we match your statement ourselves and reply to you.",
      },
      refused: {
        title: "Please check the form",
        text: "Nothing was sent. {problems}",
      },
      numberProblem: "Give the enrollment number as your receipt shows it, e.g. E-123.",
      tooMany: {
        title: "Try again later",
        text: "Too many statements from this connection just now. Please try again in a minute, or e-mail us.",
      },
      back: "Back to the withdrawal form",
    },
    link: {
      title: "Confirm withdrawal: {number}",
      intro:
        "Your statement of withdrawal reached us on {date} at {time}. Confirm it to withdraw from the contract for {course}, {run} (enrollment {number}); the moment above counts.",
    },
    messages: {
      expired: {
        title: "This link no longer works",
        text: "The withdrawal period has ended, or the enrollment was cancelled. You can still cancel under our course terms, or contact us.",
      },
      unknown: {
        title: "Link not found",
        text: "We do not know this link. Check that you opened the whole link from the e-mail.",
      },
      forbidden: {
        title: "Not sent",
        text: "This form can be sent from our own site only. Nothing was done.",
      },
      unavailable: {
        title: "Try again later",
        text: "We cannot take your withdrawal just now. Please try again in a few minutes, or e-mail us: a withdrawal by e-mail counts as well.",
      },
      cancelled: {
        title: "Nothing to withdraw",
        text: "This enrollment is already cancelled. Contact us if something is wrong.",
      },
    },
    mail: {
      subject: "Your withdrawal has been received ({number})",
      greeting: "Dear {name},",
      received: "We received your withdrawal on {date} at {time}.",
      contract: "You withdraw from the contract for {course}, {run} (enrollment {number}).",
      withdrawn:
        "We will refund everything you have paid ({paid}) within 14 days, that is by {refundBy} at the latest, in the same way you paid. An invoice you have not paid yet is credited.",
      free: "Your enrollment was not confirmed yet, so there was no agreement: you owe nothing.",
      started:
        "The course had started at your express request, so you owe the part already given, in proportion to the whole course (article 6:230s(4) Dutch Civil Code): {given} of {days} course days, {owed} incl. VAT. Your invoice is credited and a new invoice for that part follows, with what you paid ({paid}) set off against it.",
      startedRefund:
        "We refund the rest, {refund}, within 14 days, that is by {refundBy} at the latest, in the same way you paid.",
      startedNoRefund: "The new invoice asks only what is still open after that.",
      // An acknowledgement queued before the part given was reckoned here: its figures are not in it.
      startedByHand:
        "The course had started at your express request, so you owe the part already given, in proportion to the whole course (article 6:230s(4) Dutch Civil Code). We settle that part with you by e-mail and refund the rest of what you paid ({paid}) by {refundBy} at the latest.",
      unrequested:
        "The course had started without your express request to start within the withdrawal period, so you owe nothing for the part given (article 6:230s(5) Dutch Civil Code). We will refund everything you have paid ({paid}) within 14 days, that is by {refundBy} at the latest, in the same way you paid. An invoice you have not paid yet is credited.",
      statement: {
        received:
          "We received your statement of withdrawal on {date} at {time}. This is what you gave:",
        name: "Name",
        email: "E-mail address",
        number: "Enrollment number",
        link: "The enrollment with this number was made with this e-mail address. Confirm your withdrawal through this link (it works until {until}); the moment above counts, not the moment you click:\n{url}",
        byHand:
          "We match your statement to your enrollment ourselves and reply to this address. The moment above counts.",
      },
    },
  },
};
