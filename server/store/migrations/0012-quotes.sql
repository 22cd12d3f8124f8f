-- Issue 45: quotes to businesses, each version as it was sent, the buyer's answer, the links in
-- their mails and their mails. No trigger ties a quote to the enquiry it was made from: a quote,
-- and above all an accepted one with its acceptance record, is kept 7 years (as the invoices it
-- leads to), long after the enquiry's own clean-up. "IF NOT EXISTS" as in migration 5.
CREATE TABLE IF NOT EXISTS quotes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- "Q2026-0001": allocated in the transaction that first sends it; a draft has none.
  number TEXT UNIQUE,
  year INTEGER,
  sequence INTEGER,
  -- The enquiry it answers (kept after that enquiry is deleted), or none.
  enquiry_id INTEGER,
  -- The quote it was copied from: an accepted quote changes only by a copy.
  copied_from INTEGER REFERENCES quotes (id),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- The working copy (server/quotes/quote-draft.ts) while it holds what is not yet sent.
  draft TEXT,
  -- Every save and send counts one up: a form posted from an older page changes nothing.
  revision INTEGER NOT NULL DEFAULT 1,
  UNIQUE (year, sequence),
  CHECK ((number IS NULL) = (sequence IS NULL))
);

-- Each version as sent: its snapshot (server/quotes/quote-snapshot.ts), the terms' texts it was
-- mailed with, and its PDF as sent with the PDF's SHA-256 (never rendered again once stored).
CREATE TABLE IF NOT EXISTS quote_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_id INTEGER NOT NULL REFERENCES quotes (id),
  version INTEGER NOT NULL CHECK (version >= 1),
  sent_at TEXT NOT NULL,
  sent_by TEXT NOT NULL,
  -- YYYY-MM-DD in Europe/Amsterdam, as printed; the last day it can be accepted.
  issue_date TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl')),
  buyer_name TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  -- Whole cents.
  excl_vat INTEGER NOT NULL CHECK (excl_vat >= 0),
  vat INTEGER NOT NULL CHECK (vat >= 0),
  incl_vat INTEGER NOT NULL CHECK (incl_vat >= 0),
  snapshot TEXT NOT NULL,
  terms TEXT NOT NULL,
  pdf BLOB,
  pdf_sha256 TEXT,
  rendered_at TEXT,
  -- When the next version was sent: this one's link then says so and accepts nothing.
  superseded_at TEXT,
  UNIQUE (quote_id, version)
);
CREATE INDEX IF NOT EXISTS quote_versions_unrendered ON quote_versions (id) WHERE pdf IS NULL;

-- The buyer's answer to a version, one at most (its key): accepted with who, their role, when and
-- the SHA-256 of the exact PDF sent; or declined, with the reason if given. At most one accepted
-- version per quote.
CREATE TABLE IF NOT EXISTS quote_answers (
  version_id INTEGER PRIMARY KEY REFERENCES quote_versions (id),
  quote_id INTEGER NOT NULL REFERENCES quotes (id),
  answer TEXT NOT NULL CHECK (answer IN ('accepted', 'declined')),
  answered_at TEXT NOT NULL,
  name TEXT,
  role TEXT,
  reason TEXT,
  pdf_sha256 TEXT,
  CHECK (answer = 'declined' OR (name IS NOT NULL AND role IS NOT NULL AND pdf_sha256 IS NOT NULL))
);
CREATE UNIQUE INDEX IF NOT EXISTS quote_answers_accepted ON quote_answers (quote_id)
  WHERE answer = 'accepted';

-- The links in quote mails: 256 random bits each, kept only as their SHA-256, made when the mail
-- carrying one is claimed (the raw token exists only in that mail). Any link to a version shows
-- it, or says why it accepts nothing.
CREATE TABLE IF NOT EXISTS quote_links (
  token_hash TEXT PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES quote_versions (id),
  issued_at TEXT NOT NULL
);

-- The quote mails, an outbox like the others: the quote to the buyer, a reminder before it
-- expires, the accepted quote to the buyer, and the answer to the owner.
CREATE TABLE IF NOT EXISTS quote_mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  version_id INTEGER NOT NULL REFERENCES quote_versions (id),
  kind TEXT NOT NULL CHECK (kind IN ('quote', 'reminder', 'accepted', 'answer')),
  created_at TEXT NOT NULL,
  mail_status TEXT NOT NULL,
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_next_at TEXT,
  mailed_at TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS quote_mails_one_reminder ON quote_mails (version_id)
  WHERE kind = 'reminder';
CREATE INDEX IF NOT EXISTS quote_mails_due ON quote_mails (mail_next_at) WHERE mail_status = 'pending';
