import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import type { RunTallies } from "#src/training/run-availability.ts";

/** Beside the build's client/: the figures its pages were counted from. */
export const runTalliesFile = "run-tallies.json";

/**
 * The places taken and the run states a build counts from: the store under
 * DATA_DIR (default ./data), opened read-only as `npm run enquiries` does, so
 * a build beside a running server (the nightly one, one after a save) reads
 * it while the server writes; it never migrates it (a store of an older
 * schema throws, saying so). Undefined when there is no store there.
 */
export function readStoreTallies(dataDir: string): RunTallies | undefined {
  const file = databasePath(dataDir);
  if (!existsSync(file)) return undefined;
  const database = openDatabase(file, { isReadOnly: true });
  try {
    return openEnquiryTables(database).runTallies();
  } finally {
    database.close();
  }
}

/**
 * Writes the store's tallies beside the build for its pages
 * (src/training/run-tallies.server.ts reads the file RUN_TALLIES_FILE names);
 * returns that file, or undefined when the pages count from capacity alone
 * (no store, or one that cannot be read: said on stderr, the build goes on).
 */
export async function writeRunTallies(
  outDir: string,
  env: Record<string, string | undefined>,
): Promise<string | undefined> {
  const dataDir = path.resolve(env.DATA_DIR || "data");
  let tallies: RunTallies | undefined;
  try {
    tallies = readStoreTallies(dataDir);
  } catch (error) {
    console.warn(
      `Places counted from capacity alone: the store in ${dataDir} could not be read (${error instanceof Error ? error.message : error})`,
    );
    return undefined;
  }
  if (!tallies) {
    console.log(`Places counted from capacity alone (no store in ${dataDir})`);
    return undefined;
  }
  const file = path.join(outDir, runTalliesFile);
  await writeFile(file, `${JSON.stringify(tallies)}\n`);
  console.log(`Places counted from the store in ${dataDir}`);
  return file;
}
