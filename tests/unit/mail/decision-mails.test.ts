import { describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { languages } from "#src/i18n/languages.ts";
import { formatDate } from "#src/training/course-format.ts";
import { type DecisionAlertFacts, decisionAlertMail } from "#server/mail/decision-mails.ts";
import { type RunMailFacts, runMail } from "#server/mail/run-mails.ts";
import { testIdentity } from "#tests/support/test-identity.ts";

/**
 * What the mails say of a run below its minimum: a participant's
 * confirmation that it is not yet guaranteed and by when we decide (in their
 * language), and the owner's alert on the decision date, with the numbers.
 */
const config = { to: "office@example.nl", from: "website@example.nl" };
const decision = { minimum: 4, by: "2027-02-15" };
const facts: RunMailFacts = {
  course: { en: "Docker Fundamentals", nl: "Docker Fundamentals (NL)" },
  run: {
    key: "2027-03-01-classroom",
    label: { en: "1–3 March 2027, classroom", nl: "1–3 maart 2027, klassikaal" },
    start: "2027-03-01",
    end: "2027-03-03",
    mode: "classroom",
    decision,
  },
};

const confirmation = (language: (typeof languages)[number], said: RunMailFacts) =>
  String(
    runMail(
      config,
      {
        id: 1,
        attempts: 0,
        leaseUntil: "2026-11-20T10:01:00.000Z",
        kind: "confirmed",
        facts: JSON.stringify(said),
        place: "confirmed",
        joiningWasSent: false,
        enquiryId: 7,
        email: "ada@example.nl",
        language,
        details: JSON.stringify({ buyer: "business", participants: 1 }),
        participants: 1,
      },
      testIdentity,
      new Date("2026-11-20T10:00:00.000Z"),
    ).text,
  );

describe("the confirmation of a run below its minimum", () => {
  it.each(languages)("says it is not yet guaranteed, and by when we decide (%s)", (language) => {
    const words = dictionaries[language].mail.runs.confirmed;
    expect(confirmation(language, facts)).toContain(
      fill(words.notYetGuaranteed, { date: formatDate(decision.by, language) }),
    );
  });

  it.each(languages)("says nothing of it once the run is guaranteed (%s)", (language) => {
    const { decision: _, ...guaranteed } = facts.run;
    const body = confirmation(language, { ...facts, run: guaranteed });
    expect(body).toContain(dictionaries[language].mail.runs.confirmed.opening);
    expect(body).not.toContain(formatDate(decision.by, language));
  });
});

describe("the owner's alert on the decision date", () => {
  const alert: DecisionAlertFacts = {
    course: "Docker Fundamentals",
    run: "1–3 March 2027, classroom",
    decisionDate: decision.by,
    minimum: decision.minimum,
    confirmed: 2,
    placed: 1,
    offered: 0,
    waiting: 0,
    capacity: 8,
    rosterUrl: "https://www.example.nl/admin/runs/devops/docker/2027-03-01-classroom",
  };
  const mail = decisionAlertMail(config, {
    id: 1,
    attempts: 0,
    leaseUntil: "2027-02-15T00:06:00.000Z",
    facts: JSON.stringify(alert),
  });

  it("goes to the owner from our own address, naming the run and its numbers", () => {
    expect(mail.to).toBe(config.to);
    expect(mail.from).toBe(config.from);
    expect(mail.subject).toBe(
      "Decide on a run: Docker Fundamentals, 1–3 March 2027, classroom (2 of minimum 4 confirmed)",
    );
    const body = String(mail.text);
    expect(body).toContain(`decision date (${formatDate(decision.by)})`);
    expect(body).toMatch(/Minimum: +4 participants/);
    expect(body).toMatch(/Confirmed: +2/);
    expect(body).toMatch(/Awaiting confirmation: +1/);
    expect(body).toMatch(/Places in all: +8/);
    expect(body).toContain(alert.rosterUrl);
  });

  it("says nothing was cancelled, and what the owner can do", () => {
    const body = String(mail.text);
    expect(body).toContain("Nothing happens by itself");
    for (const action of ["Mark guaranteed…", "Cancel this run…", "Move to another run…"]) {
      expect(body).toContain(action);
    }
  });
});
