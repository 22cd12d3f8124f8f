import { describe, expect, it } from "vitest";
import { decodePath, isInternalPath, preferredEncoding } from "#server/http/static-files.ts";

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
    ["/nl/404", true],
    ["/nl/404.html", true],
    ["/nl/404/", true],
    ["/nl/contact", false],
    ["/nl/4040", false],
    ["/_redirects", true],
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

describe("decodePath", () => {
  it.each([
    ["/%5Fheaders", "/_headers"],
    ["/%5Fredirects", "/_redirects"],
    ["/a/%2E%2E/404.html", "/404.html"],
    ["/Zo%C3%AB", "/Zoë"],
    ["/%E0%A4%A", undefined],
    ["/a%00b", undefined],
    ["/a%5Cb", undefined],
  ])("%s → %s, so every check sees what the file system will", (raw, expected) => {
    expect(decodePath(raw)).toBe(expected);
    if (expected) expect(isInternalPath(expected)).toBe(/_headers|_redirects|404/.test(expected));
  });
});
