import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { watch } from "node:fs";
import path from "node:path";
import { defaultDecapServerPort } from "#server/http/admin-policy.ts";
import { startDecapServer } from "./decap-server-process.ts";

/**
 * `npm run cms`: edit the site on this machine, offline. Starts decap-server
 * (the editor's local backend, which writes the content files of this
 * repository) and the site as `npm start` serves it, building first when
 * needed. A saved edit rebuilds the site (10–20 s); reload the page to see it.
 * Ctrl-C stops everything.
 *
 * Its builds are its own (build-cms/, git-ignored): only they carry the
 * editor's local backend (DECAP_SERVER_PORT: local_backend in the editor's
 * config, decap-server's origin in its connect-src). `npm run build` never
 * does, so a production editor looks for no server on the visitor's machine.
 */
const repoRoot = process.cwd();
const sitePort = process.env.PORT ?? "3000";
const decapPort = Number(process.env.DECAP_SERVER_PORT ?? defaultDecapServerPort);
const env = { ...process.env, BUILD_DIR: "build-cms", DECAP_SERVER_PORT: String(decapPort) };

const built = spawnSync(process.execPath, ["scripts/ensure-build.ts"], { env, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

const decap = await startDecapServer(repoRoot, decapPort);
const site: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
  env: { ...env, PORT: sitePort },
  stdio: "inherit",
});
console.log(
  `Editor on http://localhost:${sitePort}/admin/ (saves into ${path.join(repoRoot, "content")})`,
);

// Rebuild after an edit: one build at a time, and one more if files changed during it.
let building: ChildProcess | undefined;
let isPending = false;
let timer: NodeJS.Timeout | undefined;
function rebuild() {
  if (building) {
    isPending = true;
    return;
  }
  console.log("Content changed: rebuilding…");
  building = spawn("npm", ["run", "-s", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
  building.once("exit", (code) => {
    building = undefined;
    console.log(code === 0 ? "Rebuilt: reload the page." : "The build failed (see above).");
    if (isPending) {
      isPending = false;
      rebuild();
    }
  });
}
const watcher = watch(path.join(repoRoot, "content"), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(rebuild, 500);
});

async function stop() {
  watcher.close();
  clearTimeout(timer);
  building?.kill("SIGTERM");
  site.kill("SIGTERM");
  await decap.stop();
  process.exit(0);
}
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
site.once("exit", () => void stop());
