import { spawn } from "node:child_process";

export interface SiteServerProcess {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts `node server/main.ts` (what `npm start` runs) as a child on a free
 * port of 127.0.0.1 and resolves with its address once it listens. Tests and
 * benchmarks use it so they measure exactly the server visitors get.
 */
export function startSiteServer(env: Record<string, string>): Promise<SiteServerProcess> {
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      server.kill("SIGKILL");
      reject(new Error(`The site server did not start within 15 s:\n${output}`));
    }, 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site on (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      server.stdout?.off("data", onData);
      // Keep draining its log lines so the pipe never fills.
      server.stdout?.resume();
      resolve({ baseUrl: match[1], stop });
    };
    server.stdout?.on("data", onData);
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The site server exited with ${code}:\n${output}`));
    });
  });
}
