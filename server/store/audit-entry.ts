import type { DatabaseSync, StatementSync } from "node:sqlite";

/** Prepared once per connection. */
const inserts = new WeakMap<DatabaseSync, StatementSync>();

/** One line of the back office's log: when, who (an e-mail, or the job or provider that did it), what. */
export interface AuditLine {
  at: string;
  actor: string;
  action: string;
  detail: string;
}

/**
 * The one insert into the back office's log (`audit_log`, made by the migrations), inside the
 * caller's transaction: the back office's own changes (server/back-office/log/audit-log-tables.ts)
 * and every money change (server/payments/ledger.ts), so a change is never logged without being
 * made, nor made without its line.
 */
export function writeAuditEntry(db: DatabaseSync, line: AuditLine): void {
  let insert = inserts.get(db);
  if (!insert) {
    insert = db.prepare("INSERT INTO audit_log (at, actor, action, detail) VALUES (?, ?, ?, ?)");
    inserts.set(db, insert);
  }
  insert.run(line.at, line.actor, line.action, line.detail);
}
