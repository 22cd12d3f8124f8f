import { describe, expect, it } from "vitest";
import { type EnrolmentRecord, enrolmentMails } from "#server/mail/enrolment-mails.ts";
import { testIdentity } from "#tests/support/test-identity.ts";

/** The participant's receipt says whether the run kept a place or put them on its waiting list. */
const config = { from: "website@example.nl", to: "owner@example.nl" };
const identity = testIdentity;
const record: EnrolmentRecord = {
  course: { key: "devops/docker", title: "Docker", page: "/training/devops/docker" },
  run: { key: "2027-03-01-online", label: "1 March 2027, online", start: "2027-03-01" },
  buyer: "business",
  company: "Example B.V.",
  invoice: "invoices@example.nl",
  participants: 1,
  price: { fee: 1000, shown: "€1,000 excl. VAT" },
  consents: { terms: { version: "2026-01", at: "2026-11-01T10:00:00.000Z" } },
  terms: { version: "2026-01", text: "The terms." },
};

function receipt(language: "en" | "nl", place: EnrolmentRecord["place"]): string {
  const enquiry = {
    id: 7,
    name: "Ada",
    email: "ada@example.nl",
    phone: "+31 40 123 4567",
    message: "",
    receivedAt: new Date("2026-11-01T10:00:00Z"),
    language,
  };
  const [, mail] = enrolmentMails(config, enquiry, { ...record, place }, identity);
  return String(mail?.text);
}

describe("the receipt of an enrolment in a run", () => {
  it("says a place is kept, in English", () => {
    expect(receipt("en", "placed")).toContain("A place on this run is kept for you");
    expect(receipt("en", "placed")).not.toContain("waiting list");
  });

  it("says the run is full and the enrolment on its waiting list, in Dutch", () => {
    expect(receipt("nl", "waiting")).toContain("Deze uitvoering is vol");
    expect(receipt("nl", "waiting")).toContain("wachtlijst");
  });

  it("says neither for an enrolment without a date", () => {
    expect(receipt("en", null)).not.toMatch(/place on this run|waiting list/);
  });
});
