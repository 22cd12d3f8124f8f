// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { findRootElement } from "~/modules/root-element";

describe("findRootElement", () => {
  it("returns the prerendered document the app hydrates", () => {
    expect(findRootElement(document)).toBe(document);
  });

  it("throws the spec's message when there is no root element", () => {
    const empty = document.implementation.createDocument(null, null);
    expect(() => findRootElement(empty)).toThrow("Failed to find the root element");
  });
});
