import { describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { languages } from "#src/i18n/languages.ts";
import {
  type ContactMessageKey,
  contactLimits,
  contactMessageKeys,
  normalizeContact,
  validateContact,
  validateEmail,
  validateMessage,
  validateName,
  validatePhone,
} from "#src/forms/contact-schema.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.nl",
  phone: "+31 40 123 4567",
  message: "I would like to know more about your testing services.",
};

describe("name", () => {
  it.each([
    ["", "nameRequired"],
    ["   ", "nameRequired"],
    ["A", "nameTooShort"],
    ["Al", undefined],
    ["A".repeat(50), undefined],
    ["A".repeat(51), "nameTooLong"],
  ])("%j → %s", (name, expected) => {
    expect(validateContact({ ...valid, name }).errors.name).toBe(expected);
  });

  it("is trimmed before counting", () => {
    expect(validateName(normalizeContact({ name: "  A  " }).name)).toBe("nameTooShort");
    expect(validateContact({ ...valid, name: ` ${"A".repeat(50)} ` }).isValid).toBe(true);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(validateName("Zoë")).toBeUndefined();
    expect(validateName("😀".repeat(50))).toBeUndefined();
    expect(validateName("😀".repeat(51))).toBe("nameTooLong");
  });
});

describe("email", () => {
  it.each(["ada@example.nl", "first.last+tag@sub.example.co.uk", "o'brien@example.ie", "x@e.io"])(
    "accepts %s",
    (email) => {
      expect(validateEmail(email)).toBeUndefined();
    },
  );

  it.each([
    "ada",
    "ada@",
    "@example.nl",
    "ada@localhost",
    "ada@example..nl",
    "ada@-example.nl",
    "ada example@example.nl",
    "ada@exa mple.nl",
    "a,b@example.nl",
    "<ada@example.nl>",
  ])("refuses %j", (email) => {
    expect(validateEmail(email)).toBe("emailInvalid");
  });

  it("asks for an empty address with our own message", () => {
    expect(validateContact({ ...valid, email: "  " }).errors.email).toBe("emailRequired");
  });

  it("takes 50 characters and refuses 51 (the input's maxLength)", () => {
    const at50 = `${"a".repeat(41)}@test.com`;
    expect(at50).toHaveLength(50);
    expect(validateEmail(at50)).toBeUndefined();
    expect(validateEmail(`a${at50}`)).toBe("emailTooLong");
  });
});

describe("phone", () => {
  it.each([
    ["", "phoneRequired"],
    ["123456", "phoneTooShort"],
    ["1234567", undefined],
    ["1".repeat(30), undefined],
    ["1".repeat(31), "phoneTooLong"],
    ["+31 (40) 123-45.67/8", undefined],
    ["040 123 4567", undefined],
    ["---------", "phoneInvalid"],
    ["+() ./-  ", "phoneInvalid"],
    ["0612345678x", "phoneInvalid"],
    ["call me maybe", "phoneInvalid"],
    ["06+12345678", "phoneInvalid"],
    ["0612\n345678", "phoneInvalid"],
  ])("%j → %s", (phone, expected) => {
    expect(validateContact({ ...valid, phone }).errors.phone).toBe(expected);
  });

  it("counts separators toward the length, after trimming", () => {
    expect(validatePhone("12-3456")).toBeUndefined();
    expect(validatePhone(normalizeContact({ phone: "   123456   " }).phone)).toBe("phoneTooShort");
  });
});

describe("message", () => {
  it.each([
    ["", "messageRequired"],
    ["\n \n  ", "messageRequired"],
    ["123456789", "messageTooShort"],
    ["1234567890", undefined],
    ["x".repeat(1000), undefined],
    ["x".repeat(1001), "messageTooLong"],
  ])("%j → %s", (message, expected) => {
    expect(validateContact({ ...valid, message }).errors.message).toBe(expected);
  });

  it("counts as typed: spaces count, CRLF is one line break", () => {
    expect(validateMessage("  hi there  ")).toBeUndefined();
    const typed = `${"x".repeat(499)}\r\n${"y".repeat(500)}`;
    const { message } = normalizeContact({ message: typed });
    expect(message).toHaveLength(1000);
    expect(validateMessage(message)).toBeUndefined();
  });
});

describe("validateContact", () => {
  it("passes a good enquiry and returns what would be stored", () => {
    const result = validateContact({ ...valid, name: "  Ada Lovelace " });
    expect(result.isValid).toBe(true);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(valid);
  });

  it("reports every failing field, with missing and non-string input as empty", () => {
    const result = validateContact({ name: 42, email: undefined });
    expect(result.isValid).toBe(false);
    expect(result.errors).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      phone: "phoneRequired",
      message: "messageRequired",
    });
  });
});

describe("hostile characters", () => {
  it.each([
    ["a right-to-left override", "Eve\u202Egnp.exe", "nameHiddenCharacters"],
    ["a NUL", "Ada\u0000Lovelace", "nameHiddenCharacters"],
    ["CR/LF", "Eve\r\nBcc: victim@example.com", "nameHiddenCharacters"],
    ["a tab", "Ada\tLovelace", "nameHiddenCharacters"],
    ["a left-to-right isolate", "Ada\u2066Lovelace", "nameHiddenCharacters"],
    ["only zero-width spaces", "\u200B\u200B\u200B", "nameRequired"],
    ["only Hangul fillers", "\u3164\u3164", "nameRequired"],
    ["zero-width and no-break spaces", "\u200B\u00A0\u200B", "nameRequired"],
  ])("refuses a name with %s", (_, name, expected) => {
    expect(validateContact({ ...valid, name }).errors.name).toBe(expected);
  });

  it.each([
    ["twelve zero-width spaces", "\u200B".repeat(12), "messageRequired"],
    ["a NUL", "Hello there\u0000, friends", "messageHiddenCharacters"],
    ["an escape sequence", "Hello \u001b[31mred\u001b[0m text", "messageHiddenCharacters"],
    ["a right-to-left override", "Invoice \u202Efdp.exe attached", "messageHiddenCharacters"],
  ])("refuses a message with %s", (_, message, expected) => {
    expect(validateContact({ ...valid, message }).errors.message).toBe(expected);
  });

  it("welcomes names in any script, and line breaks and tabs in the message", () => {
    for (const name of ["Zoë Ødegård-Nguyễn", "王小明", "Юлия", "محمد علي", "José 😀"]) {
      expect(validateContact({ ...valid, name }).errors.name, name).toBeUndefined();
    }
    const message = "Line one\r\nLine two\n\tindented, and a family emoji 👨\u200D👩\u200D👧";
    expect(validateContact({ ...valid, message }).isValid).toBe(true);
  });
});

describe("single-line fields", () => {
  // Each could forge a line such as "Bcc: …" in the owner's e-mail; a browser
  // strips CR and LF from a one-line input, not the rest, so a paste brings them.
  const lineBreaks = {
    LF: "\n",
    CR: "\r",
    "CR LF": "\r\n",
    "vertical tab": "\v",
    "form feed": "\f",
    NEL: "\u0085",
    "line separator": "\u2028",
    "paragraph separator": "\u2029",
  };
  it.each(Object.entries(lineBreaks))(
    "refuse a line break (%s) with their own message",
    (_, mark) => {
      const errors = validateContact({
        ...valid,
        name: `Eve${mark}Bcc: victim@example.com`,
        email: `eve@example.org${mark}Bcc: victim@example.com`,
        phone: `040 123${mark}4567`,
      }).errors;
      expect(errors).toEqual({
        name: "nameHiddenCharacters",
        email: "emailInvalid",
        phone: "phoneInvalid",
      });
    },
  );

  it("keep line breaks in the message, and trim them from either end of a one-line field", () => {
    const result = validateContact({
      ...valid,
      name: "\r\nAda Lovelace\u2028",
      message: "Line one\u2028line two\r\nline three",
    });
    expect(result.errors).toEqual({});
    expect(result.values.name).toBe("Ada Lovelace");
  });
});

/**
 * The words each language shows at every boundary above: the keys are the
 * rules, these are what a visitor reads (and what the server's 400 page lists).
 */
const boundaries: [
  field: "name" | "email" | "phone" | "message",
  value: string,
  en: string,
  nl: string,
][] = [
  ["name", "", "Please enter your name", "Vul je naam in"],
  ["name", "   ", "Please enter your name", "Vul je naam in"],
  ["name", "A", "Name must be at least 2 characters", "Je naam moet minimaal 2 tekens bevatten"],
  [
    "name",
    "A".repeat(51),
    "Name must be less than 50 characters",
    "Je naam mag maximaal 50 tekens bevatten",
  ],
  [
    "name",
    "Eve\u202Egnp.exe",
    "Name contains invisible control or text-direction characters; please type it again",
    "Je naam bevat onzichtbare stuur- of tekstrichtingstekens; typ hem opnieuw",
  ],
  [
    "name",
    "Eve\nBcc: x@example.com",
    "Name contains invisible control or text-direction characters; please type it again",
    "Je naam bevat onzichtbare stuur- of tekstrichtingstekens; typ hem opnieuw",
  ],
  ["email", "", "Please enter your email address", "Vul je e-mailadres in"],
  [
    "email",
    "eve@example.org\u2028Bcc: x@example.com",
    "Please enter a valid email address",
    "Vul een geldig e-mailadres in",
  ],
  [
    "phone",
    "040 123\r4567",
    "Please enter a valid phone number",
    "Vul een geldig telefoonnummer in",
  ],
  ["email", "ada@localhost", "Please enter a valid email address", "Vul een geldig e-mailadres in"],
  [
    "email",
    `a${"a".repeat(41)}@test.com`,
    "Email address must be at most 50 characters",
    "Je e-mailadres mag maximaal 50 tekens bevatten",
  ],
  ["phone", "", "Please enter your phone number", "Vul je telefoonnummer in"],
  [
    "phone",
    "call me maybe",
    "Please enter a valid phone number",
    "Vul een geldig telefoonnummer in",
  ],
  ["phone", "123456", "Phone number is too short", "Je telefoonnummer is te kort"],
  ["phone", "1".repeat(31), "Phone number is too long", "Je telefoonnummer is te lang"],
  ["message", "", "Please enter your message", "Vul je bericht in"],
  ["message", "\n \n  ", "Please enter your message", "Vul je bericht in"],
  [
    "message",
    "123456789",
    "Message must be at least 10 characters",
    "Je bericht moet minimaal 10 tekens bevatten",
  ],
  [
    "message",
    "x".repeat(1001),
    "Message must be less than 1000 characters",
    "Je bericht mag maximaal 1000 tekens bevatten",
  ],
  [
    "message",
    "Hello there\u0000, friends",
    "Message contains invisible control or text-direction characters; please remove them",
    "Je bericht bevat onzichtbare stuur- of tekstrichtingstekens; haal ze weg",
  ],
];

describe.each(languages)("the %s messages", (language) => {
  const { messages } = dictionaries[language].form;
  const column = language === "nl" ? 3 : 2;

  it.each(boundaries)("%s %j → its message", (...row) => {
    const [field, value] = row;
    const key = validateContact({ ...valid, [field]: value }).errors[field];
    expect(key).toBeDefined();
    expect(messages[key as ContactMessageKey]).toBe(row[column]);
  });

  it.each([
    ["name", "Al"],
    ["name", "A".repeat(50)],
    ["email", `${"a".repeat(41)}@test.com`],
    ["phone", "1234567"],
    ["phone", "1".repeat(30)],
    ["message", "1234567890"],
    ["message", "x".repeat(1000)],
  ] as const)("%s %j (just inside) has no message", (field, value) => {
    expect(validateContact({ ...valid, [field]: value }).errors[field]).toBeUndefined();
  });

  it("has a message for every rule, and none left over", () => {
    expect(Object.keys(messages).sort()).toEqual([...contactMessageKeys].sort());
    for (const key of contactMessageKeys) expect(messages[key].trim()).not.toBe("");
  });

  it("names the same numbers as the rules", () => {
    const numbers = (key: ContactMessageKey) => messages[key].match(/\d+/g)?.map(Number);
    expect(numbers("nameTooShort")).toEqual([contactLimits.name.min]);
    expect(numbers("nameTooLong")).toEqual([contactLimits.name.max]);
    expect(numbers("emailTooLong")).toEqual([contactLimits.email.max]);
    expect(numbers("messageTooShort")).toEqual([contactLimits.message.min]);
    expect(numbers("messageTooLong")).toEqual([contactLimits.message.max]);
  });
});

it("the Dutch messages are all Dutch: none is the English one", () => {
  for (const key of contactMessageKeys) {
    expect(dictionaries.nl.form.messages[key]).not.toBe(dictionaries.en.form.messages[key]);
  }
});
