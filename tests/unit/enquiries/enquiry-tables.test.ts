import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databasePath, openDatabase } from "#server/store/database.ts";
import {
  type EnquiryTables,
  type NewEnquiry,
  openEnquiryTables,
} from "#server/enquiries/enquiry-tables.ts";
import type { Placed } from "#server/enquiries/run-places.ts";

/** What the back office asks of the enquiries: a kind, a search, handled, deleted. */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let db: EnquiryTables;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "enquiry-database-"));
  database = openDatabase(databasePath(dir));
  db = openEnquiryTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

function enquiry(name: string, email: string, receivedAt: string, enrolment?: object): NewEnquiry {
  return {
    values: { name, email, phone: "", message: "Hello" },
    language: "en",
    receivedAt,
    isToBeMailed: true,
    ...(enrolment && { enrolment: JSON.stringify(enrolment) }),
  };
}

/** The ids of what addBatch stored. */
function ids(added: Placed[]): number[] {
  return added.flatMap((row) => (row.id === null ? [] : [row.id]));
}

describe("finding enquiries", () => {
  beforeEach(() => {
    db.addBatch([
      enquiry("Ada Lovelace", "ada@example.nl", "2026-11-01T10:00:00Z"),
      enquiry("Grace Hopper", "grace@navy.example", "2026-11-02T10:00:00Z"),
      enquiry("100% Percent_Person", "odd@example.nl", "2026-11-03T10:00:00Z"),
      enquiry("Ada Enrolled", "ada@example.nl", "2026-11-04T10:00:00Z", { course: {} }),
    ]);
  });

  it("lists one kind, newest first", () => {
    expect(db.find({ kind: "enquiry" }).map((row) => row.name)).toEqual([
      "100% Percent_Person",
      "Grace Hopper",
      "Ada Lovelace",
    ]);
    expect(db.find({ kind: "enrolment" }).map((row) => row.name)).toEqual(["Ada Enrolled"]);
  });

  it("searches names and e-mail addresses in any case, taking % and _ literally", () => {
    expect(db.find({ kind: "enquiry", search: "ADA" }).map((row) => row.name)).toEqual([
      "Ada Lovelace",
    ]);
    expect(db.find({ kind: "enquiry", search: "navy" }).map((row) => row.name)).toEqual([
      "Grace Hopper",
    ]);
    expect(db.find({ kind: "enquiry", search: "%" }).map((row) => row.name)).toEqual([
      "100% Percent_Person",
    ]);
    // Unescaped, "A_a" would match "Ada".
    expect(db.find({ kind: "enquiry", search: "A_a" })).toEqual([]);
  });
});

describe("handling and deleting", () => {
  it("marks an enquiry handled once, keeping the first time", () => {
    const [id = 0] = ids(db.addBatch([enquiry("Ada", "ada@example.nl", "2026-11-01T10:00:00Z")]));
    expect(db.get(id)?.handledAt).toBeNull();
    expect(db.markHandled(id, "2026-11-02T10:00:00.000Z")).toBe(true);
    db.markHandled(id, "2026-11-03T10:00:00.000Z");
    expect(db.get(id)?.handledAt).toBe("2026-11-02T10:00:00.000Z");
    expect(db.markHandled(id + 1, "2026-11-02T10:00:00.000Z")).toBe(false);
  });

  it("deletes one enquiry and its pending mail, leaving the others", () => {
    const [first = 0, second = 0] = ids(
      db.addBatch([
        enquiry("Ada", "ada@example.nl", "2026-11-01T10:00:00Z"),
        enquiry("Grace", "grace@example.nl", "2026-11-02T10:00:00Z"),
      ]),
    );
    expect(db.pendingMailCount()).toBe(2);
    expect(db.delete(first)).toBe(true);
    expect(db.get(first)).toBeUndefined();
    expect(db.get(second)?.name).toBe("Grace");
    expect(db.pendingMailCount()).toBe(1);
    expect(db.delete(first)).toBe(false);
  });
});
