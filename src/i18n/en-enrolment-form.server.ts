/**
 * The enrolment form's words in English (`form.enrolment` of the dictionary): apart from
 * en.server.ts, which would pass its 400 lines; nl-enrolment-form.server.ts has exactly these keys.
 */
/**
 * The form on the Netlify build (NETLIFY=true), where no server can confirm, invoice or offer the
 * withdrawal function: every choice is sent as a request without obligation. Put in place of the
 * form's intro and request note at build time (contact-page.tsx), so the island carries no more.
 */
export const enEnrolmentRequestOnly = {
  intro:
    "Choose the course and the run, tell us who attends and who pays. Here every choice is sent as a request without obligation: we reply by e-mail, and for a run with dates we confirm your place with the fee and the course terms. Nothing is ordered until then.",
  note: "This is a request without obligation: nothing is ordered and you owe nothing. For a run with dates we confirm your place by e-mail, with the fee and the course terms.",
};

export const enEnrolmentForm = {
  title: "Enroll in a course",
  intro:
    "Choose the course and the run, tell us who attends and who pays. We confirm your enrollment by e-mail; it is final once confirmed.",
  labels: {
    choice: "Course and run",
    participant: "You, who enroll",
    participants: "Number of participants",
    /** Each participant's row: `{position}` is 1, 2, ... */
    participantName: "Name of participant {position}",
    participantEmail: "E-mail of participant {position} (optional)",
    street: "Street and number",
    postalCode: "Postal code",
    city: "City",
    country: "Country",
    invoiceEmail: "E-mail address for invoices",
    vatId: "VAT ID",
    buyer: "You enroll as",
    company: "Company name",
    po: "Purchase-order number",
    remarks: "Remarks",
  },
  optional: "optional",
  /** The participants' rows. */
  participantsHeading: "Participants",
  participantsHint:
    "Name everyone who attends, yourself too if you attend. A participant's e-mail is optional: without it, their mails go to you. The link to evaluate the course goes only to a participant's own address (yours, if you attend).",
  /** Without JavaScript the form has a fixed set of rows. */
  participantRowsNoScript: "One row per participant; leave the rows you do not need empty.",
  /** The buyer's address, for the invoice. */
  addressHeading: "Address for the invoice",
  invoiceEmailHint: "without it, invoices go to your e-mail address",
  /** A refused participant's row, on the server's answer page. */
  participantProblem: "Participant {position}: {message}",
  choiceGroupNone: "Choose a course and a run",
  /** The run choices besides a scheduled run. */
  runNone: "no date yet",
  runInCompany: "in-company",
  buyers: { business: "A business", private: "A private person" },
  /** When the express request counts. */
  expressWhen: "only when you enroll as a private person in a run with fixed dates",
  /** "I accept the {link}" with the link's text. */
  terms: { before: "I accept the ", link: "course terms", after: "" },
  /** The fee line for the choice: filled with the amounts as the fee card writes them. */
  fee: "Fee per participant: {fee}",
  feeOnRequest: "Fee on request",
  /** What the fee comes to for the participants chosen, right above the button; `{amounts}` as `totalAmounts` of course-format.ts writes them. */
  total: {
    one: "Total for {count} participant: {amounts}",
    other: "Total for {count} participants: {amounts}",
  },
  /** Before a course with a fee and a number of participants are chosen (and without JavaScript). */
  totalRule:
    "Total: the fee per participant incl. VAT (shown with each course above) × the number of participants.",
  /** The button orders with a duty to pay, and must say so (BW 6:230v lid 3). */
  submit: { idle: "Enroll with obligation to pay", submitting: "Sending...", sent: "Sent" },
  /** "No date yet" and in-company: a request without obligation, never an order. */
  request: {
    idle: "Send request without obligation",
    submitting: "Sending...",
    sent: "Sent",
    note: "“No date yet” and in-company are a request without obligation: we get back to you with dates (for in-company, with a quote). Nothing is ordered and you owe nothing until you enroll in a run or accept our quote.",
    /** Without JavaScript both buttons show: which one is for what. */
    whichButton:
      "For a run with dates, enroll with obligation to pay; for “no date yet” or in-company, send a request without obligation.",
    thanks:
      "Thank you! We received your request for {course} ({run}) and will get back to you. It is not an order: you owe nothing.",
  },
  /** Shown once stored: "{course}" and "{run}" filled in. */
  sent: "Thank you! We received your enrollment request for {course} ({run}) and confirm it by e-mail.",
  /** One message per rule of src/forms/enrolment-schema.ts. */
  messages: {
    choiceRequired: "Please choose a course and a run",
    buyerRequired: "Please say whether you enroll as a business or as a private person",
    companyRequired: "Please enter the company name",
    companyTooLong: "Company name must be at most 100 characters",
    companyOneLine: "Use one line for the company name",
    invoiceRequired: "Please enter the e-mail or postal address for the invoice",
    invoiceTooLong: "Invoice address must be at most 300 characters",
    addressRequired: "Please enter your address for the invoice",
    addressTooLong: "Address must be at most 300 characters",
    poTooLong: "Purchase-order number must be at most 50 characters",
    poOneLine: "Use one line for the purchase-order number",
    participantsInvalid: "Please enter a whole number of participants, at least 1",
    participantsTooMany: "This course takes fewer participants",
    participantsNone: "Please name at least one participant",
    participantsMismatch:
      "The number of participants does not match the names: name each participant, or change the number",
    participantEmailTwice:
      "Two participants have the same e-mail address; give each their own, or leave it empty",
    streetRequired: "Please enter the street and number",
    streetTooLong: "Street and number must be at most 100 characters",
    addressOneLine: "Use one line for each part of the address",
    postalCodeRequired: "Please enter the postal code",
    postalCodeDutch: "A Dutch postal code is four digits and two letters, such as 5504 DJ",
    postalCodeInvalid: "This does not look like a postal code",
    cityRequired: "Please enter the city",
    cityTooLong: "City must be at most 60 characters",
    countryRequired: "Please choose the country",
    invoiceEmailInvalid: "Please enter a valid e-mail address for invoices, or leave it empty",
    vatIdCountry:
      "A VAT ID starts with the letters of its EU country, such as NL, BE or DE (EL for Greece)",
    vatIdNorthernIreland:
      "A VAT ID starting with XI (Northern Ireland) counts for goods only; give your company's other VAT ID, or leave it empty",
    vatIdPattern:
      "This VAT ID does not have the form its country uses (a Dutch one looks like NL123456789B01)",
    requestForDatedRun:
      "A request without obligation is for “no date yet” or in-company; for a run with dates, use “Enroll with obligation to pay”",
    remarksTooLong: "Remarks must be less than 1000 characters",
    remarksHiddenCharacters:
      "Remarks contain invisible control or text-direction characters; please remove them",
    termsRequired: "Please accept the course terms",
  },
};
