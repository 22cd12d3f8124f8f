-- Migration 6: certificates of participation and the evaluations that come with them (issue 34). A certificate is a snapshot: who, which
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
  -- The evaluation's one-time link (link_tokens, purpose 'evaluation'), raw only until the mail
  -- that carries it is sent (the store keeps the token's hash); evaluation_links says whose it is.
  evaluation_token TEXT,
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

-- Which certificate an evaluation link is for (a resend makes a new link; either works, once).
CREATE TABLE IF NOT EXISTS evaluation_links (
  token_id INTEGER PRIMARY KEY,
  certificate_code TEXT NOT NULL
);

CREATE TRIGGER IF NOT EXISTS evaluation_links_go_with_their_token AFTER DELETE ON link_tokens
  BEGIN DELETE FROM evaluation_links WHERE token_id = old.id; END;

-- One evaluation per certificate, stored once through its link. Kept apart from the enrolment (the
-- course page's rating counts them after the enrolment is gone); first name and company are copied
-- in only with consent to publish, and an evaluation without it is anonymised after a setting's
-- period (its comment dropped).
CREATE TABLE IF NOT EXISTS evaluations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  certificate_code TEXT NOT NULL UNIQUE,
  course_key TEXT NOT NULL,
  run_key TEXT NOT NULL,
  language TEXT NOT NULL,
  overall INTEGER NOT NULL,
  trainer INTEGER NOT NULL,
  content INTEGER NOT NULL,
  recommend INTEGER NOT NULL,
  comment TEXT NOT NULL,
  is_publishable INTEGER NOT NULL,
  first_name TEXT,
  company TEXT,
  submitted_at TEXT NOT NULL,
  anonymised_at TEXT
);

CREATE INDEX IF NOT EXISTS evaluations_by_course ON evaluations (course_key, run_key);
