import { describe, expect, it } from "vitest";
import { testIdentity } from "#tests/support/test-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import { type EnrolmentRecord, enrolmentMails } from "#server/mail/enrolment-mails.ts";
import {
  type RunMailFacts,
  type RunMailJob,
  type RunMailKind,
  runMail,
  runMailKinds,
} from "#server/mail/run-mails.ts";
import { signOff } from "#server/mail/sign-off.ts";

/**
 * The mails to participants: each kind in both languages, from the
 * dictionaries, with our sign-off; a confirmation that concludes the
 * agreement as the course terms say; never a word the visitor typed.
 */
const config = { to: "office@example.nl", from: "website@example.nl" };
const identity = testIdentity;
const run = {
  key: "2027-03-01-classroom",
  label: {
    en: "1–3 March 2027, classroom, Eindhoven",
    nl: "1–3 maart 2027, klassikaal, Eindhoven",
  },
  start: "2027-03-01",
  end: "2027-03-03",
  mode: "classroom" as const,
  location: "Eindhoven",
};
const facts: RunMailFacts = {
  course: { en: "Docker Fundamentals", nl: "Docker Fundamentals (NL)" },
  run,
  to: {
    key: "2027-04-05-online",
    label: { en: "5–7 April 2027, online", nl: "5–7 april 2027, online" },
    start: "2027-04-05",
    end: "2027-04-07",
    mode: "online",
  },
  otherRuns: [{ en: "5–7 April 2027, online", nl: "5–7 april 2027, online" }],
};
const record: EnrolmentRecord = {
  course: { key: "devops/docker", title: "Docker Fundamentals", page: "/training/devops/docker" },
  run: { key: run.key, label: run.label.en, start: run.start, end: run.end, mode: run.mode },
  buyer: "private",
  address: "Kerkstraat 1, 5611 AA Eindhoven",
  participants: 2,
  price: {
    fee: 1000,
    shown: "€1,000 excl. VAT (€1,210 incl. 21% VAT)",
    exclVat: 1000,
    inclVat: 1210,
  },
  consents: { terms: { version: "2026-11-25", at: "2026-11-01T10:00:00.000Z" } },
  terms: { version: "2026-11-25", text: "TERMS-TEXT", withdrawalForm: "WITHDRAWAL-FORM" },
};

function job(kind: RunMailKind, language: Language, changes: Partial<RunMailJob> = {}): RunMailJob {
  return {
    id: 1,
    attempts: 0,
    leaseUntil: "2026-11-20T10:01:00.000Z",
    kind,
    facts: JSON.stringify(facts),
    place: "placed",
    joiningWasSent: false,
    enquiryId: 7,
    email: "ada@example.nl",
    language,
    details: JSON.stringify(record),
    participants: 2,
    ...changes,
  };
}

const sentOn = new Date("2026-11-20T10:00:00.000Z");
const text = (mail: { text?: unknown }) => String(mail.text);

describe("run mails", () => {
  for (const language of ["en", "nl"] as const) {
    const words = dictionaries[language].mail;
    it(`each kind in ${language}: our words, the course, the run, the sign-off; nothing the visitor typed`, () => {
      for (const kind of runMailKinds) {
        const mail = runMail(config, job(kind, language), identity, sentOn);
        expect(mail.from).toBe(config.from);
        expect(mail.to).toBe("ada@example.nl");
        expect(mail.replyTo).toBe(config.to);
        expect(String(mail.subject), kind).toContain(facts.course[language]);
        const body = text(mail);
        expect(body.startsWith(words.common.greeting), kind).toBe(true);
        expect(body, kind).toContain(signOff(identity, language));
        expect(body, kind).not.toContain("Kerkstraat");
      }
    });

    it(`the confirmation in ${language}: definitive, the total incl. VAT first for all participants, the withdrawal period from this mail, the terms and the form`, () => {
      const body = text(runMail(config, job("confirmed", language), identity, sentOn));
      expect(body).toContain(words.runs.confirmed.opening);
      expect(body).toContain(run.label[language]);
      expect(body).toContain(fill(words.where.classroom, { location: "Eindhoven" }));
      expect(body).toContain(record.price.shown);
      expect(body).toMatch(
        language === "en"
          ? /Total for 2 participants: €2,420\.00 incl\. VAT \(€2,000\.00 excl\. VAT\)/
          : /Totaal voor 2 deelnemers: €\s2\.420,00 incl\. btw \(€\s2\.000,00 excl\. btw\)/,
      );
      expect(body).toContain(
        language === "en" ? "Enrollment number: E-7" : "Inschrijvingsnummer: E-7",
      );
      // Sent on Friday 20 November: the 14 days end on Friday 4 December, a working day.
      expect(body).toContain(
        language === "en" ? "up to and including 4 December 2026" : "tot en met 4 december 2026",
      );
      expect(body).not.toContain(words.runs.requestTakenUp.opening);
      // The sign-off ends the letter; the terms and the form come after it, as enclosures.
      const signed = body.indexOf(signOff(identity, language));
      expect(signed).toBeLessThan(body.indexOf("TERMS-TEXT"));
      expect(body.indexOf("TERMS-TEXT")).toBeLessThan(body.indexOf("WITHDRAWAL-FORM"));
    });

    it(`confirm on a run without dates takes the request up, binding no one: no withdrawal, terms or invoice, in ${language}`, () => {
      const undated = {
        ...facts,
        run: { key: "none", label: { en: "no date yet", nl: "nog geen datum" } },
      };
      const mail = runMail(
        config,
        job("confirmed", language, { facts: JSON.stringify(undated) }),
        identity,
        sentOn,
      );
      const body = text(mail);
      expect(mail.subject).toBe(
        fill(words.runs.requestTakenUp.subject, { course: facts.course[language] }),
      );
      expect(body).toContain(words.runs.requestTakenUp.opening);
      expect(body).not.toContain(words.runs.confirmed.opening);
      expect(body).not.toContain(words.runs.confirmed.withdrawal.slice(0, 30));
      expect(body).not.toContain("TERMS-TEXT");
    });
  }

  it("tells a private buyer who made the express request what it means, and a business nothing of withdrawal", () => {
    const express = { ...record, consents: { ...record.consents, expressRequest: { at: "x" } } };
    const privateBody = text(
      runMail(
        config,
        job("confirmed", "en", { details: JSON.stringify(express) }),
        identity,
        sentOn,
      ),
    );
    expect(privateBody).toContain(dictionaries.en.mail.runs.confirmed.expressGiven);
    const business = {
      ...record,
      buyer: "business" as const,
      terms: { version: "v", text: "TERMS-TEXT" },
    };
    const businessBody = text(
      runMail(
        config,
        job("confirmed", "en", { details: JSON.stringify(business) }),
        identity,
        sentOn,
      ),
    );
    expect(businessBody).not.toContain("withdraw");
    expect(businessBody).not.toContain("WITHDRAWAL-FORM");
    expect(businessBody).toContain("TERMS-TEXT");
  });

  it("says the earlier joining details no longer hold when a run moved or was cancelled after them", () => {
    for (const kind of ["moved", "run-cancelled", "cancelled"] as const) {
      const before = text(runMail(config, job(kind, "nl"), identity, sentOn));
      const after = text(
        runMail(config, job(kind, "nl", { joiningWasSent: true }), identity, sentOn),
      );
      expect(before, kind).not.toContain(dictionaries.nl.mail.common.joiningVoid);
      expect(after, kind).toContain(dictionaries.nl.mail.common.joiningVoid);
    }
  });

  it("offers a cancelled run's participants the terms' choice and the course's other runs", () => {
    const body = text(runMail(config, job("run-cancelled", "en"), identity, sentOn));
    expect(body).toContain(dictionaries.en.mail.runs.runCancelled.choice);
    expect(body).toContain("- 5–7 April 2027, online");
    const none = text(
      runMail(
        config,
        job("run-cancelled", "en", { facts: JSON.stringify({ ...facts, otherRuns: [] }) }),
        identity,
        sentOn,
      ),
    );
    expect(none).toContain(dictionaries.en.mail.runs.runCancelled.noOtherRuns);
  });

  it("tells a private run's buyer we contact them about the quote, with no choice of runs or refund, in both languages", () => {
    const agreed = { ...facts, run: { ...facts.run, privateQuote: "Q2027-0001" } };
    for (const lang of ["en", "nl"] as const) {
      const words = dictionaries[lang].mail.runs.runCancelled;
      const body = text(
        runMail(
          config,
          job("run-cancelled", lang, { facts: JSON.stringify(agreed) }),
          identity,
          sentOn,
        ),
      );
      expect(body).toContain(fill(words.privateRun, { number: "Q2027-0001" }));
      expect(body).not.toContain(words.choice);
      expect(body).not.toContain(words.otherRuns);
      expect(body).not.toContain(words.noOtherRuns);
    }
  });

  it("tells a moved participant the new run and whether the place came along", () => {
    const moved = dictionaries.en.mail.runs.moved;
    const kept = text(runMail(config, job("moved", "en"), identity, sentOn));
    expect(kept).toContain(`${moved.to}: 5–7 April 2027, online`);
    expect(kept).toContain(dictionaries.en.mail.where.online);
    expect(kept).toContain(moved.placeKept);
    const waiting = text(
      runMail(config, job("moved", "en", { place: "waiting" }), identity, sentOn),
    );
    expect(waiting).toContain(moved.placeWaiting);
  });

  it("tells a confirmed buyer after a move that a place is held, and that not choosing ends the enrolment (M9)", () => {
    const answer = { until: "2026-11-27T10:00:00.000Z", url: "https://example.nl/choose/x" };
    for (const language of ["en", "nl"] as const) {
      const words = dictionaries[language].mail.runs;
      const body = text(
        runMail(
          config,
          job("move-choice", language, {
            place: "confirmed",
            facts: JSON.stringify({ ...facts, answer }),
          }),
          identity,
          sentOn,
        ),
      );
      expect(body).toContain(words.moveChoice.choice);
      expect(body).toContain(
        words.moveChoice.deadline.slice(0, words.moveChoice.deadline.indexOf("{until}")),
      );
      expect(body).toContain(
        words.moveChoice.deadline.slice(words.moveChoice.deadline.indexOf("{until}") + 7),
      );
      expect(body).toContain(`${words.moved.from}: `);
      // The old promise that the place simply moves along is gone.
      expect(body).not.toMatch(/moves with it|verhuist mee/);
    }
  });

  it("tells an enrolment not yet confirmed, with or without a place, that it can withdraw at no cost, in both languages (M10)", () => {
    for (const language of ["en", "nl"] as const) {
      const moved = dictionaries[language].mail.runs.moved;
      for (const place of ["placed", "waiting"]) {
        const body = text(runMail(config, job("moved", language, { place }), identity, sentOn));
        expect(body, `${language} ${place}`).toContain(moved.choice);
        expect(body).not.toMatch(/refund|terugbetal/i);
      }
      // A confirmed one (moved without offers on) has a contract: no such line.
      const confirmed = text(
        runMail(config, job("moved", language, { place: "confirmed" }), identity, sentOn),
      );
      expect(confirmed).not.toContain(moved.choice);
    }
  });

  it("tells a buyer who moved on their own page that it was at their request and the invoice follows, in both languages", () => {
    for (const language of ["en", "nl"] as const) {
      const moved = dictionaries[language].mail.runs.moved;
      const body = text(
        runMail(
          config,
          job("moved", language, {
            place: "confirmed",
            facts: JSON.stringify({ ...facts, isByBuyer: true }),
          }),
          identity,
          sentOn,
        ),
      );
      expect(body).toContain(moved.openingByBuyer);
      expect(body).not.toContain(moved.opening);
      expect(body).toContain(moved.invoiceFollows);
      expect(body).toContain(`${moved.to}: `);
      expect(body).not.toContain(moved.choice);
    }
  });

  it("gives the joining details from the course file, and says what it does not know will follow", () => {
    const known = {
      ...facts,
      run: { ...run, times: "09:00–17:00" },
      bring: { en: ["A laptop with Docker installed"], nl: ["Een laptop met Docker"] },
    };
    const body = text(
      runMail(config, job("joining", "nl", { facts: JSON.stringify(known) }), identity, sentOn),
    );
    expect(body).toContain("Data: 1–3 maart 2027");
    expect(body).toContain("Tijden: 09:00–17:00");
    expect(body).toContain("Locatie: Eindhoven");
    expect(body).toContain("- Een laptop met Docker");
    const unknown = text(runMail(config, job("joining", "en"), identity, sentOn));
    expect(unknown).toContain(dictionaries.en.mail.runs.joining.timesLater);
    expect(unknown).toContain(dictionaries.en.mail.runs.joining.bringLater);
    const noAddress = { ...facts, run: { ...run, location: undefined } };
    expect(
      text(
        runMail(
          config,
          job("joining", "en", { facts: JSON.stringify(noAddress) }),
          identity,
          sentOn,
        ),
      ),
    ).toContain(dictionaries.en.mail.where.classroomUnknown);
  });
});

describe("the sign-off", () => {
  it("names us in law in each language: legal name, registered office, address, phone, KvK, VAT id", () => {
    expect(signOff(identity, "en").split("\n")).toEqual([
      "Kind regards,",
      "Veldhoven IT Consultancy",
      "",
      "Veldhoven IT Consultancy B.V., registered office Veldhoven",
      "Voorbeeldstraat 1, 5500 AA Veldhoven, The Netherlands",
      "Phone +31 40 000 0000 · info@example.com",
      "KvK 00000000 · VAT ID NL000000000B01",
    ]);
    expect(signOff(identity, "nl")).toContain(
      "Veldhoven IT Consultancy B.V., statutair gevestigd te Veldhoven",
    );
    expect(signOff(identity, "nl")).toContain("KvK 00000000 · btw-id NL000000000B01");
  });

  it("ends the receipt's letter, before the terms it carries, in the participant's language", () => {
    for (const language of ["en", "nl"] as const) {
      const [owner, receipt] = enrolmentMails(
        config,
        {
          id: 7,
          receivedAt: new Date("2026-11-01T10:00:00Z"),
          name: "Ada",
          email: "ada@example.nl",
          phone: "",
          message: "",
          language,
        },
        record,
        identity,
      );
      const body = text(receipt ?? {});
      expect(body).toContain(dictionaries[language].mail.receipt.opening);
      expect(body.indexOf(signOff(identity, language))).toBeGreaterThan(0);
      expect(body.indexOf(signOff(identity, language))).toBeLessThan(body.indexOf("TERMS-TEXT"));
      // The owner's notification stays English and is not signed.
      expect(text(owner ?? {})).toContain("A new enrollment request arrived");
      expect(text(owner ?? {})).not.toContain("registered office");
    }
  });
});
