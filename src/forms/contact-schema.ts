import type { ContactMessageKey } from "#src/i18n/dictionary.ts";

export type { ContactMessageKey };

/**
 * The rules of the contact form, shared by the browser (before sending) and the
 * server (before storing). No dependencies (the message keys are a type from
 * the dictionary), so the bundle gets only these few lines.
 *
 * Boundaries are inclusive: "at most 50" accepts 50 and refuses 51.
 * Name, e-mail and phone are trimmed before they are checked and stored (a
 * stray space is not the visitor's intent); the message is counted as typed,
 * with line breaks as one character each (a browser posts CRLF where the
 * textarea showed LF, and the count must not depend on that).
 * Characters are Unicode code points, so "é" or an emoji counts once.
 *
 * Names in any script are welcome; what no one types on purpose is refused:
 * control characters (NUL, an escape), bidirectional controls (U+202E shows
 * text reversed in the owner's tools) and values with no visible character at
 * all (zero-width spaces, the Hangul filler U+3164). A single-line field
 * (name, e-mail, phone) refuses a line break of any kind (U+2028 too), with
 * the message it always had for it: one could forge a line such as "Bcc: …"
 * in the owner's e-mail. Line breaks and tabs stay in the message.
 */
export const contactFieldNames = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof contactFieldNames)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, ContactMessageKey>>;

export const contactLimits = {
  name: { min: 2, max: 50 },
  /** The e-mail input stops at 50 (maxLength); the server refuses longer ones. */
  email: { max: 50 },
  phone: { min: 7, max: 30 },
  message: { min: 10, max: 1000 },
} as const;

/**
 * What can be wrong with a field. Validators return these keys, not text: the
 * words are per language (the dictionaries' `form.messages`, which name the
 * keys), and they reach a page as its islands' props and the server's refusal
 * page from the same table.
 */
export const contactMessageKeys = [
  "nameRequired",
  "nameTooShort",
  "nameTooLong",
  "nameHiddenCharacters",
  "emailRequired",
  "emailInvalid",
  "emailTooLong",
  "phoneRequired",
  "phoneInvalid",
  "phoneTooShort",
  "phoneTooLong",
  "messageRequired",
  "messageTooShort",
  "messageTooLong",
  "messageHiddenCharacters",
] as const satisfies readonly ContactMessageKey[];

// The address shape browsers accept for type="email" (WHATWG), plus a dot in
// the domain: "name@localhost" is not an address anyone can answer.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
// Digits with an optional leading plus, and ( ) space - . / as separators.
const phonePattern = /^\+?[0-9 ()./-]+$/;

/**
 * A line break of any kind: LF, CR, vertical tab, form feed, NEL (U+0085) and
 * Unicode's line and paragraph separators (U+2028, U+2029), which a mail
 * program or a spreadsheet may show as a new line. Browsers strip CR and LF
 * from a one-line input, not the others: a paste can bring them.
 */
const lineBreak = /[\n\v\f\r\u0085\u2028\u2029]/u;

/** Whether a value holds a line break of any kind (a single-line field refuses it). */
export function hasLineBreak(text: string): boolean {
  return lineBreak.test(text);
}

// C0/C1 controls; the message's own line breaks and tabs are allowed there.
const controlCharacter = /\p{Cc}/u;
const messageControlCharacter = /[^\P{Cc}\t\n]/u;
// Bidirectional embeddings, overrides, isolates and marks (Unicode's Bidi_Control).
const bidiControl = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * `text` without bidirectional controls: what the forms refuse, taken out of text that came
 * another way (a payer's name on the bank's statement) before anyone is shown it.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(new RegExp(bidiControl.source, "gu"), "");
}
// A character that shows: not a space, control or format character (zero-width
// space, joiners), nor a filler that renders as nothing.
const visibleCharacter = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Whether a value shows at least one character (not only spaces or invisible ones). */
export function hasVisibleCharacter(text: string): boolean {
  return visibleCharacter.test(text);
}

/** Characters as a person counts them (code points, not UTF-16 units); the enrolment rules count with it too. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The values as they are checked and stored (see the rules above). */
export function normalizeContact(input: Partial<Record<ContactField, unknown>>): ContactValues {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    name: text(input.name).trim(),
    email: text(input.email).trim(),
    phone: text(input.phone).trim(),
    message: text(input.message).replace(/\r\n?/g, "\n"),
  };
}

export function validateName(name: string): ContactMessageKey | undefined {
  const length = characterCount(name);
  if (length === 0) return "nameRequired";
  if (hasLineBreak(name) || controlCharacter.test(name) || bidiControl.test(name)) {
    return "nameHiddenCharacters";
  }
  if (!hasVisibleCharacter(name)) return "nameRequired";
  if (length < contactLimits.name.min) return "nameTooShort";
  if (length > contactLimits.name.max) return "nameTooLong";
  return undefined;
}

export function validateEmail(email: string): ContactMessageKey | undefined {
  if (email === "") return "emailRequired";
  if (hasLineBreak(email)) return "emailInvalid";
  if (characterCount(email) > contactLimits.email.max) return "emailTooLong";
  if (!emailPattern.test(email)) return "emailInvalid";
  return undefined;
}

export function validatePhone(phone: string): ContactMessageKey | undefined {
  if (phone === "") return "phoneRequired";
  if (hasLineBreak(phone)) return "phoneInvalid";
  if (!phonePattern.test(phone) || !/[0-9]/.test(phone)) return "phoneInvalid";
  if (phone.length < contactLimits.phone.min) return "phoneTooShort";
  if (phone.length > contactLimits.phone.max) return "phoneTooLong";
  return undefined;
}

export function validateMessage(message: string): ContactMessageKey | undefined {
  // Blank lines alone are no message; otherwise every character typed counts.
  if (message.trim() === "") return "messageRequired";
  if (messageControlCharacter.test(message) || bidiControl.test(message)) {
    return "messageHiddenCharacters";
  }
  if (!hasVisibleCharacter(message)) return "messageRequired";
  const length = characterCount(message);
  if (length < contactLimits.message.min) return "messageTooShort";
  if (length > contactLimits.message.max) return "messageTooLong";
  return undefined;
}

const validators: Record<ContactField, (value: string) => ContactMessageKey | undefined> = {
  name: validateName,
  email: validateEmail,
  phone: validatePhone,
  message: validateMessage,
};

export interface ContactValidation {
  isValid: boolean;
  values: ContactValues;
  errors: ContactErrors;
}

/**
 * Checks a submission. Takes raw input (form fields, possibly missing or not
 * strings) and returns the normalized values and one message key per
 * failing field, in the form's order.
 */
export function validateContact(input: Partial<Record<ContactField, unknown>>): ContactValidation {
  const values = normalizeContact(input);
  const errors: ContactErrors = {};
  for (const field of contactFieldNames) {
    const error = validators[field](values[field]);
    if (error) errors[field] = error;
  }
  return { isValid: Object.keys(errors).length === 0, values, errors };
}
