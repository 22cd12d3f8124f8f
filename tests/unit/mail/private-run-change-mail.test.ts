import { describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { type Language, languages } from "#src/i18n/languages.ts";
import { privateCatalogueRun, type PrivateRun } from "#src/training/private-runs.ts";
import { runMail, type RunMailFacts, type RunMailJob } from "#server/mail/run-mails.ts";
import { mailRun } from "#server/runs/run-mail-facts.ts";
import { testIdentity } from "#tests/support/test-identity.ts";

/**
 * The mail of a private run's changed days, times or place (issue 45 point 4), in both
 * languages, from the dictionaries: the quote it was agreed in, what was and what is (hours
 * included, or that they follow), where it is now, that the joining details follow (again, if
 * they had gone out), whom to ask; nothing of money, refunds or another run.
 */
const config = { to: "office@example.nl", from: "website@example.nl" };
const planned: PrivateRun = {
  key: "private-q2027-0001-1",
  courseKey: "devops/docker",
  quoteId: 7,
  quoteNumber: "Q2027-0001",
  start: "2027-05-12",
  end: "2027-05-13",
  times: "9:00–17:00",
  mode: "in-company",
  location: "Kempenlaan 10, Eindhoven",
  language: "nl",
  participants: 3,
};
const moved: PrivateRun = {
  ...planned,
  start: "2027-06-07",
  end: "2027-06-07",
  times: "9:30–12:30",
  location: "Hoofdstraat 5, Veldhoven",
};
const course = { en: "Docker Fundamentals", nl: "Docker Fundamentals (NL)" };

function mailOf(lang: Language, was: PrivateRun, now: PrivateRun, joiningWasSent = false) {
  const facts: RunMailFacts = {
    course,
    run: mailRun(privateCatalogueRun(was)),
    to: mailRun(privateCatalogueRun(now)),
  };
  const job: RunMailJob = {
    id: 1,
    attempts: 0,
    leaseUntil: "2026-11-20T10:01:00.000Z",
    kind: "private-run-changed",
    facts: JSON.stringify(facts),
    place: "confirmed",
    joiningWasSent,
    enquiryId: 7,
    email: "jan@example.nl",
    language: lang,
    details: JSON.stringify({ privateOf: "Q2027-0001", price: {} }),
    participants: 3,
  };
  const mail = runMail(config, job, testIdentity, new Date("2026-11-20T10:00:00.000Z"));
  return { subject: String(mail.subject), text: String(mail.text) };
}

describe("a private run's change, mailed", () => {
  for (const lang of languages) {
    const words = dictionaries[lang].mail;
    const w = words.runs.privateRunChanged;
    const label = (run: PrivateRun) => privateCatalogueRun(run).label[lang];

    it(`says in ${lang} what was and what is, with the quote, the new place, the joining details and whom to ask`, () => {
      const { subject, text } = mailOf(lang, planned, moved);
      expect(subject).toBe(fill(w.subject, { course: course[lang] }));
      const lines = text.split("\n");
      expect(lines).toContain(fill(w.opening, { number: planned.quoteNumber }));
      expect(lines).toContain(`${words.common.course}: ${course[lang]}`);
      expect(lines).toContain(`${w.before}: ${label(planned)}, ${planned.times}`);
      expect(lines).toContain(`${w.now}: ${label(moved)}, ${moved.times}`);
      expect(lines).toContain(fill(words.where.inCompanyAt, { location: moved.location ?? "" }));
      expect(lines).toContain(w.joiningFollows);
      expect(lines).toContain(w.contact);
      expect(text).not.toContain(w.joiningAgain);
    });

    it(`says in ${lang} that new joining details follow when the earlier ones went out`, () => {
      const { text } = mailOf(lang, planned, moved, true);
      expect(text).toContain(w.joiningAgain);
      expect(text).not.toContain(w.joiningFollows);
    });

    it(`says in ${lang} that hours known before follow, and where an online run is`, () => {
      const online: PrivateRun = { ...moved, mode: "online" };
      delete online.times;
      delete online.location;
      const { text } = mailOf(lang, planned, online);
      expect(text.split("\n")).toContain(`${w.now}: ${label(online)}, ${w.timesLater}`);
      expect(text).toContain(words.where.online);
    });

    it(`offers in ${lang} no money, refund, waiting list or other run: the quote is invoiced`, () => {
      const { text } = mailOf(lang, planned, moved, true);
      const elsewhere = [
        words.runs.moved.placeKept,
        words.runs.moved.invoiceFollows,
        words.runs.moved.choice,
        words.runs.moveChoice.choice,
        words.runs.runCancelled.choice,
        words.runs.runCancelled.otherRuns,
        words.common.fee,
      ];
      for (const sentence of elsewhere) expect(text).not.toContain(sentence);
      expect(text).not.toContain("€");
    });
  }
});
