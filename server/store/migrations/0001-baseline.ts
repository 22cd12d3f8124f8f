import type { DatabaseSync } from "node:sqlite";

/**
 * Migration 1, the one bridge from stores made before numbered migrations
 * (schema version 0): an empty file, or whatever shape an earlier version
 * left, from the first `enquiries` table of six columns on (the shapes are in
 * tests/fixtures/stores/). It brings each to the schema of 25 November 2026
 * (0d12e1e), every column with the default the older versions gave it. It is
 * the only migration that looks at what exists: from here on, each store at
 * the same version has the same tables, and a migration just changes them.
 */
export function baseline(db: DatabaseSync): void {
  db.exec(tables);
  addMissingColumns(db, "enquiries", enquiryColumns);
  addMissingColumns(db, "sessions", [["browser", "TEXT"]]);
  db.exec(indexes);
  // Exports logged before the log kept no search: the privacy notice says it never holds one.
  db.exec(`UPDATE audit_log SET detail = substr(detail, 1, instr(detail, ' (search “') - 1) || ', narrowed by a search'
    WHERE action = 'export' AND instr(detail, ' (search “') > 0`);
}

/** The columns the enquiries table gained after its first six, in the order they came. */
const enquiryColumns: [string, string][] = [
  // The outbox's: enquiries stored before it read as "off", never to be e-mailed.
  ["mail_status", "TEXT NOT NULL DEFAULT 'off'"],
  ["mail_attempts", "INTEGER NOT NULL DEFAULT 0"],
  ["mail_next_at", "TEXT"],
  ["mailed_at", "TEXT"],
  // Enquiries stored before it came from the English form, the only one there was.
  ["language", "TEXT NOT NULL DEFAULT 'en'"],
  ["kind", "TEXT NOT NULL DEFAULT 'enquiry'"],
  ["details", "TEXT"],
  ["handled_at", "TEXT"],
  ["course_key", "TEXT"],
  ["run_key", "TEXT"],
  ["participants", "INTEGER"],
  ["place", "TEXT"],
  ["place_version", "INTEGER NOT NULL DEFAULT 0"],
  ["place_changed_at", "TEXT"],
  ["joining_sent_at", "TEXT"],
  ["run_last_day", "TEXT"],
];

/**
 * An older table gets the columns it lacks. Enrolments stored before
 * `run_last_day` get it from their record's run, or from the later run their
 * key names when they moved since (retention counts from it).
 */
function addMissingColumns(db: DatabaseSync, table: string, columns: [string, string][]) {
  const rows = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  const existing = new Set(rows.map((row) => row.name));
  for (const [name, definition] of columns) {
    if (!existing.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
  }
  if (table === "enquiries" && !existing.has("run_last_day")) {
    db.exec(`
      UPDATE enquiries SET run_last_day = coalesce(json_extract(details, '$.run.end'), json_extract(details, '$.run.start'))
        WHERE kind = 'enrolment' AND json_valid(details);
      UPDATE enquiries SET run_last_day = substr(run_key, 1, 10)
        WHERE kind = 'enrolment' AND run_key GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]-*'
          AND (run_last_day IS NULL OR run_last_day < substr(run_key, 1, 10));
    `);
  }
}

/** Every table as the baseline has it; an older store keeps the ones it has (their columns follow). */
const tables = `
  -- The store's own: a committed write proves the file is there, ours and writable (database.ts).
  CREATE TABLE IF NOT EXISTS health_probe (id INTEGER PRIMARY KEY, checked_at TEXT NOT NULL);

  -- Enquiries and enrolments (server/enquiries/enquiry-tables.ts), with their outbox marks and,
  -- for an enrolment, its run and its place on it (server/enquiries/run-places.ts).
  CREATE TABLE IF NOT EXISTS enquiries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    message TEXT NOT NULL,
    mail_status TEXT NOT NULL DEFAULT 'off',
    mail_attempts INTEGER NOT NULL DEFAULT 0,
    mail_next_at TEXT,
    mailed_at TEXT,
    language TEXT NOT NULL DEFAULT 'en',
    -- Enrolments share the table and the outbox of enquiries (not their retention).
    kind TEXT NOT NULL DEFAULT 'enquiry',
    details TEXT,
    -- Set in the back office when someone has answered it.
    handled_at TEXT,
    -- An enrolment's run and its place on it; NULL for an enquiry.
    course_key TEXT,
    run_key TEXT,
    participants INTEGER,
    place TEXT,
    -- Bumped by every change of place: an action names the version it saw, a stale one changes nothing.
    place_version INTEGER NOT NULL DEFAULT 0,
    place_changed_at TEXT,
    joining_sent_at TEXT,
    -- YYYY-MM-DD: the last day of the dated run an enrolment is on (moved with it); its retention counts from it.
    run_last_day TEXT
  );

  -- A run guaranteed, cancelled or moved, from the back office's Runs page.
  CREATE TABLE IF NOT EXISTS run_states (
    course_key TEXT NOT NULL,
    run_key TEXT NOT NULL,
    guaranteed_at TEXT,
    cancelled_at TEXT,
    moved_to TEXT,
    PRIMARY KEY (course_key, run_key)
  );

  -- The run mails waiting to go out (server/runs/run-mail-queue.ts).
  CREATE TABLE IF NOT EXISTS run_mails (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    enquiry_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    facts TEXT NOT NULL,
    place TEXT,
    joining_was_sent INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    mail_status TEXT NOT NULL,
    mail_attempts INTEGER NOT NULL DEFAULT 0,
    mail_next_at TEXT,
    mailed_at TEXT
  );

  -- The back office's (server/back-office/tables.ts): tokens are kept as their SHA-256 only.
  CREATE TABLE IF NOT EXISTS accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    user_handle TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    last_sign_in_at TEXT
  );
  CREATE TABLE IF NOT EXISTS passkeys (
    credential_id TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL,
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT,
    created_at TEXT NOT NULL,
    last_used_at TEXT
  );
  CREATE TABLE IF NOT EXISTS invitations (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  );
  CREATE TABLE IF NOT EXISTS sessions (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    -- The browser family at sign-in, never the User-Agent itself.
    browser TEXT
  );
  CREATE TABLE IF NOT EXISTS audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL
  );

  -- The visit counts, per day, aggregates only (server/traffic/traffic-tables.ts).
  CREATE TABLE IF NOT EXISTS traffic_pages (
    day TEXT NOT NULL,
    page TEXT NOT NULL,
    language TEXT NOT NULL,
    views INTEGER NOT NULL,
    visitors INTEGER NOT NULL,
    entries INTEGER NOT NULL,
    PRIMARY KEY (day, page)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS traffic_days (
    day TEXT PRIMARY KEY,
    visitors INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS traffic_sources (
    day TEXT NOT NULL,
    kind TEXT NOT NULL,
    page TEXT NOT NULL,
    value TEXT NOT NULL,
    views INTEGER NOT NULL,
    PRIMARY KEY (day, kind, page, value)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS traffic_not_found (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    views INTEGER NOT NULL,
    PRIMARY KEY (day, path)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS traffic_conversions (
    day TEXT NOT NULL,
    page TEXT NOT NULL,
    kind TEXT NOT NULL,
    course TEXT NOT NULL,
    run TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, page, kind, course, run)
  ) WITHOUT ROWID;
`;

/** Made once every column is there. */
const indexes = `
  CREATE INDEX IF NOT EXISTS enquiries_received_at ON enquiries (received_at);
  CREATE INDEX IF NOT EXISTS enquiries_mail_due ON enquiries (mail_next_at) WHERE mail_status = 'pending';
  -- Covering: a run's places taken are summed from the index alone, however long its list.
  -- (It replaced enquiries_run_place, which stores made on the runs branch may still hold.)
  DROP INDEX IF EXISTS enquiries_run_place;
  CREATE INDEX IF NOT EXISTS enquiries_places_by_run
    ON enquiries (course_key, run_key, place, participants) WHERE place IS NOT NULL;
  CREATE INDEX IF NOT EXISTS run_mails_due ON run_mails (mail_next_at) WHERE mail_status = 'pending';
  CREATE INDEX IF NOT EXISTS run_mails_enquiry ON run_mails (enquiry_id);
  -- A run mail goes when its enrolment goes (erasure, retention).
  CREATE TRIGGER IF NOT EXISTS run_mails_go_with_their_enquiry AFTER DELETE ON enquiries
    BEGIN DELETE FROM run_mails WHERE enquiry_id = old.id; END;
  CREATE INDEX IF NOT EXISTS passkeys_account ON passkeys (account_id);
  CREATE INDEX IF NOT EXISTS sessions_account ON sessions (account_id);
`;
