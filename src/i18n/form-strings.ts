import type { ContactField, ContactMessageKey } from "#src/forms/contact-schema.ts";
import type { EnrolmentMessageKey } from "#src/forms/enrolment-schema.ts";
import type { Language } from "./languages.ts";

/**
 * Every text of the contact form, per language. Nothing in the browser bundle
 * imports this table: a contact page's loader picks its language's strings and
 * they travel as that page's data, so a page carries only its own language.
 * The server reads the same table for the refusal page of an invalid enquiry.
 * Relative imports only: plain Node runs it from server/.
 */
export interface FormStrings {
  /** The line above the fields. */
  allRequired: string;
  labels: Record<ContactField, string>;
  /** The honeypot's label, read by bots only (see contact-form.tsx). */
  honeypotLabel: string;
  /** The submit button in each state. */
  submit: { idle: string; submitting: string; sent: string };
  /** Shown once the enquiry is stored. */
  sent: string;
  /** Shown when sending failed (refused or no connection). */
  failed: string;
  /** The course terms note beside the button: before + link + after. */
  courseTerms: { before: string; link: string; after: string };
  /** One message per rule of src/forms/contact-schema.ts. */
  messages: Record<ContactMessageKey, string>;
  /** The enrolment form (src/islands/enrolment-form.tsx); its participant fields use `labels`. */
  enrolment: EnrolmentStrings;
}

export interface EnrolmentStrings {
  title: string;
  intro: string;
  labels: {
    choice: string;
    participant: string;
    buyer: string;
    company: string;
    invoice: string;
    po: string;
    address: string;
    participants: string;
    remarks: string;
  };
  optional: string;
  choiceGroupNone: string;
  /** The run choices besides a scheduled run. */
  runNone: string;
  runInCompany: string;
  buyers: { business: string; private: string };
  /** When the express request counts. */
  expressWhen: string;
  /** "I accept the {link}" with the link's text. */
  terms: { before: string; link: string; after: string };
  /** The fee line for the choice: filled with the amounts as the fee card writes them. */
  fee: string;
  feeOnRequest: string;
  submit: { idle: string; submitting: string; sent: string };
  /** Shown once stored: "{course}" and "{run}" filled in. */
  sent: string;
  messages: Record<EnrolmentMessageKey, string>;
}

export const formStrings: Record<Language, FormStrings> = {
  en: {
    allRequired: "All fields are required.",
    labels: { name: "Name", email: "Email", phone: "Phone", message: "Message" },
    honeypotLabel: "Leave this field empty",
    submit: { idle: "Send Message", submitting: "Sending...", sent: "Sent" },
    sent: "Thank you for your message! We'll get back to you soon.",
    failed: "Failed to submit form. Please try again later.",
    courseTerms: {
      before: "Enrollment in a course is subject to our ",
      link: "course terms",
      after: ".",
    },
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
    enrolment: {
      title: "Enroll in a course",
      intro:
        "Choose the course and the run, tell us who attends and who pays. We confirm your enrollment by e-mail; it is final once confirmed.",
      labels: {
        choice: "Course and run",
        participant: "Participant",
        buyer: "You enroll as",
        company: "Company name",
        invoice: "Invoice e-mail or address",
        po: "Purchase-order number",
        address: "Your address (for the invoice)",
        participants: "Number of participants",
        remarks: "Remarks",
      },
      optional: "optional",
      choiceGroupNone: "Choose a course and a run",
      runNone: "no date yet",
      runInCompany: "in-company",
      buyers: { business: "A business", private: "A private person" },
      expressWhen: "for a private person whose run starts within 14 days",
      terms: { before: "I accept the ", link: "course terms", after: "" },
      fee: "Fee per participant: {fee}",
      feeOnRequest: "Fee on request",
      submit: { idle: "Send Enrollment", submitting: "Sending...", sent: "Sent" },
      sent: "Thank you! We received your enrollment request for {course} ({run}) and confirm it by e-mail.",
      messages: {
        choiceRequired: "Please choose a course and a run",
        buyerRequired: "Please say whether you enroll as a business or as a private person",
        companyRequired: "Please enter the company name",
        companyTooLong: "Company name must be at most 100 characters",
        invoiceRequired: "Please enter the e-mail or postal address for the invoice",
        invoiceTooLong: "Invoice address must be at most 300 characters",
        addressRequired: "Please enter your address for the invoice",
        addressTooLong: "Address must be at most 300 characters",
        poTooLong: "Purchase-order number must be at most 50 characters",
        participantsInvalid: "Please enter a whole number of participants, at least 1",
        participantsTooMany: "This course takes fewer participants",
        remarksTooLong: "Remarks must be less than 1000 characters",
        remarksHiddenCharacters:
          "Remarks contain invisible control or text-direction characters; please remove them",
        termsRequired: "Please accept the course terms",
      },
    },
  },
  nl: {
    allRequired: "Alle velden zijn verplicht.",
    labels: { name: "Naam", email: "E-mailadres", phone: "Telefoonnummer", message: "Bericht" },
    honeypotLabel: "Laat dit veld leeg",
    submit: { idle: "Verstuur bericht", submitting: "Bezig met versturen…", sent: "Verstuurd" },
    sent: "Bedankt voor je bericht! We nemen snel contact met je op.",
    failed: "Versturen is mislukt. Probeer het later opnieuw.",
    courseTerms: {
      before: "Voor inschrijving op een training gelden onze ",
      link: "trainingsvoorwaarden",
      after: ".",
    },
    messages: {
      nameRequired: "Vul je naam in",
      nameTooShort: "Je naam moet minstens 2 tekens lang zijn",
      nameTooLong: "Je naam mag hoogstens 50 tekens lang zijn",
      nameHiddenCharacters:
        "Je naam bevat onzichtbare stuur- of tekstrichtingstekens; typ hem opnieuw",
      emailRequired: "Vul je e-mailadres in",
      emailInvalid: "Vul een geldig e-mailadres in",
      emailTooLong: "Je e-mailadres mag hoogstens 50 tekens lang zijn",
      phoneRequired: "Vul je telefoonnummer in",
      phoneInvalid: "Vul een geldig telefoonnummer in",
      phoneTooShort: "Je telefoonnummer is te kort",
      phoneTooLong: "Je telefoonnummer is te lang",
      messageRequired: "Vul je bericht in",
      messageTooShort: "Je bericht moet minstens 10 tekens lang zijn",
      messageTooLong: "Je bericht mag hoogstens 1000 tekens lang zijn",
      messageHiddenCharacters:
        "Je bericht bevat onzichtbare stuur- of tekstrichtingstekens; haal ze weg",
    },
    enrolment: {
      title: "Inschrijven voor een training",
      intro:
        "Kies de training en de uitvoering, en vertel ons wie deelneemt en wie betaalt. We bevestigen je inschrijving per e-mail; na die bevestiging is ze definitief.",
      labels: {
        choice: "Training en uitvoering",
        participant: "Deelnemer",
        buyer: "Je schrijft je in als",
        company: "Bedrijfsnaam",
        invoice: "Factuur-e-mailadres of -adres",
        po: "Inkoopordernummer",
        address: "Je adres (voor de factuur)",
        participants: "Aantal deelnemers",
        remarks: "Opmerkingen",
      },
      optional: "optioneel",
      choiceGroupNone: "Kies een training en een uitvoering",
      runNone: "nog geen datum",
      runInCompany: "incompany",
      buyers: { business: "Bedrijf", private: "Particulier" },
      expressWhen: "voor een particulier van wie de uitvoering binnen 14 dagen begint",
      terms: { before: "Ik aanvaard de ", link: "trainingsvoorwaarden", after: "" },
      fee: "Prijs per deelnemer: {fee}",
      feeOnRequest: "Prijs op aanvraag",
      submit: {
        idle: "Inschrijving versturen",
        submitting: "Bezig met versturen…",
        sent: "Verstuurd",
      },
      sent: "Bedankt! We hebben je inschrijving voor {course} ({run}) ontvangen en bevestigen die per e-mail.",
      messages: {
        choiceRequired: "Kies een training en een uitvoering",
        buyerRequired: "Geef aan of je je inschrijft als bedrijf of als particulier",
        companyRequired: "Vul de bedrijfsnaam in",
        companyTooLong: "De bedrijfsnaam mag hoogstens 100 tekens lang zijn",
        invoiceRequired: "Vul het e-mailadres of postadres voor de factuur in",
        invoiceTooLong: "Het factuuradres mag hoogstens 300 tekens lang zijn",
        addressRequired: "Vul je adres voor de factuur in",
        addressTooLong: "Je adres mag hoogstens 300 tekens lang zijn",
        poTooLong: "Het inkoopordernummer mag hoogstens 50 tekens lang zijn",
        participantsInvalid: "Vul een heel aantal deelnemers in, minstens 1",
        participantsTooMany: "Deze training heeft plaats voor minder deelnemers",
        remarksTooLong: "Je opmerkingen mogen hoogstens 1000 tekens lang zijn",
        remarksHiddenCharacters:
          "Je opmerkingen bevatten onzichtbare stuur- of tekstrichtingstekens; verwijder die",
        termsRequired: "Aanvaard de trainingsvoorwaarden",
      },
    },
  },
};
