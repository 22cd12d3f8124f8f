import { randomBytes } from "node:crypto";
import type { StoreConnection, StoreMethods, StoreTables } from "#server/store/database.ts";
import { openLinkTokens } from "#server/store/link-tokens.ts";
import { openMailQueue } from "#server/store/mail-queue.ts";
import { evaluationIsDone, openEvaluationMethods } from "./evaluation-tables.ts";
import type {
  Certificate,
  CertificateIssue,
  CertificateRecipient,
  CertificateMailJob,
  CertificateView,
  RunCertificates,
} from "./certificate-types.ts";

/**
 * A certificate's verification code: 144 random bits, base64url (24
 * characters). Printed on the PDF and in the page's address, so it must not
 * be guessable; it is no secret once shown, so the store keeps it as it is
 * (the owner's resend makes the same PDF again).
 */
export function newCertificateCode(): string {
  return randomBytes(18).toString("base64url");
}

const fields = `rowid AS id, code, enquiry_id AS enquiryId, position, language, name, email, recipient, course_key AS courseKey,
  run_key AS runKey, course_title AS courseTitle, first_day AS firstDay, last_day AS lastDay, hours, trainer,
  attendance, issued_at AS issuedAt, revoked_at AS revokedAt, mail_status AS mailStatus,
  evaluation_token AS evaluationToken`;

/** How long an evaluation's link works after its certificate is issued. */
export const evaluationDays = 30;

function daysAfter(at: string, days: number): string {
  return new Date(new Date(at).getTime() + days * 86_400_000).toISOString();
}

/**
 * Whose address a participant's mail goes to, in SQL over the participant `p`
 * and their enrolment `e` (the address is `coalesce(p.email, e.email)`): the
 * participant's own when they gave one that is not the booker's, or when they
 * are the booker (the same name: someone who enrolled themselves); else the
 * booker's. Only the participant's own address gets an evaluation link.
 */
const recipientOf = `CASE WHEN lower(trim(p.name)) = lower(trim(e.name))
    OR (p.email IS NOT NULL AND lower(p.email) <> lower(e.email)) THEN 'participant'
  ELSE 'booker' END`;

/**
 * Certificates of participation in the store's process (migration 0006):
 * issued by the nightly job to every participant marked present (partly
 * present only with the owner's tick) once their run's last day is past,
 * each a snapshot that outlives its enrolment; their mails go out through an
 * outbox of their own; the roster resends or revokes one; the public page
 * looks one up by its code.
 */
export function openCertificateTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const tokens = openLinkTokens(db);
  const setToken = db.prepare("UPDATE certificates SET evaluation_token = ? WHERE code = ?");
  const link = db.prepare(
    "INSERT INTO evaluation_links (token_id, certificate_code) VALUES (?, ?)",
  );
  /** A fresh one-time link to the evaluation, carried by the certificate's next mail. */
  const newEvaluationLink = (code: string, enquiryId: number, at: string) => {
    const { token, id } = tokens.issue("evaluation", enquiryId, at, daysAfter(at, evaluationDays));
    setToken.run(token, code);
    link.run(id, code);
  };
  const due = db.prepare(
    `SELECT e.id AS enquiryId, p.position, e.language, p.name, coalesce(p.email, e.email) AS email,
       ${recipientOf} AS recipient, e.course_key AS courseKey, e.run_key AS runKey, e.details, e.run_last_day AS lastDay, p.attendance
     FROM participants p JOIN enquiries e ON e.id = p.enquiry_id
     WHERE e.kind = 'enrolment' AND e.place IN ('placed', 'confirmed')
       AND e.run_last_day IS NOT NULL AND e.run_last_day < ?
       AND p.name IS NOT NULL
       AND (p.attendance = 'present' OR (p.attendance = 'partly' AND EXISTS (
         SELECT 1 FROM certificate_ticks t WHERE t.enquiry_id = p.enquiry_id AND t.position = p.position)))
       AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.enquiry_id = p.enquiry_id AND c.position = p.position)
       AND NOT EXISTS (SELECT 1 FROM run_states s WHERE s.course_key = e.course_key AND s.run_key = e.run_key
         AND s.cancelled_at IS NOT NULL)
     ORDER BY e.id, p.position`,
  );
  const insert = db.prepare(
    `INSERT INTO certificates (code, enquiry_id, position, language, name, email, recipient, course_key, run_key,
       course_title, first_day, last_day, hours, trainer, attendance, issued_at, mail_status, mail_next_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byCode = db.prepare(`SELECT ${fields} FROM certificates WHERE code = ?`);
  const byParticipant = db.prepare(
    `SELECT ${fields} FROM certificates WHERE enquiry_id = ? AND position = ?`,
  );
  const byRowid = db.prepare(`SELECT ${fields} FROM certificates WHERE rowid = ?`);
  const isEvaluationDone = db.prepare(
    `SELECT 1 FROM certificates c WHERE c.code = ? AND ${evaluationIsDone}`,
  );
  const enrolmentAddress = db.prepare(
    `SELECT coalesce(p.email, e.email) AS email, ${recipientOf} AS recipient
     FROM participants p JOIN enquiries e ON e.id = p.enquiry_id WHERE p.enquiry_id = ? AND p.position = ?`,
  );
  const mails = openMailQueue<CertificateMailJob>(connection, {
    table: "certificates",
    key: "rowid",
    // The whole certificate: its PDF is rendered while the mail is sent.
    job: (claimed) =>
      numbers({
        ...(byRowid.get(claimed.id) as unknown as Certificate),
        ...claimed,
      }) as CertificateMailJob,
    // The evaluation's raw token lives only until its mail is sent: the store keeps its hash.
    whenSent: "mail_next_at = NULL, evaluation_token = NULL",
  });

  return {
    /** The nightly round: a certificate for everyone due, each with its mail; returns how many. */
    issueCertificates(issue: CertificateIssue): number {
      return transaction(() => {
        const rows = due.all(issue.today) as unknown as DueParticipant[];
        for (const row of rows) {
          const record = readRecord(row.details);
          const course = issue.courses[row.courseKey];
          const title =
            course?.title[row.language as "en"] ?? record.course?.title ?? row.courseKey;
          const firstDay =
            /^\d{4}-\d{2}-\d{2}/.exec(row.runKey)?.[0] ?? record.run?.start ?? row.lastDay;
          const code = newCertificateCode();
          insert.run(
            code,
            row.enquiryId,
            row.position,
            row.language,
            row.name,
            row.email,
            row.recipient,
            row.courseKey,
            row.runKey,
            title,
            firstDay,
            row.lastDay,
            course?.hours ?? null,
            course?.trainer ?? null,
            row.attendance,
            issue.at,
            issue.isMailing ? "pending" : "off",
            issue.isMailing ? issue.at : null,
          );
          // The evaluation only through the participant's own address (review 3, H3).
          if (issue.isMailing && row.recipient === "participant") {
            newEvaluationLink(code, row.enquiryId, issue.at);
          }
        }
        return rows.length;
      });
    },

    /** What the public page may show: a revoked or unknown code is nothing. */
    certificateByCode(code: string): CertificateView | null {
      const row = byCode.get(code) as Certificate | undefined;
      if (!row || row.revokedAt) return null;
      return {
        name: row.name,
        courseTitle: row.courseTitle,
        firstDay: row.firstDay,
        lastDay: row.lastDay,
        language: row.language,
        attendance: row.attendance,
      };
    },

    runCertificates(courseKey: string, runKey: string): RunCertificates {
      const certificates = db
        .prepare(
          `SELECT code, enquiry_id AS enquiryId, position, issued_at AS issuedAt, revoked_at AS revokedAt,
             mail_status AS mailStatus FROM certificates WHERE course_key = ? AND run_key = ?`,
        )
        .all(courseKey, runKey) as unknown as RunCertificates["certificates"];
      const ticks = db
        .prepare(
          `SELECT t.enquiry_id AS enquiryId, t.position FROM certificate_ticks t JOIN enquiries e ON e.id = t.enquiry_id
           WHERE e.course_key = ? AND e.run_key = ?`,
        )
        .all(courseKey, runKey) as unknown as RunCertificates["ticks"];
      return { certificates: certificates.map(numbers), ticks: ticks.map(numbers) };
    },

    /** The owner's tick: a partly present participant gets a certificate too (or no longer will). */
    tickCertificate(enquiryId: number, position: number, isTicked: boolean, at: string): boolean {
      return transaction(() => {
        const exists = db
          .prepare("SELECT 1 FROM participants WHERE enquiry_id = ? AND position = ?")
          .get(enquiryId, position);
        if (!exists) return false;
        if (isTicked) {
          db.prepare(
            "INSERT OR IGNORE INTO certificate_ticks (enquiry_id, position, ticked_at) VALUES (?, ?, ?)",
          ).run(enquiryId, position, at);
        } else {
          db.prepare("DELETE FROM certificate_ticks WHERE enquiry_id = ? AND position = ?").run(
            enquiryId,
            position,
          );
        }
        return true;
      });
    },

    /**
     * Withdrawn: its page says "not found" from now on; kept, so the roster
     * shows it was. Its mail, if still unsent, is not sent; its evaluation
     * link no longer takes an answer, and an answer already given stops
     * counting (as long as the evaluation is not anonymised: nothing then
     * ties them).
     */
    revokeCertificate(enquiryId: number, position: number, at: string): boolean {
      return transaction(() => {
        const row = byParticipant.get(enquiryId, position) as Certificate | undefined;
        if (!row || row.revokedAt) return false;
        db.prepare(
          `UPDATE certificates SET revoked_at = ?, evaluation_token = NULL,
             mail_status = CASE WHEN mail_status = 'pending' THEN 'off' ELSE mail_status END
           WHERE code = ?`,
        ).run(at, row.code);
        db.prepare("UPDATE evaluations SET revoked_at = ? WHERE certificate_code = ?").run(
          at,
          row.code,
        );
        return true;
      });
    },

    /**
     * Its mail once more (a participant lost it). To the address it went to,
     * or, once that is cleared, to the enrolment's while it is kept; with a
     * new evaluation link only for the participant's own address and only
     * if not yet evaluated.
     */
    resendCertificate(
      enquiryId: number,
      position: number,
      at: string,
      isMailing: boolean,
    ): "done" | "gone" | "revoked" | "off" | "no-address" {
      return transaction(() => {
        const row = byParticipant.get(enquiryId, position) as Certificate | undefined;
        if (!row) return "gone";
        if (row.revokedAt) return "revoked";
        if (!isMailing) return "off";
        let recipient = row.recipient;
        if (row.email === null) {
          const current = enrolmentAddress.get(enquiryId, position) as
            | { email: string; recipient: CertificateRecipient }
            | undefined;
          if (!current) return "no-address";
          recipient = current.recipient;
          db.prepare("UPDATE certificates SET email = ?, recipient = ? WHERE code = ?").run(
            current.email,
            recipient,
            row.code,
          );
        }
        db.prepare(
          "UPDATE certificates SET mail_status = 'pending', mail_next_at = ?, mail_attempts = 0 WHERE code = ?",
        ).run(at, row.code);
        // Its first link went with the first mail (only its hash is kept): a new one, unless done.
        if (recipient === "participant" && !isEvaluationDone.get(row.code)) {
          newEvaluationLink(row.code, row.enquiryId, at);
        }
        return "done";
      });
    },

    /**
     * The nightly clean-up the privacy notice promises: certificates issued
     * before `certificatesBefore` are deleted (their page then says "not
     * found"); the e-mail address of those mailed (or, never mailed, issued)
     * before `addressesBefore` is cleared; evaluations without consent to
     * publish sent before `evaluationsBefore` lose their comment and every
     * tie to their certificate (its code replaced, its links deleted), so
     * their scores are without name (review 3, M14). Returns how many of each.
     */
    afterCourseRetention(change: {
      certificatesBefore: string;
      addressesBefore: string;
      evaluationsBefore: string;
      at: string;
    }): { certificates: number; addresses: number; evaluations: number } {
      return transaction(() => {
        const certificates = Number(
          db.prepare("DELETE FROM certificates WHERE issued_at < ?").run(change.certificatesBefore)
            .changes,
        );
        const addresses = Number(
          db
            .prepare(
              `UPDATE certificates SET email = NULL
               WHERE email IS NOT NULL AND mail_status <> 'pending' AND coalesce(mailed_at, issued_at) < ?`,
            )
            .run(change.addressesBefore).changes,
        );
        const anonymising = `is_publishable = 0 AND anonymised_at IS NULL AND submitted_at < ?`;
        // Their links' tokens (and so the links, by trigger): a token's use is the answer's time.
        db.prepare(
          `DELETE FROM link_tokens WHERE id IN (SELECT l.token_id FROM evaluation_links l
             JOIN evaluations v ON v.certificate_code = l.certificate_code WHERE ${anonymising})`,
        ).run(change.evaluationsBefore);
        const evaluations = Number(
          db
            .prepare(
              `UPDATE evaluations SET comment = '', first_name = NULL, company = NULL, anonymised_at = ?,
                 certificate_code = 'anonymised-' || lower(hex(randomblob(18)))
               WHERE ${anonymising}`,
            )
            .run(change.at, change.evaluationsBefore).changes,
        );
        return { certificates, addresses, evaluations };
      });
    },

    /** The outbox's methods (server/mail/outbox.ts), under names of their own in the store. */
    claimDueCertificateMails: mails.claim,
    renewCertificateMailLease: mails.renew,
    markCertificateMailSent: mails.sent,
    markCertificateMailFailed: mails.failed,
    pendingCertificateMailCount: mails.pendingCount,
  };
}

export type CertificateTables = ReturnType<typeof openCertificateTables>;

/** For the store's process: the certificates' methods and the evaluations' (evaluation-tables.ts). */
export function openTables(connection: StoreConnection) {
  return {
    methods: { ...openCertificateTables(connection), ...openEvaluationMethods(connection) },
  } satisfies StoreTables;
}

/** What the server calls (certificate-store.ts). */
export type CertificateMethods = StoreMethods<typeof openTables>;

interface DueParticipant {
  enquiryId: number;
  position: number;
  language: string;
  name: string;
  email: string;
  recipient: CertificateRecipient;
  courseKey: string;
  runKey: string;
  details: string | null;
  lastDay: string;
  attendance: string;
}

function readRecord(details: string | null): {
  course?: { title?: string };
  run?: { start?: string };
} {
  try {
    return JSON.parse(details ?? "{}");
  } catch {
    return {};
  }
}

/** node:sqlite's rows have a null prototype and may hold bigints. */
function numbers<T>(row: T): T {
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === "bigint") copy[key] = Number(value);
  }
  return copy as T;
}
