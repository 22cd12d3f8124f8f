import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  checkPrivateRunForm,
  type PrivateRunValues,
  privateRunDefaults,
} from "#server/back-office/quotes/private-run-form.ts";
import { privateRunRecord } from "#server/back-office/quotes/private-run-record.ts";
import { enrolmentMails } from "#server/mail/enrolment-mails.ts";
import { buildQuoteSnapshot } from "#server/quotes/build-quote.ts";
import { BuyerChangesSection } from "#server/site-routes/buyer-changes-section.tsx";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { languages } from "#src/i18n/languages.ts";
import { cents } from "#src/money/money.ts";
import { testCatalogue } from "#tests/support/run-catalogue.ts";
import { testDraft, testQuoteFacts } from "#tests/support/quote-samples.ts";
import { testIdentity } from "#tests/support/test-identity.ts";

/**
 * A private run's form, the enrolment it is made with, and what its buyer reads (issue 45
 * point 4): each problem at its field in the owner's words; the quote's buyer as a business
 * with no price of its own; the receipt that names the quote instead of a fee; the buyer's
 * page that sends every change to us, in both languages.
 */
const today = "2027-02-01";
const courses = ["devops/docker"];
const valid: PrivateRunValues = {
  course: "devops/docker",
  start: "2027-05-12",
  end: "2027-05-13",
  times: "9:00–17:00",
  mode: "in-company",
  location: "Kempenlaan 10, Eindhoven",
  language: "nl",
  participants: "6",
  token: "token",
};
const snapshotOf = (draft = testDraft()) => {
  const built = buildQuoteSnapshot(draft, testQuoteFacts());
  if ("problems" in built) throw new Error(built.problems.join(" "));
  return built.snapshot;
};

describe("the private run's form", () => {
  it("gives the run's days, place and number when every field is right", () => {
    expect(checkPrivateRunForm(valid, courses, today)).toEqual({
      courseKey: "devops/docker",
      language: "nl",
      days: {
        start: "2027-05-12",
        end: "2027-05-13",
        times: "9:00–17:00",
        mode: "in-company",
        location: "Kempenlaan 10, Eindhoven",
        participants: 6,
      },
    });
  });

  it("says what is wrong at each field", () => {
    const checked = checkPrivateRunForm(
      {
        ...valid,
        course: "devops/unknown",
        start: today,
        end: "2027-02-30",
        mode: "somewhere",
        location: "",
        language: "de",
        participants: "2.5",
      },
      courses,
      today,
    );
    expect(checked).toEqual({
      problems: {
        course: "Choose the course.",
        start: "The first day must be after today.",
        end: "Give the last day as a date (YYYY-MM-DD).",
        mode: "Choose in-company, online or classroom.",
        location: "Say where it is held (online needs no place).",
        language: "Choose the participants' language.",
        participants: "A whole number from 1 to 100.",
      },
    });
    expect(
      checkPrivateRunForm({ ...valid, end: "2027-05-11", participants: "0" }, courses, today),
    ).toEqual({
      problems: {
        end: "The last day cannot be before the first.",
        participants: "A whole number from 1 to 100.",
      },
    });
  });

  it("holds an online run at no place, whatever the form suggested", () => {
    const checked = checkPrivateRunForm({ ...valid, mode: "online" }, courses, today);
    expect(checked).toMatchObject({ days: { mode: "online" } });
    expect("days" in checked && checked.days).not.toHaveProperty("location");
  });

  it("starts from the quote: its language, the buyer's address, its participant lines' number", () => {
    const draft = testDraft();
    const withParticipants = testDraft({
      lines: [
        ...draft.lines,
        {
          kind: "training",
          description: "Examen per deelnemer",
          unit: "participant",
          quantityHundredths: 800,
          unitPriceExclVat: cents(25_000),
          isInvoicedAsWorked: false,
        },
      ],
    });
    expect(privateRunDefaults(snapshotOf(withParticipants), "t")).toMatchObject({
      language: "nl",
      mode: "in-company",
      location: "Kempenlaan 10, Eindhoven",
      participants: "8",
      token: "t",
    });
    expect(privateRunDefaults(snapshotOf(), "t").participants).toBe("");
  });
});

describe("the private run's enrolment and what its buyer reads", () => {
  const catalogue = testCatalogue([]);
  const course = catalogue.courses[0] as NonNullable<(typeof catalogue.courses)[0]>;
  const snapshot = snapshotOf();

  it("is the quote's buyer as a business, with no price: the quote is invoiced", () => {
    const record = privateRunRecord({
      snapshot,
      acceptedAt: "2027-01-20T10:00:00.000Z",
      course,
      terms: catalogue.terms,
      language: "nl",
      participants: 3,
    });
    expect(record).toMatchObject({
      buyer: "business",
      company: snapshot.buyer.company,
      po: snapshot.reference,
      vatId: snapshot.buyer.vatId,
      invoiceEmail: snapshot.buyer.invoiceEmail,
      buyerAddress: {
        street: "Kempenlaan 10",
        postalCode: "5611 AB",
        city: "Eindhoven",
        country: "NL",
      },
      participants: 3,
      participantList: [
        { name: "", email: "" },
        { name: "", email: "" },
        { name: "", email: "" },
      ],
      price: {},
      privateOf: snapshot.number,
    });
    expect(record).not.toHaveProperty("isRequest");
  });

  it("gets a receipt naming the quote instead of a fee, with the participants' link, in both languages", () => {
    const record = {
      ...privateRunRecord({
        snapshot,
        acceptedAt: "2027-01-20T10:00:00.000Z",
        course,
        terms: catalogue.terms,
        language: "nl",
        participants: 3,
      }),
      run: { key: "private-q2027-0001-1", label: "12–13 mei 2027, incompany" },
      participantsUrl: "https://www.example.com/nl/deelnemers/abc",
    };
    for (const language of languages) {
      const words = dictionaries[language].mail.receipt;
      const [, receipt] = enrolmentMails(
        { from: "website@example.nl", to: "owner@example.nl" },
        {
          id: 9,
          name: "Jan de Vries",
          email: "jan@testbedrijf.example",
          phone: "",
          message: "",
          receivedAt: new Date("2027-01-20T10:00:00Z"),
          language,
        },
        record,
        testIdentity,
      );
      expect(receipt?.subject).toBe(fill(words.privateRun.subject, { course: "Docker" }));
      const text = String(receipt?.text);
      expect(text).toContain(fill(words.privateRun.opening, { number: snapshot.number }));
      expect(text).toContain(fill(words.privateRun.fee, { number: snapshot.number }));
      expect(text).toContain(fill(words.participantsLink, { url: record.participantsUrl }));
      expect(text).not.toContain(words.opening);
    }
  });

  it("reads on its page that changes go through us, with only the participants' link, in both languages", () => {
    for (const language of languages) {
      const words = dictionaries[language].buyerChanges;
      const html = renderToStaticMarkup(
        <BuyerChangesSection
          language={language}
          token="abc"
          choices={{
            cancel: { kind: "none" },
            move: { kind: "closed", reason: "private-run" },
            canSubstitute: true,
          }}
          labels={{}}
          moveDays={14}
        />,
      );
      expect(html).toContain(words.privateRun.replaceAll("'", "&#x27;"));
      expect(html).toContain(words.participantsLink);
      expect(html).not.toContain(`<h3>${words.cancel.heading}</h3>`);
      expect(html).not.toContain(`<h3>${words.move.heading}</h3>`);
    }
  });
});
