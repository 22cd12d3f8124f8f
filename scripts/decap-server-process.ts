import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface DecapServerProcess {
  /** The API address the editor's config names (local_backend). */
  apiUrl: string;
  stop: () => Promise<void>;
}

const decapServer = fileURLToPath(
  new URL("../node_modules/decap-server/dist/index.js", import.meta.url),
);

/**
 * Starts decap-server, the editor's local backend: it reads and writes the
 * content files under `repoRoot` (the config's folders, content/..., are
 * relative to it). It listens on 127.0.0.1 only, since it writes files for
 * anyone who can reach it. Resolves once it listens.
 */
export function startDecapServer(repoRoot: string, port: number): Promise<DecapServerProcess> {
  const server = spawn(process.execPath, [decapServer], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: repoRoot,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
    },
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
      reject(new Error(`decap-server did not start within 15 s:\n${output}`));
    }, 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!/listening on/.test(output)) return;
      clearTimeout(timer);
      server.stdout?.off("data", onData);
      server.stdout?.resume();
      resolve({ apiUrl: `http://localhost:${port}/api/v1`, stop });
    };
    server.stdout?.on("data", onData);
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`decap-server exited with ${code}:\n${output}`));
    });
  });
}
