import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { registerTsxLoader } from "#server/tsx-loader.ts";

/**
 * Sample quotes as PDF in a folder: a Dutch business with milestones and
 * hours invoiced as worked, the CRKBO exemption, the reverse charge and a
 * business outside the EU, in both languages, from made-up facts
 * (tests/support/quote-samples.ts). For looking at them; a developer's tool,
 * not part of the build or the tests.
 *
 *   node scripts/quote-samples.ts --out /tmp/quote-samples
 */
registerTsxLoader();
const { sampleQuoteSnapshots } = await import("#tests/support/quote-samples.ts");
const { renderQuotePdf } = await import("#server/quotes/render-quote-pdf.ts");

const { values } = parseArgs({ options: { out: { type: "string", default: "quote-samples" } } });
const out = path.resolve(values.out);
await mkdir(out, { recursive: true });
for (const [name, snapshot] of Object.entries(sampleQuoteSnapshots())) {
  const pdf = await renderQuotePdf(snapshot);
  await writeFile(path.join(out, `${name}.pdf`), pdf);
  console.log(`${name}: ${snapshot.number} version ${snapshot.version}, ${pdf.length} bytes`);
}
console.log(`written to ${out}`);
