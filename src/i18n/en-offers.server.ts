/**
 * The words of the pages our server writes for a link in a mail (spread into
 * en.server.ts as its `offers` section): an offer of a freed place, to accept
 * or decline, and a moved run's choice, the new run or a full refund
 * (server/site-routes/link-answer-route.tsx). The page says what a button
 * will do; only the button acts.
 */
export const enOffers = {
  offers: {
    labels: {
      course: "Course",
      run: "Run",
      participants: "Participants",
      oldRun: "Old dates",
      newRun: "New dates",
    },
    offer: {
      title: "A place for you: {course}",
      intro: "A place has come free on this run, and we are holding it for you until {until}.",
      ifAccept:
        "If you accept, the place is yours until we confirm your enrollment by e-mail; it is final once confirmed, and only then do we send the invoice. Until then there is no contract and you owe nothing.",
      ifDecline:
        "If you decline, your enrollment lapses at no cost and we offer the place to the next person on the waiting list. If you do not answer by then, the same happens.",
      accept: "Accept the place",
      decline: "Decline",
      accepted: {
        title: "You have a place",
        text: "Thank you: the place is held for you until we confirm your enrollment. You will receive our confirmation by e-mail; with it, your enrollment is final.",
      },
      declined: {
        title: "Offer declined",
        text: "Your enrollment has lapsed at no cost, and the place goes to the next person on the waiting list. You are welcome to enroll again.",
      },
      expired: {
        title: "This offer has expired",
        text: "The time to answer this offer has passed: your enrollment has lapsed at no cost, and the place has gone to the next person on the waiting list.",
      },
    },
    move: {
      title: "Your course has moved: {course}",
      intro:
        "We have moved the run you enrolled for, and we are holding a place on the new run for you. Under our course terms you choose: keep that place, or a refund of the full amount you have paid, within 14 days of your choice.",
      deadline:
        "To keep the place, tell us by {until} with the button below. If you do not choose, your enrollment ends and we refund the full amount; if you have not paid yet, the invoice lapses.",
      keep: "Keep my place on the new run",
      refund: "Full refund",
      kept: {
        title: "Your place on the new run stays",
        text: "Thank you: your place on the new run is fixed. You will receive a credit note for the old invoice and a new invoice with the new dates; what you have already paid is set off against the new invoice. We will send the joining details before the start.",
      },
      refunded: {
        title: "Full refund",
        text: "Your enrollment ends, and we will refund the full amount you have paid within 14 days. If you have not paid yet, you do not need to do anything: the invoice lapses.",
      },
      expired: {
        title: "The time to choose has passed",
        text: "As our e-mail said, we refund the full amount you have paid, within 14 days; if you have not paid yet, the invoice lapses.",
      },
    },
    used: {
      title: "This link has been used",
      text: "This has already been answered, so the link no longer changes anything. Questions? Reply to our e-mail or call us.",
    },
    unknown: {
      title: "This link is not valid",
      text: "We do not know this link. Use the link in our e-mail exactly as it is, or reply to our e-mail.",
    },
    forbidden: {
      title: "Nothing has changed",
      text: "Your answer did not come from our page, so we did not process it. Open the link in our e-mail again and press the button there.",
    },
    unavailable: {
      title: "Please try again later",
      text: "We cannot process answers at the moment. Nothing has changed; please try again in a few minutes.",
    },
  },
};
