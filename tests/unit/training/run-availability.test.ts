import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Course } from "#src/content/training.server.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { offeredRuns } from "#src/training/offered-runs.server.ts";
import {
  availabilityFromTallies,
  availabilityNote,
  runAvailability,
  runPlaces,
} from "#src/training/run-availability.ts";
import { runOptionText } from "#src/islands/enrolment-fields.tsx";

const open = { isCancelled: false, isGuaranteed: false };

describe("a run's availability", () => {
  it.each([
    [3, 0, { left: 3, state: "open" }],
    [3, 1, { left: 2, state: "last" }],
    [3, 2, { left: 1, state: "last" }],
    [3, 3, { left: 0, state: "full" }],
    // Capacity lowered below the places taken: full, never a negative count.
    [2, 5, { left: 0, state: "full" }],
    [0, 0, { left: 0, state: "full" }],
    [null, 40, { left: null, state: "open" }],
  ] as const)("capacity %s with %s taken: %o", (capacity, taken, expected) => {
    expect(runAvailability(capacity, taken, open)).toEqual({
      capacity,
      guaranteed: false,
      ...expected,
    });
  });

  it("is cancelled whatever its places, and guaranteed by the file or the back office", () => {
    const tallies = {
      taken: [{ courseKey: "devops/docker", runKey: "a", taken: 1 }],
      states: [
        {
          courseKey: "devops/docker",
          runKey: "a",
          guaranteedAt: null,
          cancelledAt: "x",
          movedTo: null,
        },
        {
          courseKey: "devops/docker",
          runKey: "b",
          guaranteedAt: "x",
          cancelledAt: null,
          movedTo: null,
        },
      ],
    };
    const runs = ["a", "b", "c"].map((runKey) => ({
      courseKey: "devops/docker",
      runKey,
      capacity: 6,
      guaranteed: runKey === "c",
    }));
    expect(availabilityFromTallies(runs, tallies)).toEqual({
      "devops/docker/a": { capacity: 6, left: 5, state: "cancelled", guaranteed: false },
      "devops/docker/b": { capacity: 6, left: 6, state: "open", guaranteed: true },
      "devops/docker/c": { capacity: 6, left: 6, state: "open", guaranteed: true },
    });
  });
});

describe("the note a visitor reads", () => {
  const note = (language: "en" | "nl", capacity: number | null, taken: number) =>
    availabilityNote(
      dictionaries[language].runs.availability,
      runAvailability(capacity, taken, open),
      language,
    );

  it("says places left, last places and full, in each language", () => {
    expect([note("en", 6, 1), note("en", 6, 4), note("en", 6, 5), note("en", 6, 6)]).toEqual([
      "5 places left",
      "Last 2 places",
      "Last place",
      "Full: waiting list",
    ]);
    expect([note("nl", 6, 1), note("nl", 6, 4), note("nl", 6, 5), note("nl", 6, 6)]).toEqual([
      "Nog 5 plaatsen vrij",
      "Laatste 2 plaatsen",
      "Laatste plaats",
      "Vol: wachtlijst",
    ]);
  });

  it("says nothing for a run without a limit, or a cancelled one", () => {
    expect(note("en", null, 3)).toBeUndefined();
    const cancelled = runAvailability(3, 0, { isCancelled: true, isGuaranteed: false });
    expect(availabilityNote(dictionaries.en.runs.availability, cancelled, "en")).toBeUndefined();
  });

  it("follows the run's label in the enrolment form's choice", () => {
    const last = runPlaces(dictionaries.en.runs.availability, runAvailability(6, 5, open), "en");
    expect(runOptionText("Docker: 1 March", last)).toBe("Docker: 1 March · Last place");
    const noLimit = runPlaces(
      dictionaries.en.runs.availability,
      runAvailability(null, 5, open),
      "en",
    );
    expect(runOptionText("Docker: 1 March", noLimit)).toBe("Docker: 1 March");
    expect(runOptionText("Docker: 1 March", undefined)).toBe("Docker: 1 March");
  });
});

describe("the runs a build offers", () => {
  const saved = { ...process.env };
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "offered-runs-"));
  });
  afterEach(async () => {
    process.env = { ...saved };
    await rm(dir, { recursive: true, force: true });
  });

  const course = {
    slug: "docker",
    days: 1,
    maxAttendees: 8,
    runs: [
      { start: "2027-03-01", mode: "classroom", language: "en", capacity: 3 },
      { start: "2027-04-01", mode: "online", language: "en" },
      { start: "2027-05-01", mode: "online", language: "nl", capacity: 5 },
      { start: "2026-01-01", mode: "online", language: "nl", capacity: 5 },
    ],
  } as unknown as Course;
  const devops = { slug: "devops" };

  it("counts from capacity alone where there is no store", () => {
    process.env.NETLIFY = "";
    process.env.RUN_TALLIES_FILE = "";
    const runs = offeredRuns(devops, course, "2026-11-25");
    expect(runs.map((run) => [run.key, run.totalPlaces, run.availability?.left])).toEqual([
      ["2027-03-01-classroom", 3, 3],
      // No capacity of its own: the course's maximum attendees.
      ["2027-04-01-online", 8, 8],
      ["2027-05-01-online", 5, 5],
    ]);
  });

  it("counts from the store the build read, leaving out a cancelled run", async () => {
    const file = path.join(dir, "run-tallies.json");
    await writeFile(
      file,
      JSON.stringify({
        taken: [{ courseKey: "devops/docker", runKey: "2027-03-01-classroom", taken: 2 }],
        states: [
          {
            courseKey: "devops/docker",
            runKey: "2027-05-01-online",
            guaranteedAt: null,
            cancelledAt: "2026-11-20T10:00:00.000Z",
            movedTo: null,
          },
          {
            courseKey: "devops/docker",
            runKey: "2027-04-01-online",
            guaranteedAt: "2026-11-20T10:00:00.000Z",
            cancelledAt: null,
            movedTo: null,
          },
        ],
      }),
    );
    process.env.NETLIFY = "";
    process.env.RUN_TALLIES_FILE = file;
    const runs = offeredRuns(devops, course, "2026-11-25");
    expect(
      runs.map((run) => [run.availabilityKey, run.availability?.state, run.isGuaranteed]),
    ).toEqual([
      ["devops/docker/2027-03-01-classroom", "last", false],
      ["devops/docker/2027-04-01-online", "open", true],
    ]);
  });

  it("counts nothing on Netlify", () => {
    process.env.NETLIFY = "true";
    const runs = offeredRuns(devops, course, "2026-11-25");
    expect(runs).toHaveLength(3);
    expect(runs.every((run) => run.availability === undefined)).toBe(true);
  });
});
