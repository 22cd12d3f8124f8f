/**
 * The words of a quote (issue 45), spread into en.server.ts as its `quote`
 * section: the PDF (server/quotes/quote-document.tsx), the page behind the
 * link in its mail where the buyer accepts or declines
 * (server/site-routes/quote-route.tsx), and the buyer's mails
 * (server/quotes/quote-mails.ts). nl-quotes.server.ts has exactly these keys.
 */
export const enQuotes = {
  quote: {
    heading: "Quote",
    /** The file's title, the page's heading. */
    title: "Quote {number}",
    titleVersion: "Quote {number}, version {version}",
    facts: {
      number: "Quote number",
      version: "Version",
      date: "Date",
      validUntil: "Valid until",
      reference: "Your reference",
    },
    from: "From",
    to: "For",
    attention: "Attn. {name}",
    vatId: "VAT ID",
    kvk: "KvK",
    registration: "Registration number",
    columns: {
      description: "Description",
      quantity: "Quantity",
      unitPrice: "Unit price excl. VAT",
      vat: "VAT",
      amount: "Amount excl. VAT",
    },
    kinds: { training: "Training", consulting: "Consulting" },
    /** A line's quantity with its unit: "2.5 days". */
    units: {
      day: { one: "{count} day", other: "{count} days" },
      "half-day": { one: "{count} half day", other: "{count} half days" },
      hour: { one: "{count} hour", other: "{count} hours" },
      participant: { one: "{count} participant", other: "{count} participants" },
      fixed: { one: "fixed price", other: "{count} × fixed price" },
    },
    /** A unit price's unit: "€1,250.00 per day". */
    perUnit: {
      day: "per day",
      "half-day": "per half day",
      hour: "per hour",
      participant: "per participant",
      fixed: "fixed",
    },
    asWorked: "Invoiced monthly as worked, up to this quantity",
    /** The VAT column: the rate, or what stands instead. */
    lineVat: { E: "exempt", AE: "reverse charge", O: "none" },
    totals: {
      exclVat: "Total excl. VAT",
      vat: "VAT {rate} on {base}",
      exempt: "Exempt from VAT: {base}",
      reverseCharge: "VAT reverse charged: {base}",
      outsideScope: "No Dutch VAT (outside its scope): {base}",
      inclVat: "Total incl. VAT",
    },
    notes: {
      exempt:
        "Training lines are exempt from VAT under art. 11(1)(o) of the Dutch VAT Act (Wet OB): vocational training by an institution registered with CRKBO.",
      reverseCharge:
        "VAT reverse charged: the customer accounts for the VAT (art. 196 of Directive 2006/112/EC). Customer's VAT ID: {vatId}.",
      outsideScope:
        "Services to a business established outside the EU are supplied where it is established (art. 44 of Directive 2006/112/EC): no Dutch VAT. Customer's registration number: {registration}.",
    },
    invoicing: {
      heading: "Invoicing",
      whole: "We invoice the whole amount when you accept this quote.",
      asWorkedOnly:
        "Lines invoiced as worked are invoiced monthly for the days or hours worked that month, up to the quantity quoted.",
      milestones: "We invoice in these parts (amounts excl. VAT; VAT as above):",
      due: { acceptance: "at acceptance", date: "on {date}", delivery: "on delivery" },
    },
    terms: {
      heading: "Terms",
      intro: "This quote is subject to:",
      /** {title}, {version}, {url} */
      item: "our {title}, version {version}, for the {kind} lines: {url}",
      kinds: { courseTerms: "training", serviceTerms: "consulting" },
    },
    accept: {
      heading: "How to accept",
      text: "Accept or decline this quote online through the link in the e-mail it came with, until {date} inclusive. Whoever accepts confirms that they may do so for {company}. Questions: {email}.",
    },
    pageCount: "Page {page} of {pages}",
    /** The PDF's file name in mails and downloads. */
    file: "quote-{number}-v{version}.pdf",
    /** The page behind the link in the quote's mail. */
    link: {
      intro: "From {seller} for {company}, valid until {date} inclusive.",
      pdf: "Download the quote (PDF)",
      acceptHeading: "Accept this quote",
      name: "Your name",
      role: "Your role",
      roleHint: "for example: managing director, head of IT",
      confirm: "I confirm that I may accept this quote on behalf of {company}.",
      acceptButton: "Accept the quote",
      acceptNote:
        "Accepting makes this quote an agreement between {company} and {seller} under the terms named above. We record your name, role, the date and time, the version and a fingerprint (SHA-256) of the PDF, and e-mail you the quote as accepted.",
      declineHeading: "Or decline it",
      reason: "Reason (optional)",
      declineButton: "Decline the quote",
      problems: {
        heading: "Nothing was recorded: please check the fields marked below.",
        name: "Please give your name.",
        role: "Please give your role.",
        tooLong: "At most {max} characters.",
        oneLine: "Please use one line.",
        confirm: "Please confirm that you may accept for {company}.",
      },
      replaced: {
        title: "This version has been replaced",
        text: "Version {version} of quote {number} was replaced by a newer version on {date}, which we sent by e-mail. This version can no longer be accepted; please use the link in the newer e-mail.",
      },
      expired: {
        title: "This quote has expired",
        text: "Quote {number} was valid until {date} inclusive and can no longer be accepted. Ask us for a new one at {email}.",
      },
      accepted: {
        title: "Quote accepted",
        text: "Quote {number}, version {version}, was accepted by {name} ({role}) on {at}.",
      },
      declined: {
        title: "Quote declined",
        text: "Quote {number} was declined on {at}.",
      },
      recordedAccept: {
        title: "Thank you: the quote is accepted",
        text: "We have recorded your acceptance and sent you the quote as accepted by e-mail. We will be in touch about the next steps.",
      },
      recordedDecline: {
        title: "The quote is declined",
        text: "Thank you for letting us know. We have passed your answer on.",
      },
      /** The other answer came first: {answer} is accepted or declined. */
      notRecorded: "Your answer was not recorded: this quote had already been answered.",
      unknown: {
        title: "Quote not found",
        text: "This link does not lead to a quote. Please use the link in our e-mail exactly as it is.",
      },
      forbidden: {
        title: "Not accepted from here",
        text: "An answer to a quote can only be given on its own page. Please open the link in our e-mail and answer there.",
      },
      unavailable: {
        title: "Try again later",
        text: "We cannot show or record quotes just now. Please try again in a few minutes.",
      },
    },
    mail: {
      subject: {
        quote: "Quote {number}: {company}",
        revised: "Quote {number}, version {version}: {company}",
        reminder: "Reminder: quote {number} is valid until {date}",
        accepted: "Quote {number} accepted",
      },
      greeting: "Dear {name},",
      quote:
        "Attached is our quote {number} for {company}: {total} incl. VAT ({exclVat} excl. VAT), valid until {date} inclusive.",
      revised:
        "This is version {version} of the quote; it replaces the earlier version, which can no longer be accepted.",
      link: "Read it, and accept or decline it, on this page: {link}",
      acceptHow:
        "To accept, give your name and role there and confirm that you may accept for {company}.",
      terms: "The terms that apply follow below; each is also at its address:",
      reminder:
        "A reminder: our quote {number} for {company} ({total} incl. VAT) is valid until {date} inclusive. You can accept or decline it until then on this page: {link}",
      accepted:
        "Thank you: you accepted our quote {number} for {company}. Attached is the quote exactly as you accepted it; we will be in touch about the next steps.",
      acceptance: "What we recorded:",
      acceptedBy: "Accepted by: {name}, {role}",
      acceptedAt: "Date and time: {at}",
      acceptedVersion: "Quote: {number}, version {version}",
      acceptedSha: "SHA-256 of the PDF: {sha256}",
    },
  },
};
