import { describe, expect, it } from "vitest";
import { enquiryMail } from "#server/mail/enquiry-mails.ts";
import { headerText } from "#server/mail/header-text.ts";

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
