import type { DatabaseSync } from "node:sqlite";

/**
 * Migration 9 (issue 43, review 3 H3, M14, M15): ratings that are what they
 * claim. A certificate records whose address it went to (`recipient`): the
 * participant's own, or the booker's when the participant gave none (only the
 * participant's own gets an evaluation link); and its e-mail address may be
 * cleared (nullable), 90 days after its mail.
 * An evaluation records where its link went (`link_sent_to`) and whether its
 * certificate was revoked (`revoked_at`): only one from the participant's own
 * address, of a certificate still valid, counts. The certificates table is
 * rebuilt (SQLite cannot drop a NOT NULL), rowids kept: they are the mail
 * queue's keys. Every step tolerates a store that already had it (a store set
 * back to version 0 by hand runs every migration again).
 */
export function evaluationsFromOwnAddress(db: DatabaseSync): void {
  const columnsOf = (table: string) =>
    new Set(
      (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map(
        (column) => column.name,
      ),
    );
  if (!columnsOf("certificates").has("recipient")) rebuildCertificates(db);
  const evaluationColumns = columnsOf("evaluations");
  if (!evaluationColumns.has("link_sent_to")) {
    db.exec(`ALTER TABLE evaluations ADD COLUMN link_sent_to TEXT
      CHECK (link_sent_to IN ('participant', 'booker'))`);
  }
  if (!evaluationColumns.has("revoked_at")) {
    db.exec("ALTER TABLE evaluations ADD COLUMN revoked_at TEXT");
  }
  db.exec(backfill);
}

function rebuildCertificates(db: DatabaseSync): void {
  db.exec(`
ALTER TABLE certificates RENAME TO certificates_before_9;
CREATE TABLE certificates (
  code TEXT PRIMARY KEY,
  enquiry_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  -- Where the mail goes; NULL once cleared, 90 days after the mail was sent (a resend then takes
  -- the enrolment's address while it is kept).
  email TEXT,
  -- Whose address that is: the participant's own ('participant', also a participant who enrolled
  -- themselves), or the booker's for a participant who gave none ('booker'); NULL: not known (issued
  -- before migration 9, its enrolment already deleted). Only 'participant' gets an evaluation link.
  recipient TEXT CHECK (recipient IN ('participant', 'booker')),
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
  evaluation_token TEXT,
  UNIQUE (enquiry_id, position)
);
INSERT INTO certificates (rowid, code, enquiry_id, position, language, name, email, course_key, run_key,
    course_title, first_day, last_day, hours, trainer, attendance, issued_at, revoked_at, mail_status,
    mail_attempts, mail_next_at, mailed_at, evaluation_token)
  SELECT rowid, code, enquiry_id, position, language, name, email, course_key, run_key, course_title,
    first_day, last_day, hours, trainer, attendance, issued_at, revoked_at, mail_status, mail_attempts,
    mail_next_at, mailed_at, evaluation_token
  FROM certificates_before_9;
DROP TABLE certificates_before_9;
CREATE INDEX IF NOT EXISTS certificates_by_run ON certificates (course_key, run_key);
CREATE INDEX IF NOT EXISTS certificates_to_mail ON certificates (mail_status, mail_next_at);
`);
}

/**
 * What the rows already there were: the address a certificate went to compared with its
 * participant's own (the participant's e-mail when it is not the booker's, or the booker's when
 * the participant is the booker by name); each evaluation as its certificate. An evaluation whose
 * link went to the booker loses the consent to publish the booker gave for someone else.
 * Evaluations anonymised before lose their certificate's code too (M14).
 */
const backfill = `
UPDATE certificates SET recipient = (
  SELECT CASE
      WHEN lower(trim(p.name)) = lower(trim(e.name)) AND lower(certificates.email) = lower(e.email)
        THEN 'participant'
      WHEN p.email IS NOT NULL AND lower(p.email) = lower(certificates.email)
          AND lower(p.email) <> lower(e.email) THEN 'participant'
      ELSE 'booker' END
    FROM participants p JOIN enquiries e ON e.id = p.enquiry_id
    WHERE p.enquiry_id = certificates.enquiry_id AND p.position = certificates.position)
  WHERE recipient IS NULL;
UPDATE evaluations SET
    link_sent_to = (SELECT c.recipient FROM certificates c WHERE c.code = evaluations.certificate_code),
    revoked_at = (SELECT c.revoked_at FROM certificates c WHERE c.code = evaluations.certificate_code)
  WHERE link_sent_to IS NULL;
UPDATE evaluations SET is_publishable = 0, first_name = NULL, company = NULL
  WHERE link_sent_to = 'booker' AND is_publishable = 1;
DELETE FROM link_tokens WHERE id IN (SELECT l.token_id FROM evaluation_links l
  JOIN evaluations v ON v.certificate_code = l.certificate_code WHERE v.anonymised_at IS NOT NULL);
UPDATE evaluations SET certificate_code = 'anonymised-' || lower(hex(randomblob(18)))
  WHERE anonymised_at IS NOT NULL AND certificate_code NOT LIKE 'anonymised-%';
`;
