import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeClock } from "#tests/support/fake-clock.ts";
import { invoiceFacts, privateBuyer } from "#tests/support/invoice-facts.ts";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import { openInvoiceLedger, type StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import {
  type ReminderMailer,
  reminderStore,
  remindersJob,
  startReminderMailer,
} from "#server/payments/reminder-store.ts";
import { type DailyJobs, startDailyJobs } from "#server/schedule/daily-jobs.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";

/**
 * Payment reminders end to end but for the store's process: invoices on a real store file, the
 * nightly job on the scheduler with a clock the test moves, the reminders' outbox sending to a
 * stand-in mail server. A private buyer's 14-day notice goes out once, only after the due date,
 * with the amount, the deadline rolled over the weekend and the statutory collection costs; a
 * business buyer gets a reminder; a paid invoice nothing; a paused invoice no second reminder.
 * Dates in 2026, before today: the outbox sends what is due by the real clock.
 */
let work: string;
let connection: ReturnType<typeof openDatabase>;
let tables: ReturnType<typeof openPaymentTables>;
let mailer: ReminderMailer;
let jobs: DailyJobs | undefined;
const sent: SendMailOptions[] = [];
const logged: string[] = [];
const issued: StoredDocument[] = [];
const clock = fakeClock("2026-10-01T10:00:00Z");

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "payment-reminders-"));
  connection = openDatabase(databasePath(work));
  tables = openPaymentTables(connection);
  const ledger = openInvoiceLedger(connection.database);
  const issue = (enquiryId: number, facts: Parameters<typeof invoiceFacts>[0]) =>
    connection.transaction(() => {
      const result = ledger.issue(
        (number, issueDate) =>
          buildInvoice(
            invoiceFacts({
              number,
              issueDate,
              enrolmentId: enquiryId,
              run: { label: "Far", start: "2099-03-01", end: "2099-03-03", mode: "classroom" },
              ...facts,
            }),
          ),
        { enquiryId, reason: "confirmed", at: "2026-09-01T10:00:00.000Z", isMailing: false },
      );
      if (!("issued" in result)) throw new Error(result.problems.join(" "));
      issued.push(result.issued);
    });
  issue(1, { buyer: privateBuyer, language: "nl", vat: { basis: "exclusive", rate: 21 } });
  issue(2, { language: "en" });
  issue(3, { language: "en" });
  // The third is paid: never reminded.
  tables.markInvoicePaid(
    issued[2]?.id ?? 0,
    "2026-09-20",
    "owner@example.nl",
    "2026-09-20T12:00:00.000Z",
  );
  const call = async (name: string, ...args: unknown[]) =>
    (tables as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args);
  const store = { call } as unknown as Parameters<typeof reminderStore>[0];
  mailer = startReminderMailer({
    store,
    config: { smtpUrl: "smtp://unused", to: "owner@example.nl", from: "site@example.nl" },
    send: async (mail) => void sent.push(mail),
    // Deadlines count from the day a reminder is written: the test's day.
    now: clock.clock.now,
    payUrl: (language, token) => `https://www.example.nl/${language}/betalen/${token}`,
    pollMs: 60_000,
    log: { info() {}, error() {} },
  });
  jobs = startDailyJobs(
    [
      remindersJob({
        reminders: reminderStore(store),
        now: clock.clock.now,
        record: (detail) => void logged.push(detail),
        onQueued: () => mailer.wake(),
      }),
    ],
    { clock: clock.clock },
  );
});
afterAll(async () => {
  jobs?.stop();
  await mailer?.stop();
  connection?.database.close();
  await rm(work, { recursive: true, force: true });
});

const [privateInvoice, businessInvoice] = [() => issued[0], () => issued[1]];
const remindersOf = (invoice: StoredDocument | undefined) =>
  tables.overdueInvoices("2099-01-01").find((row) => row.id === invoice?.id)?.reminders ?? [];
// Amounts are written with a no-break space after the euro sign.
const textOf = (mail: SendMailOptions | undefined) => String(mail?.text).replace(/\u00a0/g, " ");
const mailTo = (address: string) => sent.filter((mail) => mail.to === address);

describe("payment reminders", () => {
  it("sends nothing on the due date itself", async () => {
    expect(privateInvoice()?.dueDate).toBe("2026-10-01");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(remindersOf(privateInvoice())).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("sends a private buyer the 14-day notice the day after, with amount, deadline and collection costs, in Dutch", async () => {
    await clock.moveTo("2026-10-02T06:00:00Z");
    await vi.waitFor(() => expect(mailTo(privateBuyer.email)).toHaveLength(1));
    const [notice] = mailTo(privateBuyer.email);
    expect(notice?.subject).toBe(
      `Betalingsherinnering: factuur ${privateInvoice()?.number}, 14 dagen om te betalen`,
    );
    const text = textOf(notice);
    expect(text).toContain("er staat nog € 3.627,58 open");
    // Sent Friday 2 October, received the 3rd: 14 days end Saturday the 17th, rolled to Monday.
    expect(text).toContain("tot en met 19 oktober 2026");
    // The WIK scale on € 3,627.58: 15% of € 2,500 + 10% of € 1,127.58.
    expect(text).toContain("incassokosten van € 487,76");
    expect(text).toContain("15% over de eerste € 2.500 (minimaal € 40)");
    // Owed, in the law's words, with the interest from the day after (review L7); and a pay link.
    expect(text).toContain(
      "Heb je niet uiterlijk op 19 oktober 2026 betaald, dan ben je ons incassokosten van € 487,76 verschuldigd, en vanaf de dag daarna de wettelijke rente",
    );
    expect(text).toMatch(
      /Je kunt ook online betalen: https:\/\/www\.example\.nl\/nl\/betalen\/[a-f0-9]{32}/,
    );
    expect(text).toContain("t.n.v. Veldhoven IT Consultancy B.V.");
    const [reminder] = remindersOf(privateInvoice());
    expect(reminder).toMatchObject({ kind: "notice", deadline: "2026-10-19", mailStatus: "sent" });
  });

  it("sends a business buyer a reminder in English, without collection costs; a paid invoice nothing", async () => {
    await vi.waitFor(() => expect(mailTo("facturen@testbedrijf.example")).toHaveLength(1));
    const [reminder] = mailTo("facturen@testbedrijf.example");
    expect(reminder?.subject).toBe(`Payment reminder: invoice ${businessInvoice()?.number}`);
    expect(textOf(reminder)).toContain("€3,627.58 is still open");
    expect(textOf(reminder)).not.toContain("collection costs");
    expect(sent).toHaveLength(2);
    expect(logged.join("\n")).toContain(
      `invoice ${privateInvoice()?.number}: 14-day notice queued`,
    );
  });

  it("sends each once: the nights before the deadline add nothing", async () => {
    await clock.moveTo("2026-10-19T12:00:00Z");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
    expect(remindersOf(privateInvoice())).toHaveLength(1);
  });

  it("sends the second reminder once the deadline has passed, but not to a paused invoice", async () => {
    const number = tables.pauseReminders(
      businessInvoice()?.id ?? 0,
      "agreed to pay after the holidays",
      "owner@example.nl",
      "2026-10-19T12:00:00.000Z",
    );
    expect(number).toBe(businessInvoice()?.number);
    await clock.moveTo("2026-10-21T12:00:00Z");
    await vi.waitFor(() => expect(mailTo(privateBuyer.email)).toHaveLength(2));
    const second = mailTo(privateBuyer.email)[1];
    expect(second?.subject).toBe(`Tweede herinnering: factuur ${privateInvoice()?.number}`);
    expect(textOf(second)).toContain("gevraagd om uiterlijk 19 oktober 2026 te betalen");
    expect(textOf(second)).toContain("incassokosten van € 487,76");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailTo("facturen@testbedrijf.example")).toHaveLength(1);
    expect(remindersOf(businessInvoice())).toHaveLength(1);
    await clock.moveTo("2026-11-20T12:00:00Z");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(3);
  });
});
