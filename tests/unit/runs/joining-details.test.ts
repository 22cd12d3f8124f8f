import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { type EnquiryTables, openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { nextDailyTime, startDailySchedule } from "#server/runs/daily-schedule.ts";
import { startJoiningDetails } from "#server/runs/joining-details.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";
import { fakeClock } from "#tests/support/fake-clock.ts";

/**
 * The joining details go out once, a set number of days before a run, from
 * a daily job that runs shortly after midnight in the Netherlands and at
 * start-up; a clock of the test's own moves the days on.
 */

describe("the daily schedule", () => {
  it("is due 5 minutes past midnight in the Netherlands, in winter and in summer time", () => {
    expect(nextDailyTime(new Date("2026-11-20T12:00:00Z"), 5).toISOString()).toBe(
      "2026-11-20T23:05:00.000Z",
    );
    expect(nextDailyTime(new Date("2027-06-01T12:00:00Z"), 5).toISOString()).toBe(
      "2027-06-01T22:05:00.000Z",
    );
    // Just past the time: tomorrow's.
    expect(nextDailyTime(new Date("2026-11-20T23:05:00Z"), 5).toISOString()).toBe(
      "2026-11-21T23:05:00.000Z",
    );
    // The night the clocks go back (25 October 2026) and forward (28 March 2027).
    expect(nextDailyTime(new Date("2026-10-25T12:00:00Z"), 5).toISOString()).toBe(
      "2026-10-25T23:05:00.000Z",
    );
    expect(nextDailyTime(new Date("2027-03-27T12:00:00Z"), 5).toISOString()).toBe(
      "2027-03-27T23:05:00.000Z",
    );
  });

  it("runs its job at start-up and then once each night", async () => {
    const time = fakeClock("2026-11-20T12:00:00Z");
    const runs: string[] = [];
    const stop = startDailySchedule({
      clock: time.clock,
      job: async () => {
        runs.push(time.clock.now().toISOString());
      },
    });
    await time.moveTo("2026-11-22T12:00:00Z");
    expect(runs).toEqual([
      "2026-11-20T12:00:00.000Z",
      "2026-11-20T23:05:00.000Z",
      "2026-11-21T23:05:00.000Z",
    ]);
    stop();
    expect(time.pending()).toEqual([]);
  });
});

describe("the joining details", () => {
  let dir: string;
  let database: ReturnType<typeof openDatabase>;
  let enquiries: EnquiryTables;
  let tables: RunTables;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "joining-"));
    database = openDatabase(databasePath(dir));
    enquiries = openEnquiryTables(database);
    tables = openRunTables(database);
  });
  afterEach(async () => {
    database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const run = {
    key: "2026-12-01-classroom",
    start: "2026-12-01",
    end: "2026-12-03",
    mode: "classroom" as const,
    location: "Eindhoven",
    capacity: 2,
    guaranteed: false,
    times: "09:00–17:00",
    label: { en: "1–3 December 2026", nl: "1–3 december 2026" },
  };
  const catalogue = {
    courses: [
      {
        key: "devops/docker",
        title: { en: "Docker", nl: "Docker" },
        path: { en: "/", nl: "/nl" },
        bring: { en: ["A laptop"], nl: ["Een laptop"] },
        runs: [run],
      },
    ],
  } as unknown as EnrolmentCatalogue;

  function enrol(name: string) {
    enquiries.addBatch([
      {
        values: { name, email: `${name}@example.nl`, phone: "", message: "" },
        language: "nl",
        receivedAt: "2026-11-01T10:00:00.000Z",
        isToBeMailed: false,
        enrolment: "{}",
        run: {
          courseKey: "devops/docker",
          runKey: run.key,
          participants: 1,
          isScheduled: true,
          capacity: 2,
        },
      },
    ]);
  }

  /** Our confirmation, as the Runs page's Confirm leaves it (without its mail, to keep mails() short). */
  function confirm(name: string) {
    database.database.prepare("UPDATE enquiries SET place = 'confirmed' WHERE name = ?").run(name);
  }

  function mails() {
    return database.database
      .prepare(
        "SELECT e.name, m.kind, m.created_at AS at FROM run_mails m JOIN enquiries e ON e.id = m.enquiry_id ORDER BY m.id",
      )
      .all()
      .map((row) => `${row.name} ${row.kind} ${row.at}`);
  }

  it("go to each confirmed participant once, 7 days before the start or the night after the confirmation, from the nightly job", async () => {
    enrol("ada");
    enrol("grace"); // holds a place, not yet confirmed: no joining details until it is
    enrol("edsger"); // on the waiting list: no joining details
    confirm("ada");
    const time = fakeClock("2026-11-20T12:00:00Z");
    const logged: string[] = [];
    let wakes = 0;
    const stop = startJoiningDetails({
      runs: {
        queueJoiningDetails: async (change) =>
          tables.queueJoiningDetails({ ...change, isMailing: true }),
      },
      catalogue: () => catalogue,
      days: 7,
      clock: time.clock,
      record: (detail) => {
        logged.push(detail);
      },
      onQueued: () => wakes++,
      log: { info() {}, error() {} },
    });
    // Start-up on 20 November and the night of the 21st: too early (the run starts on 1 December).
    await time.moveTo("2026-11-23T12:00:00Z");
    expect(mails()).toEqual([]);
    // Just past midnight on 24 November, 7 days before: the confirmed one only.
    await time.moveTo("2026-11-24T12:00:00Z");
    expect(mails()).toEqual(["ada joining 2026-11-23T23:05:00.000Z"]);
    expect(logged).toEqual(["devops/docker 2026-12-01-classroom: joining details to 1 enrolment"]);
    expect(wakes).toBe(1);
    // Grace confirmed that day: hers go out the night after.
    confirm("grace");
    await time.moveTo("2026-11-25T12:00:00Z");
    expect(mails()).toEqual([
      "ada joining 2026-11-23T23:05:00.000Z",
      "grace joining 2026-11-24T23:05:00.000Z",
    ]);
    expect(wakes).toBe(2);
    // The nights after, and a restart: nothing again.
    await time.moveTo("2026-11-30T12:00:00Z");
    stop();
    const restarted = startJoiningDetails({
      runs: {
        queueJoiningDetails: async (change) =>
          tables.queueJoiningDetails({ ...change, isMailing: true }),
      },
      catalogue: () => catalogue,
      days: 7,
      clock: time.clock,
      record: (detail) => {
        logged.push(detail);
      },
      log: { info() {}, error() {} },
    });
    await time.moveTo("2026-12-01T12:00:00Z");
    restarted();
    expect(mails()).toHaveLength(2);
    expect(logged).toHaveLength(2);
  });

  it("after a move, the new run's joining details are due again, and the move's mail says the old ones no longer hold", async () => {
    enrol("ada");
    confirm("ada");
    const time = fakeClock("2026-11-24T12:00:00Z");
    const options = {
      runs: {
        queueJoiningDetails: async (change: Parameters<RunTables["queueJoiningDetails"]>[0]) =>
          tables.queueJoiningDetails({ ...change, isMailing: true }),
      },
      catalogue: () => catalogue,
      days: 7,
      clock: time.clock,
      record: () => {},
      log: { info() {}, error() {} },
    };
    startJoiningDetails(options)();
    expect(mails()).toEqual(["ada joining 2026-11-24T12:00:00.000Z"]);
    tables.moveRun({
      courseKey: "devops/docker",
      runKey: run.key,
      toKey: "2026-11-30-online",
      toCapacity: null,
      at: "2026-11-25T09:00:00.000Z",
      isMailing: true,
      facts: { course: { en: "Docker", nl: "Docker" }, run: { key: run.key, label: run.label } },
    });
    const moved = database.database
      .prepare("SELECT kind, joining_was_sent AS joining FROM run_mails ORDER BY id DESC LIMIT 1")
      .get();
    expect({ ...moved }).toEqual({ kind: "moved", joining: 1 });
    const movedCatalogue = {
      courses: [
        {
          ...catalogue.courses[0],
          runs: [{ ...run, key: "2026-11-30-online", start: "2026-11-30" }],
        },
      ],
    } as unknown as EnrolmentCatalogue;
    startJoiningDetails({ ...options, catalogue: () => movedCatalogue })();
    expect(mails().at(-1)).toBe("ada joining 2026-11-24T12:00:00.000Z");
    expect(mails().filter((mail) => mail.includes("joining"))).toHaveLength(2);
  });
});
