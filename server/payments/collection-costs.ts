import { basisPoints, type Cents, cents, noCents, scaleCents } from "#src/money/money.ts";

/**
 * The most a creditor may charge a consumer for collection out of court, by the statutory scale
 * (Besluit vergoeding voor buitengerechtelijke incassokosten, art. 2, under art. 6:96 lid 5 BW):
 * 15% of the first € 2,500 (at least € 40), 10% of the next € 2,500, 5% of the next € 5,000,
 * 1% of the next € 190,000, 0.5% of the rest, at most € 6,775. In whole cents, rounded to the
 * cent. No VAT on top: we deduct VAT, so the law lets us charge none on these costs. The site
 * only states them in the 14-day notice; charging them is the owner's decision.
 */
const bands: readonly [upToCents: number, percent: number][] = [
  [250_000, 15],
  [500_000, 10],
  [1_000_000, 5],
  [20_000_000, 1],
  [Number.POSITIVE_INFINITY, 0.5],
];
const minimumCents = 4_000;
const maximumCents = 677_500;

export function collectionCosts(principalCents: Cents): Cents {
  if (principalCents <= 0) return noCents;
  // Each band's share in cents × basis points, whole numbers all: rounded once, at the end.
  let costs = 0;
  let from = 0;
  for (const [upTo, percent] of bands) {
    if (principalCents <= from) break;
    costs += (Math.min(principalCents, upTo) - from) * basisPoints(percent);
    from = upTo;
  }
  const rounded = scaleCents(cents(costs), 1, 10_000);
  return cents(Math.min(Math.max(rounded, minimumCents), maximumCents));
}
