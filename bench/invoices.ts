import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { registerTsxLoader } from "#server/tsx-loader.ts";
import { resultsDir, writeResultsReadme } from "./results-readme.ts";

/**
 * `npm run bench:invoices` (and the end of `npm run bench`): invoices made
 * per second in one process, each the whole document: its number taken in a
 * transaction of a real store (SQLite on disk, as Confirm takes it), the
 * snapshot built from plain facts, its PDF rendered and its UBL with the PDF
 * embedded. The first render of a process is timed apart (fonts read, layout
 * engine started, the UBL's schema compiled); the rest run one after another,
 * as a server issuing them would. Also the PDF's and the UBL's size, with
 * Latin names only and with names in every script the fonts cover (the
 * fallback fonts' glyphs embedded).
 *
 * Side by side, in the same run: with each invoice, a certificate of
 * participation (bench/sample-certificate.ts), the reference an invoice's PDF
 * and UBL are held to (issue 42: within three times a certificate's time).
 * Taking them in turns gives both the same load, which on a shared machine
 * moves from one second to the next. Numbers depend on the machine.
 * → bench/results/invoices.json
 *
 *   npm run bench:invoices [-- --count 100]
 */
registerTsxLoader();
const { buildInvoice } = await import("#server/invoices/build-invoice.ts");
const { renderInvoicePdf } = await import("#server/invoices/render-invoice-pdf.ts");
const { renderInvoiceUbl } = await import("#server/invoices/invoice-ubl.ts");
const { invoiceFacts, namesInManyScripts } = await import("#tests/support/invoice-facts.ts");
const { openInvoiceLedger } = await import("#server/invoices/invoice-ledger.ts");
const { databasePath, openDatabase } = await import("#server/store/database.ts");
const { renderSampleCertificate } = await import("./sample-certificate.ts");

/** An invoice's PDF and UBL together within this many times a certificate's PDF (issue 42). */
const targetRatio = 3;

const storeDir = await mkdtemp(path.join(tmpdir(), "bench-invoices-"));
const store = openDatabase(databasePath(storeDir));
const ledger = openInvoiceLedger(store.database);

const { values } = parseArgs({ options: { count: { type: "string", default: "100" } } });
const count = Number(values.count);

let numberMs = 0;
let pdfMs = 0;
let ublMs = 0;

async function issue(index: number, names?: string[]) {
  const numberStart = performance.now();
  const issued = store.transaction(() =>
    ledger.issue(
      (number, issueDate) =>
        buildInvoice(
          invoiceFacts({
            number,
            issueDate,
            ...(names && { participants: names.length, participantNames: names }),
          }),
        ),
      { enquiryId: index + 1, reason: "confirmed", at: new Date().toISOString(), isMailing: false },
    ),
  );
  numberMs += performance.now() - numberStart;
  if ("problems" in issued) throw new Error(issued.problems.join(" "));
  const snapshot = ledger.snapshot(issued.issued.id);
  if (!snapshot) throw new Error("No snapshot stored");
  const result = { snapshot };
  const pdfStart = performance.now();
  const pdf = await renderInvoicePdf(result.snapshot);
  pdfMs += performance.now() - pdfStart;
  const ublStart = performance.now();
  const ubl = await renderInvoiceUbl(result.snapshot, pdf);
  ublMs += performance.now() - ublStart;
  return { pdfBytes: pdf.length, ublBytes: Buffer.byteLength(ubl) };
}

const loadAverageBefore = loadavg()[0] ?? 0;
const firstStart = performance.now();
const first = await issue(0);
const firstMs = performance.now() - firstStart;
const certificateFirstStart = performance.now();
await renderSampleCertificate(0);
const certificateFirstMs = performance.now() - certificateFirstStart;

numberMs = 0;
pdfMs = 0;
ublMs = 0;
let invoiceMs = 0;
let certificateMs = 0;
async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}
// Which goes first alternates, so neither always inherits the other's garbage.
for (let index = 1; index <= count; index += 1) {
  if (index % 2 === 0) invoiceMs += await timed(() => issue(index));
  certificateMs += await timed(() => renderSampleCertificate(index));
  if (index % 2 === 1) invoiceMs += await timed(() => issue(index));
}
const seconds = invoiceMs / 1000;
const [numberMsEach, pdfMsEach, ublMsEach] = [numberMs / count, pdfMs / count, ublMs / count];
const certificateMsEach = certificateMs / count;
const ratio = (pdfMsEach + ublMsEach) / certificateMsEach;
const manyScripts = await issue(count + 1, namesInManyScripts);
store.close();
await rm(storeDir, { recursive: true, force: true });

const output = {
  date: new Date().toISOString(),
  cpu: cpus()[0]?.model ?? "unknown",
  count,
  firstMs: Math.round(firstMs),
  invoicesPerSecond: Number((count / seconds).toFixed(1)),
  msPerInvoice: Number(((seconds * 1000) / count).toFixed(1)),
  msNumberInStore: Number(numberMsEach.toFixed(2)),
  msPdf: Number(pdfMsEach.toFixed(1)),
  msUbl: Number(ublMsEach.toFixed(1)),
  loadAverage: loadavg()[0] ?? 0,
  loadAverageBefore,
  pdfBytes: first.pdfBytes,
  ublBytes: first.ublBytes,
  pdfBytesManyScripts: manyScripts.pdfBytes,
  sideBySide: {
    certificateFirstMs: Math.round(certificateFirstMs),
    msCertificate: Number(certificateMsEach.toFixed(1)),
    msPdfAndUbl: Number((pdfMsEach + ublMsEach).toFixed(1)),
    ratio: Number(ratio.toFixed(2)),
    targetRatio,
    isWithinTarget: ratio <= targetRatio,
  },
};
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, "invoices.json"), `${JSON.stringify(output, null, 2)}\n`);
await writeResultsReadme();
console.log(
  `invoices: first ${output.firstMs} ms, then ${output.invoicesPerSecond}/s (${output.msPerInvoice} ms each: number in the store ${output.msNumberInStore} ms + snapshot + PDF ${output.msPdf} ms + UBL ${output.msUbl} ms; load ${output.loadAverage.toFixed(1)}); PDF ${output.pdfBytes} bytes (${output.pdfBytesManyScripts} with names in every script), UBL ${output.ublBytes} bytes`,
);
console.log(
  `side by side, in turns: an invoice's PDF and UBL ${output.sideBySide.msPdfAndUbl} ms against a certificate's PDF ${output.sideBySide.msCertificate} ms: ${output.sideBySide.ratio}× (target within ${targetRatio}×: ${output.sideBySide.isWithinTarget ? "met" : "missed"})`,
);
