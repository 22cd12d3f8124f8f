import { describe, expect, it } from "vitest";
import { certificateMail } from "#server/mail/certificate-mails.ts";
import { identityFromContent } from "#server/mail/sign-off.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { languages } from "#src/i18n/languages.ts";
import { formatDateRange } from "#src/training/course-format.ts";

/**
 * The mail a certificate comes with, as its reader gets it (review 3, H3 and
 * L13): the participant is thanked and gets the evaluation's link; the
 * booker of a participant without an address of their own is written to as
 * the booker, told why it comes to them and that such participants cannot
 * evaluate, and gets no link, even if one were handed in.
 */
const config = { from: "website@example.nl", to: "office@example.nl" };
const link = { url: "https://www.example.com/evaluation/TOKEN", days: 30 };
const facts = (language: (typeof languages)[number], recipient: "participant" | "booker") => ({
  language,
  name: "Charles Babbage",
  email: recipient === "booker" ? "office@example.nl" : "charles@example.nl",
  recipient,
  courseTitle: "Docker in practice",
  firstDay: "2027-03-01",
  lastDay: "2027-03-03",
  code: "q3xW9aZ0bC1dE2fG3hI4jK5l",
});

describe.each(languages)("a certificate's mail in %s", (language) => {
  const words = dictionaries[language].certificate.mail;
  const dates = formatDateRange("2027-03-01", "2027-03-03", language);
  const send = (recipient: "participant" | "booker") =>
    certificateMail(
      config,
      facts(language, recipient),
      identityFromContent(language),
      "https://www.example.com/certificates/q3xW9aZ0bC1dE2fG3hI4jK5l",
      link,
    );

  it("to the participant: thanks, and the evaluation's link", () => {
    const mail = send("participant");
    expect(mail.to).toBe("charles@example.nl");
    expect(mail.text).toContain(fill(words.greeting, { name: "Charles Babbage" }));
    expect(mail.text).toContain(fill(words.intro, { course: "Docker in practice", dates }));
    expect(mail.text).toContain(fill(words.evaluation, link));
    expect(mail.text).not.toContain(words.booker.noEvaluation);
  });

  it("to the booker: written to the booker, why it comes to them, no evaluation and no link", () => {
    const mail = send("booker");
    expect(mail.to).toBe("office@example.nl");
    expect(mail.subject).toBe(
      fill(words.booker.subject, { name: "Charles Babbage", course: "Docker in practice" }),
    );
    const text = String(mail.text);
    expect(text.startsWith(`${words.booker.greeting}\n`)).toBe(true);
    expect(text).toContain(
      fill(words.booker.intro, { name: "Charles Babbage", course: "Docker in practice", dates }),
    );
    expect(text).toContain(words.booker.noEvaluation);
    expect(text).not.toContain(fill(words.greeting, { name: "Charles Babbage" }));
    expect(text).not.toContain(link.url);
    expect(mail.filename).toBe(fill(words.file, { code: "q3xW9aZ0bC1dE2fG3hI4jK5l" }));
  });
});
