import { describe, expect, it } from "vitest";
import { collectionCosts } from "#server/payments/collection-costs.ts";
import { cents } from "#src/money/money.ts";

/** The statutory scale (Besluit vergoeding voor buitengerechtelijke incassokosten, art. 2). */
describe("collection costs by the statutory scale", () => {
  it.each([
    [10_000, 4_000, "the minimum of € 40 on € 100"],
    [26_667, 4_000, "still the minimum on € 266.67 (15% is € 40.00)"],
    [181_379, 27_207, "15% of € 1,813.79"],
    [250_000, 37_500, "15% of the first € 2,500"],
    [362_758, 48_776, "plus 10% of what is over € 2,500"],
    [500_000, 62_500, "€ 375 + € 250 at € 5,000"],
    [1_000_000, 87_500, "plus 5% of the next € 5,000"],
    [20_000_000, 277_500, "plus 1% of the next € 190,000"],
    [200_000_000, 677_500, "at most € 6,775"],
  ])("%i cents give %i cents (%s)", (principal, costs) => {
    expect(collectionCosts(cents(principal))).toBe(costs);
  });

  it("is nothing when nothing is owed", () => {
    expect(collectionCosts(cents(0))).toBe(0);
  });
});
