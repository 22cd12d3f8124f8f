import { describe, expect, it } from "vitest";
import { versionIn } from "#server/back-office/runs/place-handlers.tsx";

/**
 * A Runs action's address names the version of the place the coordinator was
 * shown, as a plain non-negative integer; anything else is no version at all
 * (the page refuses it and changes nothing), though `Number` reads "", " 0",
 * "%200" and "0x0" as 0.
 */
const at = (query: string) =>
  versionIn(new URL(`https://www.example.nl/admin/places/1/confirm${query}`));

describe("the version in a Runs action's address", () => {
  it("is read from digits only", () => {
    expect(at("?version=0")).toBe(0);
    expect(at("?version=12")).toBe(12);
  });

  it.each([
    ["no version", ""],
    ["an empty one", "?version="],
    ["a space before it", "?version=%200"],
    ["a space after it", "?version=0%20"],
    ["hex", "?version=0x0"],
    ["binary", "?version=0b1"],
    ["an exponent", "?version=1e0"],
    ["a sign", "?version=+1"],
    ["a negative", "?version=-1"],
    ["a fraction", "?version=1.0"],
    ["a word", "?version=NaN"],
    ["too many digits", `?version=${"9".repeat(16)}`],
  ])("is none with %s", (_, query) => {
    expect(at(query)).toBeUndefined();
  });
});
