import type { DatabaseSync } from "node:sqlite";

/**
 * Migration 2: why an enrolment was cancelled, recorded with the
 * cancellation (src/training/cancellation-terms.ts): what is refunded or
 * charged follows from it. Null for every other place, and for enrolments
 * cancelled before causes were recorded. The column is added only when it is
 * missing: a store whose schema version was reset to 0 (as the retention
 * tests make "an older store" from today's) already has it.
 */
export function cancellationCauses(db: DatabaseSync): void {
  const columns = db.prepare("PRAGMA table_info(enquiries)").all() as { name: string }[];
  if (columns.some((column) => column.name === "cancel_cause")) return;
  db.exec(`ALTER TABLE enquiries ADD COLUMN cancel_cause TEXT
    CHECK (cancel_cause IN ('withdrawal', 'buyer', 'run-cancelled', 'unconfirmed', 'declined', 'offer-expired'))`);
}
