import type { ContactField, ContactMessageKey } from "../modules/contact-schema.ts";
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
  /** One message per rule of src/modules/contact-schema.ts. */
  messages: Record<ContactMessageKey, string>;
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
  },
};
