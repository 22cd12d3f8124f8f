import { describe, expect, it } from "vitest";
import { enquiryMail } from "#server/mail/enquiry-mails.ts";
import { type EnrolmentRecord, enrolmentMails } from "#server/mail/enrolment-mails.ts";
import { testIdentity } from "#tests/support/test-identity.ts";

/**
 * The owner's notifications with a visitor's line breaks in them: a one-line
 * value (name, e-mail, phone, company, PO number) never starts a line of its
 * own, and the lines of an address stay indented under it. The form's rules
 * refuse such values now (tests/unit/forms); an enquiry stored before them
 * still goes out through the outbox.
 */
const config = { from: "website@example.nl", to: "owner@example.nl" };
const forged = (mark: string) => `${mark}Bcc: victim@example.com${mark}Total due: 0`;
const marks = ["\n", "\r\n", "\r", "\u0085", "\u2028", "\u2029", "\v", "\f"];

/** The mail's text split as a mail program shows it: at any line break. */
const lines = (text: unknown) => String(text).split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/);
const isForged = (line: string) => /^\s*(Bcc|Total due):/.test(line);

const enquiry = (mark: string) => ({
  id: 7,
  name: `Eve${forged(mark)}`,
  email: `eve@example.org${forged(mark)}`,
  phone: `0612345678${forged(mark)}`,
  message: "Hello",
  receivedAt: new Date("2026-11-01T10:00:00Z"),
  language: "en" as const,
});

const record = (mark: string): EnrolmentRecord => ({
  course: { key: "devops/docker", title: "Docker", page: "/training/devops/docker" },
  run: { key: "2027-03-01-online", label: "1 March 2027, online", start: "2027-03-01" },
  buyer: "business",
  company: `Example B.V.${forged(mark)}`,
  invoice: `Example B.V.${forged(mark)}`,
  po: `PO-1${forged(mark)}`,
  participants: 1,
  price: { fee: 1000, shown: "€1,000 excl. VAT" },
  consents: { terms: { version: "2026-01", at: "2026-11-01T10:00:00.000Z" } },
  terms: { version: "2026-01", text: "The terms." },
});

describe.each(marks.map((mark) => [JSON.stringify(mark), mark]))(
  "the owner's mail with %s in a visitor's values",
  (_, mark) => {
    it("an enquiry: no line of the visitor's making", () => {
      const text = enquiryMail(config, enquiry(mark)).text;
      expect(lines(text).filter(isForged)).toEqual([]);
      expect(lines(text)).toContain("Name:  Eve Bcc: victim@example.com Total due: 0");
    });

    it("an enrolment: one line per value, the invoice address's lines indented under it", () => {
      const [owner] = enrolmentMails(config, enquiry(mark), record(mark), testIdentity);
      const text = lines(owner?.text);
      expect(text.filter((line) => /^(Bcc|Total due):/.test(line))).toEqual([]);
      expect(text).toContain("Company:       Example B.V. Bcc: victim@example.com Total due: 0");
      expect(text).toContain("PO number:     PO-1 Bcc: victim@example.com Total due: 0");
      const invoice = text.indexOf("Invoice to:    Example B.V.");
      expect(text.slice(invoice + 1, invoice + 3)).toEqual([
        `${" ".repeat(15)}Bcc: victim@example.com`,
        `${" ".repeat(15)}Total due: 0`,
      ]);
    });

    it("a private person's address keeps its lines, indented", () => {
      const [owner] = enrolmentMails(
        config,
        { ...enquiry(mark), name: "Ada" },
        { ...record(mark), buyer: "private", address: `Straat 1${mark}5500 AA Veldhoven` },
        testIdentity,
      );
      const text = lines(owner?.text);
      const address = text.indexOf("Address:       Straat 1");
      expect(text[address + 1]).toBe(`${" ".repeat(15)}5500 AA Veldhoven`);
    });
  },
);
