import { describe, expect, it } from "vitest";
import { isFormUrlEncoded, parseFormUrlEncoded } from "#server/http/form-body.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("isFormUrlEncoded", () => {
  it.each([
    ["application/x-www-form-urlencoded", true],
    ["application/x-www-form-urlencoded;charset=UTF-8", true],
    ['Application/X-WWW-Form-Urlencoded; charset="utf-8"', true],
    ["application/x-www-form-urlencoded; charset=iso-8859-1", false],
    ["multipart/form-data; boundary=x", false],
    ["application/json", false],
    ["text/plain", false],
    [undefined, false],
  ])("%j → %s", (type, expected) => {
    expect(isFormUrlEncoded(type)).toBe(expected);
  });
});

describe("parseFormUrlEncoded", () => {
  it("decodes like a browser encodes", () => {
    const fields = parseFormUrlEncoded(
      bytes("form-name=contact&name=Zo%C3%AB+de+Vries&message=Line+1%0D%0ALine+2&empty=&flag"),
    );
    expect(Object.fromEntries(fields)).toEqual({
      "form-name": "contact",
      name: "Zoë de Vries",
      message: "Line 1\r\nLine 2",
      empty: "",
      flag: "",
    });
  });

  it("keeps the first value of a repeated name", () => {
    expect(parseFormUrlEncoded(bytes("name=first&name=second")).get("name")).toBe("first");
  });

  it.each([
    ["a broken escape", bytes("name=%zz")],
    ["a truncated escape", bytes("name=%E")],
    ["an escape that is not UTF-8", bytes("name=%C3%28")],
    ["raw bytes that are not UTF-8", new Uint8Array([0x6e, 0x3d, 0xff, 0xfe])],
  ])("throws on %s", (_, body) => {
    expect(() => parseFormUrlEncoded(body)).toThrow();
  });
});
