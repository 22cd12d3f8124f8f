import type { Locator } from "playwright-core";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";

/**
 * What the enrolment form asks since participants by name and the address in
 * parts (issues 32, 34), filled as a visitor would, for the browser tests that
 * enrol along the way: the first participant's name and the buyer's address.
 * The booker's fields, the buyer's kind and the terms stay with each test.
 */
export async function fillParticipantAndAddress(
  form: Locator,
  language: Language,
  participant = "Ada Lovelace",
) {
  const words = dictionaries[language].form.enrolment;
  await form
    .getByLabel(fill(words.labels.participantName, { position: 1 }), { exact: true })
    .fill(participant);
  await form.getByLabel(words.labels.street, { exact: true }).fill("Kerkstraat 1");
  await form.getByLabel(words.labels.postalCode, { exact: true }).fill("5611 AH");
  await form.getByLabel(words.labels.city, { exact: true }).fill("Eindhoven");
}
