import { describe, expect, it, vi } from "vitest";
import { enquiryMail, headerText, retryDelay, startEnquiryNotifier } from "./enquiry-notifier.ts";

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
  };

  it("logs the mails it leaves pending when stopped", async () => {
    const errors: string[] = [];
    const notifier = startEnquiryNotifier({
      store: {
        claimDueMails: async () => [],
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
