import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { registerTsxLoader } from "#server/tsx-loader.ts";
import { resultsDir } from "./results-readme.ts";

/**
 * `npm run bench:quotes` (and `npm run bench`, after the invoices): quotes
 * sent per second in one process, each as the back office sends one: its
 * number taken and its version stored in a transaction of a real store
 * (SQLite on disk), its PDF rendered from the snapshot and stored once with
 * its SHA-256. Beside it, in the same run and in turns, an invoice's PDF
 * (the same frame, the reference the quotes are read against), so both see
 * the same load. The first render of a process is timed apart. Numbers
 * depend on the machine. → bench/results/quotes.json and quotes.md
 *
 *   npm run bench:quotes [-- --count 100]
 */
registerTsxLoader();
const { openQuoteTables } = await import("#server/quotes/quote-tables.ts");
const { pdfSha256, renderQuotePdf } = await import("#server/quotes/render-quote-pdf.ts");
const { parseQuoteSnapshot } = await import("#server/quotes/quote-snapshot.ts");
const { renderInvoicePdf } = await import("#server/invoices/render-invoice-pdf.ts");
const { issuedInvoice } = await import("#tests/support/invoice-facts.ts");
const { testDraft, testQuoteFacts } = await import("#tests/support/quote-samples.ts");
const { addDays } = await import("#server/quotes/quote-days.ts");
const { databasePath, openDatabase } = await import("#server/store/database.ts");
const { todayInAmsterdam } = await import("#src/training/course-runs.ts");

const { values } = parseArgs({ options: { count: { type: "string", default: "100" } } });
const count = Number(values.count);

const storeDir = await mkdtemp(path.join(tmpdir(), "bench-quotes-"));
const store = openDatabase(databasePath(storeDir));
const tables = openQuoteTables(store);
const today = todayInAmsterdam();
const { number: _, version: __, issueDate: ___, ...facts } = testQuoteFacts();
const invoice = issuedInvoice();

let storeMs = 0;
let pdfMs = 0;
let pdfBytes = 0;

/** One quote sent as the back office sends it: drafted, numbered and stored, rendered, its PDF stored. */
async function sendQuote() {
  const storeStart = performance.now();
  const id = tables.createQuote({
    draft: testDraft({ validUntil: addDays(today, 30) }),
    at: new Date().toISOString(),
    by: "bench",
  });
  const sent = tables.sendQuote({
    id,
    revision: 1,
    at: new Date().toISOString(),
    today,
    by: "bench",
    isMailing: true,
    facts,
  });
  if (sent.outcome !== "sent") throw new Error(`Not sent: ${JSON.stringify(sent)}`);
  const [version] = tables.unrenderedQuoteVersions();
  storeMs += performance.now() - storeStart;
  if (!version) throw new Error("No version to render");
  const pdfStart = performance.now();
  const pdf = await renderQuotePdf(parseQuoteSnapshot(JSON.parse(version.snapshot)));
  pdfMs += performance.now() - pdfStart;
  tables.storeQuotePdf(version.id, pdf, pdfSha256(pdf), new Date().toISOString());
  pdfBytes = pdf.length;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const loadAverageBefore = loadavg()[0] ?? 0;
const firstMs = await timed(sendQuote);
const invoiceFirstMs = await timed(() => renderInvoicePdf(invoice));
storeMs = 0;
pdfMs = 0;
let quoteMs = 0;
let invoiceMs = 0;
// Which goes first alternates, so neither always inherits the other's garbage.
for (let index = 1; index <= count; index += 1) {
  if (index % 2 === 0) quoteMs += await timed(sendQuote);
  invoiceMs += await timed(() => renderInvoicePdf(invoice));
  if (index % 2 === 1) quoteMs += await timed(sendQuote);
}
store.close();
await rm(storeDir, { recursive: true, force: true });

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const output = {
  date: new Date().toISOString(),
  cpu: cpus()[0]?.model ?? "unknown",
  count,
  firstMs: Math.round(firstMs),
  quotesPerSecond: round(count / (quoteMs / 1000)),
  msPerQuote: round(quoteMs / count),
  msNumberAndVersionInStore: round(storeMs / count, 2),
  msQuotePdf: round(pdfMs / count),
  quotePdfBytes: pdfBytes,
  loadAverageBefore,
  loadAverage: loadavg()[0] ?? 0,
  sideBySide: {
    invoiceFirstMs: Math.round(invoiceFirstMs),
    invoicePdfsPerSecond: round(count / (invoiceMs / 1000)),
    msInvoicePdf: round(invoiceMs / count),
    ratio: round(pdfMs / invoiceMs, 2),
  },
};
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, "quotes.json"), `${JSON.stringify(output, null, 2)}\n`);
await writeFile(
  path.join(resultsDir, "quotes.md"),
  [
    "# Quotes beside invoices",
    "",
    `\`npm run bench:quotes\` (bench/quotes.ts), ${output.date}, ${output.cpu}, load ${output.loadAverageBefore.toFixed(1)} before and ${output.loadAverage.toFixed(1)} after, ${count} of each in turns.`,
    "",
    "| | first | then, each | per second |",
    "|---|---|---|---|",
    `| a quote sent (number and version stored, PDF rendered and stored) | ${output.firstMs} ms | ${output.msPerQuote} ms (store ${output.msNumberAndVersionInStore} ms, PDF ${output.msQuotePdf} ms) | ${output.quotesPerSecond} |`,
    `| an invoice's PDF, beside it | ${output.sideBySide.invoiceFirstMs} ms | ${output.sideBySide.msInvoicePdf} ms | ${output.sideBySide.invoicePdfsPerSecond} |`,
    "",
    `A quote's PDF takes ${output.sideBySide.ratio}× an invoice's; it is ${Math.round(output.quotePdfBytes / 1000)} KB. Compare figures of one run only: the load on these shared cores moves both.`,
    "",
  ].join("\n"),
);
console.log(
  `quotes: first ${output.firstMs} ms, then ${output.quotesPerSecond}/s (${output.msPerQuote} ms each: store ${output.msNumberAndVersionInStore} ms + PDF ${output.msQuotePdf} ms; load ${output.loadAverage.toFixed(1)}); PDF ${output.quotePdfBytes} bytes`,
);
console.log(
  `side by side, in turns: a quote's PDF ${output.msQuotePdf} ms against an invoice's PDF ${output.sideBySide.msInvoicePdf} ms (${output.sideBySide.ratio}×)`,
);
