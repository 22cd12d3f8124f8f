import { readFileSync } from "node:fs";
import type { RunTallies } from "./run-availability.ts";

/**
 * What a build counts a run's places from, read once per process:
 * - on Netlify (NETLIFY=true) nothing: there is no store, so pages show no
 *   counts and the enrolment form works as it always did;
 * - where the build found a store (DATA_DIR's, read read-only before the
 *   pages are rendered: scripts/build-steps/write-run-tallies.ts), its places
 *   taken and run states, in the file RUN_TALLIES_FILE names;
 * - otherwise capacity alone: no place taken, no run cancelled.
 * On our server the page script then shows the store's figures as they
 * stand (/availability.json); these are the HTML's, for a visitor without it.
 */
export function buildTallies(env: Record<string, string | undefined> = process.env) {
  const key = `${env.NETLIFY}|${env.RUN_TALLIES_FILE ?? ""}`;
  let tallies = cache.get(key);
  if (tallies === undefined) {
    tallies = readTallies(env);
    cache.set(key, tallies);
  }
  return tallies ?? undefined;
}

const cache = new Map<string, RunTallies | null>();
const noneTaken: RunTallies = { taken: [], states: [] };

function readTallies(env: Record<string, string | undefined>): RunTallies | null {
  if (env.NETLIFY === "true") return null;
  const file = env.RUN_TALLIES_FILE;
  if (!file) return noneTaken;
  return JSON.parse(readFileSync(file, "utf8")) as RunTallies;
}
