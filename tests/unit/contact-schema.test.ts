import { describe, expect, it } from "vitest";
import {
  contactMessages,
  normalizeContact,
  validateContact,
  validateEmail,
  validateMessage,
  validateName,
  validatePhone,
} from "../../app/modules/contact-schema.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.nl",
  phone: "+31 40 123 4567",
  message: "I would like to know more about your testing services.",
};

describe("name", () => {
  it.each([
    ["", contactMessages.nameRequired],
    ["   ", contactMessages.nameRequired],
    ["A", contactMessages.nameTooShort],
    ["Al", undefined],
    ["A".repeat(50), undefined],
    ["A".repeat(51), contactMessages.nameTooLong],
  ])("%j → %s", (name, expected) => {
    expect(validateContact({ ...valid, name }).errors.name).toBe(expected);
  });

  it("is trimmed before counting", () => {
    expect(validateName(normalizeContact({ name: "  A  " }).name)).toBe(
      contactMessages.nameTooShort,
    );
    expect(validateContact({ ...valid, name: ` ${"A".repeat(50)} ` }).isValid).toBe(true);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(validateName("Zoë")).toBeUndefined();
    expect(validateName("😀".repeat(50))).toBeUndefined();
    expect(validateName("😀".repeat(51))).toBe(contactMessages.nameTooLong);
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
    "ada@example.nl\r\nBcc: eve@example.com",
    "a,b@example.nl",
    "<ada@example.nl>",
  ])("refuses %j", (email) => {
    expect(validateEmail(email)).toBe(contactMessages.emailInvalid);
  });

  it("asks for an empty address with our own message", () => {
    expect(validateContact({ ...valid, email: "  " }).errors.email).toBe(
      contactMessages.emailRequired,
    );
  });

  it("takes 50 characters and refuses 51 (the input's maxLength)", () => {
    const at50 = `${"a".repeat(41)}@test.com`;
    expect(at50).toHaveLength(50);
    expect(validateEmail(at50)).toBeUndefined();
    expect(validateEmail(`a${at50}`)).toBe(contactMessages.emailTooLong);
  });
});

describe("phone", () => {
  it.each([
    ["", contactMessages.phoneRequired],
    ["123456", contactMessages.phoneTooShort],
    ["1234567", undefined],
    ["1".repeat(30), undefined],
    ["1".repeat(31), contactMessages.phoneTooLong],
    ["+31 (40) 123-45.67/8", undefined],
    ["040 123 4567", undefined],
    ["---------", contactMessages.phoneInvalid],
    ["+() ./-  ", contactMessages.phoneInvalid],
    ["0612345678x", contactMessages.phoneInvalid],
    ["call me maybe", contactMessages.phoneInvalid],
    ["06+12345678", contactMessages.phoneInvalid],
    ["0612\n345678", contactMessages.phoneInvalid],
  ])("%j → %s", (phone, expected) => {
    expect(validateContact({ ...valid, phone }).errors.phone).toBe(expected);
  });

  it("counts separators toward the length, after trimming", () => {
    expect(validatePhone("12-3456")).toBeUndefined();
    expect(validatePhone(normalizeContact({ phone: "   123456   " }).phone)).toBe(
      contactMessages.phoneTooShort,
    );
  });
});

describe("message", () => {
  it.each([
    ["", contactMessages.messageRequired],
    ["\n \n  ", contactMessages.messageRequired],
    ["123456789", contactMessages.messageTooShort],
    ["1234567890", undefined],
    ["x".repeat(1000), undefined],
    ["x".repeat(1001), contactMessages.messageTooLong],
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
      name: contactMessages.nameRequired,
      email: contactMessages.emailRequired,
      phone: contactMessages.phoneRequired,
      message: contactMessages.messageRequired,
    });
  });
});

describe("hostile characters", () => {
  it.each([
    ["a right-to-left override", "Eve\u202Egnp.exe", contactMessages.nameHiddenCharacters],
    ["a NUL", "Ada\u0000Lovelace", contactMessages.nameHiddenCharacters],
    ["CR/LF", "Eve\r\nBcc: victim@example.com", contactMessages.nameHiddenCharacters],
    ["a tab", "Ada\tLovelace", contactMessages.nameHiddenCharacters],
    ["a left-to-right isolate", "Ada\u2066Lovelace", contactMessages.nameHiddenCharacters],
    ["only zero-width spaces", "\u200B\u200B\u200B", contactMessages.nameRequired],
    ["only Hangul fillers", "\u3164\u3164", contactMessages.nameRequired],
    ["zero-width and no-break spaces", "\u200B\u00A0\u200B", contactMessages.nameRequired],
  ])("refuses a name with %s", (_, name, expected) => {
    expect(validateContact({ ...valid, name }).errors.name).toBe(expected);
  });

  it.each([
    ["twelve zero-width spaces", "\u200B".repeat(12), contactMessages.messageRequired],
    ["a NUL", "Hello there\u0000, friends", contactMessages.messageHiddenCharacters],
    [
      "an escape sequence",
      "Hello \u001b[31mred\u001b[0m text",
      contactMessages.messageHiddenCharacters,
    ],
    [
      "a right-to-left override",
      "Invoice \u202Efdp.exe attached",
      contactMessages.messageHiddenCharacters,
    ],
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
