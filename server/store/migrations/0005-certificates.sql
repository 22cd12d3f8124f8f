-- Migration 5: certificates of participation (issue 34). A certificate is a snapshot: who, which
-- course, which dates, in which language, so it can be checked for years after its enrolment is
-- deleted by retention (no trigger ties it to the enquiry; its own retention setting deletes it).
-- The verification code is public on the PDF and the page (/certificates/<code>): at least 128
-- random bits, base64url; the roster resends or revokes by it. Its mail goes out through an outbox
-- of its own (mail_* columns, as the run mails'). "IF NOT EXISTS": a store set back to version 0 by
-- hand runs every migration again and must come through unchanged.
CREATE TABLE IF NOT EXISTS certificates (
  code TEXT PRIMARY KEY,
  enquiry_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  -- Where the mail goes: the participant's e-mail, else the booker's.
  email TEXT NOT NULL,
  course_key TEXT NOT NULL,
  run_key TEXT NOT NULL,
  course_title TEXT NOT NULL,
  first_day TEXT NOT NULL,
  last_day TEXT NOT NULL,
  hours INTEGER,
  trainer TEXT,
  attendance TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  revoked_at TEXT,
  mail_status TEXT NOT NULL,
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_next_at TEXT,
  mailed_at TEXT,
  UNIQUE (enquiry_id, position)
);

CREATE INDEX IF NOT EXISTS certificates_by_run ON certificates (course_key, run_key);
CREATE INDEX IF NOT EXISTS certificates_to_mail ON certificates (mail_status, mail_next_at);

-- The owner's tick on the roster: a participant marked partly present gets a certificate too.
CREATE TABLE IF NOT EXISTS certificate_ticks (
  enquiry_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  ticked_at TEXT NOT NULL,
  PRIMARY KEY (enquiry_id, position)
) WITHOUT ROWID;

CREATE TRIGGER IF NOT EXISTS certificate_ticks_go_with_their_enquiry AFTER DELETE ON enquiries
  BEGIN DELETE FROM certificate_ticks WHERE enquiry_id = old.id; END;
