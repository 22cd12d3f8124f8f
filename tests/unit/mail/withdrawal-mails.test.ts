import { describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { identityFromContent } from "#server/mail/sign-off.ts";
import { type WithdrawalAckFacts, withdrawalAckMail } from "#server/mail/withdrawal-mails.ts";
import { cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";

const config = { from: "website@example.nl" };
const job = (language: "en" | "nl", facts: WithdrawalAckFacts) => ({
  id: 1,
  attempts: 0,
  leaseUntil: "",
  email: facts.email,
  language,
  facts: JSON.stringify(facts),
});
// 23:05 on 28 November in Amsterdam (UTC+1): the moment the mail must state.
const receivedAt = "2026-11-28T22:05:00.000Z";

describe("the acknowledgement of a withdrawal", () => {
  it("states the date and time it reached us, in Amsterdam time, and what the consumer withdraws from", () => {
    const mail = withdrawalAckMail(
      config,
      identityFromContent("nl"),
      job("nl", {
        kind: "withdrawn",
        receivedAt,
        name: "Sanne",
        email: "sanne@example.nl",
        number: "E-12",
        course: "Docker",
        run: "1–3 maart 2027",
        refundBy: "2026-12-12",
        paidCents: cents(121_000),
      }),
    );
    const text = String(mail.text);
    expect(mail.to).toBe("sanne@example.nl");
    expect(text).toContain(
      fill(dictionaries.nl.withdrawal.mail.received, { date: "28 november 2026", time: "23:05" }),
    );
    expect(text).toContain("(inschrijving E-12)");
    expect(text).toContain("12 december 2026");
  });

  it("repeats a public statement as given, with the link only when there is one", () => {
    const facts: WithdrawalAckFacts = {
      kind: "statement",
      receivedAt,
      name: "Joost",
      email: "joost@example.nl",
      number: "E-9",
    };
    const plain = String(
      withdrawalAckMail(config, identityFromContent("en"), job("en", facts)).text,
    );
    expect(plain).toContain("on 28 November 2026 at 23:05");
    expect(plain).toContain("Enrollment number: E-9");
    expect(plain).toContain(dictionaries.en.withdrawal.mail.statement.byHand);
    const linked = String(
      withdrawalAckMail(
        config,
        identityFromContent("en"),
        job("en", {
          ...facts,
          link: { url: "https://example.nl/withdraw/abc", until: "2026-12-28T22:05:00.000Z" },
        }),
      ).text,
    );
    expect(linked).toContain("https://example.nl/withdraw/abc");
  });

  describe("after the start", () => {
    const started: WithdrawalAckFacts = {
      kind: "started",
      receivedAt,
      name: "Sanne",
      email: "sanne@example.nl",
      number: "E-12",
      course: "Docker",
      run: "1–3 March 2027",
      refundBy: "2026-12-12",
      paidCents: cents(121_000),
      settlement: { given: 1, of: 3, owedCents: cents(40_333), refundCents: cents(80_667) },
    };
    const textOf = (language: "en" | "nl", facts: WithdrawalAckFacts) =>
      String(withdrawalAckMail(config, identityFromContent(language), job(language, facts)).text);

    it("states the part given, what it costs and what is refunded by when, in both languages", () => {
      const en = textOf("en", started);
      expect(en).toContain("1 of 3 course days, €403.33 incl. VAT");
      expect(en).toContain("with what you paid (€1,210.00) set off against it");
      expect(en).toContain(
        "We refund the rest, €806.67, within 14 days, that is by 12 December 2026",
      );
      const nl = textOf("nl", started);
      const nlMoney = (amount: number) => formatMoney(cents(amount), "nl");
      expect(nl).toContain(`1 van 3 trainingsdagen, ${nlMoney(40_333)} incl. btw`);
      expect(nl).toContain(
        `De rest, ${nlMoney(80_667)}, betalen we binnen 14 dagen terug, dus uiterlijk op 12 december 2026`,
      );
    });

    it("refunds nothing when the part given takes all that was paid", () => {
      const en = textOf("en", {
        ...started,
        paidCents: cents(0),
        settlement: { given: 1, of: 3, owedCents: cents(40_333), refundCents: cents(0) },
      });
      expect(en).toContain(dictionaries.en.withdrawal.mail.startedNoRefund);
      expect(en).not.toContain("We refund the rest");
    });

    it("still reads an acknowledgement queued before the part given was reckoned, with no placeholder left", () => {
      const { settlement: _none, ...queuedBefore } = started;
      for (const language of ["en", "nl"] as const) {
        const text = textOf(language, queuedBefore);
        expect(text).toContain(formatMoney(cents(121_000), language));
        expect(text).not.toMatch(/\{\w+\}/);
      }
      expect(textOf("nl", queuedBefore)).toContain("Dat deel regelen we per e-mail met je");
    });

    it("without the express request on record, says nothing is owed for the part given", () => {
      const { settlement: _none, ...facts } = started;
      const nl = textOf("nl", { ...facts, kind: "unrequested" });
      expect(nl).toContain(
        "je betaalt niets voor het deel dat is gegeven (artikel 6:230s lid 5 BW)",
      );
      expect(nl).toContain(`(${formatMoney(cents(121_000), "nl")})`);
      expect(nl).not.toContain("trainingsdagen");
    });
  });
});
