import { describe, expect, it } from "vitest";
import { validateContent } from "~/content/schema";

describe("the content", () => {
  it("passes every check the build runs", () => {
    expect(validateContent()).toEqual([]);
  });
});
