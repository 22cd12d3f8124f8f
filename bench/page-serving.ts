import { readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { builtPages } from "#scripts/built-pages.ts";
import { databasePath } from "#server/store/store.ts";
import { registerTsxLoader } from "#server/tsx-loader.ts";
import { type SiteServerProcess, startSiteServer } from "#tests/support/site-server.ts";
import {
  median,
  type PageServingResults,
  type PageServingRun,
  resultsDir,
  writeResultsReadme,
} from "./results-readme.ts";

// The counter's module graph holds the server's pages (.tsx): it loads after the loader.
registerTsxLoader();
const { createTrafficCounter } = await import("#server/traffic/traffic-counter.ts");

/**
 * `npm run bench` (third part): pages served per second by `npm start` with
 * visit counting on and off, in the same run: two servers on the same build,
 * each with a fresh store, measured in turns (on, off, on, off, ...) so a
 * machine that gets busier part-way weighs on both alike. The load is what
 * counting sees from visitors: browser page loads (navigations, brotli) of
 * pages across the site, from many client addresses (X-Forwarded-For, one
 * proxy trusted), some from another site or with campaign tags, a few
 * missing addresses. Besides pages per second (which other work on the
 * machine moves a lot), the CPU time the server and its store's process
 * spent per page: what counting adds, whatever else runs. Not a test: the
 * numbers depend on the machine.
 *
 *   node bench/page-serving.ts [-- --requests 4000 --concurrency 30 --rounds 3]
 */
const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "4000" },
    concurrency: { type: "string", default: "30" },
    rounds: { type: "string", default: "3" },
  },
});
const requestsPerRound = Number(values.requests);
const concurrency = Number(values.concurrency);
const rounds = Number(values.rounds);

const pages = builtPages()
  .filter((page) => !page.isNotFound)
  .map((page) => page.path);
const userAgents = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
];

/** The i-th request of a round: which page, from which client, from where. */
function visit(index: number) {
  const isMissing = index % 50 === 0;
  const page = isMissing ? `/missing-${index % 7}` : (pages[index % pages.length] ?? "/");
  const search = index % 10 === 0 ? "?utm_source=newsletter&utm_medium=email" : "";
  const headers: Record<string, string> = {
    "User-Agent": userAgents[index % userAgents.length] ?? "",
    "Accept-Encoding": "br, gzip",
    "Sec-Fetch-Mode": "navigate",
    "Sec-Fetch-Dest": "document",
    // 2,000 clients, each loading pages now and then.
    "X-Forwarded-For": `198.18.${(index % 2000) >> 8}.${index % 256}`,
  };
  if (index % 4 === 0) headers.Referer = "https://www.example.org/";
  return { target: `${page}${search}`, headers, isMissing };
}

function get(
  server: SiteServerProcess,
  agent: Agent,
  target: string,
  headers: Record<string, string>,
) {
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(`${server.baseUrl}${target}`, { agent, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end();
  });
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const ticksPerSecond = 100;

/** CPU time (ms) a process and its children (the store's process) have used so far; 0 where /proc is not there. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const own = (Number(fields[11]) + Number(fields[12])) * (1000 / ticksPerSecond);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return own + children.reduce((sum, child) => sum + cpuMs(child), 0);
  } catch {
    return 0;
  }
}

async function round(server: SiteServerProcess, offset: number) {
  const cpuBefore = cpuMs(server.child.pid);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requestsPerRound) {
        const { target, headers } = visit(offset + next++);
        const sent = performance.now();
        const status = await get(server, agent, target, headers);
        latencies.push(performance.now() - sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  // The store's process writes the last counts a moment later: included in the next round's.
  const cpuMicrosecondsPerPage = Math.round(
    ((cpuMs(server.child.pid) - cpuBefore) * 1000) / latencies.length,
  );
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(at(0.5) * 100) / 100,
    p99Ms: Math.round(at(0.99) * 100) / 100,
    statuses: Object.fromEntries(statuses),
    cpuMicrosecondsPerPage,
  } satisfies PageServingRun;
}

const dataDirs = {
  on: await mkdtemp(path.join(tmpdir(), "bench-counting-on-")),
  off: await mkdtemp(path.join(tmpdir(), "bench-counting-off-")),
};
const settings = { ENQUIRY_RATE_LIMIT: "0", TRUST_PROXY: "1", SMTP_URL: "" };
const servers = {
  on: await startSiteServer({ ...settings, DATA_DIR: dataDirs.on, TRAFFIC_COUNTING: "on" }),
  off: await startSiteServer({ ...settings, DATA_DIR: dataDirs.off, TRAFFIC_COUNTING: "off" }),
};
const loadBefore = loadavg()[0] ?? 0;
const runs: Record<"on" | "off", PageServingRun[]> = { on: [], off: [] };
let counted = 0;
try {
  // Warm-up: files in the page cache, code compiled, connections made.
  await round(servers.on, 0);
  await round(servers.off, 0);
  for (let index = 1; index <= rounds; index++) {
    // Each goes first in every other round: neither always meets the other's leftovers.
    for (const mode of index % 2 ? (["on", "off"] as const) : (["off", "on"] as const)) {
      const result = await round(servers[mode], index * requestsPerRound);
      runs[mode].push(result);
      console.log(
        `counting ${mode}, round ${index}: ${result.requestsPerSecond} pages/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.cpuMicrosecondsPerPage} µs CPU a page`,
      );
    }
  }
} finally {
  // Stopping writes what is still counted in memory.
  await servers.on.stop();
  await servers.off.stop();
}
try {
  const db = new DatabaseSync(databasePath(dataDirs.on), { readOnly: true });
  counted = Number(
    (db.prepare("SELECT SUM(views) AS views FROM traffic_pages").get() as { views: number }).views,
  );
  db.close();
} finally {
  await Promise.all(
    Object.values(dataDirs).map((dir) => rm(dir, { recursive: true, force: true })),
  );
}

/**
 * The counting alone, in this process: the same visits handed straight to a
 * counter whose store only takes the batches. What a view costs the server,
 * without the noise of a shared machine serving pages.
 */
async function counterCost(views: number): Promise<number> {
  const counter = createTrafficCounter({
    store: { recordTraffic: async () => {} },
    trustedProxyHops: 1,
    flushIntervalMs: 60_000,
  });
  const answered = { statusCode: 200, getHeader: () => "text/html; charset=utf-8" };
  const requests = Array.from({ length: views }, (_, index) => {
    const { target, headers } = visit(index);
    const lowerCase = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    return {
      target,
      request: {
        method: "GET",
        headers: { host: "localhost", ...lowerCase },
        socket: { remoteAddress: "127.0.0.1" },
      },
    };
  });
  const started = process.cpuUsage();
  for (const { target, request } of requests) {
    const [pathname = "/", search = ""] = target.split(/(?=\?)/);
    counter.countServed(request as never, answered as never, pathname, search);
  }
  const used = process.cpuUsage(started);
  await counter.close();
  return Math.round(((used.user + used.system) / views) * 10) / 10;
}
const counterMicrosecondsPerView = await counterCost(100_000);

const pageRequests =
  (rounds + 1) * requestsPerRound - Math.ceil(((rounds + 1) * requestsPerRound) / 50);
const output: PageServingResults = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: `${availableParallelism()} × ${cpus()[0]?.model ?? "unknown"}`,
  loadAverageBefore: Math.round(loadBefore * 100) / 100,
  requestsPerRound,
  concurrency,
  pages: pages.length,
  on: runs.on,
  off: runs.off,
  medianPagesPerSecond: {
    on: median(runs.on.map((run) => run.requestsPerSecond)),
    off: median(runs.off.map((run) => run.requestsPerSecond)),
  },
  medianCpuMicrosecondsPerPage: {
    on: median(runs.on.map((run) => run.cpuMicrosecondsPerPage)),
    off: median(runs.off.map((run) => run.cpuMicrosecondsPerPage)),
  },
  medianP99Ms: {
    on: median(runs.on.map((run) => run.p99Ms)),
    off: median(runs.off.map((run) => run.p99Ms)),
  },
  viewsStored: counted,
  counterMicrosecondsPerView,
  pageRequests,
};
await writeFile(path.join(resultsDir, "page-serving.json"), `${JSON.stringify(output, null, 2)}\n`);
await writeResultsReadme();
console.log(
  JSON.stringify(output.medianPagesPerSecond),
  JSON.stringify(output.medianCpuMicrosecondsPerPage),
  `views stored ${counted} of ${pageRequests} page loads`,
);
