import { describe, expect, it, vi } from "vitest";
import { startEnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import { retryDelay } from "#server/mail/outbox.ts";

const config = {
  smtpUrl: "smtp://127.0.0.1:2525",
  to: "office@example.nl",
  from: "website@example.nl",
};

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
