/**
 * The words of the buyer's own changes to an enrolment (issue 44 point 3): cancel under the
 * course terms, or move to another run of the course, from the link in the receipt
 * (server/site-routes/enrolment-change-route.tsx; spread into en.server.ts as `buyerChanges`).
 */
export const enBuyerChanges = {
  buyerChanges: {
    privateRun:
      "This training was arranged with your organization: to cancel it or change its dates, contact your contact person at our company (by e-mail or phone). Nothing can be cancelled, moved or withdrawn online here.",
    heading: "Cancel or move",
    title: "Your enrollment: {course}",
    run: "Run: {run}",
    cancel: {
      heading: "Cancel",
      free: "Under our course terms a cancellation today costs nothing; we refund everything you have paid by {date}.",
      charge:
        "Under our course terms a cancellation today costs {percent}% of the fee: {incl} incl. VAT ({excl} excl. VAT). What you have paid beyond that we refund by {date}.",
      chargeOfFee: "Under our course terms a cancellation today costs {percent}% of the fee.",
      consumerCharge:
        "Under our course terms a cancellation today costs at most {percent}% of the fee: {incl} incl. VAT ({excl} excl. VAT). If we can fill your place again, you pay only the costs we actually incur; we send that invoice after the course has started. What you have paid beyond this amount we refund by {date}.",
      fullFee:
        "Under our course terms a cancellation today costs the full fee: {incl} incl. VAT ({excl} excl. VAT). The invoice you received stands.",
      unconfirmed: "We have not confirmed your enrollment yet: cancelling costs nothing.",
      withdrawal:
        "You are within your 14-day withdrawal period as a consumer: withdraw instead, at no cost.",
      none: "This enrollment can no longer be cancelled here.",
      link: "Cancel my enrollment…",
      confirmTitle: "Cancel your enrollment?",
      received:
        "Your cancellation reaches us now, on {date}: our course terms count from that day.",
      button: "Cancel my enrollment",
      done: {
        title: "Your enrollment is cancelled",
        text: "We have cancelled your enrollment and sent you an e-mail with what it means for the money.",
      },
    },
    move: {
      heading: "Move to another run",
      intro:
        "Free of charge, to another run of this course that still has room, until {moveDays} days before the earlier of the two starts.",
      until: "{run}: free of charge up to and including {date}",
      link: "Move to this run…",
      tooLate:
        "Moving online is no longer possible: it is less than {moveDays} days before the start. Contact us, or cancel under the course terms.",
      noRoom: "No other run of this course has room just now.",
      cancelled: "This enrollment is cancelled: there is nothing to move.",
      notConfirmed: "A move is possible once your enrollment is confirmed.",
      noDates: "A move is possible for a run with dates.",
      confirmTitle: "Move your enrollment?",
      from: "Now: {run}",
      to: "New: {run}",
      invoice:
        "Your invoice follows the move: you receive a credit note for the earlier invoice and a new invoice for the new run. What you have already paid is set off against it, not refunded and asked again.",
      expressRequest:
        "The new run starts within your 14-day withdrawal period. To take part, you first ask for it expressly:",
      expressRequired: "Tick the express request to move into this run.",
      button: "Move my enrollment",
      full: {
        title: "This run has filled up",
        text: "Someone took the last place meanwhile: nothing was changed. These runs still have room:",
        none: "No other run has room just now: nothing was changed.",
      },
      done: {
        title: "Your enrollment is moved",
        text: "You are now enrolled for {run}. We have sent you an e-mail; your new invoice follows.",
      },
    },
    substitute:
      "Cannot attend? Someone else may take your place free of charge until the start: change the participants' names through the same link.",
    participantsLink: "Change the participants",
    changed: {
      title: "Nothing changed",
      text: "Your enrollment changed since you opened this page. Open the link again to see what is possible now.",
    },
    notAllowed: {
      title: "Not possible",
      text: "This change is not (or no longer) possible under the course terms: nothing was changed.",
    },
    expired: {
      title: "This link no longer works",
      text: "The course has started, so the enrollment can no longer be changed here. Contact us if something is wrong.",
    },
    unknown: {
      title: "Link not found",
      text: "We do not know this link. Check that you opened the whole link from the e-mail.",
    },
    forbidden: {
      title: "Nothing changed",
      text: "This form can be sent from our own site only. Nothing was changed.",
    },
    unavailable: {
      title: "Try again later",
      text: "We cannot change your enrollment just now. Please try again in a few minutes.",
    },
  },
};
