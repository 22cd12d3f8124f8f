import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { readCamtStatement } from "#server/payments/camt-statement.ts";
import { readStatementOffThread } from "#server/payments/statement-reader.ts";
import { defaultInvoiceNumberFormat } from "#server/payments/invoice-numbers.ts";
import { matchStatement, type OpenInvoice } from "#server/payments/statement-matcher.ts";
import { openStatementTables } from "#server/payments/statement-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { cents } from "#src/money/money.ts";
import { median, resultsDir, writeResultsReadme } from "./results-readme.ts";

/**
 * `npm run bench:matching` (and the end of `npm run bench`): how long matching a bank statement
 * of `--credits` credits against `--invoices` open invoices takes, and reading that statement
 * from its CAMT.053 file first. The statement is made up: most credits name one invoice and pay
 * it exactly, the rest pay part, name two invoices, name none, name an unknown number or spell
 * the number another way, as buyers do. Every exact credit must come out paid. Then the whole
 * upload as the Invoices page does it (server/payments/statement-tables.ts: matched and stored in
 * one transaction of a store file holding the invoices), and, as the reference in the same run,
 * the same file uploaded again: every entry already taken, nothing written. And how long the
 * server's event loop stalls while the file is read: on the loop itself (as before issue 43), and
 * in the worker thread the upload now reads it in (server/payments/statement-reader.ts). Not a
 * test: timings depend on the machine.
 *
 *   npm run bench:matching [-- --credits 10000 --invoices 10000 --runs 5]
 */
const { values } = parseArgs({
  options: {
    credits: { type: "string", default: "10000" },
    invoices: { type: "string", default: "10000" },
    runs: { type: "string", default: "5" },
  },
});
const creditCount = Number(values.credits);
const invoiceCount = Number(values.invoices);
const runs = Number(values.runs);

// Two years of invoices, so the counter stays within its four digits.
const invoices: OpenInvoice[] = Array.from({ length: invoiceCount }, (_, index) => ({
  number: `${2026 + (index % 2)}-${String(Math.floor(index / 2) + 1).padStart(4, "0")}`,
  openCents: cents(10_000 + ((index * 7919) % 250_000)),
  buyerName: `Buyer ${index} B.V.`,
}));

type Kind = "exact" | "spelled" | "partial" | "two" | "none" | "unknown";
const kinds: Kind[] = [];
const ntries: string[] = [];
for (let index = 0; index < creditCount; index++) {
  const invoice = invoices[index % invoices.length] as OpenInvoice;
  const other = invoices[(index + 1) % invoices.length] as OpenInvoice;
  const roll = index % 20;
  const kind: Kind =
    roll < 14
      ? "exact"
      : roll < 15
        ? "spelled"
        : roll < 17
          ? "partial"
          : roll < 18
            ? "two"
            : roll < 19
              ? "none"
              : "unknown";
  kinds.push(kind);
  const text = {
    exact: `Factuur ${invoice.number} cursus`,
    spelled: `factuur ${invoice.number.replace("-", " ")}`,
    partial: `${invoice.number} eerste termijn`,
    two: `facturen ${invoice.number} en ${other.number}`,
    none: "cursus maart",
    unknown: "factuur 2025-9999",
  }[kind];
  const cents = kind === "partial" ? invoice.openCents - 5_000 : invoice.openCents;
  ntries.push(entryXml(index, cents, text, invoice.buyerName));
}
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2027-03-31T06:00:00+02:00</CreDtTm></GrpHdr>
<Stmt><Id>BENCH-1</Id><CreDtTm>2027-03-31T06:00:00+02:00</CreDtTm>
<Acct><Id><IBAN>NL44INGB0001234567</IBAN></Id><Ccy>EUR</Ccy></Acct>
${ntries.join("\n")}
</Stmt></BkToCstmrStmt></Document>`;
const fileBytes = Buffer.byteLength(xml);

// Wall time and this process's CPU time: on a shared machine the CPU time is the steady figure.
const timed = <T>(work: () => T, wall: number[], cpu: number[]): T => {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const result = work();
  wall.push(performance.now() - start);
  const used = process.cpuUsage(cpuStart);
  cpu.push((used.user + used.system) / 1000);
  return result;
};
const readMs: number[] = [];
const readCpuMs: number[] = [];
const matchMs: number[] = [];
const matchCpuMs: number[] = [];
let paid = 0;
for (let run = 0; run < runs; run++) {
  const { entries } = timed(() => readCamtStatement(xml, fileBytes), readMs, readCpuMs);
  const { decisions } = timed(
    () =>
      matchStatement({
        entries,
        openInvoices: invoices,
        numberFormat: defaultInvoiceNumberFormat,
        taken: new Set(),
      }),
    matchMs,
    matchCpuMs,
  );
  paid = decisions.filter((decision) => decision.kind === "paid").length;
}
// The upload in the store, on a fresh store file each run: the first import, then the same file again.
const importMs: number[] = [];
const againMs: number[] = [];
const storeRuns = Math.min(runs, 3);
const { entries: statementEntries } = readCamtStatement(xml, fileBytes);
for (let run = 0; run < storeRuns; run++) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-statement-"));
  const connection = openDatabase(databasePath(dataDir));
  connection.transaction(() => {
    const insert = connection.database.prepare(
      `INSERT INTO invoices (number, year, sequence, kind, enquiry_id, reason, issued_at, issue_date, due_date,
         buyer_name, course_title, excl_vat, vat, incl_vat, snapshot)
       VALUES (?, ?, ?, 'invoice', ?, 'confirmed', '2027-01-01T09:00:00Z', '2027-01-01', '2027-01-31', ?, 'Course', ?, 0, ?, '{}')`,
    );
    invoices.forEach((invoice, index) => {
      const [year, sequence] = invoice.number.split("-").map(Number);
      insert.run(
        invoice.number,
        year ?? 0,
        sequence ?? 0,
        index + 1,
        invoice.buyerName,
        invoice.openCents,
        invoice.openCents,
      );
    });
  });
  const tables = openStatementTables(connection);
  const first = performance.now();
  const imported = tables.importStatement(statementEntries, "bench", new Date().toISOString());
  importMs.push(performance.now() - first);
  const again = performance.now();
  const repeated = tables.importStatement(statementEntries, "bench", new Date().toISOString());
  againMs.push(performance.now() - again);
  if (imported.paid.length !== paid || repeated.alreadyTaken !== creditCount) {
    throw new Error(
      `the store paid ${imported.paid.length} and took ${repeated.alreadyTaken} again`,
    );
  }
  connection.database.close();
  await rm(dataDir, { recursive: true, force: true });
}

// The event loop's longest stall while the statement is read: a 1 ms timer's longest gap.
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  await new Promise((resolve) => setTimeout(resolve, 20));
  last = performance.now();
  longest = 0;
  await work();
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(timer);
  return longest;
}
const stallOnLoopMs: number[] = [];
const stallOffThreadMs: number[] = [];
const bytes = new TextEncoder().encode(xml);
for (let run = 0; run < Math.min(runs, 3); run++) {
  stallOnLoopMs.push(await longestStall(async () => readCamtStatement(bytes, fileBytes + 1)));
  stallOffThreadMs.push(await longestStall(() => readStatementOffThread(bytes)));
}

const expectedPaid = kinds.filter((kind) => kind === "exact" || kind === "spelled").length;
if (paid !== expectedPaid) {
  throw new Error(`${paid} credits came out paid, ${expectedPaid} were exact`);
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: `${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown"}`,
  credits: creditCount,
  openInvoices: invoiceCount,
  paid,
  fileMegabytes: Math.round((fileBytes / 1024 / 1024) * 10) / 10,
  runs,
  readMs: readMs.map(round),
  matchMs: matchMs.map(round),
  readCpuMs: readCpuMs.map(round),
  matchCpuMs: matchCpuMs.map(round),
  medianReadMs: round(median(readMs)),
  medianMatchMs: round(median(matchMs)),
  medianReadCpuMs: round(median(readCpuMs)),
  medianMatchCpuMs: round(median(matchCpuMs)),
  importMs: importMs.map(round),
  againMs: againMs.map(round),
  medianImportMs: round(median(importMs)),
  medianAgainMs: round(median(againMs)),
  stallOnLoopMs: stallOnLoopMs.map(round),
  stallOffThreadMs: stallOffThreadMs.map(round),
  medianStallOnLoopMs: round(median(stallOnLoopMs)),
  medianStallOffThreadMs: round(median(stallOffThreadMs)),
  loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
};
await mkdir(resultsDir, { recursive: true });
await writeFile(
  path.join(resultsDir, "statement-matching.json"),
  `${JSON.stringify(result, null, 2)}\n`,
);
await writeFile(
  path.join(resultsDir, "statement-matching.md"),
  [
    "# Statement matching (`npm run bench:matching`)",
    "",
    `${result.credits} credits against ${result.openInvoices} open invoices; ${result.paid} matched exactly, the rest listed. ${result.cpu}, Node ${result.node}, load ${result.loadAverage}; ${result.date}.`,
    "",
    "| step | median wall | median CPU | CPU, each run |",
    "|---|---:|---:|---|",
    `| read the CAMT.053 file (${result.fileMegabytes} MB) | ${result.medianReadMs} ms | ${result.medianReadCpuMs} ms | ${result.readCpuMs.join(", ")} ms |`,
    `| match the credits to the invoices | ${result.medianMatchMs} ms | ${result.medianMatchCpuMs} ms | ${result.matchCpuMs.join(", ")} ms |`,
    "",
    "The upload in the store (matched and stored in one transaction, as the Invoices page does), wall time on a fresh store each run; the reference is the same file uploaded again right after (every entry already taken, nothing written):",
    "",
    "| step | median wall | each run |",
    "|---|---:|---|",
    `| first upload: ${result.paid} paid, the rest listed | ${result.medianImportMs} ms | ${result.importMs.join(", ")} ms |`,
    `| the same file again (reference) | ${result.medianAgainMs} ms | ${result.againMs.join(", ")} ms |`,
    "",
    "The server's event loop while the file is read (its longest stall: every page and enquiry waits that long):",
    "",
    "| read | median longest stall | each run |",
    "|---|---:|---|",
    `| on the event loop (before issue 43) | ${result.medianStallOnLoopMs} ms | ${result.stallOnLoopMs.join(", ")} ms |`,
    `| in a worker thread (the upload now) | ${result.medianStallOffThreadMs} ms | ${result.stallOffThreadMs.join(", ")} ms |`,
    "",
  ].join("\n"),
);
await writeResultsReadme();
console.log(
  `statement matching: ${result.credits} credits × ${result.openInvoices} invoices: read ${result.medianReadMs} ms (CPU ${result.medianReadCpuMs} ms, ${result.fileMegabytes} MB), match ${result.medianMatchMs} ms (CPU ${result.medianMatchCpuMs} ms), ${paid} paid; upload in the store ${result.medianImportMs} ms, the same file again ${result.medianAgainMs} ms; the event loop's longest stall while reading: ${result.medianStallOnLoopMs} ms on it, ${result.medianStallOffThreadMs} ms with a worker thread`,
);

function entryXml(index: number, cents: number, text: string, name: string): string {
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
  return `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><RvslInd>false</RvslInd><Sts>BOOK</Sts><BookgDt><Dt>2027-03-31</Dt></BookgDt><AcctSvcrRef>BENCH${index}</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>E2E-${index}</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls><RltdPties><Dbtr><Nm>${name}</Nm></Dbtr><DbtrAcct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></DbtrAcct></RltdPties><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
}
