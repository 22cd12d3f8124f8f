/**
 * The words of every mail to a participant, in English: the enrollment
 * receipt (server/mail/enrolment-mails.ts), the mails about a run
 * (server/mail/run-mails.ts) and the sign-off under each of them
 * (server/mail/sign-off.ts). Its own section of the dictionary (`mail`), so
 * the mails' words live apart from the pages'; nl-mail.server.ts has exactly
 * these keys. The owner's own notifications stay English and are not here.
 *
 * No mail carries what a visitor typed (not even the name): only our words and
 * the facts of the course, so nobody can send a stranger a text of their own
 * through us.
 */
export const enMail = {
  /** Under every mail: who we are (6:230v lid 7 BW, art. 45 Handelsregisterbesluit, 2:186 BW). */
  signOff: {
    regards: "Kind regards,",
    /** "{legalName}, registered office {registeredOffice}" */
    identity: "{legalName}, registered office {registeredOffice}",
    phone: "Phone {phone}",
    /** The trade register and VAT numbers (art. 45 Handelsregisterbesluit). */
    registration: "KvK {kvk} · VAT ID {vatId}",
    /** Where the privacy notice is (art. 14(3)(b) AVG: the first message to someone an employer enrolled). */
    privacy: "How we handle your data: {privacyUrl}",
  },
  /** The receipt of an enrollment request, sent when it arrives. */
  receipt: {
    subject: "Your enrollment request: {course}",
    /** "No date yet" or in-company: a request without obligation, not an order. */
    request: {
      subject: "Your request without obligation: {course}",
      opening:
        "Thank you for your request. It is a request without obligation, not an order: we get back to you with dates (for in-company, with a quote), and you owe nothing until you enroll in a run or accept our quote.",
    },
    /** A private run made from an accepted in-company quote (issue 45 point 4). */
    privateRun: {
      subject: "Your in-company training: {course}",
      opening:
        "As agreed in quote {number}, we have planned your in-company training. Your enrollment is confirmed; the quote is invoiced, so this enrollment brings no invoice of its own. For any change to the dates or the number of participants, contact us.",
      fee: "as agreed in quote {number}",
    },
    opening:
      "Thank you for your enrollment request. We check that there is a place and confirm your enrollment by e-mail; it is final once confirmed. You will receive the invoice after that.",
    participantsLink:
      "Who takes part? Fill in or change the participants' names until the course starts: {url}",
    asBusiness: "You enroll as a business.",
    asPrivate: "You enroll as a private person.",
    express:
      "You expressly asked that the course starts within the 14-day withdrawal period. If you withdraw after it has started, you pay in proportion for the part already given; once the course has been given in full, you can no longer withdraw.",
    withdrawal:
      "As a private person you may withdraw within 14 days of our confirmation, without giving a reason. You can withdraw through {withdrawUrl}, by e-mail, or with the model withdrawal form at the end of this e-mail.",
    /** Whether the run kept a place or put the enrolment on its waiting list. */
    place: {
      placed: "A place on this run is kept for you until we confirm your enrollment.",
      waiting:
        "This run is full: your enrollment is on its waiting list, and we tell you by e-mail as soon as a place comes free. While you are on the waiting list there is no contract and you owe nothing.",
    },
  },
  /** What several mails share. */
  common: {
    greeting: "Hello,",
    course: "Course",
    run: "Run",
    participants: "Participants",
    fee: "Fee per participant",
    onRequest: "on request",
    /** The fee of all participants together. */
    total: "Total for {count} participants: {incl} incl. VAT ({excl} excl. VAT)",
    /** Our number of the enrollment, for the buyer's records and any question about it. */
    enrolmentNumber: "Enrollment number: E-{number}",
    closing: "Questions? Reply to this e-mail.",
    terms: "Our course terms (version {version}) apply:",
    /** A run moved or cancelled after its joining details went out. */
    joiningVoid: "The joining details we sent you earlier for this run no longer apply.",
  },
  /** Where a run takes place, as the mails say it. */
  where: {
    classroom: "Location: {location}",
    classroomUnknown: "Location: we will send you the address separately.",
    online: "Online: the link follows before the start.",
    inCompany: "In-company: at the place we agreed with you.",
    /** A private run's own place (issue 45), as the owner wrote it. */
    inCompanyAt: "In-company: {location}",
  },
  /** Mails about one's place on a run, or about the run, from the back office's Runs page. */
  runs: {
    confirmed: {
      subject: "Enrollment confirmed: {course}",
      opening:
        "We hereby confirm your enrollment. With this confirmation it is final: your place on the run below is fixed. You will receive the invoice shortly.",
      /** A run below its minimum, not yet guaranteed: the day we decide by ({date}). */
      notYetGuaranteed:
        "This run is not yet guaranteed to go ahead: it needs a minimum number of participants. We decide by {date} whether it goes ahead, and let you know. If it does not, you choose another run or a refund of the full amount you have paid, as our course terms say.",
      /** For a private buyer: the withdrawal period runs from this mail. */
      withdrawal:
        "As a private person you may withdraw from the agreement within 14 days of this confirmation, that is up to and including {date}, without giving a reason. You can withdraw through {withdrawUrl}, by e-mail, or with the model withdrawal form at the end of this e-mail.",
      /** A dated run, private buyer, request made on the form. */
      expressGiven:
        "You expressly asked that the course starts within the 14-day withdrawal period. If you withdraw from the agreement after the course has started, you pay in proportion for the part already given; once the course has been given in full, you can no longer withdraw.",
      /**
       * A dated run that starts within the withdrawal period, private buyer without the
       * request on the form: the terms promise the course does not start for them in the
       * period unless they ask (6:230s lid 5).
       */
      expressNeeded:
        "Your run starts on {start}, within the 14-day withdrawal period, and you did not ask on the form for the course to start within that period. Under our course terms it then does not start for you within the period, unless you expressly ask for it. Do you want to take part in this run? Then reply to this e-mail before the start with the words: “I expressly ask that the course starts within the withdrawal period. I know that I lose my right of withdrawal once the course has been given in full.” If you withdraw from the agreement after the course has started, you pay in proportion for the part already given. Without that request you cannot take part in this run: reply and choose a later run, or withdraw at no cost.",
    },
    /**
     * Confirm on a request without obligation (no date yet, in-company): taken up, nothing
     * ordered, no agreement yet (review M7), so no withdrawal period, terms or invoice.
     */
    requestTakenUp: {
      subject: "We are on it: your request for {course}",
      opening:
        "We have taken up your request without obligation. We will contact you about dates (for in-company, with a quote). Nothing has been ordered and you owe nothing: an agreement is only made when you enroll in a run with dates or accept our quote, and our course terms and, as a private person, your right of withdrawal apply from then.",
    },
    placed: {
      subject: "A place for you: {course}",
      opening:
        "A place has come free on the run below, and it is yours now: you are no longer on the waiting list. Your enrollment becomes final with our confirmation, which follows by e-mail. If it no longer suits you, tell us within 2 working days and your enrollment lapses at no cost.",
    },
    cancelled: {
      subject: "Enrollment cancelled: {course}",
      opening: "We have cancelled your enrollment for the course below.",
      question:
        "If that is not what you expected, or you have a question about it, reply to this e-mail.",
      /** What the cancellation means for the money, by its cause (src/training/cancellation-terms.ts). */
      causes: {
        withdrawal:
          "You have withdrawn from the agreement (your right of withdrawal as a consumer). We received your withdrawal on {received}. We will refund everything you have paid within 14 days of that, that is by {date} at the latest, by the same means you paid. If you have not paid yet, the invoice lapses: you owe nothing.",
        /** The buyer's own cancellation, free under the terms. */
        buyerFree:
          "You cancelled {when}: under our course terms that costs nothing. We will refund everything you have paid within 14 days, that is by {date} at the latest. If you have not paid yet, the invoice lapses: you owe nothing.",
        /** The buyer's own cancellation with the terms' charge of 50 %. */
        buyerCharged:
          "You cancelled {when}: under our course terms that costs {percent}% of the fee, for your enrollment {incl} incl. VAT ({excl} excl. VAT). If you have paid more than that, we will refund the difference within 14 days, that is by {date} at the latest. If you have not paid yet, you will receive a credit note for the earlier invoice and a new invoice for this amount.",
        /** The same without a price on record (a fee on request). */
        buyerChargedOfFee:
          "You cancelled {when}: under our course terms that costs {percent}% of the fee. If you have paid more than that, we will refund the difference within 14 days, that is by {date} at the latest. If you have not paid yet, you will receive a credit note for the earlier invoice and a new invoice for this amount.",
        /** The terms' full fee (100 %): nothing is credited, the invoice stands (review 3, M6). */
        buyerChargedFull:
          "You cancelled {when}: under our course terms the full fee is then due, for your enrollment {incl} incl. VAT ({excl} excl. VAT). The invoice you have already received stands.",
        /** The same without a price on record (a fee on request, invoiced by hand). */
        buyerChargedFullOfFee:
          "You cancelled {when}: under our course terms the full fee is then due.",
        /** A charge for a consumer after the withdrawal period: the terms' amount is a ceiling. */
        consumerCeiling:
          "As a consumer you pay at most this amount. If we can fill your place again, you pay only the costs we actually incur. We will send you the invoice for it after the course has started.",
        /**
         * A consumer's charge, invoiced after the start (review 3, M7): the terms' percentage as
         * the most they pay, and what happens to the money now.
         */
        consumerCharged:
          "You cancelled {when}: under our course terms that costs at most {percent}% of the fee, for your enrollment {incl} incl. VAT ({excl} excl. VAT).",
        consumerChargedOfFee:
          "You cancelled {when}: under our course terms that costs at most {percent}% of the fee.",
        consumerMoney:
          "You will receive a credit note for the earlier invoice now. If you have paid more than this amount, we will refund the difference within 14 days, that is by {date} at the latest. What you have paid up to this amount we set off against the invoice after the start, and we refund what it does not take when we send it.",
        /** Every cancellation by the buyer: the day it reached us, from which the terms count (review 3, M5). */
        received:
          "We received your cancellation on {received}; our course terms count from that day.",
        "run-cancelled":
          "Because we cancelled the run, this costs you nothing: we will refund the full amount you have paid within 14 days, that is by {date} at the latest. If you have not paid yet, the invoice lapses: you owe nothing.",
        unconfirmed:
          "We had not confirmed your enrollment yet, so there was no agreement: the cancellation costs you nothing, and you owe nothing.",
        declined:
          "You declined the place we offered you, so your enrollment has lapsed at no cost: you owe nothing.",
        "offer-expired":
          "You did not accept the place we offered you in time, so your enrollment has lapsed at no cost: you owe nothing.",
      },
      /** How long before the start the buyer cancelled, as the terms' scale counts it. */
      when: {
        free: "4 weeks or more before the start",
        half: "less than 4 weeks but at least 1 week before the start",
        full: "less than 1 week before the start",
      },
    },
    guaranteed: {
      subject: "Your course goes ahead: {course}",
      opening:
        "Good news: the run below is guaranteed to go ahead. Nothing changes for your enrollment; we will send the joining details before the start.",
    },
    runCancelled: {
      subject: "Run cancelled: {course}",
      opening: "Unfortunately we have to cancel the run below.",
      choice:
        "Under our course terms you choose: a place on another run of this course, or a refund of the full amount you have paid, within 14 days of your choice. Reply to this e-mail with your choice.",
      /** What happens without an answer (the terms: a refund after 7 days). */
      fallback:
        "If we have not heard from you by {date}, we will refund the full amount, within 14 days of that date. If you have not paid yet, you need not do anything: the invoice lapses.",
      /** To those on its waiting list: no contract, nothing owed. */
      waiting:
        "You were on the waiting list for this run; your enrollment lapses at no cost: you owe nothing. You are welcome to enroll for another run.",
      /** A private run's (issue 45): agreed in a quote, so no other run to choose and no refund here. */
      privateRun:
        "This training was agreed with your organization in quote {number}. We will contact you about new dates, or about what the cancellation means for the quote and its invoices.",
      otherRuns: "Other runs of this course:",
      noOtherRuns: "No other run of this course is planned at the moment.",
    },
    moved: {
      subject: "Your course has moved: {course}",
      opening: "We have moved the run you enrolled for to other dates.",
      /** The buyer moved their own enrollment on its page (issue 44 point 3). */
      openingByBuyer:
        "As you asked on your enrollment's page, we have moved your enrollment to another run.",
      /** After the buyer's move: the invoice follows, what was paid is carried over. */
      invoiceFollows:
        "Your invoice follows the move: you receive a credit note for the earlier invoice and a new invoice for the new run. What you have already paid is set off against it; it is not refunded and asked again.",
      from: "Old dates",
      to: "New dates",
      placeKept: "Your place moves with it.",
      /** Those who had no place of their own: no contract yet (review 3, M10). */
      placeWaiting:
        "The new run does not have enough free places, so you are on its waiting list, after those already on it. While you are on the waiting list there is no contract and you owe nothing.",
      /** To an enrollment not yet confirmed: nothing paid, nothing to refund (M10). */
      choice:
        "Do the new dates not suit you? Your enrollment is not confirmed yet, so you can withdraw it at no cost: reply to this e-mail.",
    },
    /**
     * A private run's days, times or place changed by us (issue 45): to its booker and each
     * participant with an address; nothing of money or other runs (its quote is invoiced).
     */
    privateRunChanged: {
      subject: "New dates, times or place: {course}",
      opening:
        "The dates, times or place of the training we give for your organization, as agreed in quote {number}, have changed. Here is what was planned and what holds now.",
      before: "Before",
      now: "Now",
      /** After the run's label when it has hours: "…, Eindhoven, 9:00–17:00". */
      timesLater: "times to follow",
      joiningFollows: "As usual, you will receive the joining details shortly before the start.",
      /** The joining details had gone out: the nightly job sends them again for the new facts. */
      joiningAgain:
        "The joining details we sent you earlier no longer apply: you will receive new ones shortly before the new start.",
      contact:
        "If you take part and cannot make the new dates, please also tell whoever arranged this training in your organization.",
    },
    joining: {
      subject: "Joining details: {course}",
      opening: "Your course starts soon. Here is what you need to join.",
      dates: "Dates",
      times: "Times",
      timesLater: "Times: we will send them to you separately.",
      bring: "What to bring:",
      bringLater: "What to bring: we will tell you separately if you need to bring anything.",
    },
    /** A freed place held for a waiting enrollment (server/runs/run-offers.ts). */
    offered: {
      subject: "A place has come free: {course}",
      opening:
        "A place has come free on the run below, and we are holding it for you. Do you want it? Accept or decline the offer on the page behind the link below.",
      /** {until}: the deadline, in the Netherlands' time. */
      deadline:
        "We will hold the place for you until {until}. If we have not heard from you by then, your enrollment lapses at no cost and we offer the place to the next person on the waiting list.",
      link: "Accept or decline: {url}",
      noContract:
        "Accepting does not make your enrollment final yet: it is final once we confirm it by e-mail, and only then do we send the invoice. Until then there is no contract and you owe nothing. Declining costs nothing.",
    },
    offerExpired: {
      subject: "Offer expired: {course}",
      opening:
        "We held a place on the run below for you, but did not hear from you in time. Your enrollment has lapsed at no cost, and the place goes to the next person on the waiting list. You are welcome to enroll again.",
    },
    /**
     * A confirmed buyer's run moved: the terms' choice, by a link (after the moved mail's lines);
     * doing nothing ends the enrollment, and the words say so first (review 3, M9).
     */
    moveChoice: {
      choice:
        "We are holding a place on the new run for you. Under our course terms you choose: keep that place, or a refund of the full amount you have paid, within 14 days of your choice.",
      deadline:
        "To keep the place, tell us by {until} through the link below. If you do not choose, your enrollment ends and we refund the full amount; if you have not paid yet, the invoice lapses.",
      link: "Choose: {url}",
    },
    addressChanged: {
      subject: "Your e-mail address for {course} was changed",
      opening:
        "The e-mail address of participant {position} on the enrollment below was changed on the enrollment's page, by whoever holds its link. From now on the joining details, the certificate and the evaluation link for this course go to the new address, no longer to this one.",
      question:
        "Did you not expect this? Reply to this e-mail and we will check with the booker before anything more is sent.",
    },
    moveRefund: {
      subject: "Full refund: {course}",
      opening:
        "Your enrollment for the moved run below ends, and we will refund the full amount you have paid within 14 days. If you have not paid yet, you do not need to do anything: the invoice lapses.",
    },
  },
};
