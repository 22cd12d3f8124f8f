import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const resultsDir = path.resolve(import.meta.dirname, "results");

/** Lighthouse's medians over the runs of one page. */
export interface LighthouseMedians {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** Audits below a full score in at least half the runs: what holds a score back. */
  shortfalls: string[];
}

export interface LighthousePageResult extends LighthouseMedians {
  /** First-load JavaScript and page weight, bytes gzip -9 (scripts/page-weight.ts). */
  javaScriptBytes: number;
  weightBytes: number;
  weightWithoutScriptsBytes: number;
  /** The same page with its scripts removed, measured alternately with it. */
  withoutScripts: LighthouseMedians;
}

export interface LighthouseResults {
  date: string;
  lighthouseVersion: string;
  chrome: string;
  formFactor: "mobile";
  runsPerPage: number;
  pages: LighthousePageResult[];
}

export interface BuildResults {
  date: string;
  command: string;
  routes: number;
  runs: { wallSeconds: number; peakMemoryMb: number }[];
  medianWallSeconds: number;
  peakMemoryMb: number;
  method: string;
  machine: string;
}

/** One measured round of page serving (bench/page-serving.ts). */
export interface PageServingRun {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
  /** CPU time of the server and its store's process per page: what counting costs, however busy the machine. */
  cpuMicrosecondsPerPage: number;
}

export interface PageServingResults {
  date: string;
  node: string;
  cpu: string;
  loadAverageBefore: number;
  requestsPerRound: number;
  concurrency: number;
  pages: number;
  /** Visit counting on (TRAFFIC_COUNTING=on) and off, measured in turns. */
  on: PageServingRun[];
  off: PageServingRun[];
  medianPagesPerSecond: { on: number; off: number };
  medianCpuMicrosecondsPerPage: { on: number; off: number };
  medianP99Ms: { on: number; off: number };
  /** Views the counting server stored, against the page loads it was sent (missing addresses left out). */
  viewsStored: number;
  pageRequests: number;
  /** The counter alone, in-process, per view (the same visits, no serving): CPU µs. */
  counterMicrosecondsPerView: number;
}

export const lighthouseTargets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
};

/** bench/invoices.ts's figures: an invoice's parts, and a certificate's PDF taken in turns with them. */
export interface InvoiceResults {
  date: string;
  cpu: string;
  count: number;
  firstMs: number;
  invoicesPerSecond: number;
  msPerInvoice: number;
  msNumberInStore: number;
  msPdf: number;
  msUbl: number;
  loadAverage: number;
  loadAverageBefore?: number;
  pdfBytes: number;
  ublBytes: number;
  pdfBytesManyScripts: number;
  sideBySide?: {
    certificateFirstMs: number;
    msCertificate: number;
    msPdfAndUbl: number;
    ratio: number;
    targetRatio: number;
    isWithinTarget: boolean;
  };
}

/** bench/certificates.ts's figures: certificates alone. */
export interface CertificateResults {
  date: string;
  cpu: string;
  count: number;
  firstMs: number;
  certificatesPerSecond: number;
  msPerCertificate: number;
  loadAverage: number;
  pdfBytes: number;
}

/** bench/statement-matching.ts's figures. */
export interface StatementMatchingResults {
  date: string;
  node: string;
  cpu: string;
  credits: number;
  openInvoices: number;
  paid: number;
  fileMegabytes: number;
  runs: number;
  loadAverage: number;
  medianReadMs: number;
  medianReadCpuMs: number;
  medianMatchMs: number;
  medianMatchCpuMs: number;
  medianImportMs?: number;
  medianAgainMs?: number;
  /** The event loop's longest stall while the file is read: on the loop, and in a worker thread. */
  medianStallOnLoopMs?: number;
  medianStallOffThreadMs?: number;
}

/** bench/results/README.md from whichever result files exist: both bench scripts call this. */
export async function writeResultsReadme() {
  const lighthouse = await readJson<LighthouseResults>("lighthouse.json");
  const build = await readJson<BuildResults>("build.json");
  const serving = await readJson<PageServingResults>("page-serving.json");
  const matching = await readJson<StatementMatchingResults>("statement-matching.json");
  const invoices = await readJson<InvoiceResults>("invoices.json");
  const certificates = await readJson<CertificateResults>("certificates.json");
  const lines = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (bench/lighthouse.ts, bench/build.ts, bench/page-serving.ts, bench/invoices.ts, bench/certificates.ts, bench/statement-matching.ts); do not edit by hand.",
    "",
  ];
  lines.push("## Lighthouse (mobile, median of runs)", "");
  if (lighthouse) {
    lines.push(
      `Lighthouse ${lighthouse.lighthouseVersion}, ${lighthouse.chrome}, ${lighthouse.formFactor} (simulated throttling), ${lighthouse.runsPerPage} runs per page, against \`npm start\`; ${lighthouse.date}.`,
      `Targets: performance, accessibility, best practices and SEO ${lighthouseTargets.performance}; LCP ≤ ${lighthouseTargets.lcpMs / 1000} s; TBT ≤ ${lighthouseTargets.tbtMs} ms; CLS ${lighthouseTargets.cls}. A miss is marked ✗.`,
      "",
      "| page | JS (gzip) | weight (gzip) | perf | a11y | best practices | SEO | LCP | TBT | CLS | transferred |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const page of lighthouse.pages) {
      const mark = (isMet: boolean) => (isMet ? "" : " ✗");
      lines.push(
        `| ${page.path} | ${kb(page.javaScriptBytes)} | ${kb(page.weightBytes)} | ${page.performance}${mark(page.performance >= lighthouseTargets.performance)} | ${page.accessibility}${mark(page.accessibility >= lighthouseTargets.accessibility)} | ${page.bestPractices}${mark(page.bestPractices >= lighthouseTargets.bestPractices)} | ${page.seo}${mark(page.seo >= lighthouseTargets.seo)} | ${(page.lcpMs / 1000).toFixed(2)} s${mark(page.lcpMs <= lighthouseTargets.lcpMs)} | ${Math.round(page.tbtMs)} ms${mark(page.tbtMs <= lighthouseTargets.tbtMs)} | ${page.cls.toFixed(3)}${mark(page.cls <= lighthouseTargets.cls)} | ${(page.transferBytes / 1000).toFixed(1)} KB |`,
      );
    }
    lines.push(
      "",
      "The same pages with their scripts removed, measured alternately with them in the same run (a difference within this machine's noise is no difference):",
      "",
      "| page | weight with / without scripts | perf with / without | LCP with / without | TBT with / without |",
      "|---|---:|---:|---:|---:|",
      ...lighthouse.pages.map(
        (page) =>
          `| ${page.path} | ${kb(page.weightBytes)} / ${kb(page.weightWithoutScriptsBytes)} | ${page.performance} / ${page.withoutScripts.performance} | ${(page.lcpMs / 1000).toFixed(2)} / ${(page.withoutScripts.lcpMs / 1000).toFixed(2)} s | ${Math.round(page.tbtMs)} / ${Math.round(page.withoutScripts.tbtMs)} ms |`,
      ),
    );
    const shortfalls = lighthouse.pages.filter((page) => page.shortfalls.length > 0);
    if (shortfalls.length > 0) {
      lines.push(
        "",
        "Audits below a full score in at least half the runs (diagnostics: they explain, the scores above are what counts):",
        "",
      );
      for (const page of shortfalls) lines.push(`- ${page.path}: ${page.shortfalls.join("; ")}`);
    }
  } else {
    lines.push("Not measured yet: run `node bench/lighthouse.ts`.");
  }
  lines.push("", "## Build (`npm run build`, all routes)", "");
  if (build) {
    lines.push(
      `${build.routes} prerendered routes; ${build.runs.length} runs on ${build.machine}; ${build.method}; ${build.date}.`,
      "",
      "| run | wall time | peak memory (RSS) |",
      "|---|---:|---:|",
      ...build.runs.map(
        (run, index) =>
          `| ${index + 1} | ${run.wallSeconds.toFixed(1)} s | ${Math.round(run.peakMemoryMb)} MB |`,
      ),
      `| **median / max** | **${build.medianWallSeconds.toFixed(1)} s** | **${Math.round(build.peakMemoryMb)} MB** |`,
    );
  } else {
    lines.push("Not measured yet: run `node bench/build.ts`.");
  }
  lines.push("", "## Page serving, visit counting on and off (`npm start`)", "");
  if (serving) {
    lines.push(
      `${serving.requestsPerRound} page loads a round from ${serving.concurrency} concurrent clients on loopback (${serving.pages} pages, 2,000 client addresses, browser user agents, brotli; every 50th a missing address), rounds in turns on and off after a warm-up; ${serving.cpu}, Node ${serving.node}, load ${serving.loadAverageBefore} before; ${serving.date}.`,
      "",
      "CPU a page is the time the server and its store's process spent per page served: what counting adds, however busy the machine is; pages per second and latency move with whatever else runs on it.",
      "",
      "| round | counting on: pages/s | p50 | p99 | CPU a page | counting off: pages/s | p50 | p99 | CPU a page |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...serving.on.map((on, index) => {
        const off = serving.off[index];
        return `| ${index + 1} | ${on.requestsPerSecond} | ${on.p50Ms} ms | ${on.p99Ms} ms | ${on.cpuMicrosecondsPerPage} µs | ${off?.requestsPerSecond ?? "–"} | ${off?.p50Ms ?? "–"} ms | ${off?.p99Ms ?? "–"} ms | ${off?.cpuMicrosecondsPerPage ?? "–"} µs |`;
      }),
      `| **median** | **${serving.medianPagesPerSecond.on}** | | **${serving.medianP99Ms.on} ms** | **${serving.medianCpuMicrosecondsPerPage.on} µs** | **${serving.medianPagesPerSecond.off}** | | **${serving.medianP99Ms.off} ms** | **${serving.medianCpuMicrosecondsPerPage.off} µs** |`,
      "",
      `With counting on, the store holds ${serving.viewsStored} views for the ${serving.pageRequests} page loads sent (the warm-up included). The counting alone, the same visits handed to the counter in one process without serving them: ${serving.counterMicrosecondsPerView} µs of CPU a view.`,
    );
  } else {
    lines.push("Not measured yet: run `node bench/page-serving.ts`.");
  }
  lines.push("", ...documentLines(invoices, certificates));
  lines.push("", "## Bank statement matching (`npm run bench:matching`)", "");
  if (matching) {
    lines.push(
      `A CAMT.053 statement of ${matching.credits} credits (${matching.fileMegabytes} MB) against ${matching.openInvoices} open invoices, ${matching.paid} of them paid exactly and the rest listed; median of ${matching.runs} runs; ${matching.cpu}, Node ${matching.node}, load ${matching.loadAverage}; ${matching.date}.`,
      "",
      "| step | median wall | median CPU |",
      "|---|---:|---:|",
      `| read the file | ${matching.medianReadMs} ms | ${matching.medianReadCpuMs} ms |`,
      `| match the credits to the invoices | **${matching.medianMatchMs} ms** | **${matching.medianMatchCpuMs} ms** |`,
      ...(matching.medianImportMs !== undefined
        ? [
            `| the upload in the store: matched and stored in one transaction | ${matching.medianImportMs} ms | |`,
            `| reference, the same run: the same file again (all taken, nothing written) | ${matching.medianAgainMs} ms | |`,
          ]
        : []),
      ...(matching.medianStallOnLoopMs !== undefined
        ? [
            "",
            "The server's event loop while the file is read, its longest stall (every page waits that long):",
            "",
            "| read | median longest stall |",
            "|---|---:|",
            `| on the event loop, as before issue 43 | ${matching.medianStallOnLoopMs} ms |`,
            `| in a worker thread, as the upload now reads it | **${matching.medianStallOffThreadMs} ms** |`,
          ]
        : []),
    );
  } else {
    lines.push("Not measured yet: run `node bench/statement-matching.ts`.");
  }
  await writeFile(path.join(resultsDir, "README.md"), `${lines.join("\n")}\n`);
}

/** The invoices' and certificates' section: an invoice's PDF and UBL against a certificate, side by side. */
function documentLines(invoices?: InvoiceResults, certificates?: CertificateResults): string[] {
  const lines = [
    "## Invoices and certificates (`npm run bench:invoices`, `npm run bench:certificates`)",
    "",
  ];
  const side = invoices?.sideBySide;
  if (invoices && side) {
    const load = `load ${(invoices.loadAverageBefore ?? invoices.loadAverage).toFixed(1)} before, ${invoices.loadAverage.toFixed(1)} after`;
    lines.push(
      `${invoices.count} invoices and ${invoices.count} certificates of participation rendered in turns in one process, each after the process's first; ${invoices.cpu}, ${load}; ${invoices.date}. Target: an invoice's PDF and UBL within ${side.targetRatio}× a certificate's PDF (issue 42).`,
      "",
      "| rendering | each |",
      "|---|---:|",
      `| a certificate of participation (PDF), the reference | ${side.msCertificate} ms |`,
      `| an invoice's PDF | ${invoices.msPdf} ms |`,
      `| its UBL, the PDF embedded | ${invoices.msUbl} ms |`,
      `| **the invoice's PDF and UBL** | **${side.msPdfAndUbl} ms: ${side.ratio}× a certificate${side.isWithinTarget ? "" : " ✗"}** |`,
      `| the whole invoice: its number in the store, snapshot, PDF and UBL | ${invoices.msPerInvoice} ms (${invoices.invoicesPerSecond} a second) |`,
      "",
      `A process's first: an invoice ${invoices.firstMs} ms (fonts read, layout engine started, the UBL's schema compiled), then a certificate ${side.certificateFirstMs} ms. Sizes: the PDF ${kb(invoices.pdfBytes)} (${kb(invoices.pdfBytesManyScripts)} with names in every script the fonts cover), the UBL ${kb(invoices.ublBytes)}.`,
    );
  } else {
    lines.push("Not measured yet: run `npm run bench:invoices`.");
  }
  if (certificates) {
    lines.push(
      "",
      `Certificates alone (\`npm run bench:certificates\`): ${certificates.count} rendered one after another, ${certificates.certificatesPerSecond} a second (${certificates.msPerCertificate} ms each), the process's first ${certificates.firstMs} ms, ${kb(certificates.pdfBytes)} each; ${certificates.cpu}, load ${certificates.loadAverage.toFixed(1)}; ${certificates.date}.`,
    );
  }
  return lines;
}

async function readJson<T>(name: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path.join(resultsDir, name), "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** Bytes as KB of 1000, one decimal. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
