import { writeAuditEntry } from "#server/store/audit-entry.ts";
import type { StoreConnection } from "#server/store/database.ts";

/**
 * The back office's log in the store (the table is made with the others in
 * ../tables.ts): who did what, written in the same transaction as the change
 * it records, read newest first, kept for AUDIT_LOG_RETENTION_DAYS
 * (log-retention.ts). Runs in the store's process.
 */

export interface AuditEntry {
  id: number;
  at: string;
  /** Who did it: an editor's e-mail, or the command that did it ("npm run admin"). */
  actor: string;
  /** "sign-in", "sign-out", "invitation", "revocation", "edit", "build", "rollback", "export", "deletion", ... */
  action: string;
  detail: string;
}

/** Writes one entry inside the caller's transaction. */
export type AddAuditEntry = (at: string, actor: string, action: string, detail: string) => void;

export function openAuditLog(store: Pick<StoreConnection, "database" | "transaction">) {
  const { database: db, transaction } = store;

  function addAuditEntry(at: string, actor: string, action: string, detail: string) {
    writeAuditEntry(db, { at, actor, action, detail });
  }

  return {
    /** For the other tables' changes: an entry in their own transaction. */
    addAuditEntry,
    methods: {
      addAuditEntry(at: string, actor: string, action: string, detail: string) {
        transaction(() => addAuditEntry(at, actor, action, detail));
      },
      /** The log's retention (AUDIT_LOG_RETENTION_DAYS): deletes entries from before `cutoff` (ISO); returns how many. */
      deleteAuditEntriesBefore(cutoff: string): number {
        return transaction(() =>
          Number(db.prepare("DELETE FROM audit_log WHERE at < ?").run(cutoff).changes),
        );
      },
      /** Newest first. */
      auditLog(limit: number): AuditEntry[] {
        return db
          .prepare(
            "SELECT id, at, actor, action, detail FROM audit_log ORDER BY at DESC, id DESC LIMIT ?",
          )
          .all(limit) as unknown as AuditEntry[];
      },
    },
  };
}
