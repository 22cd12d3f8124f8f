import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { assertMigrated, migrate } from "./migrate.ts";

export const databaseFileName = "enquiries.sqlite";

export function databasePath(dataDir: string): string {
  return path.join(dataDir, databaseFileName);
}

/** What a table module works with: the connection, and commits with the store's file checks. */
export interface StoreConnection {
  database: DatabaseSync;
  /** Runs `work` as one committed write, after checking the file is still the one opened. */
  transaction<T>(work: () => T): T;
  /** Opened read-only (`npm run enquiries`): nothing may be changed. */
  isReadOnly: boolean;
}

/** Any function: each table's methods keep their own argument types. */
type TableMethod = (...args: never[]) => unknown;

/**
 * What a table module's `openTables` returns: the methods the server may call
 * through the store's process, and writes whose calls arriving in the same
 * turn share one transaction (a group commit: each commit waits for the disk,
 * and one wait for many keeps a burst fast). A grouped write takes one item
 * per call and returns their results in the same order.
 */
export interface StoreTables {
  methods: Record<string, TableMethod>;
  groupedWrites?: Record<string, (items: never[]) => unknown[]>;
}

/**
 * A table module, handed to the store by its owner as the module's address
 * (the store's process imports it): it exports `openTables`, which prepares
 * its statements and returns their methods. Its tables are made and changed
 * by the store's migrations (server/store/migrations/), never by the module.
 * A method's name is the module's alone: the store refuses to start when two
 * modules (or a module and the store itself) register the same one.
 */
export type OpenTables = (connection: StoreConnection) => StoreTables;

/**
 * What the server may call of a table module, from its own `openTables`:
 * every method, and each grouped write with one item. The module exports it
 * (`export type RunMethods = StoreMethods<typeof openTables>`) and its
 * owner's front calls it through `tablesOf` (server/store/tables-of.ts).
 */
export type StoreMethods<Open extends OpenTables> = ReturnType<Open>["methods"] &
  (ReturnType<Open> extends { groupedWrites: infer Writes } ? GroupedCalls<Writes> : unknown);

type GroupedCalls<Writes> = {
  [K in keyof Writes]: Writes[K] extends (items: (infer Item)[]) => (infer Result)[]
    ? (item: Item) => Result
    : never;
};

/**
 * The store's file, which the store's process (server/store/store-worker.ts)
 * and the command-line tools open; the tables in it are their owners'
 * (server/enquiries/enquiry-tables.ts, server/back-office/tables.ts).
 * Synchronous: whoever calls it must not be the server's event loop (a lock
 * held by a backup would freeze every page).
 *
 * WAL with synchronous=FULL: a committed write is on disk, so an enquiry we
 * acknowledged survives a crash or `kill -9` at any moment.
 *
 * Opened for writing, the store is migrated to this version's schema first
 * (server/store/migrate.ts); opened read-only, it must be there already. A
 * store from a newer version is refused either way.
 */
export function openDatabase(file: string, options: { isReadOnly?: boolean } = {}) {
  const isReadOnly = options.isReadOnly ?? false;
  if (!isReadOnly) mkdirSync(path.dirname(file), { recursive: true });
  const isNew = (statSync(file, { throwIfNoEntry: false })?.size ?? 0) === 0;
  const db = new DatabaseSync(file, { readOnly: isReadOnly });
  let migrated: { from: number; to: number } | undefined;
  try {
    // Waits for another process's write lock (a backup, a second server); in the
    // store's process, so only enquiries wait, never pages.
    db.exec("PRAGMA busy_timeout = 5000");
    if (isReadOnly) assertMigrated(db, file);
    else {
      db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
      const versions = migrate(db, file);
      if (!isNew && versions.to !== versions.from) migrated = versions;
    }
  } catch (error) {
    db.close();
    throw error;
  }
  const intact = storeIntegrity(file);

  function transaction<T>(work: () => T): T {
    intact.assert();
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      intact.remember();
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }

  return {
    file,
    database: db,
    transaction,
    isReadOnly,
    /** The schema versions before and after, when opening migrated a store that had data. */
    migrated,
    /** A real write, committed: proves the file is there, ours, unlocked and writable. */
    probe(at: string) {
      transaction(() =>
        db.prepare("INSERT OR REPLACE INTO health_probe (id, checked_at) VALUES (1, ?)").run(at),
      );
    },
    /** The durability settings in force on this connection. */
    settings(): { journalMode: string; synchronous: number } {
      const journal = db.prepare("PRAGMA journal_mode").get() as { journal_mode: string };
      const sync = db.prepare("PRAGMA synchronous").get() as { synchronous: number };
      return { journalMode: journal.journal_mode, synchronous: Number(sync.synchronous) };
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}

export type Database = ReturnType<typeof openDatabase>;

/** The code of a StoreError for a store that is no longer the one we opened. */
export const storeLostCode = "STORE_LOST";

/**
 * The store's files as we opened them. Commits into a file deleted or replaced
 * under us (an operator's rm, a restore over it) would go into an unlinked
 * inode; into a truncated file, or past a write-ahead log (-wal) deleted or
 * truncated under us, they would be acknowledged and then lost at the next
 * crash. So before each transaction: the same main file and, once it exists,
 * the same WAL, neither smaller than after our last commit (SQLite never
 * shrinks either while a connection stays open and nothing runs VACUUM).
 */
function storeIntegrity(file: string) {
  const walFile = `${file}-wal`;
  const opened = statSync(file);
  let mainSize = opened.size;
  let wal: { ino: number; dev: number; size: number } | undefined;

  const lost = (what: string) =>
    Object.assign(
      new Error(
        `The enquiry store ${file} ${what} while the server ran; enquiries are refused: restart the server (and restore the last backup if enquiries are missing)`,
      ),
      { code: storeLostCode },
    );

  return {
    assert() {
      const main = statSync(file, { throwIfNoEntry: false });
      if (!main || main.ino !== opened.ino || main.dev !== opened.dev) {
        throw lost("was deleted or replaced");
      }
      if (main.size < mainSize) throw lost("was truncated");
      if (!wal) return;
      const now = statSync(walFile, { throwIfNoEntry: false });
      if (!now || now.ino !== wal.ino || now.dev !== wal.dev) {
        throw lost("lost its write-ahead log (-wal deleted or replaced)");
      }
      if (now.size < wal.size) throw lost("lost part of its write-ahead log (-wal truncated)");
    },
    /** After a commit: the sizes (and the WAL) later checks compare with. */
    remember() {
      mainSize = statSync(file).size;
      const now = statSync(walFile, { throwIfNoEntry: false });
      if (now) wal = { ino: now.ino, dev: now.dev, size: now.size };
    },
  };
}
