import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testIdentity } from "#tests/support/test-identity.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { smtpSender } from "#server/mail/outbox.ts";
import { startRunMailer } from "#server/runs/run-mailer.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { invoiceTables } from "#server/invoices/invoice-store.ts";
import { openStore, type Store } from "#server/store/store.ts";
import { startMailServer } from "#tests/support/mail-server.ts";

/**
 * The run mails through the outbox, against a real store (its own process,
 * the enquiry and Runs tables) and a mail server on loopback: a change's
 * mail is queued in its commit, claimed, retried after the server's refusal
 * and marked sent once, in the participant's language, with our sign-off.
 */
const identity = testIdentity;

describe("the run mails' outbox", () => {
  let work: string;
  let store: Store;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "run-mailer-"));
    store = await openStore(work, { tables: [enquiryTables, runTables, invoiceTables] });
  });
  afterAll(async () => {
    await store.close();
    await rm(work, { recursive: true, force: true });
  });

  it("sends a confirmation once, after the mail server first refused it, and marks it sent", async () => {
    const enquiries = enquiryStore(store);
    const runs = runStore(store, { isMailing: true });
    const placed = await enquiries.addEnrolment(
      { name: "Sanne", email: "sanne@example.nl", phone: "", message: "" },
      new Date(),
      "nl",
      { buyer: "business", participants: 1, price: {} },
      {
        courseKey: "devops/docker",
        runKey: "2027-03-01-classroom",
        participants: 1,
        isScheduled: true,
        capacity: 3,
      },
    );
    const id = placed.id as number;
    const outcome = await runs.changePlace({
      id,
      version: 0,
      action: "confirm",
      at: new Date().toISOString(),
      capacity: 3,
      facts: {
        course: { en: "Docker", nl: "Docker" },
        run: {
          key: "2027-03-01-classroom",
          label: { en: "1–3 March 2027", nl: "1–3 maart 2027" },
          start: "2027-03-01",
          end: "2027-03-03",
          mode: "classroom",
          location: "Eindhoven",
        },
      },
    });
    expect(outcome.outcome).toBe("done");
    expect(await runs.outbox.pendingMailCount()).toBe(1);

    const mail = await startMailServer({ refuse: 1 });
    const smtp = smtpSender({ smtpUrl: mail.url, to: "", from: "" });
    const lines: string[] = [];
    const log = {
      info: (...parts: unknown[]) => lines.push(parts.join(" ")),
      error: (...parts: unknown[]) => lines.push(parts.join(" ")),
    };
    const mailer = startRunMailer({
      store: runs.outbox,
      config: { smtpUrl: mail.url, to: "office@example.nl", from: "website@example.nl" },
      send: smtp.send,
      identity: () => identity,
      log,
      retryDelaysMs: [50],
      pollMs: 50,
    });
    try {
      await vi.waitFor(async () => expect(await runs.outbox.pendingMailCount()).toBe(0), {
        timeout: 10_000,
      });
      expect(mail.received).toHaveLength(1);
      // Quoted-printable, as nodemailer writes UTF-8 text.
      const received = Buffer.from(
        (mail.received[0] ?? "")
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          ),
        "latin1",
      ).toString("utf8");
      expect(received).toContain("To: sanne@example.nl");
      expect(received).toContain("Reply-To: office@example.nl");
      expect(received).toContain("statutair gevestigd te Veldhoven");
      expect(lines[0]).toMatch(
        /^E-mail for run mail \d+ \(confirmed, enrolment \d+\) failed \(attempt 1;/,
      );
      expect(lines.at(-1)).toMatch(/^E-mail for run mail \d+ \(confirmed, enrolment \d+\) sent$/);
      expect(await runs.runEnrolment(id)).toMatchObject({
        place: "confirmed",
        lastMailKind: "confirmed",
        lastMailStatus: "sent",
      });
    } finally {
      await mailer.stop(100);
      smtp.close();
      await mail.close();
    }
  });

  it("sends the joining details to the booker and to each participant with an address of their own, the contract mails to the booker alone", async () => {
    const enquiries = enquiryStore(store);
    const runs = runStore(store, { isMailing: true });
    const runKey = "2027-04-05-classroom";
    const placed = await enquiries.addEnrolment(
      { name: "Booker", email: "booker@example.nl", phone: "", message: "" },
      new Date(),
      "en",
      {
        buyer: "business",
        participants: 3,
        participantList: [
          { name: "Ada Lovelace", email: "ada@example.nl" },
          { name: "Booker", email: "BOOKER@example.nl" },
          { name: "Alan Turing" },
        ],
        price: {},
      } as never,
      { courseKey: "devops/docker", runKey, participants: 3, isScheduled: true, capacity: 10 },
    );
    const run = {
      key: runKey,
      label: { en: "5–7 April 2027", nl: "5–7 april 2027" },
      start: "2027-04-05",
      end: "2027-04-07",
      mode: "classroom" as const,
      location: "Eindhoven",
    };
    const facts = { course: { en: "Docker", nl: "Docker" }, run };
    await runs.changePlace({
      id: placed.id as number,
      version: 0,
      action: "confirm",
      at: new Date().toISOString(),
      capacity: 10,
      facts,
    });
    await runs.queueJoiningDetails({
      courseKey: "devops/docker",
      runKey,
      at: new Date().toISOString(),
      facts,
    });
    const mail = await startMailServer();
    const smtp = smtpSender({ smtpUrl: mail.url, to: "", from: "" });
    const mailer = startRunMailer({
      store: runs.outbox,
      config: { smtpUrl: mail.url, to: "office@example.nl", from: "website@example.nl" },
      send: smtp.send,
      identity: () => identity,
      log: { info() {}, error() {} },
      pollMs: 50,
    });
    try {
      await vi.waitFor(async () => expect(await runs.outbox.pendingMailCount()).toBe(0), {
        timeout: 10_000,
      });
      const sent = mail.received.map((message) => ({
        to: /^To: (.*)$/m.exec(message)?.[1],
        subject: /^Subject: (.*)$/m.exec(message)?.[1],
      }));
      expect(sent.filter((each) => each.subject?.includes("Enrollment confirmed"))).toEqual([
        { to: "booker@example.nl", subject: expect.any(String) },
      ]);
      expect(
        sent
          .filter((each) => !each.subject?.includes("Enrollment confirmed"))
          .map((each) => each.to)
          .toSorted(),
      ).toEqual(["ada@example.nl", "booker@example.nl"]);
    } finally {
      await mailer.stop(100);
      smtp.close();
      await mail.close();
    }
  });
});
