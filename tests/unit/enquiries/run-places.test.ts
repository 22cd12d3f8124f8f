import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databasePath, openDatabase } from "#server/store/database.ts";
import {
  type EnquiryTables,
  type NewEnquiry,
  openEnquiryTables,
} from "#server/enquiries/enquiry-tables.ts";
import type { RunPlacement } from "#server/enquiries/run-places.ts";

/**
 * Places on a run, decided in the transaction that stores the enrolment: a
 * run fills up, then everything after goes on the waiting list, never split
 * and never refused for being full; a cancelled run takes nothing.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let tables: EnquiryTables;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "run-places-"));
  database = openDatabase(databasePath(dir));
  tables = openEnquiryTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

const docker = { courseKey: "devops/docker", runKey: "2027-03-01-classroom" };

function enrolment(name: string, run: Partial<RunPlacement> = {}): NewEnquiry {
  return {
    values: {
      name,
      email: `${name.toLowerCase()}@example.nl`,
      phone: "+31 40 123 4567",
      message: "",
    },
    language: "en",
    receivedAt: "2026-11-01T10:00:00.000Z",
    isToBeMailed: false,
    enrolment: JSON.stringify({ course: { key: docker.courseKey } }),
    run: { ...docker, participants: 1, isScheduled: true, capacity: 3, ...run },
  };
}

function rows() {
  return database.database
    .prepare(
      "SELECT name, course_key AS courseKey, run_key AS runKey, participants, place, place_version AS version FROM enquiries ORDER BY id",
    )
    .all()
    .map((row) => ({ ...row }));
}

describe("placing enrolments on a run", () => {
  it("gives places until the run is full, then the waiting list, in order of arrival", () => {
    const names = ["Ada", "Grace", "Edsger", "Barbara", "Alan"];
    const added = tables.addBatch(names.map((name) => enrolment(name)));
    expect(added.map((row) => "place" in row && row.place)).toEqual([
      "placed",
      "placed",
      "placed",
      "waiting",
      "waiting",
    ]);
    expect(rows().map((row) => [row.name, row.place, row.participants, row.version])).toEqual([
      ["Ada", "placed", 1, 0],
      ["Grace", "placed", 1, 0],
      ["Edsger", "placed", 1, 0],
      ["Barbara", "waiting", 1, 0],
      ["Alan", "waiting", 1, 0],
    ]);
  });

  it("counts the places of earlier transactions, and only those held (placed or confirmed)", () => {
    tables.addBatch([enrolment("Ada"), enrolment("Grace")]);
    // The back office confirms Ada and cancels Grace: one place held.
    database.database.exec("UPDATE enquiries SET place = 'confirmed' WHERE name = 'Ada'");
    database.database.exec("UPDATE enquiries SET place = 'cancelled' WHERE name = 'Grace'");
    const [edsger, barbara, alan] = tables.addBatch([
      enrolment("Edsger"),
      enrolment("Barbara"),
      enrolment("Alan"),
    ]);
    expect([edsger, barbara, alan].map((row) => row && "place" in row && row.place)).toEqual([
      "placed",
      "placed",
      "waiting",
    ]);
  });

  it("never splits an enrolment: one for more participants than are left waits whole", () => {
    const [group, single] = tables.addBatch([
      enrolment("Ada", { participants: 2 }),
      enrolment("Grace", { participants: 2 }),
    ]);
    expect(group).toMatchObject({ place: "placed" });
    expect(single).toMatchObject({ place: "waiting" });
    // One place is left; a single participant fits.
    expect(tables.addBatch([enrolment("Edsger")])).toEqual([
      expect.objectContaining({ place: "placed" }),
    ]);
    expect(tables.runTallies().taken).toEqual([{ ...docker, taken: 3 }]);
  });

  it("puts every enrolment of a run with capacity 0 on the waiting list", () => {
    const added = tables.addBatch([enrolment("Ada", { capacity: 0 })]);
    expect(added).toEqual([expect.objectContaining({ place: "waiting" })]);
  });

  it("places every enrolment of a run without a limit", () => {
    const added = tables.addBatch(
      Array.from({ length: 30 }, (_, index) => enrolment(`P${index}`, { capacity: null })),
    );
    expect(added.every((row) => "place" in row && row.place === "placed")).toBe(true);
  });

  it("keeps a place for no enrolment without a date, but records its course and run", () => {
    const [none] = tables.addBatch([
      enrolment("Ada", { runKey: "none", isScheduled: false, participants: 4 }),
    ]);
    expect(none).toMatchObject({ place: null });
    expect(rows()).toEqual([
      {
        name: "Ada",
        courseKey: "devops/docker",
        runKey: "none",
        participants: 4,
        place: null,
        version: 0,
      },
    ]);
  });

  it("fills each run on its own", () => {
    const other = { runKey: "2027-04-01-online" };
    const added = tables.addBatch([
      enrolment("Ada", { participants: 3 }),
      enrolment("Grace", other),
      enrolment("Edsger"),
      enrolment("Barbara", other),
    ]);
    expect(added.map((row) => "place" in row && row.place)).toEqual([
      "placed",
      "placed",
      "waiting",
      "placed",
    ]);
  });

  it("refuses an enrolment in a cancelled run and stores nothing of it, in the same batch as others", () => {
    database.database
      .prepare("INSERT INTO run_states (course_key, run_key, cancelled_at) VALUES (?, ?, ?)")
      .run(docker.courseKey, docker.runKey, "2026-10-30T09:00:00.000Z");
    const added = tables.addBatch([
      enrolment("Ada"),
      { ...enrolment("Grace"), run: undefined },
      enrolment("Edsger", { runKey: "none", isScheduled: false }),
    ]);
    expect(added[0]).toEqual({ id: null, refusal: "cancelled" });
    expect(added[1]).toMatchObject({ place: null });
    expect(added[2]).toMatchObject({ place: null });
    expect(rows().map((row) => row.name)).toEqual(["Grace", "Edsger"]);
  });

  it("leaves a guaranteed run open", () => {
    database.database
      .prepare("INSERT INTO run_states (course_key, run_key, guaranteed_at) VALUES (?, ?, ?)")
      .run(docker.courseKey, docker.runKey, "2026-10-30T09:00:00.000Z");
    expect(tables.addBatch([enrolment("Ada")])).toEqual([
      expect.objectContaining({ place: "placed" }),
    ]);
  });

  it("tells a second connection to the same file what the first one placed", () => {
    // A second server on the same DATA_DIR (or a second store process): each
    // decides in its own BEGIN IMMEDIATE transaction, after the other's commit.
    const second = openDatabase(databasePath(dir));
    const secondTables = openEnquiryTables(second);
    try {
      const places = [];
      for (let index = 0; index < 6; index++) {
        const [added] = (index % 2 === 0 ? tables : secondTables).addBatch([
          enrolment(`P${index}`),
        ]);
        places.push(added && "place" in added && added.place);
      }
      expect(places).toEqual(["placed", "placed", "placed", "waiting", "waiting", "waiting"]);
    } finally {
      second.close();
    }
  });
});

describe("tallies", () => {
  it("sums the participants holding places per run, with each run's state", () => {
    tables.addBatch([
      enrolment("Ada", { participants: 2 }),
      enrolment("Grace"),
      enrolment("Edsger"),
      enrolment("Barbara", { runKey: "2027-04-01-online", participants: 5, capacity: 8 }),
      enrolment("Alan", { runKey: "none", isScheduled: false }),
    ]);
    database.database
      .prepare(
        "INSERT INTO run_states (course_key, run_key, guaranteed_at, cancelled_at) VALUES (?, ?, ?, ?)",
      )
      .run("testing/tdd", "2027-05-01-online", null, "2026-10-30T09:00:00.000Z");
    const tallies = tables.runTallies();
    expect(tallies.taken.toSorted((a, b) => a.runKey.localeCompare(b.runKey))).toEqual([
      { ...docker, taken: 3 },
      { courseKey: "devops/docker", runKey: "2027-04-01-online", taken: 5 },
    ]);
    expect(tallies.states).toEqual([
      {
        courseKey: "testing/tdd",
        runKey: "2027-05-01-online",
        guaranteedAt: null,
        cancelledAt: "2026-10-30T09:00:00.000Z",
        movedTo: null,
      },
    ]);
  });
});

describe("a store made before runs had places", () => {
  it("gets the run columns and run_states; its old enrolments hold no place", () => {
    const file = path.join(dir, "old.sqlite");
    const old = new DatabaseSync(file);
    old.exec(`
      CREATE TABLE enquiries (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL,
        name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL);
      INSERT INTO enquiries (received_at, name, email, phone, message)
        VALUES ('2026-01-01T00:00:00.000Z', 'Ada', 'ada@example.nl', '', 'Hello');
    `);
    old.close();
    const reopened = openDatabase(file);
    try {
      const migrated = openEnquiryTables(reopened);
      const columns = reopened.database
        .prepare("PRAGMA table_info(enquiries)")
        .all()
        .map((row) => (row as { name: string }).name);
      expect(columns).toEqual(
        expect.arrayContaining([
          "course_key",
          "run_key",
          "participants",
          "place",
          "place_version",
          "place_changed_at",
          "joining_sent_at",
        ]),
      );
      expect(
        reopened.database.prepare("SELECT place, place_version AS version FROM enquiries").get(),
      ).toEqual({ place: null, version: 0 });
      expect(migrated.runTallies()).toEqual({ taken: [], states: [] });
    } finally {
      reopened.close();
    }
  });

  it("is not read for places before the server migrates it, and is left as it was", () => {
    const file = path.join(dir, "old.sqlite");
    const old = new DatabaseSync(file);
    old.exec(
      "CREATE TABLE enquiries (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL);",
    );
    old.close();
    const before = readFileSync(file);
    expect(() => openDatabase(file, { isReadOnly: true })).toThrow(
      /schema version 0 and this version of the site needs \d+; .*start the server once \(npm start\)/,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
