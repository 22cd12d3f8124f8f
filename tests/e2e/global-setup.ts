import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    buildDir: string;
    dataDir: string;
  }
}

/**
 * Browser and HTTP tests run against the built site served by our own server
 * (`npm start`), exactly as a visitor gets it. The server gets a free port and
 * a fresh data folder; BASE_URL skips all this and tests a running site.
 */
export default async function setup(project: TestProject) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  project.provide("buildDir", buildDir);
  if (process.env.BASE_URL) {
    project.provide("baseUrl", process.env.BASE_URL.replace(/\/$/, ""));
    project.provide("dataDir", process.env.DATA_DIR ?? "");
    return;
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-e2e-"));
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      ENQUIRY_RATE_LIMIT: "0",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, server);
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForServer(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site server exited with ${server.exitCode}`);
    try {
      const response = await fetch(baseUrl);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site server did not answer at ${baseUrl}`);
}
