import { describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { formMessage } from "#src/i18n/dictionary.ts";
import { languages } from "#src/i18n/languages.ts";
import {
  type EnrolmentChoices,
  type EnrolmentInput,
  enrolmentMessageKeys,
  validateEnrolment,
} from "#src/forms/enrolment-schema.ts";
import { addressCountryCodes, normalisePostalCode } from "#src/forms/buyer-address.ts";

/**
 * The enrolment form's current rules at their edges: participants by name
 * (repeated fields), the buyer's address in parts with Dutch postal codes,
 * the optional invoice e-mail and VAT ID, and "no date yet" / in-company as
 * a request without obligation. Old posts (a number, free text) are in
 * enrolment-schema.test.ts, which still passes unchanged.
 */
const choices: EnrolmentChoices = {
  "devops/docker": {
    runs: [{ key: "2027-04-20-classroom", start: "2027-04-20" }],
    maxAttendees: 3,
  },
};

const current: EnrolmentInput = {
  choice: "devops/docker|2027-04-20-classroom",
  name: "Ada Lovelace",
  email: "ada@example.nl",
  phone: "+31 40 123 4567",
  buyer: "business",
  company: "Example B.V.",
  participants: "2",
  participantName: ["Ada Lovelace", "Grace Hopper", "", ""],
  participantEmail: ["", "grace@example.nl", "", ""],
  street: "Kerkstraat 1",
  postalCode: "5611 AH",
  city: "Eindhoven",
  country: "NL",
  terms: "accepted",
};

const check = (change: EnrolmentInput) => validateEnrolment({ ...current, ...change }, choices);

describe("participants by name", () => {
  it("takes the named rows in order, each e-mail optional, the empty rows of a page without JavaScript left out", () => {
    const result = check({});
    expect(result.isValid).toBe(true);
    expect(result.values.participants).toBe(2);
    expect(result.values.participantList).toEqual([
      { name: "Ada Lovelace", email: "" },
      { name: "Grace Hopper", email: "grace@example.nl" },
    ]);
  });

  it("says which row lacks a name, when the number asks for more rows than were named", () => {
    const result = check({ participants: "3" });
    expect(result.isValid).toBe(false);
    expect(result.participantErrors[2]).toEqual({ name: "nameRequired" });
    expect(result.errors.participantName).toBe("nameRequired");
  });

  it("refuses more names than the number, none at all, two alike e-mails and more than the course takes", () => {
    expect(check({ participants: "1" }).errors.participants).toBe("participantsMismatch");
    expect(
      check({ participants: "", participantName: ["", ""], participantEmail: ["", ""] }).errors
        .participants,
    ).toBe("participantsNone");
    expect(
      check({ participantEmail: ["g@example.nl", "G@EXAMPLE.NL"] }).participantErrors[1],
    ).toEqual({ email: "participantEmailTwice" });
    expect(
      check({
        participants: "4",
        participantName: ["A Person", "B Person", "C Person", "D Person"],
        participantEmail: [],
      }).errors.participants,
    ).toBe("participantsTooMany");
  });

  it("checks a participant's name and e-mail by the contact form's rules", () => {
    const result = check({
      participantName: ["Ada Lovelace", "G\nHopper"],
      participantEmail: ["nope", ""],
    });
    expect(result.participantErrors).toEqual([
      { email: "emailInvalid" },
      { name: "nameHiddenCharacters" },
    ]);
  });

  it("keeps an old post's number as unnamed participants", () => {
    const { participantName: _, participantEmail: __, ...old } = current;
    const result = validateEnrolment({ ...old, participants: "3" }, choices);
    expect(result.isValid).toBe(true);
    expect(result.values.participantList).toEqual([
      { name: "", email: "" },
      { name: "", email: "" },
      { name: "", email: "" },
    ]);
  });
});

describe("the buyer's address in parts", () => {
  it("writes a Dutch postal code as 1234 AB, and refuses one that is not", () => {
    expect(check({ postalCode: "5611ah" }).values.buyerAddress?.postalCode).toBe("5611 AH");
    for (const code of ["0611 AH", "5611 SS", "5611", "56111 AH", "ABCD EF"]) {
      expect(check({ postalCode: code }).errors.postalCode, code).toBe("postalCodeDutch");
    }
    expect(check({ postalCode: "" }).errors.postalCode).toBe("postalCodeRequired");
    expect(normalisePostalCode("d-10115", "DE")).toBe("D-10115");
  });

  it("takes another country's postal code as it looks, and refuses a country not offered", () => {
    expect(check({ country: "BE", postalCode: "1000" }).isValid).toBe(true);
    expect(check({ country: "DE", postalCode: "!" }).errors.postalCode).toBe("postalCodeInvalid");
    expect(check({ country: "XX" }).errors.country).toBe("countryRequired");
    expect(addressCountryCodes).toContain("NL");
    expect(addressCountryCodes).toContain("GR");
  });

  it("needs a street and a city, on one line each", () => {
    expect(check({ street: "" }).errors.street).toBe("streetRequired");
    expect(check({ city: " " }).errors.city).toBe("cityRequired");
    expect(check({ street: "Kerkstraat\n1" }).errors.street).toBe("addressOneLine");
    expect(check({ city: "x".repeat(61) }).errors.city).toBe("cityTooLong");
  });

  it("is asked of a private person too, in place of the old free-text address", () => {
    const result = check({ buyer: "private", company: "" });
    expect(result.isValid).toBe(true);
    expect(result.values.address).toBe("");
  });
});

describe("a business's invoice e-mail and VAT ID", () => {
  it("are optional; a VAT ID is kept normalised", () => {
    expect(check({ invoiceEmail: "", vatId: "" }).isValid).toBe(true);
    expect(check({ vatId: "be 0123.456.789" }).values.vatId).toBe("BE0123456789");
  });

  it.each([
    ["NL12345", "vatIdPattern"],
    ["US123456789", "vatIdCountry"],
    ["XI123456789", "vatIdNorthernIreland"],
  ])("refuses %s with its reason", (vatId, key) => {
    expect(check({ vatId }).errors.vatId).toBe(key);
  });

  it("refuses an invoice e-mail that is not one", () => {
    expect(check({ invoiceEmail: "invoices at example" }).errors.invoiceEmail).toBe(
      "invoiceEmailInvalid",
    );
  });

  it("are a business's only: a private person's are not kept", () => {
    const result = check({ buyer: "private", vatId: "nonsense", invoiceEmail: "x" });
    expect(result.isValid).toBe(true);
    expect(result.values.vatId).toBe("");
  });
});

describe("no date yet and in-company", () => {
  it("are a request without obligation", () => {
    const result = check({ choice: "devops/docker|in-company" });
    expect(result.isValid).toBe(true);
    expect(result.values.isRequest).toBe(true);
    expect(check({ choice: "devops/docker|none", terms: "" }).errors.terms).toBe("termsRequired");
  });

  it("a run with dates is never a request, and still needs the terms", () => {
    expect(check({ intent: "request" }).errors.choice).toBe("requestForDatedRun");
    expect(check({ terms: "" }).errors.terms).toBe("termsRequired");
  });
});

describe.each(languages)("every new message in %s", (language) => {
  it("has words of its own", () => {
    const words = dictionaries[language].form;
    for (const key of enrolmentMessageKeys)
      expect(formMessage(words, key).length).toBeGreaterThan(10);
    expect(new Set(enrolmentMessageKeys.map((key) => formMessage(words, key))).size).toBe(
      enrolmentMessageKeys.length,
    );
  });
});
