import { existsSync } from "node:fs";
import { appendFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { startSiteServer } from "#tests/support/site-server.ts";
import { databasePath } from "#server/store/store.ts";

/**
 * `npm run bench:receiver`: how many enquiries per second the receiver stores
 * and acknowledges, and how long each waits, with 30 clients posting at once
 * over loopback (rate limit off). The server runs as `npm start` does, in its
 * own process with a fresh DATA_DIR; every 303 it sends is counted against the
 * database at the end. Not a test: numbers depend on the machine and its disk.
 *
 *   npm run bench:receiver [-- --requests 5000 --concurrency 30 --seconds 20]
 */
const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "5000" },
    concurrency: { type: "string", default: "30" },
    seconds: { type: "string", default: "20" },
    warmup: { type: "string", default: "200" },
  },
});
const totalRequests = Number(values.requests);
const concurrency = Number(values.concurrency);
const maxSeconds = Number(values.seconds);
const warmupRequests = Number(values.warmup);

const dataDir = await mkdtemp(path.join(tmpdir(), "bench-receiver-"));
const server = await startSiteServer({ DATA_DIR: dataDir, ENQUIRY_RATE_LIMIT: "0", SMTP_URL: "" });
const { baseUrl } = server;

function body(index: number) {
  return new URLSearchParams({
    "form-name": "contact",
    name: "Bench Mark",
    email: "bench@example.nl",
    phone: "+31 40 123 4567",
    message: `Benchmark enquiry number ${index}: please tell me more about your services.`,
    "bot-field": "",
  }).toString();
}

async function run(count: number, seconds: number) {
  const latencies: number[] = [];
  const statuses = new Map<number | string, number>();
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && performance.now() < deadline) {
        const index = next++;
        const sent = performance.now();
        let status: number | string;
        try {
          const response = await fetch(`${baseUrl}/`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: body(index),
            redirect: "manual",
          });
          await response.arrayBuffer();
          status = response.status;
        } catch (error) {
          status = error instanceof Error ? error.message : "error";
        }
        latencies.push(performance.now() - sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { latencies, statuses, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const loadBefore = loadavg()[0] ?? 0;
try {
  await run(warmupRequests, maxSeconds);
  const { latencies, statuses, seconds } = await run(totalRequests, maxSeconds);
  const sorted = [...latencies].sort((a, b) => a - b);
  const acknowledged = statuses.get(303) ?? 0;
  const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
  const stored = Number(
    (db.prepare("SELECT COUNT(*) AS count FROM enquiries").get() as { count: number }).count,
  );
  db.close();
  const round = (value: number) => Math.round(value * 100) / 100;
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: `${availableParallelism()} × ${cpus()[0]?.model ?? "unknown"}`,
    // Other work on the machine shows up in these numbers; this says how much there was.
    loadAverageBefore: round(loadBefore),
    concurrency,
    requests: latencies.length,
    seconds: round(seconds),
    enquiriesPerSecond: Math.round(acknowledged / seconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    statuses: Object.fromEntries(statuses),
    // Warm-up enquiries are in the store too; every acknowledged one must be.
    storedIncludingWarmup: stored,
    isEveryAcknowledgedStored: stored >= acknowledged + warmupRequests,
  };
  const resultsDir = path.join(import.meta.dirname, "results");
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, "receiver.json"), `${JSON.stringify(result, null, 2)}\n`);
  const markdown = path.join(resultsDir, "receiver.md");
  if (!existsSync(markdown)) {
    await writeFile(markdown, "# Enquiry receiver benchmark (`npm run bench:receiver`)\n\n");
  }
  await appendFile(
    markdown,
    [
      `## ${result.date.slice(0, 16).replace("T", " ")} UTC, Node ${result.node}, ${result.cpu}, load ${result.loadAverageBefore}`,
      "",
      `${result.requests} enquiries (POST /, 303 after the SQLite commit in the store's worker thread, WAL + synchronous=FULL) from ${concurrency} concurrent clients on loopback, rate limit off, after ${warmupRequests} warm-up.`,
      "",
      "| enquiries/s | p50 ms | p90 ms | p99 ms | max ms | statuses | all acknowledged stored |",
      "|---|---|---|---|---|---|---|",
      `| ${result.enquiriesPerSecond} | ${result.latencyMs.p50} | ${result.latencyMs.p90} | ${result.latencyMs.p99} | ${result.latencyMs.max} | ${JSON.stringify(result.statuses)} | ${result.isEveryAcknowledgedStored ? "yes" : "NO"} |`,
      "",
      "",
    ].join("\n"),
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
