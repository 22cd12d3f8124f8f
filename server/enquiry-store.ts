import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { ContactValues } from "../app/modules/contact-schema.ts";

export interface Enquiry extends ContactValues {
  id: number;
  /** ISO 8601, UTC. */
  receivedAt: string;
}

export const databaseFileName = "enquiries.sqlite";

export function databasePath(dataDir: string): string {
  return path.join(dataDir, databaseFileName);
}

/**
 * The enquiries, in SQLite under DATA_DIR. WAL with synchronous=FULL: a
 * committed enquiry is on disk, so one we acknowledged survives a crash or
 * `kill -9` at any moment.
 *
 * `add` resolves only after the enquiry's transaction has committed. Enquiries
 * arriving in the same turn of the event loop share one transaction (group
 * commit): each commit waits for the disk, and one wait for many enquiries
 * keeps a burst from blocking the server once per enquiry.
 */
export function openEnquiryStore(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(databasePath(dataDir));
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
    CREATE TABLE IF NOT EXISTS enquiries (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      received_at TEXT NOT NULL,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      message TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS enquiries_received_at ON enquiries (received_at);
  `);
  const insert = db.prepare(
    "INSERT INTO enquiries (received_at, name, email, phone, message) VALUES (?, ?, ?, ?, ?)",
  );
  const selectAll = db.prepare(
    "SELECT id, received_at AS receivedAt, name, email, phone, message FROM enquiries ORDER BY received_at DESC, id DESC",
  );
  const deleteBefore = db.prepare("DELETE FROM enquiries WHERE received_at < ?");

  let queue: { values: ContactValues; receivedAt: string; settle: Settle }[] = [];
  let isOpen = true;

  function flush() {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    const ids: number[] = [];
    try {
      db.exec("BEGIN IMMEDIATE");
      for (const { values, receivedAt } of batch) {
        ids.push(insertOne(insert, values, receivedAt));
      }
      db.exec("COMMIT");
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      for (const item of batch) item.settle.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      item.settle.resolve(ids[index] ?? 0);
    });
  }

  return {
    /** Stores an enquiry; resolves with its id once it is committed to disk. */
    add(values: ContactValues, receivedAt = new Date()): Promise<number> {
      if (!isOpen) return Promise.reject(new Error("The enquiry store is closed"));
      return new Promise((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ values, receivedAt: receivedAt.toISOString(), settle: { resolve, reject } });
      });
    },
    /** Newest first. */
    list(): Enquiry[] {
      return selectAll.all() as unknown as Enquiry[];
    },
    /** Deletes enquiries received before `cutoff`; returns how many. */
    deleteReceivedBefore(cutoff: Date): number {
      return Number(deleteBefore.run(cutoff.toISOString()).changes);
    },
    /** Commits what is queued, then closes the database. */
    close() {
      if (!isOpen) return;
      flush();
      isOpen = false;
      db.close();
    },
  };
}

export type EnquiryStore = ReturnType<typeof openEnquiryStore>;

interface Settle {
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

function insertOne(statement: StatementSync, values: ContactValues, receivedAt: string): number {
  const { lastInsertRowid } = statement.run(
    receivedAt,
    values.name,
    values.email,
    values.phone,
    values.message,
  );
  return Number(lastInsertRowid);
}
