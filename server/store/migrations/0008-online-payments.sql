-- Migration 8, issue 33: paying an invoice online (Mollie), refunds after a credit note, and what
-- the owner must decide about a payment. Money itself stays in invoice_payments (migration 5);
-- these tables say where it came from and what is still to do. "IF NOT EXISTS" as in migration 5.

-- The secret in an invoice's "Pay now" link: 128 random bits (SQLite's randomblob is its CSPRNG),
-- made for every invoice as it is issued, and for those issued before this migration.
CREATE TABLE IF NOT EXISTS invoice_pay_tokens (
  invoice_id INTEGER PRIMARY KEY REFERENCES invoices (id),
  token TEXT NOT NULL UNIQUE
);
INSERT OR IGNORE INTO invoice_pay_tokens (invoice_id, token)
  SELECT id, lower(hex(randomblob(16))) FROM invoices WHERE kind = 'invoice';
CREATE TRIGGER IF NOT EXISTS invoices_pay_token AFTER INSERT ON invoices WHEN NEW.kind = 'invoice'
BEGIN
  INSERT OR IGNORE INTO invoice_pay_tokens (invoice_id, token) VALUES (NEW.id, lower(hex(randomblob(16))));
END;

-- Each Mollie payment made for an invoice, and the state Mollie last gave for it. At most one is
-- 'open' per invoice at a time: the pay page sends the buyer back to its checkout.
CREATE TABLE IF NOT EXISTS mollie_payments (
  payment_id TEXT PRIMARY KEY,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  -- Whole cents asked for: the open amount when it was made.
  amount INTEGER NOT NULL,
  checkout_url TEXT NOT NULL,
  -- 'open', 'paid', 'not-paid', 'charged-back' as PaymentState says, or 'unknown' (Mollie no longer knows it) (server/payments/payment-gateway.ts).
  state TEXT NOT NULL,
  -- Mollie's own status: open, pending, paid, failed, canceled, expired ...
  status TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS mollie_payments_invoice ON mollie_payments (invoice_id);

-- A webhook applied twice (or in any order) records its money once: one row per payment and kind.
CREATE UNIQUE INDEX IF NOT EXISTS invoice_payments_mollie ON invoice_payments (kind, method, note)
  WHERE method IN ('mollie', 'mollie-chargeback');

-- Money to give back after a credit note on a paid invoice: through Mollie when it was paid there,
-- else by transfer, marked done by hand. One per credit note.
CREATE TABLE IF NOT EXISTS invoice_refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  credit_note_id INTEGER NOT NULL UNIQUE REFERENCES invoices (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  method TEXT NOT NULL CHECK (method IN ('mollie', 'transfer')),
  -- For 'mollie': the payment refunded, and Mollie's refund once made.
  payment_id TEXT,
  refund_id TEXT,
  -- YYYY-MM-DD: 14 days after the credit note (art. 6:230r BW, the course terms).
  due_on TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- Set once the money went: Mollie accepted the refund, or the owner marked the transfer done.
  done_on TEXT,
  done_by TEXT,
  -- The last refusal from Mollie, tried again later.
  problem TEXT
);

-- A payment the webhook did not apply and the owner should look at (an amount that is not the
-- open balance, a payment for an invoice already paid or credited): listed on the Invoices page.
CREATE TABLE IF NOT EXISTS payment_questions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_id TEXT NOT NULL,
  invoice_id INTEGER REFERENCES invoices (id),
  amount INTEGER NOT NULL,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL,
  resolved_at TEXT,
  resolved_by TEXT,
  UNIQUE (payment_id, reason)
);
