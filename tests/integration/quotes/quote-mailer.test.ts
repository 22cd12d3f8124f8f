import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpSender } from "#server/mail/outbox.ts";
import { addDays } from "#server/quotes/quote-days.ts";
import { startQuoteMailer } from "#server/quotes/quote-mailer.ts";
import { quoteRemindersJob } from "#server/quotes/quote-reminders.ts";
import { quotePaths } from "#src/routing/fixed-paths.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type MailServer, startMailServer } from "#tests/support/mail-server.ts";
import { type QuoteHarness, startQuoteHarness } from "#tests/support/quote-harness.ts";
import { testIdentity } from "#tests/support/test-identity.ts";

/**
 * The quotes' outbox against a mail server, and their nightly job: a sent
 * quote reaches its contact with its PDF and a link; the reminders are off by
 * default, and on, one per version a few days before it expires (the last
 * day included), none once answered.
 */
let harness: QuoteHarness;
let mail: MailServer;
beforeAll(async () => {
  [harness, mail] = await Promise.all([startQuoteHarness(), startMailServer()]);
}, 60_000);
afterAll(async () => {
  await harness?.close();
  await mail?.close();
});

const logged: string[] = [];

describe("the quotes' mails", () => {
  it("bring the quote to its contact with the PDF as stored and a link to its page", async () => {
    const id = await harness.create();
    await harness.send(id);
    await harness.quotes.renderQuotes();
    const smtp = smtpSender({ smtpUrl: mail.url, to: "owner@example.nl", from: "site@example.nl" });
    const mailer = startQuoteMailer({
      store: harness.quotes.outbox,
      config: { smtpUrl: mail.url, to: "owner@example.nl", from: "site@example.nl" },
      send: smtp.send,
      identity: () => testIdentity,
      origin: () => "https://www.example.nl",
      backOfficeUrl: (quoteId) => `https://www.example.nl/admin/quotes/${quoteId}`,
      log: { info: () => undefined, error: (...parts) => void logged.push(parts.join(" ")) },
    });
    try {
      await expect.poll(() => mail.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    } finally {
      await mailer.stop();
      smtp.close();
    }
    const [message = ""] = mail.received;
    expect(message).toContain("To: jan@testbedrijf.example");
    expect(message).toContain("Content-Type: application/pdf");
    expect(message.replace(/=\r\n/g, "")).toMatch(
      new RegExp(`https://www\\.example\\.nl${quotePaths.nl}/[A-Za-z0-9_-]{43}`),
    );
    expect(logged).toEqual([]);
  }, 60_000);
});

describe("the reminders before a quote expires", () => {
  it("are off by default; on, one a version within the days, the last day included; none once answered", async () => {
    const soon = await harness.create(
      harness.draft({ validUntil: addDays(todayInAmsterdam(), 3) }),
    );
    const later = await harness.create(
      harness.draft({ validUntil: addDays(todayInAmsterdam(), 20) }),
    );
    const answered = await harness.create(
      harness.draft({ validUntil: addDays(todayInAmsterdam(), 2) }),
    );
    for (const id of [soon, later, answered]) await harness.send(id);
    // Their quote mails go out first: a reminder follows a quote its buyer has.
    for (const job of await harness.claim()) await harness.quotes.outbox.markMailSent(job.id);
    const token = await harness.tokenOf(
      (await harness.quotes.quoteById(answered))?.versions[0]?.id ?? 0,
    );
    await harness.quotes.answerQuote({
      token,
      answer: { kind: "decline", reason: "" },
      at: new Date().toISOString(),
      isMailing: true,
    });
    for (const job of await harness.claim()) await harness.quotes.outbox.markMailSent(job.id);

    const records: string[] = [];
    const job = (days: number) =>
      quoteRemindersJob({
        quotes: harness.quotes,
        days,
        record: (line) => void records.push(line),
      });
    await job(0).run();
    expect(await harness.claim()).toEqual([]);
    await job(3).run();
    await job(3).run();
    const reminders = (await harness.claim()).filter((claimed) => claimed.kind === "reminder");
    expect(reminders.map((claimed) => claimed.quoteId)).toEqual([soon]);
    expect(reminders[0]?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(records).toEqual(["1 quote reminder(s) queued"]);
  }, 60_000);
});
