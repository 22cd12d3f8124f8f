import { enRuns } from "./en-runs.server.ts";
import { enOffers } from "./en-offers.server.ts";
import { enMail } from "./en-mail.server.ts";
import { enEnrolmentForm, enEnrolmentRequestOnly } from "./en-enrolment-form.server.ts";
import { enInvoice } from "./en-invoice.server.ts";
import { enReminders } from "./en-reminders.server.ts";
import { enPay } from "./en-pay.server.ts";
import { enCertificates } from "./en-certificates.server.ts";
import { enParticipants } from "./en-participants.server.ts";
import { enBuyerChanges } from "./en-buyer-changes.server.ts";
import { enWithdrawal } from "./en-withdrawal.server.ts";
import { enQuotes } from "./en-quotes.server.ts";

/**
 * Every interface word of the site in English. This table defines the shape
 * of a dictionary (`Dictionary` in dictionary.ts): every other language's
 * table has exactly these keys, or the type check fails. Page texts an owner
 * rewrites live in content/, not here.
 *
 * Plain data: `{name}`-style placeholders are filled by `fill`, counts by
 * `plural` ({one, other}, Intl.PluralRules), so a table could as well be
 * YAML. The `.server` suffix keeps the tables out of the browser: a page
 * gets its own language's words as data (a component's page context, an
 * island's props).
 */
export const en = {
  ...enRuns,
  ...enOffers,
  /** Components' words: every page gets this part in its page context (`useShellWords`). */
  shell: {
    skipToContent: "Skip to content",
    menu: {
      /** The main navigation's accessible name. */
      label: "Main",
      services: "Services",
      training: "Training",
      /** The mobile menu button's accessible name. */
      toggle: "Menu",
      allServices: "All services",
      /**
       * "{name} training overview". Templates naming a training family get
       * `{name}`, its menu title ("Testing"), and `{title}`, its full title
       * ("Testing Training"): each language picks what reads well.
       */
      familyOverview: "{name} training overview",
    },
    footer: {
      contactUs: "Contact Us",
      contact: "Contact",
      rights: "All rights reserved.",
      privacy: "Privacy",
      courseTerms: "Course terms",
      serviceTerms: "Terms for services",
      /** The EU withdrawal function's label, in the law's words (art. 11a Directive 2011/83/EU). */
      withdraw: "Withdraw from contract here",
    },
    legal: {
      chamberOfCommerce: "KvK",
      vat: "VAT ID",
      registeredOffice: "registered office {name}",
    },
    breadcrumbs: { label: "Breadcrumb", home: "Home" },
    links: {
      learnMore: "Learn more",
      viewCourse: "View course",
      viewCourses: "View courses",
      viewDetails: "View Details",
      /** A family's link in the footer, and what a View Details leads to (`{name}`, `{title}`). */
      familyTraining: "{name} training",
    },
    contactCta: {
      title: "Ready to talk about your next step?",
      text: "Tell us where you are and where you want to be. The first consultation is free.",
    },
    courseCount: { one: "{count} course", other: "{count} courses" },
    course: {
      overview: "Course Overview",
      modules: "Course Modules",
      benefits: "Key Benefits",
      getStarted: "Get Started",
      fee: "Course Fee",
      onRequest: "Dates and fee on request",
      onRequestText:
        "Tell us about your team and we will send you the next available dates and the fee.",
      included: "Included",
      enrol: "Enroll Now",
      askDatesAndFee: "Ask for Dates and Fee",
      terms: "Enrollment is subject to our {link}.",
      termsLink: "course terms",
    },
    service: {
      related: "Related Services",
      explore: "Explore {name}",
      interested: "Interested in {name}?",
      level: "Level",
    },
    hub: {
      eyebrow: "Training",
      groups: "{name} course groups",
      /** `{name}` and `{title}`, as in menu.familyOverview. */
      ctaTitle: "{name} training for your whole team?",
      ctaText: "We run every course in-house as well, planned around your team and your tools.",
      ctaLabel: "Ask about in-house training",
    },
    home: {
      learnMore: "Learn More",
      learnMoreSubject: " about our services",
      contactUs: "Contact Us",
    },
    thanks: { services: "Our services", training: "Training courses", home: "Home" },
    notFound: { backHome: "Back to home" },
    error: {
      title: "Something went wrong",
      text: "Please try again, or go back to the {link}.",
      homeLink: "home page",
    },
  },
  finder: {
    title: "Find a course",
    /** The course finder island's words (its props). */
    text: {
      family: "Training family",
      mode: "Mode",
      language: "Language",
      maxDays: "Maximum days",
      maxFee: "Maximum fee (€)",
      soon: "Has a date in the next three months",
      sort: "Sort by",
      any: "Any",
      sortByDate: "Next date",
      sortByFee: "Fee",
      modes: { classroom: "Classroom", online: "Online", "in-company": "In-company" },
      languages: { en: "English", nl: "Dutch" },
      count: { one: "{count} course", other: "{count} courses" },
      none: "No course matches these filters. Widen them, or ask us about a course in-company.",
      /** The Enroll link beside a course with a fee. */
      enrol: "Enroll",
      /** The next run's mark, also once our server says it became guaranteed since the build. */
      guaranteed: "Guaranteed to run",
    },
  },
  course: {
    runs: {
      title: "Upcoming dates",
      guaranteed: "Guaranteed to run",
      /** A run below its minimum participants, and the day we decide by ({date}). */
      notYetGuaranteed: "Not yet guaranteed · decided by {date}",
      /** The same once that day has passed and we have not decided yet. */
      decisionPending: "Not yet guaranteed · decision pending",
      enrol: "Enroll",
      addToCalendar: "Add to calendar",
      /** Shown when the course has no runs. */
      noRuns:
        "Dates are planned on request: tell us when suits you, and we schedule a run, or train your team in-company.",
      askDates: "Ask for dates",
      askInCompany: "Ask about in-company training",
    },
    modes: { classroom: "Classroom", online: "Online", "in-company": "In-company" },
    taughtIn: { en: "Taught in English", nl: "Taught in Dutch" },
    /** The page title, apart from the service of the same name: "ISTQB Foundation Level training". */
    pageTitle: "{title} training",
    // "Certificate: Certificate" would read twice; the value is the certificate's own label.
    factLabels: {
      days: "Duration",
      hours: "Hours",
      certificate: "Awarded",
      attendees: "Group size",
    },
    maxAttendees: "Maximum {count} attendees",
    /** What earlier participants thought, once a course has at least 3 evaluations. */
    rating: {
      heading: "What participants say",
      summary: "{average} out of 5, from {count} evaluations",
      verified:
        "Only participants we registered as present can rate a course, through a link sent to their own e-mail address.",
      howLink: "How we check",
      how: "After the course, each participant we registered as present on the attendance list (partly present: only if we decide so) gets a certificate of participation by e-mail. Only a participant who gave us an e-mail address of their own, or who enrolled themselves, also gets a link to the evaluation, which works once; nobody else can send one. The average is of all evaluations sent through such a link, without selection; only the evaluation of a certificate we withdrew no longer counts.",
      /** Added to `how` when comments are shown: {max} is how many a page shows at most. */
      comments:
        "The comments above are the newest (at most {max}) whose writers agreed to show them, with their first name and company.",
    },
  },
  /** The course terms page's last line. */
  terms: { version: "Version of these terms: {version}" },
  /** The enrolment thank-you page's summary labels. */
  enrolled: { course: "Course", run: "Run" },
  /**
   * Every text of the contact and enrolment forms: a contact page's islands
   * get this part as props. The server reads it for the refusal page of an
   * invalid enquiry.
   */
  form: {
    /** The line above the fields. */
    allRequired: "All fields are required.",
    labels: { name: "Name", email: "Email", phone: "Phone", message: "Message" },
    /** The honeypot's label, read by bots only (see contact-form.tsx). */
    honeypotLabel: "Leave this field empty",
    /** The submit button in each state. */
    submit: { idle: "Send Message", submitting: "Sending...", sent: "Sent" },
    /** Shown once the enquiry is stored. */
    sent: "Thank you for your message! We'll get back to you soon.",
    /** Shown when sending failed (refused or no connection). */
    failed: "Failed to submit form. Please try again later.",
    /** The course terms note beside the button: before + link + after. */
    courseTerms: {
      before: "Enrollment in a course is subject to our ",
      link: "course terms",
      after: ".",
    },
    /** One message per rule of src/forms/contact-schema.ts. */
    messages: {
      nameRequired: "Please enter your name",
      nameTooShort: "Name must be at least 2 characters",
      nameTooLong: "Name must be less than 50 characters",
      nameHiddenCharacters:
        "Name contains invisible control or text-direction characters; please type it again",
      emailRequired: "Please enter your email address",
      emailInvalid: "Please enter a valid email address",
      emailTooLong: "Email address must be at most 50 characters",
      phoneRequired: "Please enter your phone number",
      phoneInvalid: "Please enter a valid phone number",
      phoneTooShort: "Phone number is too short",
      phoneTooLong: "Phone number is too long",
      messageRequired: "Please enter your message",
      messageTooShort: "Message must be at least 10 characters",
      messageTooLong: "Message must be less than 1000 characters",
      messageHiddenCharacters:
        "Message contains invisible control or text-direction characters; please remove them",
    },
    /** The enrolment form (src/islands/enrolment-form.tsx); its participant fields use `labels`. */
    enrolment: enEnrolmentForm,
  },
  /** How course facts read (src/training/course-format.ts). */
  format: {
    days: { one: "{count} day", other: "{count} days" },
    hours: { one: "{count} hour", other: "{count} hours" },
    vat: {
      excl: "excl. VAT",
      incl: "incl. VAT",
      exempt: "VAT-exempt",
      /** `{rate}` as the language writes a number: "incl. 5.5% VAT". */
      inclRate: "incl. {rate}% VAT",
    },
    /** The facts line of a course without days and fee. */
    onRequest: "Dates and fee on request",
    /** A course's next run, in cards, menus and the finder. */
    nextDate: "Next date: {date}",
    /** A run's mode inside a sentence or a list ("1–3 March 2027, online"). */
    runModes: { classroom: "classroom", online: "online", "in-company": "in-company" },
  },
  /** The message the contact form starts with after a course's "Ask for dates" or Enroll link. */
  enquiry: {
    withFacts:
      "I would like to enroll in {title} ({facts}). Please send me the next available dates.",
    onRequest:
      "I would like to enroll in {title} (dates and fee on request). Please send me the next available dates and the fee.",
    run: "I would like to enroll in {title} on {dates} ({where}). Please confirm my place.",
    inCompany:
      "We would like {title} as an in-company course for our team. Please send us a proposal with possible dates.",
    taughtIn: { en: "in English", nl: "in Dutch" },
  },
  /** schema.org data of a course page: a run's place when it names none. */
  courseData: {
    unnamedPlace: { classroom: "To be announced", "in-company": "At your premises" },
  },
  /**
   * The pages the server writes itself (server/http/response-pages.ts). Each
   * `{link}` becomes a link; `{wait}` is `tooMany.wait` with its count.
   */
  responses: {
    /** The visitor's way back: the Back button keeps what they typed. */
    backToForm:
      "Use your browser’s Back button to return to the form with what you typed, or {link}.",
    contactForm: { again: "open the contact form again", open: "Go to the contact form" },
    enrolmentForm: { again: "open the enrollment form again" },
    /** An invalid post, listing each field's message; per form. */
    invalid: {
      contact: { title: "Please check your message", text: "We could not send your message yet:" },
      enrolment: {
        title: "Please check your enrollment",
        text: "We could not send your enrollment yet:",
      },
    },
    tooLarge: {
      title: "Your message is too long",
      text: "The form you sent is larger than we accept (messages are up to 1000 characters).",
    },
    unsupported: {
      title: "Unsupported form data",
      text: "We can only process the form as a standard web form (application/x-www-form-urlencoded, UTF-8).",
    },
    malformed: {
      title: "We could not read your message",
      text: "The form data arrived damaged or in an encoding we cannot read.",
    },
    /** `{contact}` and `{enrolment}` link to the two forms. */
    unknownForm: {
      title: "Unknown form",
      text: "We do not know this form. Use the {contact} or the {enrolment}.",
      contact: "contact form",
      enrolment: "enrollment form",
    },
    tooMany: {
      title: "Too many messages",
      text: "You have sent several messages in a short time. Please wait {wait} and try again.",
      wait: { one: "a second", other: "{count} seconds" },
    },
    /** The store could not take a post; per form. */
    notStored: {
      contact: {
        title: "Your message was not sent",
        text: "Something went wrong on our side and we could not save your message. Please try again in a few minutes.",
      },
      enrolment: {
        title: "Your enrollment was not sent",
        text: "Something went wrong on our side and we could not save your enrollment. Please try again in a few minutes.",
      },
    },
    methodNotAllowed: {
      title: "Method not allowed",
      text: "This address only serves pages. {link}.",
    },
    notFound: {
      title: "Page not found",
      text: "There is no page at this address. {link}.",
    },
    homeLink: "Go to the home page",
  },
  /** Every mail to a participant (en-mail.server.ts). */
  mail: enMail,
  invoice: enInvoice,
  /** Payment reminders and the 14-day notice (en-reminders.server.ts). */
  reminder: enReminders,
  pay: enPay,
  ...enCertificates,
  ...enParticipants,
  ...enBuyerChanges,
  ...enWithdrawal,
  enrolmentRequestOnly: enEnrolmentRequestOnly,
  ...enQuotes,
};
