import type { DatabaseSync } from "node:sqlite";

/**
 * Migration 15, issue 45 point 4: invoices from accepted quotes. An invoice or credit note may
 * come from a quote (`invoices.quote_id`) instead of an enrolment: its `enquiry_id` is then 0,
 * which no enrolment has (SQLite cannot drop the NOT NULL without rebuilding a table that the
 * ledger's rows refer to). What an accepted quote is to invoice is queued in the acceptance's own
 * transaction (`quote_billing`, one row per part: the whole at acceptance, or each milestone), so
 * nothing accepted is ever left uninvoiced; the days and hours the owner records against lines
 * invoiced as worked are `quote_work`, each marked with the invoice that took it. Every step
 * tolerates a store that already had it (a store set back to version 0 runs every migration again).
 */
export function quoteInvoices(db: DatabaseSync): void {
  const columns = new Set(
    (db.prepare("PRAGMA table_info(invoices)").all() as { name: string }[]).map(
      (column) => column.name,
    ),
  );
  if (!columns.has("quote_id")) {
    // The quote's id, without a REFERENCES clause: the invoices table comes before the quotes'
    // in every dump of the store, and a reference to a table not yet made refuses its rows.
    db.exec("ALTER TABLE invoices ADD COLUMN quote_id INTEGER");
  }
  db.exec(tables);
}

const tables = `
CREATE INDEX IF NOT EXISTS invoices_quote ON invoices (quote_id) WHERE quote_id IS NOT NULL;

-- What an accepted quote invoices, and when: 'all' (a quote without milestones: its lines not
-- invoiced as worked, at acceptance) or one 'milestone' (its position in the quote). due_on is the
-- day it falls due in Amsterdam: the acceptance's day, the milestone's date, or, for one due on
-- delivery, the day the owner pressed "Invoice now" (NULL until then). invoice_id once issued;
-- problem: why the last attempt issued nothing (VIES did not confirm, the company file lacks).
CREATE TABLE IF NOT EXISTS quote_billing (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_id INTEGER NOT NULL REFERENCES quotes (id),
  version_id INTEGER NOT NULL REFERENCES quote_versions (id),
  part TEXT NOT NULL CHECK (part IN ('all', 'milestone')),
  position INTEGER NOT NULL CHECK (position >= 0),
  due_kind TEXT NOT NULL CHECK (due_kind IN ('acceptance', 'date', 'delivery')),
  due_on TEXT,
  queued_at TEXT NOT NULL,
  invoice_id INTEGER REFERENCES invoices (id),
  problem TEXT,
  UNIQUE (quote_id, part, position)
);
CREATE INDEX IF NOT EXISTS quote_billing_due ON quote_billing (due_on) WHERE invoice_id IS NULL;

-- Days or hours worked on a line invoiced as worked (its position in the accepted version), as
-- the owner records them: in hundredths of the line's unit. Over the quoted quantity only with the
-- owner's confirmation (is_over_confirmed). Invoiced monthly: invoice_id once an invoice took it.
CREATE TABLE IF NOT EXISTS quote_work (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_id INTEGER NOT NULL REFERENCES quotes (id),
  line_index INTEGER NOT NULL CHECK (line_index >= 0),
  worked_on TEXT NOT NULL,
  quantity_hundredths INTEGER NOT NULL CHECK (quantity_hundredths > 0),
  note TEXT,
  is_over_confirmed INTEGER NOT NULL DEFAULT 0 CHECK (is_over_confirmed IN (0, 1)),
  recorded_at TEXT NOT NULL,
  recorded_by TEXT NOT NULL,
  invoice_id INTEGER REFERENCES invoices (id)
);
CREATE INDEX IF NOT EXISTS quote_work_quote ON quote_work (quote_id);
`;
