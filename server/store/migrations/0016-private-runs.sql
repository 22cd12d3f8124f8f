-- Issue 45, point 4: private runs, made from an accepted in-company quote in the back office
-- (server/runs/private-run-tables.ts). A run of a course for one buyer, kept here and never in
-- content/: our server merges these into the live catalogue it reads (src/training/private-runs.ts),
-- so nothing a build reads holds one. `run_key` starts with 'private-' (a content run's key starts
-- with its date), so it never meets a content run's; `enquiry_id` is its one enrolment, the quote's
-- buyer's. `form_token`: the creation form's one-time token, so a form posted twice makes one run.
-- Days are YYYY-MM-DD in Amsterdam; `times` as a course file writes them. "IF NOT EXISTS": a store
-- set back to version 0 by hand runs every migration again and must come through unchanged.
CREATE TABLE IF NOT EXISTS private_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  run_key TEXT NOT NULL UNIQUE,
  course_key TEXT NOT NULL,
  quote_id INTEGER NOT NULL,
  quote_number TEXT NOT NULL,
  start_day TEXT NOT NULL,
  end_day TEXT NOT NULL,
  times TEXT,
  mode TEXT NOT NULL CHECK (mode IN ('in-company', 'online', 'classroom')),
  location TEXT,
  language TEXT NOT NULL,
  participants INTEGER NOT NULL CHECK (participants > 0),
  enquiry_id INTEGER,
  form_token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  changed_at TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS private_runs_of_quote ON private_runs (quote_id);
