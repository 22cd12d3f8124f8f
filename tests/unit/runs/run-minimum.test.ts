import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { type EnquiryTables, openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import type { RunPlacement } from "#server/enquiries/run-places.ts";
import type { MailRun, RunMailFacts } from "#server/mail/run-mails.ts";
import type { DecisionChange } from "#server/runs/run-minimum.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";

/**
 * Runs with a minimum in the store: guaranteed by itself in the commit where
 * confirmed participants reach it (a confirmation, one participant more, a
 * move in), and for good; from the decision date a run still below it is
 * flagged once with the owner's alert, and nothing is ever cancelled.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let enquiries: EnquiryTables;
let runs: RunTables;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "run-minimum-"));
  database = openDatabase(databasePath(dir));
  enquiries = openEnquiryTables(database);
  runs = openRunTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

const courseKey = "devops/docker";
const at = "2026-11-20T10:00:00.000Z";
const decision = { minimum: 3, by: "2027-02-15" };
const run: MailRun = {
  key: "2027-03-01-classroom",
  label: { en: "1–3 March 2027", nl: "1–3 maart 2027" },
  start: "2027-03-01",
  decision,
};
const facts: RunMailFacts = { course: { en: "Docker", nl: "Docker" }, run };

/** Enrols each name (with its participants) on `runKey`; returns their ids by name. */
function enrol(people: [string, number][], runKey = run.key, capacity = 8) {
  return Object.fromEntries(
    people.map(([name, participants]) => {
      const placement: RunPlacement = {
        courseKey,
        runKey,
        participants,
        isScheduled: true,
        capacity,
      };
      const [added] = enquiries.addBatch([
        {
          values: { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
          language: "en",
          receivedAt: "2026-11-01T10:00:00.000Z",
          isToBeMailed: false,
          enrolment: JSON.stringify({ course: { key: courseKey } }),
          run: placement,
        },
      ]);
      return [name, added?.id as number];
    }),
  );
}

const confirm = (id: number | undefined, change: Partial<RunMailFacts> = {}) =>
  runs.changePlace({
    id: id as number,
    version: 0,
    action: "confirm",
    at,
    isMailing: true,
    capacity: 8,
    facts: { ...facts, ...change },
  });

/** The mails queued, each as "<name> <kind>" and whether it says the run is not yet decided. */
function queued() {
  return database.database
    .prepare(
      "SELECT e.name, m.kind, m.facts FROM run_mails m JOIN enquiries e ON e.id = m.enquiry_id ORDER BY m.id",
    )
    .all()
    .map((row) => {
      const said = JSON.parse(String(row.facts)) as RunMailFacts;
      return `${row.name} ${row.kind}${said.run.decision ? " (not yet guaranteed)" : ""}`;
    });
}

const stateOf = (runKey = run.key) => runs.runRoster(courseKey, runKey).state;

describe("a run that reaches its minimum", () => {
  it("is guaranteed in the commit of the confirmation that reaches it; the others with a place are told", () => {
    const ids = enrol([
      ["Ada", 1],
      ["Grace", 1],
      ["Edsger", 1],
      ["Barbara", 1],
    ]);
    expect(confirm(ids.Ada)).not.toHaveProperty("guaranteed");
    expect(confirm(ids.Grace)).not.toHaveProperty("guaranteed");
    expect(stateOf().guaranteedAt).toBeNull();
    const third = confirm(ids.Edsger);
    expect(third).toMatchObject({
      outcome: "done",
      guaranteed: { confirmed: decision.minimum, minimum: decision.minimum, mailed: 3 },
    });
    expect(stateOf().guaranteedAt).toBe(at);
    // What the pages read (the build's tallies and /availability.json) says so too.
    expect(enquiries.runTallies().states).toContainEqual(
      expect.objectContaining({ courseKey, runKey: run.key, guaranteedAt: at }),
    );
    expect(queued()).toEqual([
      "Ada confirmed (not yet guaranteed)",
      "Grace confirmed (not yet guaranteed)",
      // Everyone else with a place (confirmed or awaiting it) hears it goes ahead.
      "Ada guaranteed",
      "Grace guaranteed",
      "Barbara guaranteed",
      // Its own confirmation says nothing of a decision.
      "Edsger confirmed",
    ]);
  });

  it("counts participants, not enrolments", () => {
    const ids = enrol([
      ["Group", 2],
      ["Ada", 1],
    ]);
    expect(confirm(ids.Group)).not.toHaveProperty("guaranteed");
    expect(confirm(ids.Ada)).toMatchObject({ guaranteed: { confirmed: 3, minimum: 3 } });
  });

  it("stays guaranteed when someone cancels afterwards", () => {
    const ids = enrol([
      ["Ada", 1],
      ["Grace", 1],
      ["Edsger", 1],
    ]);
    for (const name of ["Ada", "Grace", "Edsger"]) confirm(ids[name]);
    expect(stateOf().guaranteedAt).toBe(at);
    const cancelled = runs.changePlace({
      id: ids.Ada as number,
      version: 1,
      action: "cancel",
      cause: "buyer",
      at: "2026-11-21T10:00:00.000Z",
      isMailing: true,
      capacity: 8,
      facts,
    });
    expect(cancelled.outcome).toBe("done");
    expect(stateOf()).toMatchObject({ guaranteedAt: at, cancelledAt: null });
  });

  it("is left as it is when the owner guaranteed it before, or cancelled it", () => {
    const ids = enrol([
      ["Ada", 1],
      ["Grace", 1],
      ["Edsger", 1],
    ]);
    runs.guaranteeRun({ courseKey, runKey: run.key, at, isMailing: true, facts });
    for (const name of ["Ada", "Grace"]) confirm(ids[name]);
    const third = confirm(ids.Edsger);
    expect(third).not.toHaveProperty("guaranteed");
    // Guaranteed already: no confirmation says it is not.
    expect(queued().filter((mail) => mail.includes("not yet"))).toEqual([]);
  });

  it("is guaranteed by one more confirmed participant", () => {
    const ids = enrol([
      ["Group", 2],
      ["Ada", 1],
    ]);
    confirm(ids.Group);
    const added = runs.changeParticipantCount({
      enquiryId: ids.Group as number,
      version: 1,
      kind: "add",
      name: "Second",
      email: "",
      at,
      isMailing: true,
      capacity: 8,
      facts,
    });
    expect(added).toMatchObject({
      outcome: "done",
      guaranteed: { confirmed: 3, minimum: 3, mailed: 2 },
    });
    expect(stateOf().guaranteedAt).toBe(at);
  });

  it("is guaranteed by confirmed participants moved in", () => {
    const target: MailRun = { ...run, key: "2027-04-05-online", start: "2027-04-05" };
    const ids = enrol(
      [
        ["Ada", 1],
        ["Grace", 2],
      ],
      "2027-01-10-online",
    );
    const from = { ...facts, run: { ...run, key: "2027-01-10-online", decision: undefined } };
    for (const name of ["Ada", "Grace"]) {
      runs.changePlace({
        id: ids[name] as number,
        version: 0,
        action: "confirm",
        at,
        isMailing: true,
        capacity: 8,
        facts: from,
      });
    }
    const moved = runs.moveRun({
      courseKey,
      runKey: "2027-01-10-online",
      toKey: target.key,
      toCapacity: 8,
      at,
      isMailing: true,
      facts: { ...from, to: target },
    });
    expect(moved).toMatchObject({ outcome: "done", guaranteed: { confirmed: 3, minimum: 3 } });
    expect(stateOf(target.key).guaranteedAt).toBe(at);
  });

  it("is never guaranteed without a minimum", () => {
    const ids = enrol([
      ["Ada", 1],
      ["Grace", 1],
      ["Edsger", 1],
    ]);
    const plain = { run: { ...run, decision: undefined } };
    for (const name of ["Ada", "Grace", "Edsger"]) {
      expect(confirm(ids[name], plain)).not.toHaveProperty("guaranteed");
    }
    expect(stateOf().guaranteedAt).toBeNull();
  });
});

describe("the nightly question about a run with a minimum", () => {
  const ask = (today: string, change: Partial<DecisionChange> = {}) =>
    runs.decideRun({
      courseKey,
      runKey: run.key,
      at: `${today}T00:05:00.000Z`,
      today,
      isMailing: true,
      facts,
      alert: {
        course: "Docker",
        run: "1–3 March 2027",
        capacity: 8,
        rosterUrl: "https://example.nl/admin/runs/x",
      },
      ...change,
    });
  const alerts = () =>
    database.database
      .prepare(
        "SELECT course_key AS courseKey, run_key AS runKey, mail_status AS status, facts FROM run_decisions",
      )
      .all()
      .map((row) => ({ ...row, facts: JSON.parse(String(row.facts)) }));

  it("waits before the decision date", () => {
    enrol([["Ada", 1]]);
    expect(ask("2027-02-14")).toEqual({ outcome: "none", reason: "not-due" });
    expect(alerts()).toEqual([]);
  });

  it("flags a run still below its minimum from its decision date, once, with its numbers; cancels nothing", () => {
    const ids = enrol([
      ["Ada", 1],
      ["Grace", 2],
      ["Edsger", 1],
    ]);
    confirm(ids.Ada);
    const flagged = ask(decision.by);
    expect(flagged).toMatchObject({
      outcome: "flagged",
      facts: { minimum: 3, confirmed: 1, placed: 3, waiting: 0, decisionDate: decision.by },
    });
    // The next night, a restart or a second server: flagged before, no second alert.
    expect(ask("2027-02-16")).toEqual({ outcome: "none", reason: "flagged-before" });
    expect(alerts()).toEqual([
      expect.objectContaining({ courseKey, runKey: run.key, status: "pending" }),
    ]);
    expect(runs.runOverview().flags).toEqual([
      { courseKey, runKey: run.key, flaggedAt: `${decision.by}T00:05:00.000Z` },
    ]);
    // Nothing cancelled: the run and its enrolments stand as they were.
    expect(stateOf()).toEqual({ guaranteedAt: null, cancelledAt: null, movedTo: null });
    expect(runs.runRoster(courseKey, run.key).rows.map((row) => row.place)).toEqual([
      "confirmed",
      "placed",
      "placed",
    ]);
  });

  it("guarantees a run whose confirmed participants are at its minimum (a minimum lowered since), alerting nobody", () => {
    const ids = enrol([
      ["Ada", 1],
      ["Grace", 1],
    ]);
    confirm(ids.Ada);
    confirm(ids.Grace);
    const lowered = { ...facts, run: { ...run, decision: { ...decision, minimum: 2 } } };
    expect(ask(decision.by, { facts: lowered })).toMatchObject({
      outcome: "guaranteed",
      confirmed: 2,
      minimum: 2,
    });
    expect(stateOf().guaranteedAt).not.toBeNull();
    expect(alerts()).toEqual([]);
  });

  it("leaves a guaranteed or a cancelled run alone", () => {
    enrol([["Ada", 1]]);
    runs.guaranteeRun({ courseKey, runKey: run.key, at, isMailing: true, facts });
    expect(ask(decision.by)).toEqual({ outcome: "none", reason: "decided" });
    const other = { ...facts, run: { ...run, key: "2027-03-08-online" } };
    runs.cancelRun({ courseKey, runKey: other.run.key, at, isMailing: true, facts: other });
    expect(ask(decision.by, { runKey: other.run.key, facts: other })).toEqual({
      outcome: "none",
      reason: "decided",
    });
    expect(alerts()).toEqual([]);
  });

  it("flags without mailing where e-mail is off", () => {
    enrol([["Ada", 1]]);
    expect(ask(decision.by, { isMailing: false }).outcome).toBe("flagged");
    expect(alerts()).toEqual([expect.objectContaining({ status: "off" })]);
    expect(runs.pendingDecisionAlertCount()).toBe(0);
  });
});
