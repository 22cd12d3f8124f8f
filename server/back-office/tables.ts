import type { StoreConnection, StoreTables } from "#server/store/database.ts";
import { accountMethods } from "./access/account-tables.ts";
import { addBrowserColumn, sessionMethods } from "./access/session-tables.ts";
import { openAuditLog } from "./log/audit-log-tables.ts";

export type {
  Account,
  Invitation,
  InvitationState,
  NewPasskey,
  StoredPasskey,
} from "./access/account-tables.ts";
export type { AccountSession, SessionRow } from "./access/session-tables.ts";
export type { AuditEntry } from "./log/audit-log-tables.ts";

/**
 * The back office's own tables, in the same SQLite store as the enquiries
 * (one file to back up, and the store's process already keeps slow disks
 * away from the pages): accounts with their passkeys, one-time invitations,
 * sessions and the log. Each area keeps its methods (access/account-tables.ts,
 * access/session-tables.ts, log/audit-log-tables.ts); this module makes the
 * tables and joins the methods for the store. Runs in the store's process
 * (server/store/store-worker.ts, handed this module by store.ts) and in
 * `npm run admin`; the server reaches it through back-office-store.ts.
 *
 * Secrets are never stored as given: an invitation or session token is kept
 * as its SHA-256, so a copy of the store opens no account. Times are ISO 8601
 * strings in UTC, passed in by the caller (tests choose the clock).
 */

export function openBackOfficeTables(store: Pick<StoreConnection, "database" | "transaction">) {
  const { database: db } = store;
  if (!db.isOpen) throw new Error("The store is closed");
  const isReadOnly = (() => {
    try {
      return (db.prepare("PRAGMA query_only").get() as { query_only: number }).query_only === 1;
    } catch {
      return false;
    }
  })();
  if (!isReadOnly) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS accounts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        user_handle TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        last_sign_in_at TEXT
      );
      CREATE TABLE IF NOT EXISTS passkeys (
        credential_id TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL,
        public_key BLOB NOT NULL,
        counter INTEGER NOT NULL,
        transports TEXT,
        created_at TEXT NOT NULL,
        last_used_at TEXT
      );
      CREATE INDEX IF NOT EXISTS passkeys_account ON passkeys (account_id);
      CREATE TABLE IF NOT EXISTS invitations (
        token_hash TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
      CREATE TABLE IF NOT EXISTS sessions (
        token_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        browser TEXT
      );
      CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id);
      CREATE TABLE IF NOT EXISTS audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL
      );
    `);
    addBrowserColumn(db);
    // Exports logged before the log kept no search: the privacy notice says it never holds one.
    db.exec(`UPDATE audit_log SET detail = substr(detail, 1, instr(detail, ' (search “') - 1) || ', narrowed by a search'
      WHERE action = 'export' AND instr(detail, ' (search “') > 0`);
  }

  const log = openAuditLog(store);
  return {
    ...accountMethods(store, log.addAuditEntry),
    ...sessionMethods(store, log.addAuditEntry),
    ...log.methods,
  };
}

export type BackOfficeTables = ReturnType<typeof openBackOfficeTables>;

/** For the store's process: the tables' methods. */
export function openTables(connection: StoreConnection): StoreTables {
  return { methods: openBackOfficeTables(connection) };
}
