-- Migration 7, issue 33: the bank's statement file matched to invoices, and payment reminders.
-- "IF NOT EXISTS": a store set back to version 0 by hand runs every migration again and must come
-- through unchanged (so no ALTER TABLE: a transfer's payer has a table of its own).

-- An invoice's credit notes, found by index: what is open on every invoice is read per upload
-- (10,000 invoices took seconds without it).
CREATE INDEX IF NOT EXISTS invoices_refers_to ON invoices (refers_to) WHERE refers_to IS NOT NULL;

-- Each statement entry is taken once, by its key (the account and the bank's AcctSvcrRef,
-- server/payments/camt-statement.ts): the same file twice, or an overlapping one, changes nothing.
CREATE TABLE IF NOT EXISTS statement_entries (
  entry_key TEXT PRIMARY KEY,
  taken_at TEXT NOT NULL,
  taken_by TEXT NOT NULL
);

-- Who paid by bank transfer: for a refund by transfer to the account the money came from.
CREATE TABLE IF NOT EXISTS transfer_payments (
  payment_id INTEGER PRIMARY KEY REFERENCES invoice_payments (id),
  entry_key TEXT NOT NULL,
  payer_iban TEXT,
  payer_name TEXT
);

-- Credits the matcher did not mark paid, listed for the owner: a partial or overpayment, no or
-- an unknown number, several invoices, a batch, a reversal, a Mollie payout. The owner assigns
-- one to an invoice or dismisses it, with a reason.
CREATE TABLE IF NOT EXISTS statement_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  entry_key TEXT NOT NULL,
  -- The transaction's place in its entry (a batch has several).
  position INTEGER NOT NULL,
  -- A review reason of server/payments/statement-matcher.ts, or 'mollie-payout'.
  reason TEXT NOT NULL,
  -- Whole cents, positive.
  amount INTEGER NOT NULL,
  booking_date TEXT NOT NULL,
  payer_name TEXT,
  payer_iban TEXT,
  text TEXT NOT NULL,
  -- The matcher's decision as JSON: the invoices named, suggestions, what a reversal takes back.
  details TEXT NOT NULL,
  listed_at TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'assigned', 'dismissed')),
  invoice_id INTEGER REFERENCES invoices (id),
  decision_note TEXT,
  decided_at TEXT,
  decided_by TEXT,
  UNIQUE (entry_key, position)
);
CREATE INDEX IF NOT EXISTS statement_items_open ON statement_items (state, booking_date);

-- Reminders of unpaid invoices past their due date, each mailed once through an outbox of its
-- own: step 1 a business buyer's reminder or a private buyer's 14-day notice (art. 6:96 lid 6
-- BW), step 2 the second reminder once step 1's deadline has passed.
CREATE TABLE IF NOT EXISTS invoice_reminders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  step INTEGER NOT NULL CHECK (step IN (1, 2)),
  kind TEXT NOT NULL CHECK (kind IN ('reminder', 'notice', 'second')),
  -- What was open when it was written, in cents, and the deadline it gives (YYYY-MM-DD).
  open_amount INTEGER NOT NULL,
  deadline TEXT NOT NULL,
  queued_at TEXT NOT NULL,
  mail_status TEXT NOT NULL DEFAULT 'pending' CHECK (mail_status IN ('pending', 'sent')),
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_next_at TEXT,
  mailed_at TEXT,
  UNIQUE (invoice_id, step)
);
CREATE INDEX IF NOT EXISTS invoice_reminders_due ON invoice_reminders (mail_next_at)
  WHERE mail_status = 'pending';

-- Reminders the owner paused for an invoice, and why.
CREATE TABLE IF NOT EXISTS reminder_pauses (
  invoice_id INTEGER PRIMARY KEY REFERENCES invoices (id),
  reason TEXT NOT NULL,
  paused_at TEXT NOT NULL,
  paused_by TEXT NOT NULL
);
