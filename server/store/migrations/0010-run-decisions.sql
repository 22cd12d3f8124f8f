-- Issue 44, point 4: runs with a minimum of participants. A run still below its minimum on its
-- decision date is flagged once by the nightly job (server/runs/run-minimum.ts): one row per run,
-- so a second night, a restart or a second server flags it no more, and the owner's alert mail
-- (NOTIFY_TO) goes out once through the store's one mail queue (mail_* columns, as the run
-- mails'). `facts` holds what the mail says, as JSON: the course, the run and its numbers on the
-- day it was flagged. The flag stands until the run is decided (guaranteed, cancelled or moved:
-- run_states), which the Runs page reads with it. "IF NOT EXISTS": a store set back to version 0
-- by hand runs every migration again and must come through unchanged.
CREATE TABLE IF NOT EXISTS run_decisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  course_key TEXT NOT NULL,
  run_key TEXT NOT NULL,
  flagged_at TEXT NOT NULL,
  facts TEXT NOT NULL,
  mail_status TEXT NOT NULL,
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_next_at TEXT,
  mailed_at TEXT,
  UNIQUE (course_key, run_key)
);

CREATE INDEX IF NOT EXISTS run_decisions_to_mail ON run_decisions (mail_status, mail_next_at);
