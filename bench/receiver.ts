import { existsSync } from "node:fs";
import { appendFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { startSiteServer } from "#tests/support/site-server.ts";
import {
  enrolmentForm,
  testCatalogue,
  testRun,
  writeTestBuild,
} from "#tests/support/run-catalogue.ts";
import { databasePath } from "#server/store/store.ts";

/**
 * `npm run bench:receiver` (and the end of `npm run bench`): in one run
 * against one server, how many enquiries per second the receiver stores and
 * acknowledges, and how many enrolments with the capacity check (each placed
 * on its run or put on its waiting list in the commit that stores it), with
 * how long each waits, from 30 clients posting at once over loopback (rate
 * limit off). The server runs as `npm start` does, in its own process with a
 * fresh DATA_DIR, on a build of its own whose catalogue holds one run of
 * `--places` places; every 303 is counted against the database at the end,
 * and the run must hold exactly its places. Not a test: numbers depend on
 * the machine and its disk.
 *
 *   npm run bench:receiver [-- --requests 5000 --concurrency 30 --seconds 20 --places 1000]
 */
const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "5000" },
    concurrency: { type: "string", default: "30" },
    seconds: { type: "string", default: "20" },
    warmup: { type: "string", default: "200" },
    places: { type: "string", default: "1000" },
  },
});
const totalRequests = Number(values.requests);
const concurrency = Number(values.concurrency);
const maxSeconds = Number(values.seconds);
const warmupRequests = Number(values.warmup);
const places = Number(values.places);

const work = await mkdtemp(path.join(tmpdir(), "bench-receiver-"));
const dataDir = path.join(work, "data");
const buildDir = path.join(work, "build");
// Far enough ahead that no clock change during the run makes it "started".
const run = testRun({ inDays: 60, capacity: places });
await writeTestBuild(buildDir, testCatalogue([run]));
const server = await startSiteServer({
  BUILD_DIR: buildDir,
  DATA_DIR: dataDir,
  ENQUIRY_RATE_LIMIT: "0",
  SMTP_URL: "",
  // Offers running: the sweep (expiries, free places offered) every second, competing for the store.
  OFFER_CHECK_SECONDS: "1",
});
const { baseUrl } = server;

const forms = {
  enquiry: (index: number) =>
    new URLSearchParams({
      "form-name": "contact",
      name: "Bench Mark",
      email: "bench@example.nl",
      phone: "+31 40 123 4567",
      message: `Benchmark enquiry number ${index}: please tell me more about your services.`,
      "bot-field": "",
    }).toString(),
  enrolment: (index: number) => enrolmentForm(run.key, { name: `Bench Participant ${index}` }),
};

async function load(kind: keyof typeof forms, count: number, seconds: number) {
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
            body: forms[kind](index),
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

const round = (value: number) => Math.round(value * 100) / 100;

/** One kind's figures: per second, latency, statuses. */
async function measure(kind: keyof typeof forms) {
  await load(kind, warmupRequests, maxSeconds);
  const { latencies, statuses, seconds } = await load(kind, totalRequests, maxSeconds);
  const sorted = [...latencies].sort((a, b) => a - b);
  const acknowledged = statuses.get(303) ?? 0;
  return {
    requests: latencies.length,
    acknowledged,
    seconds: round(seconds),
    perSecond: Math.round(acknowledged / seconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
    statuses: Object.fromEntries(statuses),
  };
}

const loadBefore = loadavg()[0] ?? 0;
try {
  const enquiries = await measure("enquiry");
  const enrolments = await measure("enrolment");
  const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
  const count = (where: string) =>
    Number(
      (
        db.prepare(`SELECT COUNT(*) AS count FROM enquiries WHERE ${where}`).get() as {
          count: number;
        }
      ).count,
    );
  const storedEnquiries = count("kind = 'enquiry'");
  const storedEnrolments = count("kind = 'enrolment'");
  const placed = count("place = 'placed'");
  const waiting = count("place = 'waiting'");
  db.close();
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: `${availableParallelism()} × ${cpus()[0]?.model ?? "unknown"}`,
    // Other work on the machine shows up in these numbers; this says how much there was.
    loadAverageBefore: round(loadBefore),
    concurrency,
    requests: enquiries.requests,
    seconds: enquiries.seconds,
    enquiriesPerSecond: enquiries.perSecond,
    latencyMs: enquiries.latencyMs,
    statuses: enquiries.statuses,
    // Warm-up enquiries are in the store too; every acknowledged one must be.
    storedIncludingWarmup: storedEnquiries,
    isEveryAcknowledgedStored: storedEnquiries >= enquiries.acknowledged + warmupRequests,
    enrolments: {
      ...enrolments,
      placesInRun: places,
      placed,
      waiting,
      storedIncludingWarmup: storedEnrolments,
      isEveryAcknowledgedStored: storedEnrolments >= enrolments.acknowledged + warmupRequests,
      // The run holds exactly its places, however many posts raced for them.
      isNeverOverbooked: placed === Math.min(places, storedEnrolments),
    },
    enrolmentsPerSecond: enrolments.perSecond,
  };
  const resultsDir = path.join(import.meta.dirname, "results");
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, "receiver.json"), `${JSON.stringify(result, null, 2)}\n`);
  const markdown = path.join(resultsDir, "receiver.md");
  if (!existsSync(markdown)) {
    await writeFile(markdown, "# Enquiry receiver benchmark (`npm run bench:receiver`)\n\n");
  }
  const row = (name: string, figures: typeof enquiries, stored: boolean) =>
    `| ${name} | ${figures.perSecond} | ${figures.latencyMs.p50} | ${figures.latencyMs.p90} | ${figures.latencyMs.p99} | ${figures.latencyMs.max} | ${JSON.stringify(figures.statuses)} | ${stored ? "yes" : "NO"} |`;
  await appendFile(
    markdown,
    [
      `## ${result.date.slice(0, 16).replace("T", " ")} UTC, Node ${result.node}, ${result.cpu}, load ${result.loadAverageBefore}`,
      "",
      `${totalRequests} enquiries, then ${totalRequests} enrolments in one run of ${places} places (POST /, 303 after the SQLite commit in the store's process, WAL + synchronous=FULL; an enrolment placed or put on the waiting list in that commit), from ${concurrency} concurrent clients on loopback, rate limit off, each after ${warmupRequests} warm-up.`,
      "",
      "| posts | per second | p50 ms | p90 ms | p99 ms | max ms | statuses | all acknowledged stored |",
      "|---|---|---|---|---|---|---|---|",
      row("enquiries", enquiries, result.isEveryAcknowledgedStored),
      row("enrolments, capacity checked", enrolments, result.enrolments.isEveryAcknowledgedStored),
      "",
      `The run holds ${placed} places of ${places} (${waiting} on its waiting list): ${result.enrolments.isNeverOverbooked ? "never overbooked" : "OVERBOOKED"}.`,
      "",
      "",
    ].join("\n"),
  );
  console.log(JSON.stringify(result, null, 2));
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
