import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type CertificateTables,
  openCertificateTables,
} from "#server/after-course/certificate-tables.ts";
import { type EnquiryTables, openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";

/**
 * Who gets a certificate of participation, in the store: after the run's
 * last day, each named participant marked present, and partly present only
 * with the owner's tick; once; never for absent, unmarked, a cancelled run or
 * before the run is over. A certificate's code verifies, a changed one does
 * not, and a revoked one no longer does.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let enquiries: EnquiryTables;
let runs: RunTables;
let certificates: CertificateTables;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "certificates-"));
  database = openDatabase(databasePath(dir));
  enquiries = openEnquiryTables(database);
  runs = openRunTables(database);
  certificates = openCertificateTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

const at = "2027-02-01T10:00:00.000Z";
const courseKey = "devops/docker";
const runKey = "2027-03-01-classroom";
const courses = {
  [courseKey]: { title: { en: "Docker in practice", nl: "Docker in de praktijk" }, hours: 24 },
};

function enrol(names: { name?: string; email?: string }[], language: "en" | "nl" = "en") {
  const [added] = enquiries.addBatch([
    {
      values: { name: "Booker", email: "booker@example.nl", phone: "", message: "" },
      language,
      receivedAt: at,
      isToBeMailed: false,
      enrolment: JSON.stringify({
        course: { key: courseKey, title: "Docker" },
        run: { key: runKey, start: "2027-03-01", end: "2027-03-03" },
        participants: names.length,
        participantList: names,
      }),
      run: { courseKey, runKey, participants: names.length, capacity: 20, isScheduled: true },
    },
  ]);
  return added?.id as number;
}

const mark = (enquiryId: number, position: number, value: "present" | "partly" | "absent") =>
  runs.markAttendance({ enquiryId, position, mark: value, at });
const issue = (today: string, isMailing = true) =>
  certificates.issueCertificates({ today, at: `${today}T00:05:00.000Z`, isMailing, courses });
const codesOf = (enquiryId: number) =>
  certificates
    .runCertificates(courseKey, runKey)
    .certificates.filter((each) => each.enquiryId === enquiryId)
    .sort((a, b) => a.position - b.position);

describe("certificates of participation", () => {
  it("go to the present, and the partly present only once ticked, after the last day, once", () => {
    const id = enrol([
      { name: "Ada Lovelace", email: "ada@example.nl" },
      { name: "Charles Babbage" },
      { name: "Grace Hopper" },
      { name: "Alan Turing" },
      {},
    ]);
    mark(id, 1, "present");
    mark(id, 2, "partly");
    mark(id, 3, "absent");
    // 4 is never marked; 5 is unnamed and present.
    mark(id, 5, "present");
    expect(issue("2027-03-03")).toBe(0); // the last day itself: not over yet
    expect(issue("2027-03-04")).toBe(1);
    expect(codesOf(id).map((each) => each.position)).toEqual([1]);
    certificates.tickCertificate(id, 2, true, at);
    expect(issue("2027-03-05")).toBe(1);
    expect(issue("2027-03-06")).toBe(0);
    expect(codesOf(id).map((each) => each.position)).toEqual([1, 2]);
  });

  it("go to the participant's own e-mail, else the booker's, with the course as the catalogue names it", () => {
    const id = enrol(
      [{ name: "Ada Lovelace", email: "ada@example.nl" }, { name: "Charles Babbage" }],
      "nl",
    );
    mark(id, 1, "present");
    mark(id, 2, "present");
    issue("2027-03-04");
    const jobs = certificates.claimDueCertificateMails(
      "2027-03-04T01:00:00.000Z",
      "2027-03-04T01:05:00.000Z",
      10,
    );
    expect(
      jobs.map((job) => [
        job.name,
        job.email,
        job.courseTitle,
        job.firstDay,
        job.lastDay,
        job.hours,
      ]),
    ).toEqual([
      ["Ada Lovelace", "ada@example.nl", "Docker in de praktijk", "2027-03-01", "2027-03-03", 24],
      [
        "Charles Babbage",
        "booker@example.nl",
        "Docker in de praktijk",
        "2027-03-01",
        "2027-03-03",
        24,
      ],
    ]);
  });

  it("hold no evaluation link once their mail is sent: the store keeps its hash only", () => {
    const id = enrol([{ name: "Ada Lovelace", email: "ada@example.nl" }]);
    mark(id, 1, "present");
    issue("2027-03-04");
    const [job] = certificates.claimDueCertificateMails(
      "2027-03-04T01:00:00.000Z",
      "2027-03-04T01:05:00.000Z",
      10,
    );
    const token = job?.evaluationToken ?? "";
    expect(token).not.toBe("");
    certificates.markCertificateMailSent(job?.id ?? 0, "2027-03-04T01:01:00.000Z");
    expect(certificates.pendingCertificateMailCount()).toBe(0);
    expect(
      JSON.stringify(database.database.prepare("SELECT * FROM certificates").all()),
    ).not.toContain(token);
  });

  it("none for a cancelled run", () => {
    const id = enrol([{ name: "Ada Lovelace" }]);
    mark(id, 1, "present");
    database.database
      .prepare("INSERT INTO run_states (course_key, run_key, cancelled_at) VALUES (?, ?, ?)")
      .run(courseKey, runKey, at);
    expect(issue("2027-03-04")).toBe(0);
  });

  it("a code of at least 128 random bits verifies; the same code changed by one letter does not; revoked, it no longer does", () => {
    const id = enrol([{ name: "Ada Lovelace" }, { name: "Charles Babbage" }]);
    mark(id, 1, "present");
    mark(id, 2, "present");
    issue("2027-03-04");
    const [first, second] = codesOf(id).map((each) => each.code);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(first ?? "", "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(first).not.toBe(second);
    expect(certificates.certificateByCode(first ?? "")).toEqual({
      name: "Ada Lovelace",
      courseTitle: "Docker in practice",
      firstDay: "2027-03-01",
      lastDay: "2027-03-03",
      language: "en",
      attendance: "present",
    });
    const changed = `${(first ?? "").slice(0, -1)}${(first ?? "").endsWith("A") ? "B" : "A"}`;
    expect(certificates.certificateByCode(changed)).toBeNull();
    expect(certificates.revokeCertificate(id, 1, at)).toBe(true);
    expect(certificates.certificateByCode(first ?? "")).toBeNull();
    expect(certificates.resendCertificate(id, 1, at, true)).toBe("revoked");
    expect(certificates.resendCertificate(id, 2, at, true)).toBe("done");
  });

  it("outlive their enrolment (the verification data has its own retention)", () => {
    const id = enrol([{ name: "Ada Lovelace" }]);
    mark(id, 1, "present");
    issue("2027-03-04");
    const [code] = codesOf(id).map((each) => each.code);
    database.database.prepare("DELETE FROM enquiries WHERE id = ?").run(id);
    expect(certificates.certificateByCode(code ?? "")?.name).toBe("Ada Lovelace");
  });
});
