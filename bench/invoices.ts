import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { registerTsxLoader } from "#server/tsx-loader.ts";
import { resultsDir } from "./results-readme.ts";

/**
 * `npm run bench:invoices` (and the end of `npm run bench`): invoices made
 * per second in one process, each the whole document: the snapshot built from
 * plain facts, its PDF rendered and its UBL with the PDF embedded. The first
 * render of a process is timed apart (fonts read, layout engine started);
 * the rest run one after another, as a server issuing them would. Also the
 * PDF's and the UBL's size, with Latin names only and with names in every
 * script the fonts cover (the fallback fonts' glyphs embedded). Numbers
 * depend on the machine. → bench/results/invoices.json
 *
 *   npm run bench:invoices [-- --count 100]
 */
registerTsxLoader();
const { buildInvoice } = await import("#server/invoices/build-invoice.ts");
const { renderInvoicePdf } = await import("#server/invoices/render-invoice-pdf.ts");
const { renderInvoiceUbl } = await import("#server/invoices/invoice-ubl.ts");
const { invoiceFacts, namesInManyScripts } = await import("#tests/support/invoice-facts.ts");

const { values } = parseArgs({ options: { count: { type: "string", default: "100" } } });
const count = Number(values.count);

let pdfMs = 0;
let ublMs = 0;

async function issue(index: number, names?: string[]) {
  const result = buildInvoice(
    invoiceFacts({
      number: `2027-${String(index + 1).padStart(4, "0")}`,
      ...(names && { participants: names.length, participantNames: names }),
    }),
  );
  if ("problems" in result) throw new Error(result.problems.join(" "));
  const pdfStart = performance.now();
  const pdf = await renderInvoicePdf(result.snapshot);
  pdfMs += performance.now() - pdfStart;
  const ublStart = performance.now();
  const ubl = await renderInvoiceUbl(result.snapshot, pdf);
  ublMs += performance.now() - ublStart;
  return { pdfBytes: pdf.length, ublBytes: Buffer.byteLength(ubl) };
}

const firstStart = performance.now();
const first = await issue(0);
const firstMs = performance.now() - firstStart;

pdfMs = 0;
ublMs = 0;
const start = performance.now();
for (let index = 1; index <= count; index += 1) await issue(index);
const seconds = (performance.now() - start) / 1000;
const [pdfMsEach, ublMsEach] = [pdfMs / count, ublMs / count];
const manyScripts = await issue(count + 1, namesInManyScripts);

const output = {
  date: new Date().toISOString(),
  cpu: cpus()[0]?.model ?? "unknown",
  count,
  firstMs: Math.round(firstMs),
  invoicesPerSecond: Number((count / seconds).toFixed(1)),
  msPerInvoice: Number(((seconds * 1000) / count).toFixed(1)),
  msPdf: Number(pdfMsEach.toFixed(1)),
  msUbl: Number(ublMsEach.toFixed(1)),
  loadAverage: loadavg()[0] ?? 0,
  pdfBytes: first.pdfBytes,
  ublBytes: first.ublBytes,
  pdfBytesManyScripts: manyScripts.pdfBytes,
};
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, "invoices.json"), `${JSON.stringify(output, null, 2)}\n`);
console.log(
  `invoices: first ${output.firstMs} ms, then ${output.invoicesPerSecond}/s (${output.msPerInvoice} ms each: snapshot + PDF ${output.msPdf} ms + UBL ${output.msUbl} ms; load ${output.loadAverage.toFixed(1)}); PDF ${output.pdfBytes} bytes (${output.pdfBytesManyScripts} with names in every script), UBL ${output.ublBytes} bytes`,
);
