import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  type LighthouseMedians,
  type LighthousePageResult,
  type LighthouseResults,
  median,
  resultsDir,
  writeResultsReadme,
} from "./results-readme.ts";
import { builtFile } from "#scripts/built-pages.ts";
import { precompress } from "#scripts/build-steps/precompress.ts";
import { chromiumFlags, chromiumPath } from "#scripts/chromium.ts";
import { pageWeight, withoutScripts } from "#scripts/page-weight.ts";
import { startSiteServer } from "#tests/support/site-server.ts";
import { siteFolder } from "#server/releases/releases.ts";

/**
 * `npm run bench` (first half): per page, its first-load JavaScript and page
 * weight (gzip -9, scripts/page-weight.ts), and Lighthouse in mobile mode,
 * three runs each, beside the same page with its scripts removed: a copy of
 * the build with every executable script stripped, served by a second server.
 * The two are measured alternately (with, without, with, ...), so a busy
 * spell of this machine falls on both. Both servers are our own
 * (`node server/main.ts` on free ports, over the existing build: BUILD_DIR,
 * default build/). Medians go to bench/results/lighthouse.json and README.md.
 * LIGHTHOUSE_PAGES (comma-separated paths) measures other pages.
 * Not a test: timings vary with the machine; the budgets test guards sizes.
 */
const pages = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean) ?? [
  "/",
  "/services",
  "/services/security-testing",
  "/training",
  "/training/testing",
  "/training/testing/istqb-foundation",
  "/contact",
  "/nl",
  "/nl/trainingen/testen/istqb-foundation",
  "/nl/contact",
];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = chromiumPath;
const chromeFlags = ["--headless=new", ...chromiumFlags].join(" ");
const lighthouseCli = path.resolve("node_modules/lighthouse/cli/index.js");
const run = promisify(execFile);

// The release build/current points to (server/releases/releases.ts): a folder holding client/.
const buildRoot = path.resolve(process.env.BUILD_DIR ?? "build");
const buildDir = siteFolder(buildRoot) ?? buildRoot;
const client = path.join(buildDir, "client");
const scriptless = await scriptlessCopy(buildDir);
const site = await startSite(buildDir);
const siteWithoutScripts = await startSite(scriptless);
try {
  const results: LighthousePageResult[] = [];
  let versions = { lighthouse: "", chrome: "" };
  for (const pagePath of pages) {
    const reports: LighthouseReport[] = [];
    const reportsWithoutScripts: LighthouseReport[] = [];
    for (let attempt = 1; attempt <= runs; attempt++) {
      const report = await lighthouse(`${site.url}${pagePath}`);
      reports.push(report);
      versions = { lighthouse: report.lighthouseVersion, chrome: report.environment.hostUserAgent };
      console.log(`${pagePath} run ${attempt}: ${summary(report)}`);
      const bare = await lighthouse(`${siteWithoutScripts.url}${pagePath}`);
      reportsWithoutScripts.push(bare);
      console.log(`${pagePath} run ${attempt}, scripts removed: ${summary(bare)}`);
    }
    const weight = await pageWeight(client, builtFile(pagePath));
    results.push({
      ...pageResult(pagePath, reports),
      javaScriptBytes: weight.js,
      weightBytes: weight.total,
      weightWithoutScriptsBytes: weight.totalWithoutScripts,
      withoutScripts: pageResult(pagePath, reportsWithoutScripts),
    });
  }
  const output: LighthouseResults = {
    date: new Date().toISOString(),
    lighthouseVersion: versions.lighthouse,
    chrome: versions.chrome.match(/Chrome\/[\d.]+/)?.[0] ?? versions.chrome,
    formFactor: "mobile",
    runsPerPage: runs,
    pages: results,
  };
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, "lighthouse.json"), `${JSON.stringify(output, null, 2)}\n`);
  await writeResultsReadme();
  console.table(results.map(({ shortfalls, withoutScripts: _, ...rest }) => rest));
} finally {
  await site.stop();
  await siteWithoutScripts.stop();
  await rm(scriptless, { recursive: true, force: true });
}

/** A copy of the build whose pages run no script (JSON-LD and speculation rules stay), compressed as the build is. */
async function scriptlessCopy(from: string): Promise<string> {
  const copy = await mkdtemp(path.resolve("build-bench-scriptless-"));
  await cp(from, copy, { recursive: true });
  const copyClient = path.join(copy, "client");
  const entries = await readdir(copyClient, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.html\.(br|gz)$/.test(entry.name)) await rm(file);
    else if (entry.isFile() && entry.name.endsWith(".html")) {
      await writeFile(file, withoutScripts(await readFile(file, "utf8")));
    }
  }
  await precompress(copyClient);
  return copy;
}

interface LighthouseReport {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  environment: { hostUserAgent: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
    }
  >;
}

/** One Lighthouse run; a run that fails to record its trace (NO_NAVSTART on a busy machine) is retried. */
async function lighthouse(url: string, retries = 2): Promise<LighthouseReport> {
  try {
    const report = await lighthouseOnce(url);
    if (!report.runtimeError) return report;
    if (retries === 0) throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.code}`);
  } catch (error) {
    if (retries === 0) throw error;
  }
  console.log(`${url}: Lighthouse run failed, retrying`);
  return lighthouse(url, retries - 1);
}

async function lighthouseOnce(url: string): Promise<LighthouseReport> {
  const { stdout } = await run(
    process.execPath,
    [
      lighthouseCli,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=${chromeFlags}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

function score(report: LighthouseReport, category: string): number {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

function summary(report: LighthouseReport): string {
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return `perf ${score(report, "performance")} a11y ${score(report, "accessibility")} bp ${score(report, "best-practices")} seo ${score(report, "seo")} LCP ${Math.round(audit("largest-contentful-paint"))} ms TBT ${Math.round(audit("total-blocking-time"))} ms CLS ${audit("cumulative-layout-shift").toFixed(3)}`;
}

function pageResult(pagePath: string, reports: LighthouseReport[]): LighthouseMedians {
  const medianOf = (pick: (report: LighthouseReport) => number) => median(reports.map(pick));
  const audit = (id: string) => (report: LighthouseReport) =>
    report.audits[id]?.numericValue ?? Number.NaN;
  const shortfalls = new Map<string, { count: number; label: string }>();
  for (const report of reports) {
    for (const item of Object.values(report.audits)) {
      const isScored = ["binary", "numeric", "metricSavings"].includes(item.scoreDisplayMode);
      if (!isScored || item.score === null || item.score >= 1) continue;
      const label = `${item.id}${item.displayValue ? ` (${item.displayValue})` : ""}`;
      shortfalls.set(item.id, { count: (shortfalls.get(item.id)?.count ?? 0) + 1, label });
    }
  }
  return {
    path: pagePath,
    performance: medianOf((report) => score(report, "performance")),
    accessibility: medianOf((report) => score(report, "accessibility")),
    bestPractices: medianOf((report) => score(report, "best-practices")),
    seo: medianOf((report) => score(report, "seo")),
    lcpMs: Math.round(medianOf(audit("largest-contentful-paint"))),
    tbtMs: Math.round(medianOf(audit("total-blocking-time"))),
    cls: Number(medianOf(audit("cumulative-layout-shift")).toFixed(4)),
    transferBytes: Math.round(medianOf(audit("total-byte-weight"))),
    shortfalls: [...shortfalls.values()]
      .filter(({ count }) => count * 2 >= reports.length)
      .map(({ label }) => label),
  };
}

async function startSite(buildDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-bench-"));
  const server = await startSiteServer({ DATA_DIR: dataDir, BUILD_DIR: buildDir });
  return {
    url: server.baseUrl,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
