import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { builtPages } from "#scripts/built-pages.ts";
import { type BuildResults, median, resultsDir, writeResultsReadme } from "./results-readme.ts";

/**
 * `npm run bench` (second half): wall time and peak memory of `npm run build`
 * for all routes, a few runs, into a scratch folder (build/ is left alone).
 * Peak memory is GNU time's "maximum resident set size": the largest single
 * process of the build (Vite's), not the sum of all of them.
 */
const runs = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const buildDir = "build-bench";
const timeBinary = "/usr/bin/time";

const results: BuildResults["runs"] = [];
try {
  for (let attempt = 1; attempt <= runs; attempt++) {
    const run = await timedBuild();
    results.push(run);
    console.log(
      `build ${attempt}: ${run.wallSeconds.toFixed(1)} s, peak ${Math.round(run.peakMemoryMb)} MB`,
    );
  }
} finally {
  await rm(buildDir, { recursive: true, force: true });
}

const output: BuildResults = {
  date: new Date().toISOString(),
  command: "npm run build",
  routes: builtPages().length,
  runs: results,
  medianWallSeconds: median(results.map((run) => run.wallSeconds)),
  peakMemoryMb: Math.max(...results.map((run) => run.peakMemoryMb)),
  method: existsSync(timeBinary)
    ? "`/usr/bin/time -v` (wall clock, maximum resident set size)"
    : "wall clock from Node; peak memory not available without /usr/bin/time",
  machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
};
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, "build.json"), `${JSON.stringify(output, null, 2)}\n`);
await writeResultsReadme();

function timedBuild(): Promise<{ wallSeconds: number; peakMemoryMb: number }> {
  const hasTime = existsSync(timeBinary);
  const [command, args] = hasTime
    ? [timeBinary, ["-v", "npm", "run", "build"]]
    : ["npm", ["run", "build"]];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, BUILD_DIR: buildDir },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (data: Buffer) => {
      stderr += data.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) {
        reject(new Error(`npm run build failed (${code}):\n${stderr.slice(-2000)}`));
        return;
      }
      const wall = stderr.match(/Elapsed \(wall clock\) time[^:]*: (?:(\d+):)?(\d+):([\d.]+)/);
      const rss = stderr.match(/Maximum resident set size \(kbytes\): (\d+)/);
      resolve({
        wallSeconds: wall
          ? Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3])
          : (performance.now() - started) / 1000,
        peakMemoryMb: rss ? Number(rss[1]) / 1024 : Number.NaN,
      });
    });
  });
}
