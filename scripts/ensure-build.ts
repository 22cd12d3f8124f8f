import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { siteFolder } from "#server/releases/releases.ts";

/**
 * Runs before `npm start`: builds the site when there is no build yet, or when
 * a source file is newer than the current release, so `npm install && npm
 * start` just works. A fresh build is left alone (a deploy that already built
 * starts at once).
 */
const served = siteFolder(process.env.BUILD_DIR || "build");
const builtPage = served && path.join(served, "client", "index.html");
const sources = [
  "src",
  process.env.CONTENT_DIR ?? "content",
  "public",
  "scripts",
  "astro.config.ts",
  "package.json",
];

function newestChange(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = (builtPage && statSync(builtPage, { throwIfNoEntry: false })?.mtimeMs) || 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log(
    builtAt ? "Sources changed since the last build: building…" : "No build yet: building…",
  );
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
