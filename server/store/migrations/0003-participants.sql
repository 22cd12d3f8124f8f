-- Migration 2: every participant of an enrolment by position (issue 34), by name once named, with an
-- optional e-mail (without one, their mails go to the booker) and, from the run's first day, an
-- attendance mark. The enrolment's `participants` count follows its rows
-- (server/enquiries/participant-rows.ts). Rows go with their enrolment (erasure, retention).
-- "IF NOT EXISTS" and the backfill's NOT EXISTS: a store set back to version 0 by hand (a test does, to
-- stand for an older version) runs every migration again and must come through unchanged.
CREATE TABLE IF NOT EXISTS participants (
  enquiry_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  -- NULL until named: enrolments from before names, or posted by an old page or Netlify.
  name TEXT,
  email TEXT,
  -- 'present', 'absent' or 'partly'; NULL until marked.
  attendance TEXT,
  changed_at TEXT NOT NULL,
  PRIMARY KEY (enquiry_id, position)
) WITHOUT ROWID;

CREATE TRIGGER IF NOT EXISTS participants_go_with_their_enquiry AFTER DELETE ON enquiries
  BEGIN DELETE FROM participants WHERE enquiry_id = old.id; END;

-- Enrolments stored before names keep their number of participants, as unnamed rows to be named later.
WITH RECURSIVE counting (position) AS (
  SELECT 1 UNION ALL SELECT position + 1 FROM counting WHERE position < 1000
)
INSERT INTO participants (enquiry_id, position, changed_at)
  SELECT e.id, counting.position, e.received_at
  FROM enquiries e JOIN counting ON counting.position <= coalesce(e.participants, 1)
  WHERE e.kind = 'enrolment'
    AND NOT EXISTS (SELECT 1 FROM participants p WHERE p.enquiry_id = e.id);
