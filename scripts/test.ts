import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

/**
 * `npm test`: everything CI runs, in two stages. First, at once: the
 * typecheck, the lint, the unit and integration tests, and the build; then,
 * on that build, the built-site and browser tests in one Vitest run
 * (vitest.config.ts). Side by side because none of the first four needs
 * another and each leaves the two cores idle part of the time (waiting for
 * git, child processes, a server); the second stage needs the build. The
 * Vitest runs stream their output; the others print theirs when they end
 * (at once when they fail). A stage that fails stops the run, after its
 * other steps end; the figures per step end it. Measured in docs/testing.md.
 */
interface Step {
  name: string;
  command: string[];
  /** Streams its output as it comes (one per stage); the others print theirs at the end. */
  isStreamed?: boolean;
}

/**
 * Node's compile cache for every process the run starts, from its first module
 * on: the tests start dozens of servers, store processes, builds and CLIs, each
 * compiling the same files (and stripping their types) again. The folder is
 * the one `enableCompileCache()` uses (server/main.ts), keyed by each file's
 * content: a changed file is compiled again.
 */
const testEnv = {
  ...process.env,
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(tmpdir(), "node-compile-cache"),
};

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const vitest = ["node_modules/.bin/vitest", "run"];

const stages: Step[][] = [
  [
    { name: "typecheck", command: [npm, "run", "--silent", "typecheck"] },
    { name: "lint", command: [npm, "run", "--silent", "lint"] },
    { name: "build", command: [npm, "run", "--silent", "build"] },
    {
      name: "unit and integration",
      command: [...vitest, "--project", "unit", "--project", "integration"],
      isStreamed: true,
    },
  ],
  [
    {
      name: "built site and browser",
      command: [...vitest, "--project", "built", "--project", "e2e"],
      isStreamed: true,
    },
  ],
];

interface Result {
  name: string;
  code: number;
  seconds: number;
}

function runStep(step: Step): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command = "", ...args] = step.command;
    const child = spawn(command, args, {
      env: testEnv,
      stdio: step.isStreamed ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const finish = (code: number) => {
      const seconds = (performance.now() - started) / 1000;
      if (!step.isStreamed) {
        const said = output.trim();
        const verdict = code === 0 ? "passed" : `FAILED (exit status ${code})`;
        process.stdout.write(
          `\n── ${step.name}: ${verdict} in ${seconds.toFixed(0)} s${said ? `\n${said}` : ""}\n`,
        );
      }
      resolve({ name: step.name, code, seconds });
    };
    child.once("error", (error) => {
      output += String(error);
      finish(1);
    });
    child.once("exit", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const started = performance.now();
const results: Result[] = [];
let hasFailed = false;
for (const stage of stages) {
  results.push(...(await Promise.all(stage.map(runStep))));
  hasFailed = results.some((result) => result.code !== 0);
  if (hasFailed) break;
}
const total = (performance.now() - started) / 1000;
const lines = results.map(
  (result) =>
    `  ${result.name.padEnd(24)} ${result.seconds.toFixed(0).padStart(4)} s  ${result.code === 0 ? "passed" : "FAILED"}`,
);
process.stdout.write(
  `\nnpm test: ${hasFailed ? "FAILED" : "passed"} in ${total.toFixed(0)} s\n${lines.join("\n")}\n`,
);
process.exitCode = hasFailed ? 1 : 0;
