import type { en } from "./en.server.ts";
import type { Language } from "./languages.ts";

/**
 * What a language's dictionary holds: the English table's shape, so a key
 * missing from (or added to) another language's table fails the type check.
 * Types only: browser code may import them, never the tables.
 */
export type Dictionary = typeof en;

/** Components' words, in every page's context. */
export type ShellWords = Dictionary["shell"];
/** The contact and enrolment forms' words: the islands' props. */
export type FormWords = Dictionary["form"];
export type EnrolmentWords = FormWords["enrolment"];
/** The course finder island's words. */
export type FinderWords = Dictionary["finder"]["text"];
/** A course page's "Upcoming dates". */
export type UpcomingRunsWords = Dictionary["course"]["runs"];

/** The message keys the form schemas produce (src/forms): each has its words. */
export type ContactMessageKey = keyof FormWords["messages"];
export type EnrolmentMessageKey = keyof EnrolmentWords["messages"];
export type FormMessageKey = ContactMessageKey | EnrolmentMessageKey;

/** A form schema's message for a field, in the form's words. */
export function formMessage(words: FormWords, key: FormMessageKey): string {
  return key in words.enrolment.messages
    ? words.enrolment.messages[key as EnrolmentMessageKey]
    : words.messages[key as ContactMessageKey];
}

export type Dictionaries = Record<Language, Dictionary>;
