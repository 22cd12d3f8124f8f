import type { DatabaseSync } from "node:sqlite";

/**
 * Migration 4, issue 30: the waiting list first, by offer; moves that respect
 * contracts. Its statements tolerate finding their objects already there (a
 * store whose schema version was set back, as tests do to stand for an older
 * one); SQLite records each without its IF NOT EXISTS, so the schema reads the
 * same either way.
 */
export function offers(db: DatabaseSync): void {
  // Waiting order: an enrolment's place in its run's queue. NULL reads as its arrival
  // (received_at); an enrolment moved in from another run joins after those already there.
  const columns = db.prepare("PRAGMA table_info(enquiries)").all() as { name: string }[];
  if (!columns.some((column) => column.name === "queued_at")) {
    db.exec("ALTER TABLE enquiries ADD COLUMN queued_at TEXT");
  }
  db.exec(tables);
}

const tables = `
-- Link tokens in mails (server/store/link-tokens.ts): only the SHA-256 of each 256-bit token,
-- one purpose each, tied to the one enrolment it acts on, expiring, used once.
CREATE TABLE IF NOT EXISTS link_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL,
  enquiry_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX IF NOT EXISTS link_tokens_enquiry ON link_tokens (enquiry_id);

-- Offers of a freed place to a waiting enrolment (kind 'place'), and the choice a confirmed
-- buyer gets when we move their run (kind 'move'): when it was made, until when it runs,
-- and how it ended (server/runs/run-offers.ts).
CREATE TABLE IF NOT EXISTS run_offers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  course_key TEXT NOT NULL,
  run_key TEXT NOT NULL,
  participants INTEGER NOT NULL,
  facts TEXT NOT NULL,
  offered_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  token_id INTEGER,
  answered_at TEXT,
  -- NULL while it runs; then accepted, declined, expired, given (by hand), withdrawn
  -- (the enrolment cancelled or the run closed meanwhile); for a move: kept, refund, refund-by-default.
  outcome TEXT
);
CREATE INDEX IF NOT EXISTS run_offers_running ON run_offers (expires_at) WHERE outcome IS NULL;
CREATE INDEX IF NOT EXISTS run_offers_enquiry ON run_offers (enquiry_id);

-- They go when their enrolment goes (erasure, retention), as its run mails do.
CREATE TRIGGER IF NOT EXISTS link_tokens_go_with_their_enquiry AFTER DELETE ON enquiries
  BEGIN DELETE FROM link_tokens WHERE enquiry_id = old.id; END;
CREATE TRIGGER IF NOT EXISTS run_offers_go_with_their_enquiry AFTER DELETE ON enquiries
  BEGIN DELETE FROM run_offers WHERE enquiry_id = old.id; END;
`;
