import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startMailServer, startTricklingMailServer } from "#tests/support/mail-server.ts";
import { type EnquiryStore, openEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import {
  enquiryMail,
  headerText,
  retryDelay,
  smtpSender,
  smtpTimeouts,
  startEnquiryNotifier,
} from "#server/mail/outbox.ts";

const config = {
  smtpUrl: "smtp://127.0.0.1:2525",
  to: "office@example.nl",
  from: "website@example.nl",
};

describe("headerText", () => {
  it("removes CR, LF and other control characters", () => {
    expect(headerText("Eve\r\nBcc: victim@example.com")).toBe("Eve Bcc: victim@example.com");
    expect(headerText("a\u0000b\u2028c\td")).toBe("a b c d");
  });
});

describe("enquiryMail", () => {
  it("comes from our fixed address, with the visitor only as Reply-To", () => {
    const mail = enquiryMail(config, {
      id: 3,
      receivedAt: new Date("2026-11-22T10:00:00Z"),
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.nl",
      phone: "0612345678",
      message: "Hello\r\nthere",
      language: "en",
    });
    expect(mail.from).toBe("website@example.nl");
    expect(mail.to).toBe("office@example.nl");
    expect(mail.replyTo).toBe("eve@example.nl");
    expect(mail.subject).toBe("Website enquiry from Eve Bcc: victim@example.com");
    expect(String(mail.text)).toContain("Hello\r\nthere");
    expect(String(mail.text)).toContain("Language: English (en) — answer in English");
  });

  it("names the language of a Dutch enquiry, so the owner answers in Dutch", () => {
    const mail = enquiryMail(config, {
      id: 4,
      receivedAt: new Date("2026-11-22T10:00:00Z"),
      name: "Sanne de Vries",
      email: "sanne@example.nl",
      phone: "0612345678",
      message: "Graag meer informatie.",
      language: "nl",
    });
    expect(String(mail.text).split("\n")).toContain("Language: Dutch (nl) — answer in Dutch");
  });
});

describe("retryDelay", () => {
  it("retries the first failure within a minute, then backs off to hourly", () => {
    expect(retryDelay(1)).toBeLessThan(60_000);
    const delays = [1, 2, 3, 4, 5, 6, 20].map((attempt) => retryDelay(attempt));
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(retryDelay(20)).toBe(60 * 60_000);
  });
});

describe("startEnquiryNotifier", () => {
  const job = {
    id: 4,
    receivedAt: "2026-11-22T10:00:00.000Z",
    name: "Ada",
    email: "ada@example.nl",
    phone: "0612345678",
    message: "Hello there, friends.",
    language: "en" as const,
    attempts: 0,
    leaseUntil: "2026-11-22T10:01:00.000Z",
  };

  it("logs the mails it leaves pending when stopped", async () => {
    const errors: string[] = [];
    const notifier = startEnquiryNotifier({
      store: {
        claimDueMails: async () => [],
        renewMailLease: async () => true,
        markMailSent: async () => {},
        markMailFailed: async () => {},
        pendingMailCount: async () => 2,
      },
      send: async () => {},
      config,
      log: { info() {}, error: (...parts: unknown[]) => errors.push(parts.join(" ")) },
    });
    await notifier.stop(100);
    expect(errors).toEqual(["2 enquiry e-mail(s) not sent yet: they go out at the next start"]);
  });

  it("marks a mail sent only after the mail server took it, and a failure for a retry", async () => {
    const events: string[] = [];
    let isServerUp = false;
    let dueAt = 0;
    let isSent = false;
    const notifier = startEnquiryNotifier({
      store: {
        // Like the store: a claimed mail is leased, a failed one due again at its retry time.
        claimDueMails: async (now) => {
          if (isSent || now.getTime() < dueAt) return [];
          dueAt = now.getTime() + 60_000;
          return [job];
        },
        renewMailLease: async () => true,
        markMailSent: async (id) => {
          isSent = true;
          events.push(`sent ${id}`);
        },
        markMailFailed: async (id, at) => {
          events.push(`failed ${id}`);
          dueAt = at.getTime();
          isServerUp = true;
        },
        pendingMailCount: async () => 0,
      },
      send: async () => {
        events.push("send");
        if (!isServerUp) throw new Error("connection refused");
      },
      config,
      log: { info() {}, error() {} },
      retryDelaysMs: [30],
      pollMs: 10,
    });
    await vi.waitFor(() => expect(events).toEqual(["send", "failed 4", "send", "sent 4"]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toHaveLength(4);
    await notifier.stop(100);
  });
});

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
    // Each send outlasts the claim's lease three times over.
    const slowSend = async (mail: { text?: unknown }) => {
      await new Promise((resolve) => setTimeout(resolve, 450));
      sent.push(Number(/number (\d+),/.exec(String(mail.text))?.[1]));
    };
    const notifiers = [first, second].map((outbox) =>
      startEnquiryNotifier({
        store: outbox,
        config,
        send: slowSend,
        log: { info() {}, error() {} },
        pollMs: 30,
        leaseMs: 150,
      }),
    );
    try {
      await vi.waitFor(async () => expect(await first.pendingMailCount()).toBe(0), {
        timeout: 8_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sent.sort()).toEqual([1, 2, 3]);
    } finally {
      await Promise.all(notifiers.map((notifier) => notifier.stop(1_000)));
    }
  });
});
