import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { type EnquiryTables, openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { runMail, type RunMailFacts } from "#server/mail/run-mails.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";
import { testIdentity } from "#tests/support/test-identity.ts";

/**
 * Review 3, M11: a consumer whose run starts within the 14-day withdrawal
 * period and who made no express request cannot take part (the terms; 6:230s
 * lid 5 BW), so their joining details are held; once the owner records the
 * request that came by e-mail, they go as for everyone, and a confirmation
 * after it says the request was made.
 */
const run = {
  key: "2026-12-01-classroom",
  label: { en: "1–3 December 2026", nl: "1–3 december 2026" },
  start: "2026-12-01",
  end: "2026-12-03",
  mode: "classroom" as const,
  location: "Eindhoven",
};
const facts: RunMailFacts = { course: { en: "Docker", nl: "Docker" }, run };

let dir: string;
let database: ReturnType<typeof openDatabase>;
let enquiries: EnquiryTables;
let tables: RunTables;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "express-request-"));
  database = openDatabase(databasePath(dir));
  enquiries = openEnquiryTables(database);
  tables = openRunTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

function enrol(name: string, buyer: "private" | "business", hasExpressRequest = false): number {
  const [placed] = enquiries.addBatch([
    {
      values: { name, email: `${name}@example.nl`, phone: "", message: "" },
      language: "en",
      receivedAt: "2026-11-01T10:00:00.000Z",
      isToBeMailed: false,
      enrolment: JSON.stringify({
        buyer,
        consents: {
          terms: { version: "1", at: "2026-11-01T10:00:00.000Z" },
          ...(hasExpressRequest && { expressRequest: { at: "2026-11-01T10:00:00.000Z" } }),
        },
      }),
      run: {
        courseKey: "devops/docker",
        runKey: run.key,
        participants: 1,
        isScheduled: true,
        capacity: 10,
      },
    },
  ]);
  return placed?.id as number;
}

function confirm(id: number, at: string) {
  const row = tables.runEnrolment(id);
  const outcome = tables.changePlace({
    id,
    version: row?.placeVersion ?? 0,
    action: "confirm",
    at,
    isMailing: true,
    capacity: null,
    facts,
  });
  expect(outcome.outcome).toBe("done");
}

const queue = (at: string) =>
  tables.queueJoiningDetails({
    courseKey: "devops/docker",
    runKey: run.key,
    at,
    isMailing: true,
    facts,
  });

const joiningTo = () =>
  database.database
    .prepare(
      "SELECT e.name FROM run_mails m JOIN enquiries e ON e.id = m.enquiry_id WHERE m.kind = 'joining' ORDER BY e.name",
    )
    .all()
    .map((row) => row.name);

describe("the joining details of a consumer without the express request", () => {
  it("are held while the run starts within their withdrawal period; the others' go", () => {
    const sanne = enrol("sanne", "private");
    enrol("piet", "private", true);
    enrol("ada", "business");
    const joost = enrol("joost", "private");
    // Confirmed on 10 November: the period ends on 24 November, before the start.
    confirm(joost, "2026-11-10T10:00:00.000Z");
    for (const name of ["sanne", "piet", "ada"]) {
      const id = tables
        .runRoster("devops/docker", run.key)
        .rows.find((row) => row.name === name)?.id;
      confirm(id as number, "2026-11-24T10:00:00.000Z");
    }
    expect(queue("2026-11-24T23:05:00.000Z")).toBe(3);
    expect(joiningTo()).toEqual(["ada", "joost", "piet"]);
    expect(tables.runEnrolment(sanne)?.joiningSentAt).toBeNull();
  });

  it("go once the express request that came by e-mail is recorded, from the version shown", () => {
    const sanne = enrol("sanne", "private");
    confirm(sanne, "2026-11-24T10:00:00.000Z");
    expect(queue("2026-11-24T23:05:00.000Z")).toBe(0);
    const version = tables.runEnrolment(sanne)?.placeVersion ?? 0;
    const at = "2026-11-25T09:00:00.000Z";
    expect(
      tables.recordExpressRequest({
        id: sanne,
        version: version + 1,
        receivedOn: "2026-11-25",
        at,
      }),
    ).toEqual({ outcome: "changed" });
    expect(
      tables.recordExpressRequest({ id: sanne, version, receivedOn: "2026-11-25", at }),
    ).toEqual({ outcome: "done" });
    const record = JSON.parse(tables.runEnrolment(sanne)?.details ?? "{}");
    expect(record.consents.expressRequestReceived).toEqual({ on: "2026-11-25", recordedAt: at });
    expect(record.consents.terms).toEqual({ version: "1", at: "2026-11-01T10:00:00.000Z" });
    expect(queue("2026-11-25T09:00:01.000Z")).toBe(1);
    expect(joiningTo()).toEqual(["sanne"]);
    // Once only: a second one changes nothing.
    const again = tables.runEnrolment(sanne)?.placeVersion ?? 0;
    expect(
      tables.recordExpressRequest({ id: sanne, version: again, receivedOn: "2026-11-25", at }),
    ).toEqual({ outcome: "not-needed" });
  });

  it("is not recorded for a business, which needs none", () => {
    const ada = enrol("ada", "business");
    expect(
      tables.recordExpressRequest({
        id: ada,
        version: 0,
        receivedOn: "2026-11-25",
        at: "2026-11-25T09:00:00.000Z",
      }),
    ).toEqual({ outcome: "not-needed" });
  });

  it("recorded before the confirmation, makes the confirmation say the request was made", () => {
    const sanne = enrol("sanne", "private");
    expect(
      tables.recordExpressRequest({
        id: sanne,
        version: 0,
        receivedOn: "2026-11-24",
        at: "2026-11-24T09:00:00.000Z",
      }),
    ).toEqual({ outcome: "done" });
    confirm(sanne, "2026-11-24T10:00:00.000Z");
    const row = tables.runEnrolment(sanne);
    const mail = runMail(
      { from: "site@example.nl", to: "owner@example.nl" },
      {
        id: 1,
        attempts: 0,
        leaseUntil: "",
        kind: "confirmed",
        facts: JSON.stringify(facts),
        place: "confirmed",
        joiningWasSent: false,
        enquiryId: sanne,
        email: "sanne@example.nl",
        language: "en",
        details: row?.details ?? null,
        participants: 1,
      },
      testIdentity,
      new Date("2026-11-24T10:00:00.000Z"),
    );
    const words = dictionaries.en.mail.runs.confirmed;
    expect(String(mail.text)).toContain(words.expressGiven);
    expect(String(mail.text)).not.toContain("you did not ask on the form");
  });
});
