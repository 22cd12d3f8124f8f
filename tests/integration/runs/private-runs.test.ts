import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openCertificateTables } from "#server/after-course/certificate-tables.ts";
import { openEvaluationMethods } from "#server/after-course/evaluation-tables.ts";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import type { RunMailFacts } from "#server/mail/run-mails.ts";
import type { PrivateRunCreation } from "#server/runs/private-run-tables.ts";
import { enrolmentInvoiceFacts } from "#server/runs/run-invoices.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { privateRunRecord } from "#server/back-office/quotes/private-run-record.ts";
import { isPrivateRunKey, withPrivateRuns } from "#src/training/private-runs.ts";
import { sendJoiningDetails } from "#server/runs/joining-details.ts";
import { testSeller } from "#tests/support/invoice-facts.ts";
import { testCatalogue } from "#tests/support/run-catalogue.ts";
import { buildQuoteSnapshot } from "#server/quotes/build-quote.ts";
import { testDraft, testQuoteFacts } from "#tests/support/quote-samples.ts";

/**
 * Private runs in the store (issue 45 point 4): made with the quote's buyer's enrolment in one
 * transaction, once per form however often it is posted; the enrolment is never invoiced
 * (confirmed, participants fewer, the run cancelled), never moved onto by another buyer; the
 * run is out of the public tallies, and its evaluations out of the course's public rating.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let runs: RunTables;
const courseKey = "devops/docker";
const at = "2026-11-20T10:00:00.000Z";
const catalogue = testCatalogue([]);
const course = catalogue.courses[0] as NonNullable<(typeof catalogue.courses)[0]>;
const snapshot = (() => {
  const built = buildQuoteSnapshot(testDraft(), testQuoteFacts());
  if ("problems" in built) throw new Error(built.problems.join(" "));
  return built.snapshot;
})();

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "private-runs-"));
  database = openDatabase(databasePath(dir));
  openEnquiryTables(database);
  runs = openRunTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

function creation(changes: Partial<PrivateRunCreation> = {}): PrivateRunCreation {
  const days = { start: "2027-05-12", end: "2027-05-13", mode: "in-company" as const };
  return {
    token: "form-token-0000000001",
    quoteId: 7,
    quoteNumber: snapshot.number,
    courseKey,
    language: "nl",
    days: { ...days, location: "Kempenlaan 10, Eindhoven", times: "9:00–17:00", participants: 3 },
    record: privateRunRecord({
      snapshot,
      acceptedAt: at,
      course,
      terms: catalogue.terms,
      language: "nl",
      participants: 3,
    }),
    booker: { name: "Jan de Vries", email: "jan@testbedrijf.example", phone: "" },
    at,
    by: "owner@example.nl",
    isMailing: true,
    ...changes,
  };
}

const rows = (sql: string, ...values: (string | number)[]) =>
  database.database
    .prepare(sql)
    .all(...values)
    .map((row) => ({ ...row }));

function factsOf(runKey: string): RunMailFacts {
  return { course: course.title, run: { key: runKey, label: { en: runKey, nl: runKey } } };
}

describe("a private run made from an accepted quote", () => {
  it("holds the buyer's enrolment, confirmed at once with its participants to be named and its receipt queued", () => {
    const made = runs.createPrivateRun(creation());
    expect(made).toMatchObject({ outcome: "created" });
    if (made.outcome === "refused") return;
    // A key no content run can have: content keys start with their first day.
    expect(isPrivateRunKey(made.runKey)).toBe(true);
    expect(made.runKey).not.toMatch(/^\d{4}-\d{2}-\d{2}-/);
    const [enrolment] = rows(
      "SELECT name, email, place, participants, mail_status AS mail, course_key AS course, run_key AS run, run_last_day AS lastDay, details FROM enquiries",
    );
    expect(enrolment).toMatchObject({
      name: "Jan de Vries",
      email: "jan@testbedrijf.example",
      place: "confirmed",
      participants: 3,
      mail: "pending",
      course: courseKey,
      run: made.runKey,
      lastDay: "2027-05-13",
    });
    const record = JSON.parse(String(enrolment?.details));
    expect(record).toMatchObject({
      buyer: "business",
      company: snapshot.buyer.company,
      vatId: snapshot.buyer.vatId,
      invoiceEmail: snapshot.buyer.invoiceEmail,
      po: snapshot.reference,
      privateOf: snapshot.number,
      run: { key: made.runKey, start: "2027-05-12", end: "2027-05-13", mode: "in-company" },
    });
    expect(record.run.label).toContain("Kempenlaan 10, Eindhoven");
    expect(rows("SELECT position, name FROM participants ORDER BY position")).toEqual([
      { position: 1, name: null },
      { position: 2, name: null },
      { position: 3, name: null },
    ]);
    expect(runs.privateRuns()).toEqual([
      expect.objectContaining({ key: made.runKey, participants: 3, enquiryId: made.enquiryId }),
    ]);
  });

  it("is made once however often the same form is posted; another form makes the quote's next", () => {
    const first = runs.createPrivateRun(creation());
    const again = runs.createPrivateRun(creation());
    expect(again).toEqual({ ...first, outcome: "exists" });
    expect(rows("SELECT count(*) AS n FROM enquiries")).toEqual([{ n: 1 }]);
    const second = runs.createPrivateRun(creation({ token: "form-token-0000000002" }));
    expect(second).toMatchObject({ outcome: "created" });
    expect(runs.privateRuns().map((run) => run.key)).toEqual([
      `private-${snapshot.number.toLowerCase()}-1`,
      `private-${snapshot.number.toLowerCase()}-2`,
    ]);
  });

  it("never invoices its enrolment: not on confirmation, not for a participant fewer, not when the run is cancelled", () => {
    const made = runs.createPrivateRun(creation());
    if (made.outcome === "refused") throw new Error("refused");
    const row = runs.runEnrolment(made.enquiryId);
    if (!row) throw new Error("no enrolment");
    const invoicing = { seller: testSeller, vat: catalogue.vat };
    expect(enrolmentInvoiceFacts(row, factsOf(made.runKey), invoicing)).toEqual({
      none: "private-run",
    });
    const fewer = runs.changeParticipantCount({
      enquiryId: made.enquiryId,
      version: row.placeVersion,
      at,
      isMailing: false,
      capacity: 3,
      facts: factsOf(made.runKey),
      invoicing,
      kind: "remove",
      position: 3,
    });
    expect(fewer).toMatchObject({ outcome: "done", documents: [] });
    // The buyer's own cancellation 17 days before the start would cost half the fee: no invoice.
    const late = "2027-04-25T10:00:00.000Z";
    const cancelled = runs.changePlace({
      id: made.enquiryId,
      version: runs.runEnrolment(made.enquiryId)?.placeVersion ?? 0,
      action: "cancel",
      cause: "buyer",
      receivedOn: "2027-04-25",
      at: late,
      isMailing: false,
      capacity: 3,
      facts: factsOf(made.runKey),
    });
    expect(cancelled).toMatchObject({ outcome: "done" });
    expect(cancelled).not.toHaveProperty("documents");
    expect(
      runs.cancelRun({
        courseKey,
        runKey: made.runKey,
        at: late,
        isMailing: false,
        facts: factsOf(made.runKey),
      }),
    ).toMatchObject({ outcome: "done" });
    expect(rows("SELECT place FROM enquiries")).toEqual([{ place: "cancelled" }]);
    expect(rows("SELECT count(*) AS n FROM invoices")).toEqual([{ n: 0 }]);
  });

  it("is never a move's target for another buyer's enrolment", () => {
    const made = runs.createPrivateRun(creation());
    if (made.outcome === "refused") throw new Error("refused");
    const publicKey = "2027-06-01-classroom";
    const [other] = openEnquiryTables(database).addBatch([
      {
        values: { name: "Piet", email: "piet@example.nl", phone: "", message: "" },
        language: "en",
        receivedAt: at,
        isToBeMailed: false,
        enrolment: JSON.stringify({ buyer: "business", run: { key: publicKey } }),
        run: { courseKey, runKey: publicKey, participants: 1, isScheduled: true, capacity: 8 },
      },
    ]);
    const id = other?.id as number;
    runs.changePlace({
      id,
      version: 0,
      action: "confirm",
      at,
      isMailing: false,
      capacity: 8,
      facts: factsOf(publicKey),
    });
    const row = runs.runEnrolment(id);
    const offerRun = (runKey: string, isPrivate: boolean) => ({
      courseKey,
      runKey,
      capacity: 20,
      start: runKey === publicKey ? "2027-06-01" : "2027-05-12",
      facts: factsOf(runKey),
      ...(isPrivate && { isPrivate: true }),
    });
    const moved = runs.moveEnrolment({
      id,
      version: row?.placeVersion ?? 0,
      toKey: made.runKey,
      isExpressRequested: false,
      moveDays: 14,
      at,
      isMailing: false,
      offers: {
        runs: [offerRun(publicKey, false), offerRun(made.runKey, true)],
        origin: "https://www.example.com",
        offerHours: 48,
      },
      facts: factsOf(publicKey),
    });
    expect(moved).toMatchObject({ outcome: "refused", reason: "not-allowed", runs: [] });
    expect(runs.runEnrolment(id)?.runKey).toBe(publicKey);
  });

  it("changes its days, place and number until it starts, its enrolment and participants with it", () => {
    const made = runs.createPrivateRun(creation());
    if (made.outcome === "refused") throw new Error("refused");
    const days = { start: "2027-06-07", end: "2027-06-07", mode: "online" as const };
    const changed = runs.editPrivateRun({
      runKey: made.runKey,
      days: { ...days, participants: 5 },
      course: course.title,
      at,
      isMailing: true,
    });
    expect(changed).toMatchObject({ outcome: "changed" });
    expect(runs.privateRuns()[0]).toMatchObject({ ...days, participants: 5 });
    expect(rows("SELECT participants, run_last_day AS lastDay FROM enquiries")).toEqual([
      { participants: 5, lastDay: "2027-06-07" },
    ]);
    expect(rows("SELECT count(*) AS n FROM participants")).toEqual([{ n: 5 }]);
    // From its first day on it can no longer change.
    const started = runs.editPrivateRun({
      runKey: made.runKey,
      days: { ...days, participants: 2 },
      course: course.title,
      at: "2027-06-07T08:00:00.000Z",
      isMailing: true,
    });
    expect(started).toEqual({ outcome: "refused", reason: "started" });
  });

  it("gets its joining details from the nightly job, with its times and place, as any run", async () => {
    const made = runs.createPrivateRun(creation());
    if (made.outcome === "refused") throw new Error("refused");
    const queued = await sendJoiningDetails({
      runs: {
        queueJoiningDetails: async (change) =>
          runs.queueJoiningDetails({ ...change, isMailing: true }),
      },
      catalogue: () => withPrivateRuns(catalogue, runs.privateRuns()),
      days: 7,
      now: new Date("2027-05-06T10:00:00.000Z"),
      record: async () => {},
      log: { info() {}, error() {} },
    });
    expect(queued).toBe(1);
    const [mail] = rows("SELECT kind, facts FROM run_mails");
    expect(mail?.kind).toBe("joining");
    expect(JSON.parse(String(mail?.facts)).run).toMatchObject({
      key: made.runKey,
      times: "9:00–17:00",
      location: "Kempenlaan 10, Eindhoven",
      privateQuote: snapshot.number,
    });
  });

  it("is out of the public tallies, and its evaluations out of the course's public rating", () => {
    const made = runs.createPrivateRun(
      creation({
        days: { start: "2027-02-01", end: "2027-02-02", mode: "online", participants: 1 },
      }),
    );
    if (made.outcome === "refused") throw new Error("refused");
    expect(JSON.stringify(openEnquiryTables(database).runTallies()).includes(made.runKey)).toBe(
      false,
    );
    // Its participant named with an address of their own, present, certified and asked.
    database.database
      .prepare("UPDATE participants SET name = 'Ada Lovelace', email = 'ada@example.nl'")
      .run();
    runs.markAttendance({
      enquiryId: made.enquiryId,
      position: 1,
      mark: "present",
      at: "2027-02-01T09:00:00Z",
    });
    const certificates = openCertificateTables(database);
    certificates.issueCertificates({
      today: "2027-02-04",
      at: "2027-02-04T00:05:00.000Z",
      isMailing: true,
      courses: { [courseKey]: { title: course.title } },
    });
    const [job] = certificates.claimDueCertificateMails(
      "2027-02-04T01:00:00.000Z",
      "2099-01-01T00:00:00.000Z",
      10,
    );
    expect(job?.evaluationToken).toBeTruthy();
    const evaluations = openEvaluationMethods(database);
    const answers = {
      overall: 5,
      trainer: 5,
      content: 5,
      recommend: true,
      comment: "Great in-company days",
      isPublishable: true,
    };
    expect(
      evaluations.submitEvaluation(job?.evaluationToken ?? "", "2027-02-05T09:00:00Z", answers),
    ).toBe("stored");
    expect(evaluations.courseRatings()).toEqual([]);
    // The owner sees it, marked as a private run's.
    expect(evaluations.evaluationList().map((each) => each.uncountedReason)).toEqual(["private"]);
  });
});
