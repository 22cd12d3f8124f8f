import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { type EnquiryTables, openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";
import { rosterParticipants } from "#server/back-office/runs/roster-csv.ts";

/** The marks in the store: saved on the participant, read back with the roster; only with a place. */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let enquiries: EnquiryTables;
let runs: RunTables;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "attendance-"));
  database = openDatabase(databasePath(dir));
  enquiries = openEnquiryTables(database);
  runs = openRunTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

const at = "2026-11-20T10:00:00.000Z";
function enrol(place: "placed" | "waiting") {
  const [added] = enquiries.addBatch([
    {
      values: { name: "Booker", email: "booker@example.nl", phone: "", message: "" },
      language: "en",
      receivedAt: at,
      isToBeMailed: false,
      enrolment: JSON.stringify({
        participants: 2,
        participantList: [{ name: "Ada Lovelace" }, { name: "Charles Babbage" }],
      }),
      run: {
        courseKey: "devops/docker",
        runKey: "2027-03-01-classroom",
        participants: 2,
        capacity: place === "waiting" ? 0 : 10,
        isScheduled: true,
      },
    },
  ]);
  return added?.id as number;
}

describe("attendance marks", () => {
  it("are kept per participant and read back on the roster and its CSV order", () => {
    const id = enrol("placed");
    expect(runs.markAttendance({ enquiryId: id, position: 2, mark: "partly", at })).toEqual({
      outcome: "done",
    });
    runs.markAttendance({ enquiryId: id, position: 1, mark: "absent", at });
    runs.markAttendance({ enquiryId: id, position: 1, mark: "present", at });
    const row = runs.runEnrolment(id);
    expect(rosterParticipants(row as never).map((each) => [each.name, each.attendance])).toEqual([
      ["Ada Lovelace", "present"],
      ["Charles Babbage", "partly"],
    ]);
  });

  it("are refused for an enrolment without a place, and for a participant it does not have", () => {
    const id = enrol("waiting");
    expect(runs.runEnrolment(id)?.place).toBe("waiting");
    expect(runs.markAttendance({ enquiryId: id, position: 1, mark: "present", at })).toEqual({
      outcome: "no-place",
    });
    expect(runs.markAttendance({ enquiryId: id, position: 3, mark: "present", at })).toEqual({
      outcome: "gone",
    });
  });

  it("take a substitute's name and e-mail; an e-mail another participant has is refused; not on a cancelled enrolment", () => {
    const id = enrol("placed");
    expect(
      runs.renameParticipant({
        enquiryId: id,
        position: 1,
        name: "Alan Turing",
        email: "alan@example.nl",
        at,
      }),
    ).toEqual({ outcome: "done", previous: "Ada Lovelace" });
    expect(
      runs.renameParticipant({
        enquiryId: id,
        position: 2,
        name: "Grace Hopper",
        email: "ALAN@example.nl",
        at,
      }),
    ).toEqual({ outcome: "duplicate" });
    const row = runs.runEnrolment(id);
    expect(rosterParticipants(row as never).map((each) => [each.name, each.email])).toEqual([
      ["Alan Turing", "alan@example.nl"],
      ["Charles Babbage", ""],
    ]);
    database.database.prepare("UPDATE enquiries SET place = 'cancelled' WHERE id = ?").run(id);
    expect(
      runs.renameParticipant({ enquiryId: id, position: 2, name: "X", email: "", at }),
    ).toEqual({
      outcome: "cancelled",
    });
  });
});
