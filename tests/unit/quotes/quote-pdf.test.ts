import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { fill } from "#src/i18n/fill.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { formatDate } from "#src/training/course-format.ts";
import { quantityWithUnit } from "#server/quotes/quote-format.ts";
import type { QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import { renderQuotePdf } from "#server/quotes/render-quote-pdf.ts";
import { sampleQuoteSnapshots } from "#tests/support/quote-samples.ts";

/**
 * The quote's PDF read back as text (unpdf), as the buyer's manager reads it,
 * in both languages: both parties, the lines with unit and quantity, the VAT
 * of each category, the totals, validity, milestones, the terms with their
 * versions, and how to accept. Expectations are made from the snapshot and
 * the dictionaries, never typed in.
 */
const samples = sampleQuoteSnapshots();
const texts: Record<string, string> = {};
const plain = (text: string) => text.normalize("NFKC").replace(/\s+/g, " ").toLowerCase();

beforeAll(async () => {
  for (const [name, snapshot] of Object.entries(samples)) {
    const pdf = await getDocumentProxy(await renderQuotePdf(snapshot));
    texts[name] = plain((await extractText(pdf, { mergePages: true })).text);
  }
}, 60_000);

function expectAll(name: string, parts: string[]) {
  for (const part of parts) expect(texts[name], part).toContain(plain(part));
}

function everyQuoteShows(name: string, snapshot: QuoteSnapshot) {
  const lang = snapshot.language;
  const words = dictionaries[lang].quote;
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, lang);
  expectAll(name, [
    snapshot.seller.legalName,
    snapshot.seller.vatId,
    snapshot.seller.kvk,
    snapshot.buyer.company,
    snapshot.buyer.address.street,
    snapshot.number,
    formatDate(snapshot.issueDate, lang),
    formatDate(snapshot.validUntil, lang),
    ...snapshot.lines.flatMap((line) => [
      line.description,
      quantityWithUnit(line, lang),
      money(line.totalExclVat),
      words.kinds[line.kind],
    ]),
    money(snapshot.totals.exclVat),
    money(snapshot.totals.inclVat),
    ...snapshot.terms.flatMap((terms) => [terms.title, terms.version, terms.url]),
    words.accept.heading,
  ]);
}

describe("a quote's PDF", () => {
  it("shows a Dutch business everything, in Dutch: 21 %, milestones, hours as worked", () => {
    const snapshot = samples["nl-milestones"] as QuoteSnapshot;
    everyQuoteShows("nl-milestones", snapshot);
    const words = dictionaries.nl.quote;
    expectAll("nl-milestones", [
      "btw 21% over",
      snapshot.buyer.vatId ?? "",
      words.asWorked,
      words.invoicing.milestones,
      ...snapshot.milestones.map((milestone) => formatMoney(milestone.amountExclVat, "nl")),
      "bij aanvaarding (30%)",
      snapshot.reference ?? "",
    ]);
  });

  it("names the CRKBO exemption on the training only, with its version", () => {
    const snapshot = samples["nl-crkbo-v2"] as QuoteSnapshot;
    everyQuoteShows("nl-crkbo-v2", snapshot);
    expectAll("nl-crkbo-v2", [dictionaries.nl.quote.notes.exempt]);
    expect(texts["nl-crkbo-v2"]).toContain(plain("Btw 21% over € 3.750,00"));
  });

  it("shows the reverse charge with the buyer's VAT ID, in English", () => {
    const snapshot = samples["en-reverse-charge"] as QuoteSnapshot;
    everyQuoteShows("en-reverse-charge", snapshot);
    expectAll("en-reverse-charge", [
      fill(dictionaries.en.quote.notes.reverseCharge, { vatId: snapshot.buyer.vatId ?? "" }),
      "Belgium",
    ]);
  });

  it("shows no Dutch VAT for a business outside the EU, with its registration number", () => {
    const snapshot = samples["en-outside-eu"] as QuoteSnapshot;
    everyQuoteShows("en-outside-eu", snapshot);
    expectAll("en-outside-eu", [
      fill(dictionaries.en.quote.notes.outsideScope, {
        registration: snapshot.buyer.registrationNumber ?? "",
      }),
      dictionaries.en.quote.invoicing.whole,
    ]);
  });
});
