import { describe, expect, it } from "vitest";
import { isInternalPath, preferredEncoding } from "./static-files.ts";

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("isInternalPath", () => {
  it.each([
    ["/404", true],
    ["/404.html", true],
    ["/404.data", true],
    ["/__spa-fallback.html", true],
    ["/_headers", true],
    ["/index.html.br", true],
    ["/assets/root.js.gz", true],
    ["/", false],
    ["/contact", false],
    ["/assets/root.js", false],
    ["/training/testing/istqb-foundation", false],
  ])("%s → %s", (path, expected) => {
    expect(isInternalPath(path)).toBe(expected);
  });
});
