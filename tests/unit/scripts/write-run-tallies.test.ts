import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { writeRunTallies } from "#scripts/build-steps/write-run-tallies.ts";

/** What a build counts the runs' places from: DATA_DIR's store when there is one. */
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "run-tallies-"));
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe("writeRunTallies", () => {
  it("counts from capacity alone where DATA_DIR holds no store", async () => {
    expect(await writeRunTallies(dir, { DATA_DIR: path.join(dir, "nothing") })).toBeUndefined();
  });

  it("writes the places taken in the store beside the build, reading it without changing it", async () => {
    const dataDir = path.join(dir, "data");
    const database = openDatabase(databasePath(dataDir));
    openEnquiryTables(database).addBatch([
      {
        values: { name: "Ada", email: "ada@example.nl", phone: "", message: "" },
        language: "en",
        receivedAt: "2026-11-01T10:00:00.000Z",
        isToBeMailed: false,
        enrolment: "{}",
        run: {
          courseKey: "devops/docker",
          runKey: "2027-03-01-classroom",
          participants: 2,
          isScheduled: true,
          capacity: 6,
        },
      },
    ]);
    database.close();
    const file = await writeRunTallies(dir, { DATA_DIR: dataDir });
    expect(file).toBe(path.join(dir, "run-tallies.json"));
    expect(JSON.parse(await readFile(file ?? "", "utf8"))).toEqual({
      taken: [{ courseKey: "devops/docker", runKey: "2027-03-01-classroom", taken: 2 }],
      states: [],
    });
  });

  it("goes on from capacity alone, saying why, when the store cannot be read", async () => {
    const dataDir = path.join(dir, "data");
    await mkdir(dataDir);
    await writeFile(
      databasePath(dataDir),
      "not a database, just text that is long enough ".repeat(40),
    );
    expect(await writeRunTallies(dir, { DATA_DIR: dataDir })).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/capacity alone/));
  });
});
