import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openCertificateTables } from "#server/after-course/certificate-tables.ts";
import { openEvaluationMethods } from "#server/after-course/evaluation-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { hashLinkToken } from "#server/store/link-tokens.ts";
import { loadStore } from "#tests/support/store-dump.ts";

/**
 * Migration 9 on a store as the landed version made it (schema-8.sql, with
 * certificates and evaluations written as that version wrote them): an
 * evaluation whose link went to the booker's address (a participant without
 * one of their own) no longer counts, its comment is never shown and the
 * booker's consent for it is gone; one from the participant's own address
 * (also a participant who enrolled themselves, under the booker's address)
 * still counts; one whose enrolment is gone is not known and does not count;
 * a booker's link still open takes no answer; an evaluation anonymised before
 * loses its certificate's code. Every certificate keeps its values and rowid.
 */
let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "evaluations-migration-"));
  file = databasePath(dir);
  loadStore(file, readFileSync(path.resolve("tests/fixtures/stores/schema-8.sql"), "utf8"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const course = "testing/istqb-foundation";
const run = "2027-03-01-classroom";
const openToken = "B".repeat(43);

/** What the landed version wrote after the run of enrolment 8 (booker Edsger Dijkstra). */
function landedAfterCourse(db: DatabaseSync) {
  // Edsger enrolled himself (his participant address is his booking address); Alan and Barbara have none.
  db.exec(`UPDATE participants SET name = 'Alan Turing', attendance = 'present' WHERE enquiry_id = 8 AND position = 2;
    UPDATE participants SET attendance = 'present' WHERE enquiry_id = 8 AND position = 1;
    INSERT INTO participants (enquiry_id, position, name, email, attendance, changed_at)
      VALUES (8, 3, 'Barbara Liskov', NULL, 'present', '2026-11-24T18:00:00.000Z');`);
  const certificate = db.prepare(
    `INSERT INTO certificates (rowid, code, enquiry_id, position, language, name, email, course_key, run_key,
       course_title, first_day, last_day, hours, trainer, attendance, issued_at, mail_status, mailed_at)
     VALUES (?, ?, ?, ?, 'en', ?, ?, ?, ?, 'ISTQB Foundation', '2027-03-01', '2027-03-03', 21, NULL,
       'present', '2027-03-04T00:05:00.000Z', 'sent', '2027-03-04T00:06:00.000Z')`,
  );
  certificate.run(
    11,
    "code-edsger-000000000001",
    8,
    1,
    "Edsger Dijkstra",
    "edsger@example.nl",
    course,
    run,
  );
  certificate.run(
    12,
    "code-alan-00000000000002",
    8,
    2,
    "Alan Turing",
    "edsger@example.nl",
    course,
    run,
  );
  certificate.run(
    13,
    "code-barbara-00000000003",
    8,
    3,
    "Barbara Liskov",
    "edsger@example.nl",
    course,
    run,
  );
  // Its enrolment deleted since (retention): where its link went is not known any more.
  certificate.run(
    14,
    "code-gone-00000000000004",
    99,
    1,
    "Grace Hopper",
    "grace@example.nl",
    course,
    run,
  );
  const token = db.prepare(
    `INSERT INTO link_tokens (id, token_hash, purpose, enquiry_id, created_at, expires_at, used_at)
     VALUES (?, ?, 'evaluation', ?, '2027-03-04T00:05:00.000Z', '2099-01-01T00:00:00.000Z', ?)`,
  );
  const link = db.prepare(
    "INSERT INTO evaluation_links (token_id, certificate_code) VALUES (?, ?)",
  );
  token.run(21, hashLinkToken("A".repeat(43)), 8, "2027-03-05T10:00:00.000Z");
  link.run(21, "code-edsger-000000000001");
  token.run(22, hashLinkToken("C".repeat(43)), 8, "2027-03-05T11:00:00.000Z");
  link.run(22, "code-alan-00000000000002");
  token.run(23, hashLinkToken(openToken), 8, null);
  link.run(23, "code-barbara-00000000003");
  const evaluation = db.prepare(
    `INSERT INTO evaluations (certificate_code, course_key, run_key, language, overall, trainer, content, recommend,
       comment, is_publishable, first_name, company, submitted_at, anonymised_at)
     VALUES (?, ?, ?, 'en', ?, 4, 4, 1, ?, ?, ?, ?, ?, ?)`,
  );
  evaluation.run(
    "code-edsger-000000000001",
    course,
    run,
    5,
    "Clear and practical",
    1,
    "Edsger",
    "Voorbeeld B.V.",
    "2027-03-05T10:00:00.000Z",
    null,
  );
  evaluation.run(
    "code-alan-00000000000002",
    course,
    run,
    1,
    "Written by the office",
    1,
    "Alan",
    "Voorbeeld B.V.",
    "2027-03-05T11:00:00.000Z",
    null,
  );
  evaluation.run(
    "code-gone-00000000000004",
    course,
    run,
    2,
    "",
    0,
    null,
    null,
    "2027-03-05T12:00:00.000Z",
    "2028-03-06T00:05:00.000Z",
  );
}

describe("migration 9 on the landed store", () => {
  it("counts only evaluations whose link went to the participant's own address, and hides the rest", () => {
    const landed = new DatabaseSync(file);
    landedAfterCourse(landed);
    const before = landed.prepare("SELECT rowid, * FROM certificates ORDER BY rowid").all();
    landed.close();

    const database = openDatabase(file);
    try {
      const evaluations = openEvaluationMethods(database);
      const [rating] = evaluations.courseRatings();
      expect(rating).toMatchObject({ courseKey: course, count: 1, average: 5 });
      expect(rating?.comments.map((each) => each.comment)).toEqual(["Clear and practical"]);
      const listed = evaluations.evaluationList();
      expect(listed.map((each) => [each.overall, each.uncountedReason])).toEqual([
        [2, "unknown"],
        [1, "booker"],
        [5, null],
      ]);
      // The booker's tick was consent for someone else: gone, with the name it would have shown.
      expect(listed.find((each) => each.overall === 1)).toMatchObject({
        isPublishable: false,
        firstName: null,
        company: null,
      });
      // A link the booker received and has not used yet takes no answer.
      expect(evaluations.evaluationLookup(openToken, "2027-03-10T00:00:00.000Z")).toEqual({
        state: "closed",
      });

      const db = database.database;
      const after = db
        .prepare(
          `SELECT rowid, code, enquiry_id, position, language, name, email, course_key, run_key, course_title,
             first_day, last_day, hours, trainer, attendance, issued_at, revoked_at, mail_status, mail_attempts,
             mail_next_at, mailed_at, evaluation_token FROM certificates ORDER BY rowid`,
        )
        .all();
      expect(after).toEqual(before);
      expect(db.prepare("SELECT code, recipient FROM certificates ORDER BY rowid").all()).toEqual([
        { code: "code-edsger-000000000001", recipient: "participant" },
        { code: "code-alan-00000000000002", recipient: "booker" },
        { code: "code-barbara-00000000003", recipient: "booker" },
        { code: "code-gone-00000000000004", recipient: null },
      ]);
      // Anonymised before: no tie to its certificate left.
      expect(
        db
          .prepare("SELECT 1 FROM evaluations WHERE certificate_code = 'code-gone-00000000000004'")
          .get(),
      ).toBeUndefined();
      // And a certificate's address may now be cleared.
      const certificates = openCertificateTables(database);
      expect(
        certificates.afterCourseRetention({
          certificatesBefore: "2000-01-01T00:00:00.000Z",
          addressesBefore: "2099-01-01T00:00:00.000Z",
          evaluationsBefore: "2000-01-01T00:00:00.000Z",
          at: "2027-06-03T00:05:00.000Z",
        }).addresses,
      ).toBe(4);
    } finally {
      database.close();
    }
  });
});
