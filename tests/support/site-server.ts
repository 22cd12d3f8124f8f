import { type ChildProcess, spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import type { SiteServer, SiteServerOptions } from "#server/site-server.ts";

export interface SiteServerProcess {
  baseUrl: string;
  /** The `node server/main.ts` child, e.g. to kill it with SIGKILL. */
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `node server/main.ts` (what `npm start` runs) as a child on a free
 * port of 127.0.0.1 and resolves with its address once it listens. Tests and
 * benchmarks use it so they measure exactly the server visitors get.
 */
export function startSiteServer(env: Record<string, string>): Promise<SiteServerProcess> {
  const server = spawn(process.execPath, ["server/main.ts"], {
    // No nightly build in the middle of a test run that happens to cross 00:05 in Amsterdam.
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", NIGHTLY_BUILD: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // Keep draining both pipes so they never fill; stderr still reaches the terminal.
  server.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  };
  // A bound for a server that will never start, not a speed check (npm run bench is):
  // a 2-core machine under a full test run took 16-18 s to start one.
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      server.kill("SIGKILL");
      reject(new Error(`The site server did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = () => {
      const match = /Site on (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      server.stdout?.off("data", onData);
      resolve({ baseUrl: match[1], child: server, output: () => output, stop });
    };
    server.stdout?.on("data", onData);
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The site server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * The server in this process (createSiteServer), on a free port of
 * 127.0.0.1: for tests that hand it a store, a notifier or a fault of their
 * own. `close()` (in afterAll) closes every one started here.
 */
export function siteServers() {
  const started: SiteServer[] = [];
  return {
    async start(
      options: SiteServerOptions,
    ): Promise<{ site: SiteServer; baseUrl: string; port: number }> {
      // Imported here, not at the top: the benchmarks load this module under
      // plain Node for startSiteServer alone, and the server's pages are .tsx.
      const { createSiteServer } = await import("#server/site-server.ts");
      const site = createSiteServer(options);
      started.push(site);
      await new Promise<void>((resolve) => site.server.listen(0, "127.0.0.1", resolve));
      const port = (site.server.address() as AddressInfo).port;
      return { site, baseUrl: `http://127.0.0.1:${port}`, port };
    },
    close(graceMs = 100): Promise<void> {
      return Promise.all(started.map((site) => site.close(graceMs))).then(() => undefined);
    },
  };
}
