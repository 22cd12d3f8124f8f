import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import type { InvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import { renderInvoicePdf } from "#server/invoices/render-invoice-pdf.ts";
import { fontFamilyFor } from "#server/pdf/pdf-fonts.ts";
import { namesInManyScripts } from "#tests/support/invoice-facts.ts";
import { sampleSnapshots } from "#tests/support/invoice-samples.ts";

/**
 * The PDFs read back as text (unpdf), as a bookkeeper reads them: every item
 * art. 35a Wet OB asks of an invoice, in both languages, and names in any
 * script the fonts cover.
 */
const samples = sampleSnapshots();
const texts: Record<string, string> = {};

/**
 * The text as compared: labels are set in capitals; Arabic comes back in its
 * joined presentation forms (NFKC undoes them), one of them with a stray
 * control character from its glyph's text mapping (dropped).
 */
const plain = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/\s+/g, " ")
    .replace(/\p{Cc}/gu, "")
    .toLowerCase();
/**
 * Without combining marks: a letter with a mark the font has no single glyph
 * for ("ị") is drawn as letter and mark, and only the letter comes back as
 * text. The marks are drawn (the sample PNGs show them), not read back.
 */
const bare = (text: string) => plain(text).normalize("NFD").replace(/\p{M}/gu, "");

async function textOf(snapshot: InvoiceSnapshot): Promise<string> {
  const pdf = await getDocumentProxy(await renderInvoicePdf(snapshot));
  const { text } = await extractText(pdf, { mergePages: true });
  return plain(text);
}

beforeAll(async () => {
  for (const [name, snapshot] of Object.entries(samples)) texts[name] = await textOf(snapshot);
}, 120_000);

describe("an invoice's PDF carries every item of art. 35a Wet OB", () => {
  it.each([
    [
      "standard-business-nl",
      [
        "Factuur",
        "Factuurdatum",
        "15 januari 2027",
        "Factuurnummer",
        "2027-0001",
        "Btw-id NL123456789B01",
        "KvK 12345678",
        "Veldhoven IT Consultancy B.V.",
        "Voorbeeldstraat 1",
        "5500 AA Veldhoven",
        "Brainport Testbedrijf B.V.",
        "Kempenlaan 10",
        "5611 AB Eindhoven",
        "ISTQB Foundation",
        "Uitvoering: 1–3 maart 2027, Veldhoven",
        "Deelnemers: Jan de Vries, Fatma Yılmaz",
        "Datum van de dienst",
        "1–3 maart 2027",
        "Prijs per deelnemer excl. btw",
        "€ 1.499,00",
        "21%",
        "Btw 21% over € 2.998,00",
        "€ 629,58",
        "Totaal incl. btw",
        "€ 3.627,58",
        "Vervaldatum",
        "14 februari 2027",
        "IBAN NL91 ABNA 0417 1643 00",
        "onder vermelding van 2027-0001",
        "Inkoopordernummer",
        "PO-2027-118",
        "Veldhoven IT Consultancy B.V., statutair gevestigd te Veldhoven · KvK 12345678",
      ],
    ],
    [
      "standard-private-en",
      [
        "Invoice",
        "Invoice date",
        "15 January 2027",
        "Invoice number",
        "2027-0002",
        "VAT ID NL123456789B01",
        "Dorpsstraat 5",
        "€999.99",
        "VAT 21% on €2,999.97",
        "€630.00",
        "Total incl. VAT",
        "€3,629.97",
        "Due date",
        "14 February 2027",
        "Date of supply",
        "1–3 maart 2027",
        "quoting 2027-0002",
        "Enrollment number",
        "E-42",
        "Fee per participant excl. VAT",
        "Veldhoven IT Consultancy B.V., registered office Veldhoven · KvK 12345678",
      ],
    ],
    [
      "reverse-charge-en",
      [
        "VAT reverse charged",
        "Customer's VAT ID: DE123456789",
        "VAT ID DE123456789",
        "Germany",
        "Netherlands",
        "€17,988.00",
        "€0.00",
        "Müller & Söhne",
        "reverse charge",
        "Total due",
      ],
    ],
    [
      "exempt-nl",
      [
        "Vrijgesteld van btw",
        "art. 11 lid 1 sub o Wet OB",
        "CRKBO",
        "€ 2.998,00",
        "vrijgesteld",
        "Totaal te betalen",
      ],
    ],
    [
      "credit-note-nl",
      [
        "Creditnota",
        "Creditnotanummer",
        "2027-0005",
        "Crediteert factuur",
        "Deze creditnota corrigeert factuur 2027-0001 van 15 januari 2027.",
        "Totaal gecrediteerd incl. btw",
        "€ -3.627,58",
        "Terugbetaling en verrekening",
        "Deze creditnota verlaagt wat je ons verschuldigd bent met € 3.627,58.",
        "de rest betalen we binnen 14 dagen terug op de rekening of kaart waarmee je hebt betaald",
      ],
    ],
    [
      "credit-note-en",
      [
        "Credit note",
        "Credit note number",
        "2027-0006",
        "This credit note corrects invoice 2027-0003 of 15 January 2027.",
        "Total credited",
        "-€2,998.00",
        "Refund and set-off",
        "This credit note reduces what you owe us by €2,998.00.",
      ],
    ],
  ])("%s", (name, expected) => {
    const text = texts[name] as string;
    for (const item of expected) expect(text).toContain(plain(item));
  });

  it('writes no rate and no "incl. VAT" where no VAT is charged (exempt, reverse charged)', () => {
    for (const name of ["reverse-charge-en", "exempt-nl", "credit-note-en"]) {
      expect(texts[name]).not.toMatch(/\b0%/);
      expect(texts[name]).not.toMatch(/incl\. (vat|btw)/);
    }
    expect(texts["standard-business-nl"]).toContain(plain("Totaal incl. btw"));
  });

  it("gives a credit note no due date and asks nothing to be paid", () => {
    expect(texts["credit-note-nl"]).not.toContain("vervaldatum");
    expect(texts["credit-note-en"]).not.toContain("please transfer");
  });
});

describe("names in every script", () => {
  it("come out as they were typed: Latin with diacritics, Greek, Cyrillic, Vietnamese, Arabic, Hebrew, Chinese, Japanese, Korean", () => {
    const text = bare(texts["reverse-charge-en"] as string);
    expect(bare(texts["standard-private-en"] as string)).toContain(bare("Nguyễn Thị Hương"));
    for (const name of namesInManyScripts.filter(
      (n) => !/[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(n),
    )) {
      expect(text).toContain(bare(name));
    }
    // Right-to-left names are laid out right to left: their words may come back in visual order.
    for (const word of ["محمد", "عبد", "الله", "דוד", "כהן"]) expect(text).toContain(bare(word));
  });

  it("load a fallback font only for the scripts a document needs", () => {
    expect(fontFamilyFor(["Zoë Ørsted", "Иван", "Nguyễn"])).toEqual(["Noto Sans"]);
    expect(fontFamilyFor(["王小明", "김민준", "محمد", "דוד"])).toEqual([
      "Noto Sans",
      "Noto Sans Arabic",
      "Noto Sans Hebrew",
      "Noto Sans SC",
      "Noto Sans KR",
    ]);
  });
});
