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
import type { RunPlacement } from "#server/enquiries/run-places.ts";
import type { CancellationCause } from "#src/training/cancellation-terms.ts";
import type { RunMailFacts } from "#server/mail/run-mails.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";

/**
 * The coordinator's changes in the store: each one in one transaction with
 * its mails, a change to an enrolment only from the version it was shown,
 * places given only while they are free, the joining details once.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let enquiries: EnquiryTables;
let runs: RunTables;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "run-tables-"));
  database = openDatabase(databasePath(dir));
  enquiries = openEnquiryTables(database);
  runs = openRunTables(database);
});
afterEach(async () => {
  database.close();
  await rm(dir, { recursive: true, force: true });
});

const docker = { courseKey: "devops/docker", runKey: "2027-03-01-classroom" };
const later = "2027-04-05-online";
const at = "2026-11-20T10:00:00.000Z";
const facts: RunMailFacts = {
  course: { en: "Docker", nl: "Docker" },
  run: { key: docker.runKey, label: { en: "1–3 March 2027", nl: "1–3 maart 2027" } },
};

function enrolment(name: string, run: Partial<RunPlacement> = {}): NewEnquiry {
  return {
    values: { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
    language: "en",
    receivedAt: "2026-11-01T10:00:00.000Z",
    isToBeMailed: false,
    enrolment: JSON.stringify({ course: { key: docker.courseKey } }),
    run: { ...docker, participants: 1, isScheduled: true, capacity: 3, ...run },
  };
}

/** Enrols each name in turn; returns their ids. */
function enrol(...names: (string | [string, Partial<RunPlacement>])[]): number[] {
  return names.map((entry) => {
    const [name, run] = typeof entry === "string" ? [entry, {}] : entry;
    const [added] = enquiries.addBatch([enrolment(name, run)]);
    return added?.id as number;
  });
}

function places() {
  return Object.fromEntries(
    database.database
      .prepare("SELECT name, run_key AS runKey, place, place_version AS version FROM enquiries")
      .all()
      .map((row) => [row.name, `${row.runKey} ${row.place} v${row.version}`]),
  );
}

function queued() {
  return database.database
    .prepare(
      "SELECT e.name, m.kind, m.place, m.joining_was_sent AS joining, m.mail_status AS status FROM run_mails m JOIN enquiries e ON e.id = m.enquiry_id ORDER BY m.id",
    )
    .all()
    .map((row) => `${row.name} ${row.kind} ${row.place}${row.joining ? " after joining" : ""}`);
}

const change = (
  id: number,
  version: number,
  action: "confirm" | "place" | "cancel",
  capacity: number | null = 3,
) => runs.changePlace({ id, version, action, at, isMailing: true, capacity, facts });

describe("an enrolment's place", () => {
  it("is confirmed from placed, with its mail in the same commit", () => {
    const [ada] = enrol("Ada");
    const outcome = change(ada as number, 0, "confirm");
    expect(outcome).toMatchObject({
      outcome: "done",
      enrolment: { place: "confirmed", placeVersion: 1 },
    });
    expect(places().Ada).toBe(`${docker.runKey} confirmed v1`);
    expect(queued()).toEqual(["Ada confirmed confirmed"]);
  });

  it("changes nothing when someone changed it since the coordinator saw it: the second of two sees the current state", () => {
    const [ada] = enrol("Ada");
    // Two coordinators were both shown version 0; the first one's confirm wins.
    expect(change(ada as number, 0, "confirm").outcome).toBe("done");
    const second = change(ada as number, 0, "cancel");
    expect(second).toMatchObject({
      outcome: "changed",
      enrolment: { place: "confirmed", placeVersion: 1 },
    });
    expect(places().Ada).toBe(`${docker.runKey} confirmed v1`);
    expect(queued()).toEqual(["Ada confirmed confirmed"]);
  });

  it("gives a waiting enrolment a place only while enough places are free", () => {
    const [ada, , , barbara] = enrol("Ada", "Grace", "Edsger", "Barbara") as number[];
    expect(places().Barbara).toBe(`${docker.runKey} waiting v0`);
    expect(change(barbara as number, 0, "place")).toMatchObject({
      outcome: "refused",
      reason: "full",
      free: 0,
    });
    // Cancelling Ada frees her place: now Barbara fits.
    expect(change(ada as number, 0, "cancel").outcome).toBe("done");
    expect(change(barbara as number, 0, "place")).toMatchObject({
      outcome: "done",
      enrolment: { place: "placed" },
    });
    expect(queued()).toEqual(["Ada cancelled cancelled", "Barbara placed placed"]);
  });

  it("keeps everyone's place when the capacity was lowered below the places taken", () => {
    enrol("Ada", "Grace", "Edsger");
    const [barbara] = enrol("Barbara");
    // The course file now says 1 place: nobody loses one, and nobody waiting gets one.
    expect(change(barbara as number, 0, "place", 1)).toMatchObject({
      outcome: "refused",
      reason: "full",
      free: 0,
    });
    expect(
      Object.values(places()).filter((place) => String(place).includes("placed")),
    ).toHaveLength(3);
  });

  it("refuses to confirm from the waiting list, or anything but a cancellation on a cancelled run", () => {
    const [ada, , , barbara] = enrol("Ada", "Grace", "Edsger", "Barbara") as number[];
    expect(change(barbara as number, 0, "confirm")).toMatchObject({
      outcome: "refused",
      reason: "state",
    });
    runs.cancelRun({ ...docker, at, isMailing: true, facts });
    expect(change(ada as number, 0, "confirm")).toMatchObject({
      outcome: "refused",
      reason: "run-cancelled",
    });
    expect(change(ada as number, 0, "cancel").outcome).toBe("done");
  });

  it("confirms an enrolment without a date, which holds no place", () => {
    const [ada] = enrol(["Ada", { runKey: "none", isScheduled: false }]);
    expect(change(ada as number, 0, "confirm", null)).toMatchObject({
      outcome: "done",
      enrolment: { place: "confirmed" },
    });
  });

  it("says an enrolment deleted meanwhile is gone", () => {
    expect(change(404, 0, "confirm")).toEqual({ outcome: "gone" });
  });
});

describe("a run", () => {
  it("is guaranteed once, and everyone holding a place is told", () => {
    enrol("Ada", "Grace", "Edsger", "Barbara");
    expect(runs.guaranteeRun({ ...docker, at, isMailing: true, facts })).toEqual({
      outcome: "done",
      mailed: 3,
    });
    expect(runs.guaranteeRun({ ...docker, at, isMailing: true, facts })).toMatchObject({
      outcome: "unchanged",
      state: { guaranteedAt: at },
    });
    expect(queued()).toEqual([
      "Ada guaranteed placed",
      "Grace guaranteed placed",
      "Edsger guaranteed placed",
    ]);
  });

  it("is cancelled once: places and the waiting list are told, rows keep their place, and it takes no more enrolments", () => {
    const [ada] = enrol("Ada", "Grace", "Edsger", "Barbara") as number[];
    change(ada as number, 0, "cancel");
    expect(runs.cancelRun({ ...docker, at, isMailing: true, facts })).toEqual({
      outcome: "done",
      mailed: 3,
    });
    expect(runs.cancelRun({ ...docker, at, isMailing: true, facts }).outcome).toBe("unchanged");
    expect(queued().slice(1)).toEqual([
      "Grace run-cancelled placed",
      "Edsger run-cancelled placed",
      "Barbara run-cancelled waiting",
    ]);
    expect(places().Barbara).toBe(`${docker.runKey} waiting v0`);
    expect(enquiries.addBatch([enrolment("Alan")])).toEqual([{ id: null, refusal: "cancelled" }]);
  });

  it("moves to another run: places first, then the waiting list, placed while they fit", () => {
    // Docker's run of 3 is full with one waiting; the later run has 2 places, 1 taken.
    const [ada] = enrol("Ada", "Grace", "Edsger", "Barbara");
    change(ada as number, 0, "confirm");
    enrol(["Alan", { runKey: later, capacity: 2 }]);
    const moved = runs.moveRun({
      ...docker,
      at,
      isMailing: true,
      facts,
      toKey: later,
      toCapacity: 2,
    });
    expect(moved).toEqual({ outcome: "done", mailed: 4, placed: 1, waiting: 3 });
    expect(places()).toEqual({
      Ada: `${later} confirmed v2`,
      Grace: `${later} waiting v1`,
      Edsger: `${later} waiting v1`,
      Barbara: `${later} waiting v1`,
      Alan: `${later} placed v0`,
    });
    expect(queued().slice(1)).toEqual([
      "Ada moved confirmed",
      "Grace moved waiting",
      "Edsger moved waiting",
      "Barbara moved waiting",
    ]);
    const { state } = runs.runRoster(docker.courseKey, docker.runKey);
    expect(state).toEqual({ guaranteedAt: null, cancelledAt: at, movedTo: later });
    expect(
      runs.moveRun({ ...docker, at, isMailing: true, facts, toKey: later, toCapacity: 2 }),
    ).toMatchObject({ outcome: "unchanged" });
  });

  it("refuses a move to itself or to a cancelled run", () => {
    enrol("Ada");
    const move = (toKey: string) =>
      runs.moveRun({ ...docker, at, isMailing: true, facts, toKey, toCapacity: 5 });
    expect(move(docker.runKey)).toEqual({ outcome: "refused", reason: "same-run" });
    runs.cancelRun({ ...docker, runKey: later, at, isMailing: true, facts });
    expect(move(later)).toEqual({ outcome: "refused", reason: "target-cancelled" });
    expect(places().Ada).toBe(`${docker.runKey} placed v0`);
  });

  it("counts places, confirmations and the waiting list per run, in participants", () => {
    const [ada] = enrol(["Ada", { participants: 2 }], "Grace", ["Edsger", { participants: 2 }]);
    change(ada as number, 0, "confirm");
    enrol(["Alan", { runKey: "none", isScheduled: false }]);
    const overview = runs.runOverview();
    expect(overview.runs.toSorted((a, b) => a.runKey.localeCompare(b.runKey))).toEqual([
      {
        ...docker,
        taken: 3,
        confirmed: 2,
        waiting: 2,
        waitingEnrolments: 1,
        unanswered: 0,
        enrolments: 3,
      },
      {
        courseKey: docker.courseKey,
        runKey: "none",
        taken: 0,
        confirmed: 0,
        waiting: 0,
        waitingEnrolments: 0,
        unanswered: 1,
        enrolments: 1,
      },
    ]);
  });
});

describe("the joining details", () => {
  it("are queued once per confirmed enrolment, never to one awaiting confirmation, and a later move says they no longer hold", () => {
    const [ada, grace, edsger] = enrol("Ada", "Grace", "Edsger", "Barbara") as number[];
    change(ada as number, 0, "confirm");
    change(grace as number, 0, "confirm");
    const joining = () => runs.queueJoiningDetails({ ...docker, at, isMailing: true, facts });
    // Edsger holds a place but is not confirmed: no contract yet, no joining details.
    expect(joining()).toBe(2);
    expect(joining()).toBe(0);
    change(edsger as number, 0, "confirm");
    expect(joining()).toBe(1);
    expect(queued().filter((line) => line.includes("joining"))).toEqual([
      "Ada joining confirmed",
      "Grace joining confirmed",
      "Edsger joining confirmed",
    ]);
    runs.moveRun({ ...docker, at, isMailing: true, facts, toKey: later, toCapacity: null });
    expect(queued().slice(-4)).toEqual([
      "Ada moved confirmed after joining",
      "Grace moved confirmed after joining",
      "Edsger moved confirmed after joining",
      "Barbara moved placed",
    ]);
    // On the new run the confirmed get its own joining details; Barbara, placed, does not.
    expect(runs.queueJoiningDetails({ ...docker, runKey: later, at, isMailing: true, facts })).toBe(
      3,
    );
  });

  it("go to nobody on a cancelled run", () => {
    const [ada] = enrol("Ada");
    change(ada as number, 0, "confirm");
    runs.cancelRun({ ...docker, at, isMailing: true, facts });
    expect(runs.queueJoiningDetails({ ...docker, at, isMailing: true, facts })).toBe(0);
  });
});

describe("a cancellation's cause", () => {
  /** Enrols a private buyer (the record's `buyer`). */
  function enrolPrivate(name: string): number {
    const [added] = enquiries.addBatch([
      {
        ...enrolment(name),
        enrolment: JSON.stringify({ course: { key: docker.courseKey }, buyer: "private" }),
      },
    ]);
    return added?.id as number;
  }
  const cancel = (id: number, version: number, cause?: CancellationCause, when = at) =>
    runs.changePlace({
      id,
      version,
      action: "cancel",
      at: when,
      isMailing: true,
      capacity: 3,
      facts,
      ...(cause && { cause }),
    });
  const causeOf = (id: number) => runs.runEnrolment(id)?.cancelCause;
  const lastFacts = () =>
    JSON.parse(
      String(
        (
          database.database
            .prepare("SELECT facts FROM run_mails ORDER BY id DESC LIMIT 1")
            .get() as {
            facts: string;
          }
        ).facts,
      ),
    ) as RunMailFacts;

  it("is recorded with the cancellation and handed to its mail with the day, as chosen", () => {
    const [ada] = enrol("Ada");
    change(ada as number, 0, "confirm");
    expect(cancel(ada as number, 1, "buyer", "2026-11-20T23:30:00.000Z")).toMatchObject({
      outcome: "done",
      enrolment: { place: "cancelled", cancelCause: "buyer" },
    });
    expect(causeOf(ada as number)).toBe("buyer");
    // 23:30 UTC on 20 November is the 21st in Amsterdam: the day the terms' scale counts from.
    expect(lastFacts().cancellation).toEqual({ cause: "buyer", on: "2026-11-21" });
  });

  it("is the one the place allows: a business's confirmed enrolment is the buyer's own; ours only once the run is cancelled", () => {
    const [ada, grace] = enrol("Ada", "Grace");
    change(ada as number, 0, "confirm");
    expect(cancel(ada as number, 1, "withdrawal")).toMatchObject({
      outcome: "refused",
      reason: "cause",
    });
    expect(cancel(ada as number, 1, "run-cancelled")).toMatchObject({ reason: "cause" });
    // Refused: nothing changed, nobody mailed.
    expect(places().Ada).toBe(`${docker.runKey} confirmed v1`);
    expect(queued()).toEqual(["Ada confirmed confirmed"]);
    // Without a cause (an older page), the one the place suggests.
    expect(cancel(ada as number, 1)).toMatchObject({ enrolment: { cancelCause: "buyer" } });
    change(grace as number, 0, "confirm");
    runs.cancelRun({ ...docker, at, isMailing: true, facts });
    expect(cancel(grace as number, 1)).toMatchObject({
      enrolment: { cancelCause: "run-cancelled" },
    });
  });

  it("is a withdrawal for a private buyer within the period, never the terms' charge", () => {
    const sanne = enrolPrivate("Sanne");
    change(sanne, 0, "confirm");
    // Confirmed on 20 November 2026: the period runs to Friday 4 December.
    expect(cancel(sanne, 1, "buyer", "2026-12-04T12:00:00.000Z")).toMatchObject({
      reason: "cause",
    });
    expect(cancel(sanne, 1, undefined, "2026-12-04T12:00:00.000Z")).toMatchObject({
      enrolment: { cancelCause: "withdrawal" },
    });
    const piet = enrolPrivate("Piet");
    change(piet, 0, "confirm");
    // After the period: the buyer's own cancellation is suggested, a withdrawal still possible.
    expect(cancel(piet, 1, undefined, "2026-12-05T12:00:00.000Z")).toMatchObject({
      enrolment: { cancelCause: "buyer" },
    });
  });

  it("costs nothing before a confirmation: unconfirmed is the only cause", () => {
    const [ada, , , barbara] = enrol("Ada", "Grace", "Edsger", "Barbara");
    expect(cancel(ada as number, 0, "buyer")).toMatchObject({ reason: "cause" });
    expect(cancel(ada as number, 0)).toMatchObject({ enrolment: { cancelCause: "unconfirmed" } });
    expect(cancel(barbara as number, 0, "unconfirmed")).toMatchObject({
      enrolment: { place: "cancelled", cancelCause: "unconfirmed" },
    });
  });
});

describe("the run mails' queue", () => {
  it("is claimed one mail at a time with the enrolment's address and language, leased, and marked sent", () => {
    const [ada, grace] = enrol("Ada", "Grace") as number[];
    change(ada as number, 0, "confirm");
    change(grace as number, 0, "confirm");
    expect(runs.pendingRunMailCount()).toBe(2);
    const now = "2026-11-20T10:00:01.000Z";
    const lease = "2026-11-20T10:01:01.000Z";
    const [job] = runs.claimDueRunMails(now, lease, 1);
    expect(job).toMatchObject({
      kind: "confirmed",
      email: "ada@example.nl",
      language: "en",
      attempts: 0,
      leaseUntil: lease,
      joiningWasSent: false,
    });
    expect(JSON.parse(job?.facts ?? "")).toEqual(facts);
    // Leased: a second sender gets the other one, not this one.
    const others = runs.claimDueRunMails(now, lease, 5);
    expect(others.map((other) => other.email)).toEqual(["grace@example.nl"]);
    runs.markRunMailSent(others[0]?.id as number, now);
    expect(runs.renewRunMailLease(job?.id as number, lease, "2026-11-20T10:02:00.000Z")).toBe(true);
    expect(runs.renewRunMailLease(job?.id as number, lease, "2026-11-20T10:03:00.000Z")).toBe(
      false,
    );
    runs.markRunMailFailed(job?.id as number, "2026-11-20T10:05:00.000Z");
    const [retried] = runs.claimDueRunMails(
      "2026-11-20T10:05:00.000Z",
      "2026-11-20T10:06:00.000Z",
      1,
    );
    expect(retried).toMatchObject({ id: job?.id, attempts: 1 });
    runs.markRunMailSent(job?.id as number, "2026-11-20T10:05:01.000Z");
    expect(runs.pendingRunMailCount()).toBe(0);
  });

  it("never sends a mail queued while e-mail was off", () => {
    const [ada] = enrol("Ada");
    runs.changePlace({
      id: ada as number,
      version: 0,
      action: "confirm",
      at,
      isMailing: false,
      capacity: 3,
      facts,
    });
    expect(
      runs.claimDueRunMails("2030-01-01T00:00:00.000Z", "2030-01-01T00:01:00.000Z", 5),
    ).toEqual([]);
    expect(runs.runEnrolment(ada as number)).toMatchObject({
      lastMailKind: "confirmed",
      lastMailStatus: "off",
    });
  });

  it("loses an enrolment's mails when the enrolment is deleted (erasure, retention)", () => {
    const [ada] = enrol("Ada");
    change(ada as number, 0, "confirm");
    enquiries.delete(ada as number);
    expect(runs.pendingRunMailCount()).toBe(0);
    expect(queued()).toEqual([]);
  });
});
