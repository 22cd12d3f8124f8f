import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLogRetention } from "#server/back-office/log/log-retention.ts";
import { backOfficeStore, backOfficeTables } from "#server/back-office/back-office-store.ts";
import { readConfig } from "#server/config.ts";
import { type EnquiryStore, enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { startRetention } from "#server/enquiries/retention.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { invoiceTables } from "#server/invoices/invoice-store.ts";
import { databasePath, openStore } from "#server/store/store.ts";

/** The store runs in a process of its own: on 2 loaded cores a round trip can take a second. */
const slowStore = { timeout: 10_000 };

/**
 * The retention the privacy notice states, on a real store opened as the
 * server opens it, with the server's default periods: enquiries 180 days
 * after they arrived; enrolments 730 days after the last day of their run
 * (the run they are on now), or after their arrival without a dated run,
 * their run mails with them; the back office's log 365 days.
 */
const dayMs = 24 * 60 * 60 * 1000;
const now = Date.parse("2026-11-22T10:00:00Z");
const daysAgo = (days: number) => new Date(now - days * dayMs);
const dayAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);
const quiet = { info() {}, error() {} };
const courseKey = "devops/docker";
const both = (text: string) => ({ en: text, nl: text });

let dataDir: string;
let stores: { close(): Promise<void> }[];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "retention-"));
  stores = [];
});
afterEach(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await rm(dataDir, { recursive: true, force: true });
});

/** The store as the server opens it: enquiries, runs and the back office in one file. */
async function openServerStore() {
  const store = enquiryStore(
    await openStore(dataDir, {
      tables: [enquiryTables, runTables, invoiceTables, backOfficeTables],
    }),
  );
  stores.push(store);
  return { store, runs: runStore(store), backOffice: backOfficeStore(store) };
}

const person = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.nl`,
  phone: "0612345678",
  message: "",
});

/** An enrolment received `receivedDaysAgo` for a run from `startDaysAgo` to `endDaysAgo`. */
function enrol(
  store: EnquiryStore,
  name: string,
  receivedDaysAgo: number,
  run?: { startDaysAgo: number; endDaysAgo: number },
) {
  const runKey = run ? `${dayAgo(run.startDaysAgo)}-online` : "none";
  const record = {
    course: { key: courseKey, title: "Docker", page: "/training/devops/docker" },
    run: run
      ? { key: runKey, label: runKey, start: dayAgo(run.startDaysAgo), end: dayAgo(run.endDaysAgo) }
      : { key: runKey, label: "no date yet" },
  };
  return store.addEnrolment(person(name), daysAgo(receivedDaysAgo), "en", record, {
    courseKey,
    runKey,
    participants: 1,
    isScheduled: Boolean(run),
    capacity: null,
  });
}

function names(store: EnquiryStore, kind: "enquiry" | "enrolment") {
  return store.find({ kind }).then((rows) => rows.map((row) => row.name).sort());
}

function readDatabase<T>(read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

describe("the daily clean-up, with the server's default periods", () => {
  const config = readConfig({});
  const periods = {
    enquiryDays: config.retentionDays,
    enrolmentDays: config.enrolmentRetentionDays,
  };

  it("deletes an enquiry older than 180 days and keeps one of 100 days", async () => {
    const { store } = await openServerStore();
    await store.add(person("Old"), daysAgo(181));
    await store.add(person("Recent"), daysAgo(100));
    await store.add(person("Almost"), daysAgo(179));
    const info = vi.fn();
    const stop = startRetention(store, periods, { info, error() {} }, () => now);
    stop();
    await vi.waitFor(() => expect(info).toHaveBeenCalled(), slowStore);
    expect(await names(store, "enquiry")).toEqual(["Almost", "Recent"]);
    expect(info).toHaveBeenCalledWith("Deleted 1 enquiries older than 180 days");
  });

  it("keeps an enrolment 730 days after its run's last day, one without a date 730 days after it arrived", async () => {
    const { store } = await openServerStore();
    // Received 3 years ago, for a run whose last day was a year ago: long past 180 and 730 days of arrival.
    await enrol(store, "LastYear", 3 * 365, { startDaysAgo: 367, endDaysAgo: 365 });
    await enrol(store, "Ended731", 800, { startDaysAgo: 733, endDaysAgo: 731 });
    await enrol(store, "Ended730", 800, { startDaysAgo: 730, endDaysAgo: 730 });
    // Its start is past the period, its last day is not: the last day counts.
    await enrol(store, "LongRun", 800, { startDaysAgo: 735, endDaysAgo: 729 });
    await enrol(store, "Undated731", 731);
    await enrol(store, "Undated729", 729);
    // An enquiry of the same age as the kept enrolments goes by its own period.
    await store.add(person("Enquiry"), daysAgo(3 * 365));
    const info = vi.fn();
    startRetention(store, periods, { info, error() {} }, () => now)();
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(2), slowStore);
    expect(await names(store, "enrolment")).toEqual([
      "Ended730",
      "LastYear",
      "LongRun",
      "Undated729",
    ]);
    expect(await names(store, "enquiry")).toEqual([]);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^Deleted 2 enrolments 730 days/));
  });

  it("counts a moved enrolment from the run it moved to, and deletes an enrolment's run mails with it", async () => {
    const { store, runs } = await openServerStore();
    const from = { startDaysAgo: 801, endDaysAgo: 800 };
    const moved = await enrol(store, "Moved", 900, from);
    const gone = await enrol(store, "Gone", 900, { startDaysAgo: 760, endDaysAgo: 760 });
    if (moved.id === null || gone.id === null) throw new Error("not stored");
    const fromKey = `${dayAgo(from.startDaysAgo)}-online`;
    const toKey = `${dayAgo(101)}-online`;
    const run = (key: string, start: string, end: string) => ({
      key,
      label: both(key),
      start,
      end,
    });
    await runs.moveRun({
      courseKey,
      runKey: fromKey,
      toKey,
      toCapacity: null,
      at: daysAgo(850).toISOString(),
      facts: {
        course: both("Docker"),
        run: run(fromKey, dayAgo(801), dayAgo(800)),
        to: run(toKey, dayAgo(101), dayAgo(100)),
      },
    });
    const goneRow = await runs.runEnrolment(gone.id);
    const confirmed = await runs.changePlace({
      id: gone.id,
      version: goneRow?.placeVersion ?? 0,
      action: "confirm",
      at: daysAgo(800).toISOString(),
      capacity: null,
      facts: { course: both("Docker"), run: run("r", dayAgo(760), dayAgo(760)) },
    });
    expect(confirmed.outcome).toBe("done");
    const mailsOf = (id: number) =>
      readDatabase(
        (db) =>
          (
            db.prepare("SELECT count(*) AS n FROM run_mails WHERE enquiry_id = ?").get(id) as {
              n: number;
            }
          ).n,
      );
    expect(mailsOf(gone.id)).toBe(1);

    startRetention(store, periods, quiet, () => now)();
    await vi.waitFor(
      async () => expect(await names(store, "enrolment")).toEqual(["Moved"]),
      slowStore,
    );
    expect(mailsOf(gone.id)).toBe(0);
    expect(mailsOf(moved.id)).toBe(1);
    const orphans = readDatabase(
      (db) =>
        (
          db
            .prepare(
              "SELECT count(*) AS n FROM run_mails WHERE enquiry_id NOT IN (SELECT id FROM enquiries)",
            )
            .get() as { n: number }
        ).n,
    );
    expect(orphans).toBe(0);
  });

  it("purges the back office's log of entries older than 365 days and keeps newer ones", async () => {
    const { backOffice } = await openServerStore();
    for (const [days, detail] of [
      [400, "long ago"],
      [366, "a year and a day"],
      [364, "within the year"],
      [0, "today"],
    ] as const) {
      await backOffice.addAuditEntry(
        daysAgo(days).toISOString(),
        "owner@example.nl",
        "edit",
        detail,
      );
    }
    const info = vi.fn();
    const stop = startLogRetention(
      backOffice,
      config.logRetentionDays,
      { info, error() {} },
      () => now,
    );
    stop();
    await vi.waitFor(() => expect(info).toHaveBeenCalled(), slowStore);
    expect((await backOffice.auditLog(10)).map((entry) => entry.detail)).toEqual([
      "today",
      "within the year",
    ]);
    expect(info).toHaveBeenCalledWith(
      "Deleted 2 entries of the back office's log older than 365 days",
    );
  });
});

describe("a store written before the retention per kind", () => {
  it("counts its enrolments from their record's run, a moved one from the run its key names", async () => {
    const { store } = await openServerStore();
    await enrol(store, "Kept", 900, { startDaysAgo: 700, endDaysAgo: 698 });
    await enrol(store, "Expired", 900, { startDaysAgo: 760, endDaysAgo: 758 });
    const movedLater = await enrol(store, "MovedLater", 900, {
      startDaysAgo: 760,
      endDaysAgo: 758,
    });
    await enrol(store, "Undated", 740);
    await store.close();
    const db = new DatabaseSync(databasePath(dataDir));
    // As an older version left it: no schema version, no run_last_day, a run moved by changing its key alone.
    db.exec("ALTER TABLE enquiries DROP COLUMN run_last_day; PRAGMA user_version = 0");
    db.prepare("UPDATE enquiries SET run_key = ? WHERE id = ?").run(
      `${dayAgo(200)}-online`,
      movedLater.id,
    );
    db.close();

    const { store: reopened } = await openServerStore();
    startRetention(reopened, { enquiryDays: 180, enrolmentDays: 730 }, quiet, () => now)();
    await vi.waitFor(
      async () => expect(await names(reopened, "enrolment")).toEqual(["Kept", "MovedLater"]),
      slowStore,
    );
  });

  it("loses the search terms its log kept of exports", async () => {
    const { backOffice, store } = await openServerStore();
    await backOffice.addAuditEntry(
      daysAgo(1).toISOString(),
      "owner@example.nl",
      "export",
      "1 enquiry as CSV (search “Lovelace”)",
    );
    await backOffice.addAuditEntry(
      daysAgo(1).toISOString(),
      "owner@example.nl",
      "export",
      "3 enquiries as CSV",
    );
    await store.close();
    // As an older version left it: no schema version.
    const db = new DatabaseSync(databasePath(dataDir));
    db.exec("PRAGMA user_version = 0");
    db.close();
    const { backOffice: reopened } = await openServerStore();
    expect((await reopened.auditLog(10)).map((entry) => entry.detail).sort()).toEqual([
      "1 enquiry as CSV, narrowed by a search",
      "3 enquiries as CSV",
    ]);
  });
});
