-- Migration 5, issue 32: invoices and credit notes as immutable snapshots, and the payments,
-- refunds and "marked paid by hand" rows that settle them (server/invoices/invoice-ledger.ts).
-- One gapless series a year for both kinds: (year, sequence) is unique and allocated in the
-- transaction that issues the document. No trigger deletes them with their enrolment: an
-- invoice is kept 7 years (art. 52 AWR) and holds everything it shows in `snapshot`, so it
-- outlives the enrolment's clean-up and a deletion request. "IF NOT EXISTS": a store set back
-- to version 0 by hand (as tests do) runs every migration again and comes through unchanged.
CREATE TABLE IF NOT EXISTS invoices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- As printed: "2027-0001", with the company's prefix if it has one.
  number TEXT NOT NULL UNIQUE,
  year INTEGER NOT NULL,
  sequence INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit-note')),
  -- The enrolment it was issued for; kept after that enrolment is deleted.
  enquiry_id INTEGER NOT NULL,
  -- A credit note's invoice.
  refers_to INTEGER REFERENCES invoices (id),
  -- Why it was issued: confirmed, or a cancellation's cause ('withdrawal', 'buyer', ...), 'charge'.
  reason TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  -- YYYY-MM-DD in Europe/Amsterdam, as printed; a credit note has no due date.
  issue_date TEXT NOT NULL,
  due_date TEXT,
  buyer_name TEXT NOT NULL,
  course_title TEXT NOT NULL,
  -- Whole cents, positive for both kinds (a credit note is not a negative invoice).
  excl_vat INTEGER NOT NULL,
  vat INTEGER NOT NULL,
  incl_vat INTEGER NOT NULL,
  -- The InvoiceSnapshot (server/invoices/invoice-snapshot.ts) as JSON: never changed.
  snapshot TEXT NOT NULL,
  -- Rendered once, outside the store's process, after the transaction that issued it.
  pdf BLOB,
  ubl BLOB,
  rendered_at TEXT,
  -- Its mail to the buyer, an outbox like the others: 'pending', 'sent' or 'off'.
  mail_status TEXT NOT NULL DEFAULT 'off',
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_next_at TEXT,
  mailed_at TEXT,
  UNIQUE (year, sequence)
);
CREATE INDEX IF NOT EXISTS invoices_enquiry ON invoices (enquiry_id);
CREATE INDEX IF NOT EXISTS invoices_issue_date ON invoices (issue_date);
CREATE INDEX IF NOT EXISTS invoices_mail_due ON invoices (mail_next_at) WHERE mail_status = 'pending';

-- Money in and out of an invoice: a payment, a refund, or one marked paid by hand.
CREATE TABLE IF NOT EXISTS invoice_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'refund')),
  -- Whole cents, positive; a refund is money out.
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- YYYY-MM-DD: the day the money moved.
  paid_on TEXT NOT NULL,
  -- 'by-hand' (marked in the back office), 'transfer' (a bank statement), 'mollie'.
  method TEXT NOT NULL,
  note TEXT,
  recorded_at TEXT NOT NULL,
  -- Who recorded it: an account's e-mail, or the job that did.
  recorded_by TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS invoice_payments_invoice ON invoice_payments (invoice_id);
