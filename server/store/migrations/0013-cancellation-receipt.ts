import type { DatabaseSync } from "node:sqlite";

/**
 * Migration 13 (issue 43 M5, M7; issue 44 point 3): a cancellation counts from the day it reached
 * us, and a consumer's charge waits for the owner after the start.
 * - `cancel_received_on` ("YYYY-MM-DD", Amsterdam): the day the cancellation or withdrawal reached
 *   us, as the owner recorded it (default the day it was recorded; the buyer's own online: that
 *   moment). Null for cancellations recorded before: they counted from the day they were recorded.
 * - `charge_ceiling_percent`: a consumer's cancellation at a charge (after the withdrawal period):
 *   the terms' percentage, the most they pay; the charge is invoiced after the start at the amount
 *   the owner confirms. Null for every other cancellation.
 * - `charge_decided_at`: when the owner confirmed that charge (the invoice, or none at € 0).
 * Each column tolerates a store that already has it (a store set back to version 0 by hand runs
 * every migration again).
 */
export function cancellationReceipt(db: DatabaseSync): void {
  const columns = new Set(
    (db.prepare("PRAGMA table_info(enquiries)").all() as { name: string }[]).map(
      (column) => column.name,
    ),
  );
  if (!columns.has("cancel_received_on")) {
    db.exec("ALTER TABLE enquiries ADD COLUMN cancel_received_on TEXT");
  }
  if (!columns.has("charge_ceiling_percent")) {
    db.exec(`ALTER TABLE enquiries ADD COLUMN charge_ceiling_percent INTEGER
      CHECK (charge_ceiling_percent IS NULL OR charge_ceiling_percent BETWEEN 1 AND 100)`);
  }
  if (!columns.has("charge_decided_at")) {
    db.exec("ALTER TABLE enquiries ADD COLUMN charge_decided_at TEXT");
  }
}
