import { describe, expect, it } from "vitest";
import {
  isLocalOrExampleAddress,
  placeholderProblem,
} from "#scripts/build-steps/check-company-placeholders.ts";

describe("isLocalOrExampleAddress", () => {
  it.each([
    "http://localhost:3000",
    "http://app.localhost",
    "http://127.0.0.1:4321",
    "http://[::1]:3000",
    "https://www.example.com",
    "https://example.org",
    "https://staging.example.net/",
    "https://site.example",
    "https://site.test",
    "https://www.example.com.",
  ])("counts %s as local or example: never a real public site", (address) => {
    expect(isLocalOrExampleAddress(address)).toBe(true);
  });

  it.each([
    "https://www.veldhoven-it.nl",
    "https://example.nl",
    "https://www.example.co.uk",
    "https://example.com.evil.nl",
    "https://notexample.com",
    "https://192.168.1.10",
  ])("counts %s as a real address", (address) => {
    expect(isLocalOrExampleAddress(address)).toBe(false);
  });
});

describe("placeholderProblem", () => {
  const company = {
    chamberOfCommerceNumber: "00000000",
    offices: [{ street: "Voorbeeldstraat 1" }, { city: "Cairo" }],
    phone: { display: "+31 40 000 0000" },
    placeholders: ["chamberOfCommerceNumber", "offices[0].street", "offices[1]", "phone"],
  };

  it("stops a build for a real address, naming the file and each placeholder with its stand-in", () => {
    expect(placeholderProblem("https://www.veldhoven-it.nl", company, "content/company.yml")).toBe(
      [
        "The build is for https://www.veldhoven-it.nl, but content/company.yml still marks 4 company fact(s) as placeholders:",
        '- chamberOfCommerceNumber (now "00000000")',
        '- offices[0].street (now "Voorbeeldstraat 1")',
        "- offices[1]",
        "- phone",
        'Enter the real value of each and take it off the placeholders: list in content/company.yml (in the editor: Company details, "Still placeholders"), or build for a local or example address (localhost, *.example, *.test, example.com). Nothing was built.',
      ].join("\n"),
    );
  });

  it("lets a build for a local or example address go on, and a real one with no placeholders left", () => {
    expect(placeholderProblem("https://www.example.com", company, "x.yml")).toBeUndefined();
    expect(placeholderProblem("http://localhost:3000", company, "x.yml")).toBeUndefined();
    expect(
      placeholderProblem("https://www.veldhoven-it.nl", { placeholders: [] }, "x.yml"),
    ).toBeUndefined();
    expect(placeholderProblem("https://www.veldhoven-it.nl", {}, "x.yml")).toBeUndefined();
  });
});
