import { companyIn } from "#src/content/company.server.ts";
import { type CompanyIdentity, companyIdentity } from "#src/content/company-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";

/** Who we are in a language: the live release's words for it (its enrolment catalogue). */
export type IdentityIn = (lang: Language) => CompanyIdentity;

/**
 * The company as content/ says it now: for a release whose catalogue does
 * not carry it (built before it did), and for tools without a release. Reads
 * every content file once per process (about a second), so the server
 * prefers the release's copy.
 */
export const identityFromContent: IdentityIn = (lang) => companyIdentity(companyIn(lang));

/**
 * The end of every mail to a participant: regards, our name, and who we are
 * in law (legal name with its registered office, address, phone, e-mail, KvK,
 * VAT id): BW 6:230v lid 7 with 6:230m, 2:186 and art. 45
 * Handelsregisterbesluit. One function, so no mail forgets a line.
 */
export function signOff(identity: CompanyIdentity, lang: Language): string {
  const words = dictionaries[lang].mail.signOff;
  const facts: Record<string, string> = { ...identity, privacyUrl: identity.privacyUrl ?? "" };
  return [
    words.regards,
    identity.name,
    "",
    fill(words.identity, facts),
    identity.address,
    `${fill(words.phone, facts)} · ${identity.email}`,
    fill(words.registration, facts),
    ...(identity.privacyUrl ? [fill(words.privacy, facts)] : []),
  ].join("\n");
}
