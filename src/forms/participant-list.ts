import type { ContactMessageKey, EnrolmentMessageKey } from "#src/i18n/dictionary.ts";
import { validateEmail, validateName } from "./contact-schema.ts";

/**
 * The participants of an enrolment by name (issue 34), posted as repeated
 * fields `participantName` and `participantEmail`, one pair per row in order.
 * A participant's e-mail is optional (their mails go to the booker without
 * one). The form without JavaScript has a fixed set of rows: rows left wholly
 * empty are not participants. An old post (a page cached before names, the
 * Netlify form) has no such fields: it keeps its number of participants, as
 * unnamed rows to be named later.
 */
export interface Participant {
  /** Empty for a participant of an old post, to be named later. */
  name: string;
  /** Optional: empty when not given. */
  email: string;
}

/** How many rows the form shows without JavaScript (with it, as many as the number chosen). */
export const noScriptParticipantRows = 6;

export type ParticipantRowErrors = {
  name?: ContactMessageKey;
  email?: ContactMessageKey | EnrolmentMessageKey;
}[];

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === "string" ? [value] : []).map((item) =>
    typeof item === "string" ? item.trim() : "",
  );

/** Whether a post carries the participants' rows at all (a current form does, even empty). */
export function hasParticipantRows(names: unknown): boolean {
  return names !== undefined && names !== null;
}

/**
 * The rows as posted, in order, without the trailing rows nobody filled in,
 * except the first `keep` (the number of participants given): an empty one
 * among those is a participant without a name, said at its row.
 */
export function participantRows(names: unknown, emails: unknown, keep = 0): Participant[] {
  const nameList = texts(names);
  const emailList = texts(emails);
  const rows = Array.from({ length: Math.max(nameList.length, emailList.length) }, (_, index) => ({
    name: nameList[index] ?? "",
    email: emailList[index] ?? "",
  }));
  // An empty row between filled ones is kept, so its message names the right position.
  while (rows.length > Math.max(0, keep) && rows.at(-1)?.name === "" && rows.at(-1)?.email === "") {
    rows.pop();
  }
  return rows;
}

/** Each row's problems: a name by the contact form's rules, an e-mail if given, no e-mail twice. */
export function validateParticipantRows(rows: Participant[]): ParticipantRowErrors {
  const seen = new Set<string>();
  return rows.map((row) => {
    const errors: ParticipantRowErrors[number] = {};
    const name = validateName(row.name);
    if (name) errors.name = name;
    if (row.email !== "") {
      const email = validateEmail(row.email);
      const key = row.email.toLowerCase();
      if (email) errors.email = email;
      else if (seen.has(key)) errors.email = "participantEmailTwice";
      seen.add(key);
    }
    return errors;
  });
}

/** An old post's participants: its number of unnamed rows. */
export function unnamedParticipants(count: number): Participant[] {
  return Array.from({ length: count }, () => ({ name: "", email: "" }));
}
