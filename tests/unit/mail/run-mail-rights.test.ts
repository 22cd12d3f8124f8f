import { describe, expect, it } from "vitest";
import { testIdentity } from "#tests/support/test-identity.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import type { Language } from "#src/i18n/languages.ts";
import type { CancellationCause } from "#src/training/cancellation-terms.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import {
  type RunMailFacts,
  type RunMailJob,
  type RunMailKind,
  runMail,
  runMailKinds,
} from "#server/mail/run-mails.ts";
import { signOff } from "#server/mail/sign-off.ts";

/**
 * What the run mails tell a buyer of their rights and money, as the reader
 * sees it: the last day of the withdrawal period (rolled to a working day),
 * the express request and its acknowledgement, and for each cause of a
 * cancellation what is refunded or charged and by when, in both languages.
 */
const config = { to: "office@example.nl", from: "website@example.nl" };
const run = {
  key: "2027-03-01-classroom",
  label: { en: "1–3 March 2027, classroom", nl: "1–3 maart 2027, klassikaal" },
  start: "2027-03-01",
  end: "2027-03-03",
  mode: "classroom" as const,
  location: "Eindhoven",
};
const facts: RunMailFacts = {
  course: { en: "Docker Fundamentals", nl: "Docker Fundamentals" },
  run,
  otherRuns: [{ en: "5–7 April 2027, online", nl: "5–7 april 2027, online" }],
};
/** €1,499 excl. VAT, €1,813.79 incl. 21%: half of one participant's incl. is an odd cent. */
const record: EnrolmentRecord = {
  course: { key: "devops/docker", title: "Docker Fundamentals", page: "/training/devops/docker" },
  run: { key: run.key, label: run.label.en, start: run.start, end: run.end, mode: run.mode },
  buyer: "private",
  participants: 1,
  price: { fee: 1499, shown: "€1,499.00", exclVat: 1499, inclVat: 1813.79 },
  consents: { terms: { version: "2026-11-25", at: "2026-11-01T10:00:00.000Z" } },
  terms: { version: "2026-11-25", text: "TERMS-TEXT", withdrawalForm: "WITHDRAWAL-FORM" },
};

function mail(
  kind: RunMailKind,
  language: Language,
  options: {
    facts?: RunMailFacts;
    record?: Partial<EnrolmentRecord>;
    place?: string;
    participants?: number;
    sentAt?: string;
  } = {},
): string {
  const job: RunMailJob = {
    id: 1,
    attempts: 0,
    leaseUntil: "",
    kind,
    facts: JSON.stringify(options.facts ?? facts),
    place: options.place ?? "confirmed",
    joiningWasSent: false,
    enquiryId: 7,
    email: "ada@example.nl",
    language,
    details: JSON.stringify({ ...record, ...options.record }),
    participants: options.participants ?? 1,
  };
  const sent = new Date(options.sentAt ?? "2027-02-10T10:00:00+01:00");
  return String(runMail(config, job, testIdentity, sent).text).replaceAll("\u00a0", " ");
}

const cancelled = (cause: CancellationCause, on: string, isChargeLater?: boolean) => ({
  ...facts,
  cancellation: { cause, on, ...(isChargeLater && { isChargeLater }) },
});

describe("the last day of the withdrawal period in the confirmation", () => {
  /** The Algemene termijnenwet's holidays of 2027 and New Year 2028, from a calendar by hand. */
  const holidays = new Set([
    "2027-01-01",
    "2027-03-29",
    "2027-04-27",
    "2027-05-05",
    "2027-05-06",
    "2027-05-17",
    "2027-12-25",
    "2027-12-26",
    "2028-01-01",
  ]);
  const plusDays = (day: string, days: number) =>
    new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const isWorkingDay = (day: string) => {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !holidays.has(day);
  };
  const englishDate = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });

  it("is confirmation + 14 days, rolled past Saturdays, Sundays and holidays, for every day of 2027", () => {
    let rolled = 0;
    for (let day = "2027-01-01"; day <= "2027-12-31"; day = plusDays(day, 1)) {
      let last = plusDays(day, 14);
      while (!isWorkingDay(last)) last = plusDays(last, 1);
      if (last !== plusDays(day, 14)) rolled++;
      const body = mail("confirmed", "en", { sentAt: `${day}T10:00:00+01:00` });
      expect(body, `confirmed on ${day}`).toContain(`up to and including ${englishDate(last)},`);
    }
    // Weekends alone move it on 2 days in 7; the holidays add a few more.
    expect(rolled).toBeGreaterThan(104);
  });

  it("names the Dutch date the same way: confirmed Friday 10 December 2027, the 24th + Christmas weekend → Monday 27th", () => {
    // 10 + 14 = Friday 24 December: a working day, it stays.
    expect(mail("confirmed", "nl", { sentAt: "2027-12-10T10:00:00+01:00" })).toContain(
      "dus tot en met 24 december 2027,",
    );
    // 11 + 14 = Saturday 25 December (Christmas, a Saturday), then Sunday 26: Monday 27.
    expect(mail("confirmed", "nl", { sentAt: "2027-12-11T10:00:00+01:00" })).toContain(
      "dus tot en met 27 december 2027,",
    );
    // 21 April + 14 = 5 May (Liberation Day, a Wednesday): Thursday the 6th is Ascension: Friday 7.
    expect(mail("confirmed", "nl", { sentAt: "2027-04-21T10:00:00+02:00" })).toContain(
      "dus tot en met 7 mei 2027,",
    );
    // Counted in Amsterdam: 23:30 UTC on 21 April is already 22 April there (→ 6 May → 7 May).
    expect(mail("confirmed", "en", { sentAt: "2027-04-21T23:30:00Z" })).toContain(
      "up to and including 7 May 2027,",
    );
  });
});

describe("the express request in the confirmation", () => {
  for (const language of ["en", "nl"] as const) {
    const words = dictionaries[language].mail.runs.confirmed;
    const acknowledgement =
      language === "en"
        ? "I know that I lose my right of withdrawal once the course has been given in full."
        : "Ik weet dat ik mijn herroepingsrecht verlies zodra de training volledig is gegeven.";

    it(`asks a private buyer without it, whose run starts within the period, to make it by reply, with the acknowledgement, in ${language}`, () => {
      // Confirmed 20 February: the period ends on 8 March, the run starts on 1 March.
      const body = mail("confirmed", language, { sentAt: "2027-02-20T10:00:00+01:00" });
      expect(body).toContain(
        language === "en" ? "starts on 1 March 2027" : "begint op 1 maart 2027",
      );
      expect(body).toContain(acknowledgement);
      expect(body).toContain(
        language === "en"
          ? "Without that request you cannot take part in this run"
          : "Zonder dat verzoek kun je niet aan deze uitvoering deelnemen",
      );
      expect(body).not.toContain(words.expressGiven);
    });

    it(`asks nothing when the run starts after the period, or the form made the request, or the buyer is a business, in ${language}`, () => {
      // Confirmed 10 February: the period ends on 24 February, before the start.
      expect(mail("confirmed", language)).not.toContain(acknowledgement);
      const given = mail("confirmed", language, {
        sentAt: "2027-02-20T10:00:00+01:00",
        record: { consents: { ...record.consents, expressRequest: { at: "x" } } },
      });
      expect(given).toContain(words.expressGiven);
      expect(given).not.toContain(acknowledgement);
      const business = mail("confirmed", language, {
        sentAt: "2027-02-20T10:00:00+01:00",
        record: { buyer: "business" },
      });
      expect(business).not.toContain(acknowledgement);
    });

    it(`binds no one on a run without dates: a request taken up, no withdrawal period to count, in ${language}`, () => {
      const undated = {
        ...facts,
        run: { key: "none", label: { en: "no date", nl: "geen datum" } },
      };
      const body = mail("confirmed", language, { facts: undated });
      expect(body).toContain(dictionaries[language].mail.runs.requestTakenUp.opening);
      expect(body).not.toContain(words.opening);
      expect(body).not.toContain(acknowledgement);
    });
  }
});

describe("the mail of a cancelled enrolment, by its cause", () => {
  it("a consumer's withdrawal: everything back within 14 days of it, by the date", () => {
    const en = mail("cancelled", "en", { facts: cancelled("withdrawal", "2027-02-12") });
    expect(en).toContain("You have withdrawn from the agreement");
    // The day it reached us, as the owner recorded it, and the deadline from it (review 3, M5).
    expect(en).toContain(
      "We received your withdrawal on 12 February 2027. We will refund everything you have paid within 14 days of that, that is by 26 February 2027 at the latest",
    );
    expect(en).toContain("If you have not paid yet, the invoice lapses: you owe nothing.");
    const nl = mail("cancelled", "nl", { facts: cancelled("withdrawal", "2027-02-12") });
    expect(nl).toContain("Je hebt de overeenkomst herroepen");
    expect(nl).toContain(
      "We hebben je herroeping op 12 februari 2027 ontvangen. We betalen alles wat je hebt betaald binnen 14 dagen daarna terug, dus uiterlijk op 26 februari 2027",
    );
  });

  it("the buyer's own counts from the day it reached us, and says that day (M5)", () => {
    // Received 1 February (28 days before 1 March): free; on the 2nd it would have cost 50 %.
    const en = mail("cancelled", "en", { facts: cancelled("buyer", "2027-02-01") });
    expect(en).toContain(
      "We received your cancellation on 1 February 2027; our course terms count from that day.",
    );
    expect(en).toContain("that costs nothing");
    const nl = mail("cancelled", "nl", { facts: cancelled("buyer", "2027-02-02") });
    expect(nl).toContain(
      "We hebben je annulering op 2 februari 2027 ontvangen; onze trainingsvoorwaarden rekenen vanaf die dag.",
    );
    expect(nl).toContain("50% van de prijs");
  });

  it("the buyer's own, 4 weeks or more before the start: nothing charged, everything back", () => {
    // 1 February is 28 days before 1 March.
    const en = mail("cancelled", "en", { facts: cancelled("buyer", "2027-02-01") });
    expect(en).toContain("You cancelled 4 weeks or more before the start");
    expect(en).toContain("that costs nothing");
    expect(en).toContain("by 15 February 2027 at the latest");
    const nl = mail("cancelled", "nl", { facts: cancelled("buyer", "2027-02-01") });
    expect(nl).toContain("Je hebt 4 weken of meer voor de start geannuleerd");
    expect(nl).toContain("kost dat niets");
  });

  it("the buyer's own, 4 weeks to 1 week before: 50% of the enrolment's total, in cents", () => {
    // 2 February is 27 days before; 2 participants × €1,813.79 = €3,627.58, half €1,813.79.
    const two = mail("cancelled", "en", {
      facts: cancelled("buyer", "2027-02-02"),
      participants: 2,
      record: { buyer: "business" },
    });
    expect(two).toContain(
      "You cancelled less than 4 weeks but at least 1 week before the start: under our course terms that costs 50% of the fee, for your enrollment €1,813.79 incl. VAT (€1,499.00 excl. VAT).",
    );
    expect(two).toContain("by 16 February 2027 at the latest");
    // A business pays the terms' amount: no consumer's ceiling.
    expect(two).not.toContain("As a consumer");
    // One participant: half of 181,379 cents is 90,689.5, rounded half up to €906.90.
    const one = mail("cancelled", "nl", {
      facts: cancelled("buyer", "2027-02-22"),
      record: { buyer: "business" },
    });
    expect(one).toContain("minder dan 4 weken maar minstens 1 week voor de start");
    expect(one).toContain(
      "50% van de prijs, voor je inschrijving € 906,90 incl. btw (€ 749,50 excl. btw)",
    );
  });

  it("a consumer's at a charge: at most the terms' amount, invoiced after the start (M7)", () => {
    const nl = mail("cancelled", "nl", { facts: cancelled("buyer", "2027-02-22", true) });
    expect(nl).toContain(
      "kost dat hooguit 50% van de prijs, voor je inschrijving € 906,90 incl. btw (€ 749,50 excl. btw).",
    );
    expect(nl).toContain(
      "Als consument betaal je hooguit dit bedrag. Kunnen we je plaats opnieuw vergeven, dan betaal je alleen de kosten die we werkelijk hebben gemaakt. De factuur daarvoor sturen we je na de start van de training.",
    );
    expect(nl).toContain("Je ontvangt nu een creditnota voor de eerdere factuur.");
    expect(nl).toContain("dus uiterlijk op 8 maart 2027");
    // No invoice for the charge now, and none of the business's words about one.
    expect(nl).not.toContain("een nieuwe factuur voor dit bedrag");
    const en = mail("cancelled", "en", { facts: cancelled("buyer", "2027-02-23", true) });
    expect(en).toContain("that costs at most 100% of the fee");
    expect(en).toContain(
      "As a consumer you pay at most this amount. If we can fill your place again, you pay only the costs we actually incur. We will send you the invoice for it after the course has started.",
    );
    expect(en).not.toContain("The invoice you have already received stands.");
  });

  it("the buyer's own, less than 1 week before: the full fee, and the invoice already sent stands (M6)", () => {
    for (const language of ["en", "nl"] as const) {
      const words = dictionaries[language].mail.runs.cancelled;
      const body = mail("cancelled", language, {
        facts: cancelled("buyer", "2027-02-23"),
        record: { buyer: "business" },
      });
      const money = language === "en" ? ["€1,813.79", "€1,499.00"] : ["€ 1.813,79", "€ 1.499,00"];
      expect(body).toContain(
        fill(words.causes.buyerChargedFull, {
          when: words.when.full,
          incl: money[0] ?? "",
          excl: money[1] ?? "",
        }),
      );
      // No new invoice and no refund promised: at 100 % nothing is credited.
      expect(body).not.toContain(
        language === "en" ? "If you have paid more" : "Heb je meer betaald",
      );
      expect(body).not.toContain(words.causes.consumerCeiling);
    }
    const en = mail("cancelled", "en", {
      facts: cancelled("buyer", "2027-02-23"),
      record: { buyer: "business" },
    });
    expect(en).toContain(
      "You cancelled less than 1 week before the start: under our course terms the full fee is then due, for your enrollment €1,813.79 incl. VAT (€1,499.00 excl. VAT). The invoice you have already received stands.",
    );
    expect(en).not.toMatch(/refund|instead of the earlier one|100%/);
  });

  it("the buyer's own at 50 % unpaid: a credit note for the earlier invoice and a new invoice (M6)", () => {
    for (const language of ["en", "nl"] as const) {
      const body = mail("cancelled", language, {
        facts: cancelled("buyer", "2027-02-02"),
        record: { buyer: "business" },
      });
      const sentence =
        language === "en"
          ? "If you have not paid yet, you will receive a credit note for the earlier invoice and a new invoice for this amount."
          : "Heb je nog niet betaald, dan ontvang je een creditnota voor de eerdere factuur en een nieuwe factuur voor dit bedrag.";
      expect(dictionaries[language].mail.runs.cancelled.causes.buyerCharged).toContain(sentence);
      expect(body).toContain(sentence);
    }
  });

  it("ours, after we cancelled the run: the full amount back by the date", () => {
    const nl = mail("cancelled", "nl", { facts: cancelled("run-cancelled", "2027-02-10") });
    expect(nl).toContain("Omdat wij de uitvoering hebben geannuleerd, kost dit je niets");
    expect(nl).toContain("dus uiterlijk op 24 februari 2027");
    const en = mail("cancelled", "en", { facts: cancelled("run-cancelled", "2027-02-10") });
    expect(en).toContain("we will refund the full amount you have paid within 14 days");
  });

  it("not yet confirmed, declined or expired: no agreement, nothing owed", () => {
    for (const cause of ["unconfirmed", "declined", "offer-expired"] as const) {
      for (const language of ["en", "nl"] as const) {
        const body = mail("cancelled", language, { facts: cancelled(cause, "2027-02-10") });
        expect(body, `${cause} ${language}`).toContain(
          dictionaries[language].mail.runs.cancelled.causes[cause],
        );
        expect(body, `${cause} ${language}`).toContain(
          language === "en" ? "you owe nothing" : "je bent niets verschuldigd",
        );
        expect(body).not.toMatch(/€/);
      }
    }
  });

  it("keeps its opening and asks for a reply in every language", () => {
    for (const language of ["en", "nl"] as const) {
      const words = dictionaries[language].mail.runs.cancelled;
      const body = mail("cancelled", language, { facts: cancelled("buyer", "2027-02-10") });
      expect(body.indexOf(words.opening)).toBeLessThan(body.indexOf(words.question));
    }
  });
});

describe("the mail of a run we cancelled", () => {
  for (const language of ["en", "nl"] as const) {
    const words = dictionaries[language].mail.runs.runCancelled;
    it(`gives those with a place the choice and the refund without an answer after 7 days, in ${language}`, () => {
      const body = mail("run-cancelled", language);
      expect(body).toContain(words.choice);
      // Sent 10 February: no answer by the 17th means a refund.
      expect(body).toContain(
        language === "en"
          ? "If we have not heard from you by 17 February 2027, we will refund the full amount"
          : "Hebben we op 17 februari 2027 nog niets van je gehoord, dan betalen we het volledige bedrag terug",
      );
      expect(body).not.toContain(words.waiting);
    });

    it(`tells the waiting list it owes nothing, without the choice, in ${language}`, () => {
      const body = mail("run-cancelled", language, { place: "waiting" });
      expect(body).toContain(words.waiting);
      expect(body).not.toContain(words.choice);
      expect(body).toContain("- 5–7");
    });
  }
});

describe("the words of every run mail", () => {
  it("ask for a reply as the site does in Dutch (“reageer”), never “antwoord”", () => {
    for (const kind of runMailKinds) {
      const body = mail(kind, "nl", { facts: cancelled("buyer", "2027-02-10") });
      expect(body, kind).not.toMatch(/antwoord/i);
    }
  });

  it("end with the privacy notice's address when the release names it (art. 14 AVG)", () => {
    const identity = { ...testIdentity, privacyUrl: "https://www.example.com/nl/privacy" };
    expect(signOff(identity, "nl").split("\n").at(-1)).toBe(
      "Hoe we met je gegevens omgaan: https://www.example.com/nl/privacy",
    );
    expect(signOff({ ...identity, privacyUrl: "https://www.example.com/privacy" }, "en")).toContain(
      "How we handle your data: https://www.example.com/privacy",
    );
    expect(signOff(testIdentity, "en")).not.toContain("How we handle");
  });
});
