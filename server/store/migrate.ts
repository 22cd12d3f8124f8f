import type { DatabaseSync } from "node:sqlite";
import { type Migration, migrations } from "./migrations/migrations.ts";

/** The codes of the errors that say a store's schema does not fit this version of the site. */
export const schemaProblemCodes = {
  /** Made by a newer version: refused, never changed. */
  isNewer: "STORE_SCHEMA_NEWER",
  /** Older, and opened read-only: only a process that writes migrates it. */
  isOlder: "STORE_SCHEMA_OLDER",
  /** A migration failed: the store is as it was. */
  hasFailed: "STORE_MIGRATION_FAILED",
} as const;

const problem = (message: string, code: string) => Object.assign(new Error(message), { code });

/** Whether an error is one of these, to be said as it is. */
export function isSchemaProblem(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return Object.values(schemaProblemCodes).some((known) => known === code);
}

/** The store's schema version: how many migrations it has had (0: none, or made before them). */
export function schemaVersion(db: DatabaseSync): number {
  return Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
}

function newerProblem(file: string, found: number, latest: number) {
  return problem(
    `The store ${file} is at schema version ${found}; this version of the site knows up to ${latest}: run the newer version, or restore a backup made for this one.`,
    schemaProblemCodes.isNewer,
  );
}

/**
 * Brings the store to the last migration: every pending one, in order, in
 * one transaction with the new version (BEGIN IMMEDIATE: a second process
 * opening the store at the same time waits, then finds nothing left to do).
 * A failing migration rolls all of them back and is named in the error. A
 * store from a newer version is refused unchanged. Returns the versions
 * before and after.
 */
export function migrate(
  db: DatabaseSync,
  file: string,
  list: readonly Migration[] = migrations,
): { from: number; to: number } {
  const latest = list.length;
  // Read first without a lock: a current store (a server's, opened beside it) waits for nothing.
  const seen = schemaVersion(db);
  if (seen > latest) throw newerProblem(file, seen, latest);
  if (seen === latest) return { from: seen, to: seen };
  db.exec("BEGIN IMMEDIATE");
  try {
    const from = schemaVersion(db);
    if (from > latest) throw newerProblem(file, from, latest);
    for (const [index, migration] of list.entries()) {
      if (index < from) continue;
      try {
        migration.up(db);
      } catch (error) {
        throw problem(
          `The store ${file} could not be migrated: migration ${migration.name} failed (${error instanceof Error ? error.message : error}); nothing was changed, it is still at schema version ${from}.`,
          schemaProblemCodes.hasFailed,
        );
      }
    }
    db.exec(`PRAGMA user_version = ${latest}`);
    db.exec("COMMIT");
    return { from, to: latest };
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/**
 * For a store opened read-only (`npm run enquiries`, a build's figures,
 * anything beside a running server): it must be at this version's schema
 * already, since only a process that writes may migrate it.
 */
export function assertMigrated(
  db: DatabaseSync,
  file: string,
  list: readonly Migration[] = migrations,
): void {
  const latest = list.length;
  const found = schemaVersion(db);
  if (found > latest) throw newerProblem(file, found, latest);
  if (found < latest) {
    throw problem(
      `The store ${file} is at schema version ${found} and this version of the site needs ${latest}; opened read-only here, it is not migrated: start the server once (npm start), which migrates it, then try again.`,
      schemaProblemCodes.isOlder,
    );
  }
}
