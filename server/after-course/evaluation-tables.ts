import type { StoreConnection } from "#server/store/database.ts";
import { openLinkTokens } from "#server/store/link-tokens.ts";
import { commentsPerCourse } from "#src/training/course-ratings.server.ts";
import { notPrivateRunKey } from "#src/training/private-runs.ts";
import type { EvaluationAnswers } from "./evaluation-answers.ts";

/**
 * What an evaluation's link stands for: its course and the participant, or
 * why it acts no more ("closed": its certificate was revoked, or the link went
 * to a booker's address before migration 9).
 */
export type EvaluationLookup =
  | {
      state: "open";
      courseTitle: string;
      language: string;
      firstName: string;
      company: string | null;
      expiresAt: string;
    }
  | { state: "used" | "expired" | "closed" | "unknown" };

export type EvaluationOutcome = "stored" | "used" | "expired" | "closed" | "unknown";

/**
 * Why an evaluation does not count in a rating: its link went to the
 * booker's address ("booker"), where it went is not known ("unknown", sent
 * before migration 9 for an enrolment already deleted), or its certificate
 * was revoked ("revoked").
 */
/** Why an evaluation is not in a rating; "private": of a private run (issue 45), the owner's only. */
export type UncountedReason = "booker" | "unknown" | "revoked" | "private";

/**
 * The evaluations a rating counts, in SQL over `evaluations`: sent through a
 * link to the participant's own address, for a certificate not revoked, of a
 * public run (a private run's are the owner's to read, never the site's).
 */
const isCounted = `link_sent_to = 'participant' AND revoked_at IS NULL AND ${notPrivateRunKey("run_key")}`;

/**
 * Whether certificate `c` may get no new evaluation link, in SQL: answered,
 * or its run's evaluations closed by anonymising one of them (an anonymised
 * answer keeps no tie to its certificate: M14, so the run, not the
 * certificate, says so; the links it had are deleted with it).
 */
export const evaluationIsDone = `EXISTS (SELECT 1 FROM evaluations v WHERE v.certificate_code = c.code
  OR (v.course_key = c.course_key AND v.run_key = c.run_key AND v.anonymised_at IS NOT NULL))`;

/** A course's rating for its page (src/training/course-ratings.server.ts reads it from the build). */
export interface CourseRating {
  courseKey: string;
  count: number;
  /** Overall, 1 to 5, to one decimal. */
  average: number;
  comments: {
    comment: string;
    firstName: string | null;
    company: string | null;
    submittedAt: string;
    language: string;
  }[];
}

/** One evaluation as the back office lists it. */
export interface StoredEvaluation {
  id: number;
  courseKey: string;
  runKey: string;
  courseTitle: string;
  overall: number;
  trainer: number;
  content: number;
  recommend: boolean;
  comment: string;
  isPublishable: boolean;
  firstName: string | null;
  company: string | null;
  submittedAt: string;
  /** Null: it counts in the course's rating (and its comment may be shown with consent). */
  uncountedReason: UncountedReason | null;
}

/**
 * Evaluations in the store's process (migration 0006), joined into the
 * certificate tables' methods: what a link stands for (a visit changes
 * nothing), the answer stored once in the transaction that uses its token,
 * and the answers for the back office.
 */
export function openEvaluationMethods(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const tokens = openLinkTokens(db);
  const certificateOf = db.prepare(
    `SELECT c.code, c.course_key AS courseKey, c.run_key AS runKey, c.course_title AS courseTitle, c.language,
       c.name, c.recipient, c.revoked_at AS revokedAt,
       EXISTS (SELECT 1 FROM evaluations v WHERE v.certificate_code = c.code) AS isAnswered, e.details
       FROM evaluation_links l JOIN certificates c ON c.code = l.certificate_code
       LEFT JOIN enquiries e ON e.id = c.enquiry_id WHERE l.token_id = ?`,
  );

  function find(token: string, at: string) {
    const found = tokens.find(token, "evaluation", at);
    if (found.state === "unknown") return { state: "unknown" as const };
    const certificate = certificateOf.get(found.token.id) as CertificateRow | undefined;
    if (!certificate) return { state: "unknown" as const };
    // Revoking ends the link; a link that went to a booker never takes an answer.
    if (certificate.revokedAt || certificate.recipient !== "participant") {
      return { state: "closed" as const };
    }
    if (found.state === "used" || Number(certificate.isAnswered)) return { state: "used" as const };
    if (found.state === "expired") return { state: "expired" as const };
    return { state: "open" as const, token: found.token, certificate };
  }

  return {
    evaluationLookup(token: string, at: string): EvaluationLookup {
      const found = find(token, at);
      if (found.state !== "open") return { state: found.state };
      const { certificate } = found;
      return {
        state: "open",
        courseTitle: certificate.courseTitle,
        language: certificate.language,
        firstName: firstNameOf(certificate.name),
        company: companyOf(certificate.details),
        expiresAt: found.token.expiresAt,
      };
    },

    /** Stores the answers once: the token is used in the same commit. */
    submitEvaluation(token: string, at: string, answers: EvaluationAnswers): EvaluationOutcome {
      return transaction((): EvaluationOutcome => {
        const found = find(token, at);
        if (found.state !== "open") return found.state;
        const { certificate } = found;
        if (!tokens.use(found.token.id, at)) return "used";
        db.prepare(
          `INSERT INTO evaluations (certificate_code, course_key, run_key, language, overall, trainer, content,
             recommend, comment, is_publishable, first_name, company, submitted_at, link_sent_to)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          certificate.code,
          certificate.courseKey,
          certificate.runKey,
          certificate.language,
          answers.overall,
          answers.trainer,
          answers.content,
          answers.recommend ? 1 : 0,
          answers.comment,
          answers.isPublishable ? 1 : 0,
          // Copied in only with consent to publish them beside the comment.
          answers.isPublishable ? firstNameOf(certificate.name) : null,
          answers.isPublishable ? companyOf(certificate.details) : null,
          at,
          certificate.recipient,
        );
        return "stored";
      });
    },

    /**
     * Each course's rating as its page shows it (read by the build): how many
     * evaluations count and their overall average, and the newest comments of
     * those their writers let us publish. Every one counted came through a
     * certificate still valid, by a link to the participant's own address.
     */
    courseRatings(commentsEach = commentsPerCourse): CourseRating[] {
      const totals = db
        .prepare(
          `SELECT course_key AS courseKey, count(*) AS count, avg(overall) AS average FROM evaluations
           WHERE ${isCounted} GROUP BY course_key ORDER BY course_key`,
        )
        .all() as unknown as { courseKey: string; count: number; average: number }[];
      const comments = db.prepare(
        `SELECT comment, first_name AS firstName, company, submitted_at AS submittedAt, language FROM evaluations
         WHERE course_key = ? AND ${isCounted} AND is_publishable = 1 AND comment <> '' AND anonymised_at IS NULL
         ORDER BY submitted_at DESC, id DESC LIMIT ?`,
      );
      return totals.map((total) => ({
        courseKey: total.courseKey,
        count: Number(total.count),
        average: Math.round(Number(total.average) * 10) / 10,
        comments: (
          comments.all(total.courseKey, commentsEach) as unknown as CourseRating["comments"]
        ).map((comment) => ({ ...comment })),
      }));
    },

    /** Every evaluation, newest first, with its course's title as its certificate names it. */
    evaluationList(): StoredEvaluation[] {
      return db
        .prepare(
          `SELECT v.id, v.course_key AS courseKey, v.run_key AS runKey, coalesce(c.course_title, v.course_key) AS courseTitle,
             v.overall, v.trainer, v.content, v.recommend, v.comment, v.is_publishable AS isPublishable,
             v.first_name AS firstName, v.company, v.submitted_at AS submittedAt,
             CASE WHEN v.revoked_at IS NOT NULL THEN 'revoked' WHEN v.link_sent_to = 'booker' THEN 'booker'
               WHEN v.link_sent_to IS NULL THEN 'unknown' WHEN NOT (${notPrivateRunKey("v.run_key")}) THEN 'private'
               END AS uncountedReason
           FROM evaluations v LEFT JOIN certificates c ON c.code = v.certificate_code
           ORDER BY v.submitted_at DESC, v.id DESC`,
        )
        .all()
        .map((row) => {
          const plain = { ...(row as Record<string, unknown>) };
          return {
            ...plain,
            id: Number(plain.id),
            recommend: Boolean(plain.recommend),
            isPublishable: Boolean(plain.isPublishable),
            uncountedReason: plain.uncountedReason ?? null,
          } as StoredEvaluation;
        });
    },

    /**
     * The writer withdrew their consent to publish (review 3, M13): the
     * comment is no longer published (the ratings file follows at the next
     * build), and the first name and company, copied in only for it, are
     * dropped. Returns the evaluation's course and run, or null when there was
     * no consent to withdraw.
     */
    withdrawEvaluationConsent(id: number): { courseKey: string; runKey: string } | null {
      const row = db
        .prepare(
          `UPDATE evaluations SET is_publishable = 0, first_name = NULL, company = NULL
           WHERE id = ? AND is_publishable = 1 RETURNING course_key AS courseKey, run_key AS runKey`,
        )
        .get(id) as { courseKey: string; runKey: string } | undefined;
      return row ? { courseKey: row.courseKey, runKey: row.runKey } : null;
    },
  };
}

interface CertificateRow {
  code: string;
  courseKey: string;
  runKey: string;
  courseTitle: string;
  language: string;
  name: string;
  recipient: string | null;
  revokedAt: string | null;
  isAnswered: number;
  details: string | null;
}

function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

function companyOf(details: string | null): string | null {
  try {
    const record = JSON.parse(details ?? "{}") as { buyer?: string; company?: string };
    return record.buyer === "business" && record.company ? record.company : null;
  } catch {
    return null;
  }
}
