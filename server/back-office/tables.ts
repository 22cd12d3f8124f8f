import type { StoreConnection, StoreMethods, StoreTables } from "#server/store/database.ts";
import { accountMethods } from "./access/account-tables.ts";
import { sessionMethods } from "./access/session-tables.ts";
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
 * sessions and the log (made by the store's migrations, server/store/migrations/).
 * Each area keeps its methods (access/account-tables.ts,
 * access/session-tables.ts, log/audit-log-tables.ts); this module joins
 * them for the store. Runs in the store's process
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

  const log = openAuditLog(store);
  return {
    ...accountMethods(store, log.addAuditEntry),
    ...sessionMethods(store, log.addAuditEntry),
    ...log.methods,
  };
}

export type BackOfficeTables = ReturnType<typeof openBackOfficeTables>;

/** For the store's process: the tables' methods. */
export function openTables(connection: StoreConnection) {
  return { methods: openBackOfficeTables(connection) } satisfies StoreTables;
}

/** What the server calls (back-office-store.ts). */
export type BackOfficeMethods = StoreMethods<typeof openTables>;
