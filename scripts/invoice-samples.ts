import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { registerTsxLoader } from "#server/tsx-loader.ts";

/**
 * Sample invoices and credit notes, as PDF and (for business buyers) UBL, in
 * a folder: every VAT treatment, both languages, a long name and address and
 * twelve participants, from made-up facts (tests/support/invoice-facts.ts);
 * then the UBL's variants, every business document crossed (`ublVariants`:
 * each VAT category and buyer, credit notes, XML's characters), as
 * `variant-<name>.xml` beside their PDFs; and invoices from quotes (snapshot
 * version 2: units, decimal quantities, S, E, AE and O lines), `quote-<name>`.
 * For looking at the PDFs and for checking the UBL against the published
 * Peppol rules (scripts/validate-peppol.ts). A developer's tool, not part of
 * the build or the tests.
 *
 *   node scripts/invoice-samples.ts -- --out /tmp/invoice-samples
 */
registerTsxLoader();
const { sampleSnapshots, ublVariants } = await import("#tests/support/invoice-samples.ts");
const { sampleQuoteInvoices } = await import("#tests/support/quote-invoice-samples.ts");
const { renderInvoicePdf } = await import("#server/invoices/render-invoice-pdf.ts");
const { renderInvoiceUbl } = await import("#server/invoices/invoice-ubl.ts");
const { hasEInvoice } = await import("#server/invoices/invoice-snapshot.ts");

const { values } = parseArgs({ options: { out: { type: "string", default: "invoice-samples" } } });
const out = path.resolve(values.out);
await mkdir(out, { recursive: true });
const variants = Object.entries(ublVariants()).map(
  ([name, snapshot]) => [`variant-${name}`, snapshot] as const,
);
const fromQuotes = Object.entries(sampleQuoteInvoices());
for (const [name, snapshot] of [...Object.entries(sampleSnapshots()), ...variants, ...fromQuotes]) {
  const pdf = await renderInvoicePdf(snapshot);
  await writeFile(path.join(out, `${name}.pdf`), pdf);
  if (hasEInvoice(snapshot)) {
    await writeFile(path.join(out, `${name}.xml`), await renderInvoiceUbl(snapshot, pdf));
  }
  console.log(`${name}: ${snapshot.kind} ${snapshot.number}, ${pdf.length} bytes of PDF`);
}
console.log(`written to ${out}`);
