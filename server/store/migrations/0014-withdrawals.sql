-- Issue 44, point 2: the EU withdrawal function (server/runs/withdrawal-tables.ts). One row per
-- statement of withdrawal that reached us, from an enrolment's own page or from the public page
-- (name, e-mail address and enrolment number as the consumer gave them): `received_at` is the
-- moment it reached us (ISO, UTC; shown in Amsterdam time), the one every reckoning counts from.
-- `enquiry_id`: the enrolment it names, once known (its page; or the number and that enrolment's
-- own address matched); `token_id`: the link that confirms a matched public statement
-- (link_tokens, purpose 'withdrawal'); `withdrawn_at`: when the enrolment was withdrawn by it;
-- `handled_at`/`handled_by`: the owner marked it handled by hand on the Runs page. `facts`: what
-- the acknowledgement says, as JSON. The acknowledgement goes out once through the store's one
-- mail queue (mail_* columns, as the run mails') to the address given. "IF NOT EXISTS": a store
-- set back to version 0 by hand runs every migration again and must come through unchanged.
CREATE TABLE IF NOT EXISTS withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  source TEXT NOT NULL CHECK (source IN ('enrolment-page', 'public-page')),
  received_at TEXT NOT NULL,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  enrolment_number TEXT NOT NULL,
  enquiry_id INTEGER,
  token_id INTEGER,
  withdrawn_at TEXT,
  handled_at TEXT,
  handled_by TEXT,
  facts TEXT NOT NULL,
  mail_status TEXT NOT NULL,
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_next_at TEXT,
  mailed_at TEXT
);

CREATE INDEX IF NOT EXISTS withdrawals_to_mail ON withdrawals (mail_status, mail_next_at);
CREATE INDEX IF NOT EXISTS withdrawals_of_enrolment ON withdrawals (enquiry_id);
