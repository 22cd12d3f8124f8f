import { describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { languages } from "#src/i18n/languages.ts";
import {
  type EnrolmentChoices,
  type EnrolmentInput,
  enrolmentLimits,
  enrolmentMessageKeys,
  validateEnrolment,
} from "#src/forms/enrolment-schema.ts";

/** The enrolment form's rules, shared by the island and the receiver, at their edges. */
const choices: EnrolmentChoices = {
  "devops/docker": {
    runs: [
      { key: "2027-03-10-online", start: "2027-03-10" },
      { key: "2027-04-20-classroom", start: "2027-04-20" },
    ],
    maxAttendees: 3,
  },
  "scrum/psm": { runs: [] },
};

const valid: EnrolmentInput = {
  choice: "devops/docker|2027-04-20-classroom",
  name: "Ada Lovelace",
  email: "ada@example.nl",
  phone: "+31 40 123 4567",
  buyer: "business",
  company: "Example B.V.",
  invoice: "invoices@example.nl",
  participants: "2",
  terms: "accepted",
};

const errorsOf = (change: EnrolmentInput) =>
  validateEnrolment({ ...valid, ...change }, choices).errors;

describe("validateEnrolment", () => {
  it("accepts a complete business enrolment, and a private one with an address", () => {
    expect(validateEnrolment(valid, choices)).toMatchObject({ isValid: true });
    expect(
      errorsOf({
        buyer: "private",
        company: "",
        invoice: "",
        address: "Straat 1, 5500 AA Veldhoven",
      }),
    ).toEqual({});
  });

  it.each([
    ["a course not offered", "devops/nothing|none"],
    ["a run not offered", "devops/docker|2030-01-01-online"],
    ["nothing", ""],
  ])("refuses %s", (_, choice) => {
    expect(errorsOf({ choice }).choice).toBe("choiceRequired");
  });

  // The choices are a plain object keyed by the visitor's text: what every object inherits is no course.
  const inherited = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];
  it.each(inherited)("refuses %j as a course or a run, as any course not offered", (key) => {
    for (const choice of [`${key}|none`, `${key}|2027-03-10-online`, `devops/docker|${key}`, key]) {
      const result = validateEnrolment({ ...valid, choice }, choices);
      expect(result.isValid, choice).toBe(false);
      expect(result.errors, choice).toEqual({ choice: "choiceRequired" });
    }
  });

  it("takes 'no date yet' and 'in-company' for any course offered", () => {
    expect(errorsOf({ choice: "scrum/psm|none" })).toEqual({});
    expect(errorsOf({ choice: "scrum/psm|in-company" })).toEqual({});
  });

  it("asks a business for its company and invoice address, a private person for an address", () => {
    expect(errorsOf({ company: "", invoice: "" })).toEqual({
      company: "companyRequired",
      invoice: "invoiceRequired",
    });
    expect(errorsOf({ buyer: "private" }).address).toBe("addressRequired");
    expect(errorsOf({ buyer: "" }).buyer).toBe("buyerRequired");
  });

  it("holds each length limit at its edge", () => {
    const long = (length: number) => "x".repeat(length);
    expect(errorsOf({ company: long(enrolmentLimits.company.max) }).company).toBeUndefined();
    expect(errorsOf({ company: long(enrolmentLimits.company.max + 1) }).company).toBe(
      "companyTooLong",
    );
    expect(errorsOf({ po: long(enrolmentLimits.po.max) }).po).toBeUndefined();
    expect(errorsOf({ po: long(enrolmentLimits.po.max + 1) }).po).toBe("poTooLong");
    expect(errorsOf({ remarks: long(1000) }).remarks).toBeUndefined();
    expect(errorsOf({ remarks: long(1001) }).remarks).toBe("remarksTooLong");
  });

  it("takes 1 up to the course's maximum of participants, in whole numbers", () => {
    expect(errorsOf({ participants: "3" }).participants).toBeUndefined();
    expect(errorsOf({ participants: "4" }).participants).toBe("participantsTooMany");
    expect(errorsOf({ participants: "0" }).participants).toBe("participantsInvalid");
    expect(errorsOf({ participants: "1.5" }).participants).toBe("participantsInvalid");
  });

  it("refuses a line break in the company name and the PO number, and keeps them in the addresses and remarks", () => {
    for (const mark of ["\n", "\r\n", "\r", "\u0085", "\u2028", "\u2029", "\v", "\f"]) {
      expect(
        errorsOf({ company: `Example B.V.${mark}Bcc: x@example.com`, po: `PO-1${mark}Bcc: y` }),
        JSON.stringify(mark),
      ).toEqual({ company: "companyOneLine", po: "poOneLine" });
      expect(errorsOf({ name: `Ada${mark}Lovelace` }).name).toBe("nameHiddenCharacters");
    }
    expect(
      errorsOf({ invoice: "Example B.V.\r\nAccounts payable\nPostbus 1, 5500 AA Veldhoven" }),
    ).toEqual({});
    expect(
      errorsOf({
        buyer: "private",
        company: "",
        invoice: "",
        address: "Straat 1\r\n5500 AA Veldhoven",
        remarks: "Line one\nline two",
      }),
    ).toEqual({});
  });

  it("follows the contact form's rules for the participant", () => {
    expect(errorsOf({ name: "A" }).name).toBe("nameTooShort");
    expect(errorsOf({ email: "not-an-address" }).email).toBe("emailInvalid");
    expect(errorsOf({ phone: "12" }).phone).toBe("phoneTooShort");
  });

  it("needs the course terms accepted", () => {
    expect(errorsOf({ terms: "" }).terms).toBe("termsRequired");
  });

  it("records an express request from a private person for any run with dates, not only one within 14 days", () => {
    // The withdrawal period runs from our confirmation, sent later: a run 50 days out may start within it.
    const privately = { buyer: "private", address: "Straat 1, 5500 AA Veldhoven", express: "yes" };
    const soon = { choice: "devops/docker|2027-03-10-online" };
    const later = { choice: "devops/docker|2027-04-20-classroom" };
    const express = (change: EnrolmentInput) =>
      validateEnrolment({ ...valid, ...change }, choices).values.isExpressRequest;
    expect(express({ ...privately, ...soon })).toBe(true);
    expect(express({ ...privately, ...later })).toBe(true);
    expect(express({ ...privately, choice: "devops/docker|none" })).toBe(false);
    expect(express({ ...privately, choice: "devops/docker|in-company" })).toBe(false);
    expect(express({ ...later, express: "yes" })).toBe(false);
  });
});

describe.each(languages)("the %s messages", (language) => {
  it("name every rule, each in its own words", () => {
    const messages = dictionaries[language].form.enrolment.messages;
    for (const key of enrolmentMessageKeys) expect(messages[key]).toBeTruthy();
    expect(new Set(Object.values(messages)).size).toBe(enrolmentMessageKeys.length);
    if (language !== "en") {
      for (const key of enrolmentMessageKeys) {
        expect(messages[key], key).not.toBe(dictionaries.en.form.enrolment.messages[key]);
      }
    }
  });
});
