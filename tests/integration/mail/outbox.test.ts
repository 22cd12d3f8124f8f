import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startMailServer, startTricklingMailServer } from "#tests/support/mail-server.ts";
import { startEnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import { type EnquiryStore, openEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { smtpSender, smtpTimeouts } from "#server/mail/outbox.ts";

const config = {
  smtpUrl: "smtp://127.0.0.1:2525",
  to: "office@example.nl",
  from: "website@example.nl",
};

/**
 * The outbox against real mail servers on loopback and a real store: slow,
 * refusing, trickling, and two servers sharing one DATA_DIR. Timeouts are
 * scaled down (injected); the RFC's own figures are checked as figures.
 */
describe("the outbox with real mail servers", () => {
  let work: string;
  const stores: EnquiryStore[] = [];
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "outbox-"));
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await rm(work, { recursive: true, force: true });
  });

  async function store(folder: string) {
    const opened = await openEnquiryStore(path.join(work, folder), { isMailing: true });
    stores.push(opened);
    return opened;
  }

  const values = (message: string) => ({
    name: "Ada Lovelace",
    email: "ada@example.nl",
    phone: "+31 40 123 4567",
    message,
  });

  function logged() {
    const lines: string[] = [];
    const log = {
      info: (...parts: unknown[]) => lines.push(parts.join(" ")),
      error: (...parts: unknown[]) => lines.push(parts.join(" ")),
    };
    return { lines, log };
  }

  it("waits as long as RFC 5321 allows for the answer to the end of DATA, and no longer per attempt", () => {
    expect(smtpTimeouts.replyMs).toBeGreaterThanOrEqual(10 * 60_000);
    expect(smtpTimeouts.attemptMs).toBeGreaterThan(smtpTimeouts.replyMs);
  });

  it("sends once to a server slow to answer the end of DATA, when the wait covers it", async () => {
    const mail = await startMailServer({ answerDataAfterMs: 700 });
    const smtp = smtpSender(
      { smtpUrl: mail.url, to: "", from: "" },
      { connectMs: 300, replyMs: 1_500, attemptMs: 3_000 },
    );
    const outbox = await store("slow");
    const { lines, log } = logged();
    const id = await outbox.add(values("Answered slowly."));
    const notifier = startEnquiryNotifier({
      store: outbox,
      config,
      send: smtp.send,
      log,
      retryDelaysMs: [50],
      pollMs: 50,
      attemptTimeoutMs: 3_000,
    });
    try {
      await vi.waitFor(async () => expect((await outbox.list())[0]?.mailStatus).toBe("sent"), {
        timeout: 5_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mail.received).toHaveLength(1);
      expect(lines).toEqual([`E-mail for enquiry ${id} sent`]);
    } finally {
      await notifier.stop(100);
      smtp.close();
      await mail.close();
    }
  });

  it("ends an attempt at its deadline when the server trickles, logs it, and moves on to the next mail", async () => {
    const mail = await startTricklingMailServer(50);
    const smtp = smtpSender(
      { smtpUrl: mail.url, to: "", from: "" },
      {
        connectMs: 300,
        replyMs: 300,
        attemptMs: 400,
      },
    );
    const outbox = await store("trickle");
    const { lines, log } = logged();
    const first = await outbox.add(values("First, trickled."));
    const second = await outbox.add(values("Second, not stuck behind it."));
    const notifier = startEnquiryNotifier({
      store: outbox,
      config,
      send: smtp.send,
      log,
      retryDelaysMs: [60_000],
      pollMs: 50,
      attemptTimeoutMs: 400,
      slowAttemptMs: 200,
    });
    try {
      await vi.waitFor(
        () =>
          expect(lines.filter((line) => /failed \(attempt 1;/.test(line))).toEqual([
            `E-mail for enquiry ${first} failed (attempt 1; it is stored, retrying in 60 s): the mail server did not finish within 0.4 s`,
            `E-mail for enquiry ${second} failed (attempt 1; it is stored, retrying in 60 s): the mail server did not finish within 0.4 s`,
          ]),
        { timeout: 5_000 },
      );
      expect(lines).toContain(
        `E-mail for enquiry ${first}: the mail server has not finished after 0.2 s; waiting up to 0.4 s`,
      );
      expect((await outbox.list()).map((enquiry) => enquiry.mailStatus)).toEqual([
        "pending",
        "pending",
      ]);
    } finally {
      await notifier.stop(100);
      smtp.close();
      await mail.close();
    }
  });

  it("retries while the mail server refuses, then sends once and marks it sent", async () => {
    const mail = await startMailServer({ refuse: 2 });
    const smtp = smtpSender({ smtpUrl: mail.url, to: "", from: "" });
    const outbox = await store("refusing");
    const { lines, log } = logged();
    const id = await outbox.add(values("The mail server is busy."));
    const notifier = startEnquiryNotifier({
      store: outbox,
      config,
      send: smtp.send,
      log,
      retryDelaysMs: [100],
      pollMs: 50,
    });
    try {
      await vi.waitFor(async () => expect((await outbox.list())[0]?.mailStatus).toBe("sent"), {
        timeout: 5_000,
      });
      expect(mail.received).toHaveLength(1);
      expect(lines.filter((line) => line.includes("failed"))).toHaveLength(2);
      expect(lines[0]).toMatch(new RegExp(`^E-mail for enquiry ${id} failed \\(attempt 1;`));
    } finally {
      await notifier.stop(100);
      smtp.close();
      await mail.close();
    }
  });

  it("two servers on one DATA_DIR send each mail once, however long each send takes", async () => {
    const first = await store("shared");
    const second = await openEnquiryStore(path.join(work, "shared"), { isMailing: true });
    stores.push(second);
    for (const name of ["one", "two", "three"]) await first.add(values(`Mail ${name}.`));
    const sent: number[] = [];
    // Each send outlasts the claim's lease three times over. The lease is long enough for its
    // renewal (a round trip to the store's process every third of it) to arrive on 2 loaded
    // cores: at 150 ms a late renewal let the other server send a mail again.
    const slowSend = async (mail: { text?: unknown }) => {
      await new Promise((resolve) => setTimeout(resolve, 1_800));
      sent.push(Number(/number (\d+),/.exec(String(mail.text))?.[1]));
    };
    const notifiers = [first, second].map((outbox) =>
      startEnquiryNotifier({
        store: outbox,
        config,
        send: slowSend,
        log: { info() {}, error() {} },
        pollMs: 30,
        leaseMs: 600,
      }),
    );
    try {
      await vi.waitFor(async () => expect(await first.pendingMailCount()).toBe(0), {
        timeout: 20_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(sent.sort()).toEqual([1, 2, 3]);
    } finally {
      await Promise.all(notifiers.map((notifier) => notifier.stop(1_000)));
    }
  });
});
