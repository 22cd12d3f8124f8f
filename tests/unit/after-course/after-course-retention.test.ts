import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { afterCourseRetentionJob } from "#server/after-course/after-course-retention.ts";
import {
  type CertificateTables,
  openCertificateTables,
} from "#server/after-course/certificate-tables.ts";
import { openEvaluationMethods } from "#server/after-course/evaluation-tables.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openRunTables } from "#server/runs/run-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import {
  afterCourseRetentionFromEnv,
  certificateEmailDays,
} from "#src/content/after-course-retention.ts";

/**
 * The nightly after-course clean-up as the privacy notice states it, run as
 * the scheduler runs it (review 3, M14 and M15): a certificate's e-mail
 * address is kept `certificateEmailDays` after its mail, for resends, then
 * cleared (a resend then takes the enrolment's address while it is kept); an
 * evaluation without consent to publish, once anonymised, keeps its scores in
 * the rating but no path leads from them to the named certificate.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let certificates: CertificateTables;
let evaluations: ReturnType<typeof openEvaluationMethods>;
let enquiryId: number;
const mailedAt = "2027-03-04T01:01:00.000Z";
const dayMs = 86_400_000;
const daysAfter = (at: string, days: number) => new Date(new Date(at).getTime() + days * dayMs);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "after-course-retention-"));
  database = openDatabase(databasePath(dir));
  certificates = openCertificateTables(database);
  evaluations = openEvaluationMethods(database);
  const [added] = openEnquiryTables(database).addBatch([
    {
      values: { name: "Bea Booker", email: "office@example.nl", phone: "", message: "" },
      language: "en",
      receivedAt: "2027-02-01T10:00:00.000Z",
      isToBeMailed: false,
      enrolment: JSON.stringify({
        run: { key: "2027-03-01-classroom", start: "2027-03-01", end: "2027-03-03" },
        participantList: [
          { name: "Ada Lovelace", email: "ada@example.nl" },
          { name: "Charles Babbage", email: "charles@example.nl" },
        ],
      }),
      run: {
        courseKey: "devops/docker",
        runKey: "2027-03-01-classroom",
        participants: 2,
        capacity: 10,
        isScheduled: true,
      },
    },
  ]);
  enquiryId = added?.id as number;
  const runs = openRunTables(database);
  for (const position of [1, 2]) {
    runs.markAttendance({ enquiryId, position, mark: "present", at: "2027-03-01T09:00:00Z" });
  }
  certificates.issueCertificates({
    today: "2027-03-04",
    at: "2027-03-04T00:05:00.000Z",
    isMailing: true,
    courses: {},
  });
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

/** The job as the scheduler runs it on a given day, with the periods' defaults. */
const nightOf = (now: Date) =>
  afterCourseRetentionJob(
    { afterCourseRetention: async (change) => certificates.afterCourseRetention(change) },
    afterCourseRetentionFromEnv({}),
    { info() {} },
    () => now.getTime(),
  ).run();
const sendAll = (at: string) => {
  const jobs = certificates.claimDueCertificateMails(at, "2099-01-01T00:00:00.000Z", 10);
  for (const job of jobs) certificates.markCertificateMailSent(job.id, at);
  return jobs.sort((a, b) => a.position - b.position);
};
const addressOf = (position: number) =>
  (
    database.database
      .prepare("SELECT email FROM certificates WHERE enquiry_id = ? AND position = ?")
      .get(enquiryId, position) as { email: string | null }
  ).email;

describe("a certificate's e-mail address", () => {
  it(`is kept ${certificateEmailDays} days after its mail, for resends, then cleared`, async () => {
    sendAll(mailedAt);
    await nightOf(daysAfter(mailedAt, certificateEmailDays - 1));
    expect(addressOf(1)).toBe("ada@example.nl");
    await nightOf(daysAfter(mailedAt, certificateEmailDays + 1));
    expect([addressOf(1), addressOf(2)]).toEqual([null, null]);
    // The certificate itself still checks out.
    const [code] = certificates
      .runCertificates("devops/docker", "2027-03-01-classroom")
      .certificates.map((each) => each.code);
    expect(certificates.certificateByCode(code ?? "")?.name).toBe("Ada Lovelace");
  });

  it("once cleared, a resend goes to the enrolment's address while it is kept, and is refused after", async () => {
    sendAll(mailedAt);
    await nightOf(daysAfter(mailedAt, certificateEmailDays + 1));
    const later = daysAfter(mailedAt, certificateEmailDays + 2).toISOString();
    expect(certificates.resendCertificate(enquiryId, 1, later, true)).toBe("done");
    const [again] = sendAll(later);
    expect([again?.name, again?.email]).toEqual(["Ada Lovelace", "ada@example.nl"]);
    database.database.prepare("DELETE FROM enquiries WHERE id = ?").run(enquiryId);
    expect(certificates.resendCertificate(enquiryId, 2, later, true)).toBe("no-address");
  });
});

describe("an anonymised evaluation", () => {
  it("keeps its scores in the rating, and no path leads from them to the named certificate", async () => {
    const [ada] = sendAll(mailedAt);
    const certificateRow = () =>
      database.database
        .prepare("SELECT * FROM certificates WHERE enquiry_id = ? AND position = 1")
        .get(enquiryId) as Record<string, unknown>;
    const before = { ...certificateRow() };
    const submittedAt = "2027-03-05T09:17:23.456Z";
    expect(
      evaluations.submitEvaluation(ada?.evaluationToken ?? "", submittedAt, {
        overall: 2,
        trainer: 3,
        content: 2,
        recommend: false,
        comment: "Too fast",
        isPublishable: false,
      }),
    ).toBe("stored");
    await nightOf(daysAfter(submittedAt, 366));

    const [rating] = evaluations.courseRatings();
    expect(rating).toMatchObject({ count: 1, average: 2, comments: [] });
    const db = database.database;
    const stored = db.prepare("SELECT * FROM evaluations").get() as Record<string, unknown>;
    expect(stored).toMatchObject({ overall: 2, comment: "", first_name: null, company: null });
    // The evaluation names no certificate, and nothing else names the evaluation.
    const code = String(before.code);
    const storedCode = String(stored.certificate_code);
    expect(storedCode).not.toBe(code);
    expect(db.prepare("SELECT 1 FROM certificates WHERE code = ?").get(storedCode)).toBe(undefined);
    const tables = (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'evaluations'")
        .all() as { name: string }[]
    ).map((table) => table.name);
    for (const table of tables) {
      const rows = JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all());
      expect(rows, table).not.toContain(storedCode);
      expect(rows, table).not.toContain(submittedAt);
    }
    expect(
      db.prepare("SELECT * FROM evaluation_links WHERE certificate_code = ?").all(code),
    ).toEqual([]);
    // The certificate is as it was before the evaluation (its address cleared meanwhile): no trace of one.
    expect(certificateRow()).toEqual({ ...before, email: null });
    // Nor does a resend give a new link for a run whose evaluations are closed.
    certificates.resendCertificate(enquiryId, 1, daysAfter(submittedAt, 367).toISOString(), true);
    expect(
      db.prepare("SELECT evaluation_token FROM certificates WHERE code = ?").get(code),
    ).toEqual({
      evaluation_token: null,
    });
  });
});

describe("a run with an anonymised evaluation", () => {
  it("still takes the answer of a participant whose link is open (a short anonymising period)", async () => {
    const [ada, charles] = sendAll(mailedAt);
    const answer = {
      overall: 4,
      trainer: 4,
      content: 4,
      recommend: true,
      comment: "",
      isPublishable: false,
    };
    evaluations.submitEvaluation(ada?.evaluationToken ?? "", "2027-03-04T12:00:00.000Z", answer);
    await afterCourseRetentionJob(
      { afterCourseRetention: async (change) => certificates.afterCourseRetention(change) },
      afterCourseRetentionFromEnv({ EVALUATION_ANONYMISE_DAYS: "1" }),
      { info() {} },
      () => new Date("2027-03-06T00:05:00.000Z").getTime(),
    ).run();
    expect(evaluations.evaluationList()[0]?.comment).toBe("");
    expect(
      evaluations.submitEvaluation(
        charles?.evaluationToken ?? "",
        "2027-03-06T09:00:00.000Z",
        answer,
      ),
    ).toBe("stored");
    expect(evaluations.courseRatings()[0]?.count).toBe(2);
  });
});
