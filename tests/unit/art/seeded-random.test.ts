import { describe, expect, it } from "vitest";
import { seededRandom } from "#src/art/seeded-random.ts";

describe("seededRandom", () => {
  it("repeats the same sequence for the same seed, so art matches after hydration", () => {
    const a = seededRandom("/services/security-testing");
    const b = seededRandom("/services/security-testing");
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it("gives different pages different pictures", () => {
    const a = seededRandom("a");
    const b = seededRandom("b");
    expect(Array.from({ length: 5 }, a)).not.toEqual(Array.from({ length: 5 }, b));
  });

  it("stays within [0, 1)", () => {
    const random = seededRandom("range");
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
