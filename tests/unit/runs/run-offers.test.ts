import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type EnquiryTables,
  type NewEnquiry,
  openEnquiryTables,
} from "#server/enquiries/enquiry-tables.ts";
import type { RunPlacement } from "#server/enquiries/run-places.ts";
import type { RunMailFacts } from "#server/mail/run-mails.ts";
import { type OfferContext, type OfferRun, offerDeadline } from "#server/runs/run-offers.ts";
import { openRunTables, type RunTables } from "#server/runs/run-tables.ts";
import { startOfAmsterdamDay } from "#server/schedule/daily-jobs.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { linkAnswerPaths } from "#src/routing/fixed-paths.ts";

/**
 * The waiting list first, by offer, in the store: a freed place is held for
 * the first waiting enrolment that fits it whole, answered by a link, lapsing
 * at its deadline; a newcomer never takes a place a waiting enrolment fits;
 * moves keep confirmed places and give their buyers the choice.
 */
let dir: string;
let database: ReturnType<typeof openDatabase>;
let enquiries: EnquiryTables;
let runs: RunTables;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "run-offers-"));
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
const hours = (n: number, from = at) => new Date(Date.parse(from) + n * 3_600_000).toISOString();
const facts: RunMailFacts = {
  course: { en: "Docker", nl: "Docker" },
  run: { key: docker.runKey, label: { en: "1–3 March 2027", nl: "1–3 maart 2027" } },
};
const origin = "https://www.example.nl";

function liveRuns(capacity: number | null = 3, laterCapacity: number | null = 3): OfferContext {
  const run = (runKey: string, start: string, places: number | null): OfferRun => ({
    courseKey: docker.courseKey,
    runKey,
    capacity: places,
    start,
    facts: { ...facts, run: { ...facts.run, key: runKey } },
  });
  return {
    runs: [run(docker.runKey, "2027-03-01", capacity), run(later, "2027-04-05", laterCapacity)],
    origin,
    offerHours: 48,
  };
}

function enrolment(name: string, run: Partial<RunPlacement> = {}, language = "en"): NewEnquiry {
  return {
    values: { name, email: `${name.toLowerCase()}@example.nl`, phone: "", message: "" },
    language: language as "en",
    receivedAt: "2026-11-01T10:00:00.000Z",
    isToBeMailed: false,
    enrolment: JSON.stringify({ course: { key: docker.courseKey } }),
    run: { ...docker, participants: 1, isScheduled: true, capacity: 3, ...run },
  };
}

function enrol(...names: (string | [string, Partial<RunPlacement>, string?])[]): number[] {
  return names.map((entry) => {
    const [name, run, language] = typeof entry === "string" ? [entry, {}, "en"] : entry;
    return enquiries.addBatch([enrolment(name, run, language)])[0]?.id as number;
  });
}

function places(): Record<string, string> {
  return Object.fromEntries(
    database.database
      .prepare("SELECT name, run_key AS runKey, place FROM enquiries ORDER BY id")
      .all()
      .map((row) => [
        row.name,
        `${row.runKey === docker.runKey ? "" : `${row.runKey} `}${row.place}`,
      ]),
  );
}

function mails(): string[] {
  return database.database
    .prepare(
      "SELECT e.name, m.kind FROM run_mails m JOIN enquiries e ON e.id = m.enquiry_id ORDER BY m.id",
    )
    .all()
    .map((row) => `${row.name} ${row.kind}`);
}

/** Why `name`'s enrolment was cancelled, as the store recorded it. */
const causeOf = (name: string) =>
  (
    database.database
      .prepare("SELECT cancel_cause AS cause FROM enquiries WHERE name = ?")
      .get(name) as {
      cause: string | null;
    }
  ).cause;

/** The link in the newest offer mail to `name`, and its token. */
function linkTo(name: string): { url: string; token: string } {
  const row = database.database
    .prepare(
      "SELECT m.facts FROM run_mails m JOIN enquiries e ON e.id = m.enquiry_id WHERE e.name = ? ORDER BY m.id DESC LIMIT 1",
    )
    .get(name) as { facts: string };
  const url = JSON.parse(row.facts).answer?.url as string;
  return { url, token: url.slice(url.lastIndexOf("/") + 1) };
}

const cancel = (id: number, version: number, context = liveRuns()) =>
  runs.changePlace({
    id,
    version,
    action: "cancel",
    at,
    isMailing: true,
    capacity: 3,
    facts,
    offers: context,
  });

const answer = (token: string, choice: "accept" | "decline" | "keep" | "refund", when = at) =>
  runs.answerOffer({
    token,
    kind: choice === "keep" || choice === "refund" ? "move" : "place",
    choice,
    at: when,
    isMailing: true,
    offers: liveRuns(),
  });

describe("a freed place", () => {
  it("is offered at once to the first waiting enrolment that fits it whole, never split", () => {
    const [ada] = enrol("Ada", "Grace", "Edsger", ["Barbara", { participants: 2 }], "Alan");
    expect(places()).toMatchObject({ Barbara: "waiting", Alan: "waiting" });
    cancel(ada as number, 0);
    // Barbara (2) does not fit the one place: Alan (1), next in line, is offered it.
    expect(places()).toMatchObject({ Ada: "cancelled", Barbara: "waiting", Alan: "offered" });
    expect(mails()).toEqual(["Ada cancelled", "Alan offered"]);
    const { url, token } = linkTo("Alan");
    expect(url).toBe(`${origin}${linkAnswerPaths.en.offer}/${token}`);
    // 256 bits in base64url; the store keeps only its SHA-256.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = database.database.prepare("SELECT token_hash AS hash FROM link_tokens").all();
    expect(stored).toEqual([{ hash: createHash("sha256").update(token).digest("hex") }]);
    expect(
      JSON.stringify(database.database.prepare("SELECT * FROM link_tokens").all()),
    ).not.toContain(token);
  });

  it("counts against capacity everywhere a place does: the public tallies and the Runs page", () => {
    const [ada] = enrol("Ada", "Grace", "Edsger", "Alan");
    cancel(ada as number, 0);
    expect(enquiries.runTallies().taken).toEqual([{ ...docker, taken: 3 }]);
    expect(runs.runOverview().runs[0]).toMatchObject({ taken: 3, offered: 1, waiting: 0 });
  });

  it("is never taken by a newcomer while someone waiting fits it", () => {
    enrol("Ada", "Grace", "Edsger", "Alan");
    // The build raised the capacity to 4 before any offer was made: Alan fits, so the newcomer waits.
    const [newcomer] = enrol(["Newcomer", { capacity: 4 }]);
    expect(places()).toMatchObject({ Alan: "waiting", Newcomer: "waiting" });
    // The release switch's recompute then offers it to Alan, first in line.
    expect(runs.recomputeOffers({ at, isMailing: true, offers: liveRuns(4) })).toEqual({
      expired: 0,
      offered: 1,
    });
    expect(places()).toMatchObject({ Alan: "offered", Newcomer: "waiting" });
    expect(newcomer).toBeGreaterThan(0);
  });

  it("lets a newcomer take a place no one waiting fits", () => {
    enrol("Ada", ["Barbara", { participants: 3 }]);
    expect(places()).toMatchObject({ Barbara: "waiting" });
    // Two places free; Barbara needs three: Alan, a newcomer of one, takes one.
    expect(enrol("Alan")).toHaveLength(1);
    expect(places()).toMatchObject({ Alan: "placed", Barbara: "waiting" });
  });

  it("accepted becomes a place awaiting our confirmation; the link then acts no more", () => {
    const [ada] = enrol("Ada", "Grace", "Edsger", "Alan");
    cancel(ada as number, 0);
    const { token } = linkTo("Alan");
    // A visit (a mail scanner's) changes nothing.
    expect(runs.offerLookup(token, "place", at)).toMatchObject({
      state: "open",
      offer: { participants: 1, expiresAt: hours(48) },
    });
    expect(places().Alan).toBe("offered");
    expect(answer(token, "accept")).toMatchObject({ outcome: "done" });
    expect(places().Alan).toBe("placed");
    expect(answer(token, "decline")).toMatchObject({ outcome: "used" });
    expect(places().Alan).toBe("placed");
    expect(runs.offerLookup(token, "place", at).state).toBe("used");
    // A token is for its one purpose: as a move's choice it is unknown.
    expect(runs.offerLookup(token, "move", at).state).toBe("unknown");
    expect(runs.offerLookup("A".repeat(43), "place", at).state).toBe("unknown");
  });

  it("declined lapses at no cost, and the place goes to the next in line", () => {
    const [ada] = enrol("Ada", "Grace", "Edsger", "Alan", "Barbara");
    cancel(ada as number, 0);
    expect(answer(linkTo("Alan").token, "decline")).toMatchObject({ outcome: "done" });
    expect(places()).toMatchObject({ Alan: "cancelled", Barbara: "offered" });
    expect(database.database.prepare("SELECT outcome FROM run_offers ORDER BY id").all()).toEqual([
      { outcome: "declined" },
      { outcome: null },
    ]);
    expect(causeOf("Alan")).toBe("declined");
  });

  it("expired lapses at no cost with its mail, and the place goes to the next; an answer after it changes nothing", () => {
    const [ada] = enrol("Ada", "Grace", "Edsger", "Alan", "Barbara");
    cancel(ada as number, 0);
    const { token } = linkTo("Alan");
    expect(runs.recomputeOffers({ at: hours(47), isMailing: true, offers: liveRuns() })).toEqual({
      expired: 0,
      offered: 0,
    });
    expect(runs.recomputeOffers({ at: hours(48), isMailing: true, offers: liveRuns() })).toEqual({
      expired: 1,
      offered: 1,
    });
    expect(places()).toMatchObject({ Alan: "cancelled", Barbara: "offered" });
    expect(mails().slice(-2)).toEqual(["Alan offer-expired", "Barbara offered"]);
    expect(answer(token, "accept", hours(49))).toMatchObject({ outcome: "expired" });
    expect(places().Alan).toBe("cancelled");
    expect(causeOf("Alan")).toBe("offer-expired");
  });

  it("given by hand from an offer ends the offer as given", () => {
    const [ada] = enrol("Ada", "Grace", "Edsger", "Alan");
    cancel(ada as number, 0);
    const { token } = linkTo("Alan");
    const alan = runs
      .runRoster(docker.courseKey, docker.runKey)
      .rows.find((row) => row.name === "Alan");
    expect(
      runs.changePlace({
        id: alan?.id as number,
        version: alan?.placeVersion as number,
        action: "place",
        at,
        isMailing: true,
        capacity: 3,
        facts,
      }),
    ).toMatchObject({ outcome: "done", enrolment: { place: "placed" } });
    expect(runs.runningOffers()).toEqual([]);
    expect(answer(token, "decline")).toMatchObject({ outcome: "used" });
  });

  it("held by an offer is no place yet: no joining details, no 'goes ahead' mail", () => {
    const [ada] = enrol("Ada", "Grace", "Edsger", "Alan");
    cancel(ada as number, 0);
    // Joining details go to confirmed enrolments only (issue 30): Grace and Edsger are.
    database.database
      .prepare("UPDATE enquiries SET place = 'confirmed' WHERE name IN ('Grace', 'Edsger')")
      .run();
    expect(runs.queueJoiningDetails({ ...docker, at, isMailing: true, facts })).toBe(2);
    expect(runs.guaranteeRun({ ...docker, at, isMailing: true, facts })).toEqual({
      outcome: "done",
      mailed: 2,
    });
    expect(mails().filter((mail) => mail.startsWith("Alan"))).toEqual(["Alan offered"]);
  });

  it("is not taken away by a lower capacity, and a larger one is offered", () => {
    enrol("Ada", "Grace", "Edsger", "Alan", "Barbara");
    expect(runs.recomputeOffers({ at, isMailing: true, offers: liveRuns(1) }).offered).toBe(0);
    expect(Object.values(places()).filter((place) => place === "placed")).toHaveLength(3);
    expect(runs.recomputeOffers({ at, isMailing: true, offers: liveRuns(5) }).offered).toBe(2);
    expect(places()).toMatchObject({ Alan: "offered", Barbara: "offered" });
  });

  it("holds no link in the store once its mail is sent", () => {
    const [ada] = enrol("Ada", "Grace", "Edsger", "Alan");
    cancel(ada as number, 0);
    const { token } = linkTo("Alan");
    const id = (
      database.database.prepare("SELECT max(id) AS id FROM run_mails").get() as { id: number }
    ).id;
    runs.markRunMailSent(Number(id), hours(1));
    expect(
      JSON.stringify(database.database.prepare("SELECT * FROM run_mails").all()),
    ).not.toContain(token);
  });
});

describe("an offer's deadline", () => {
  it("is OFFER_HOURS away, shorter close to the start, never after it", () => {
    const now = new Date("2026-11-20T10:00:00.000Z");
    expect(offerDeadline(now, "2027-03-01", 48)?.toISOString()).toBe("2026-11-22T10:00:00.000Z");
    // Starting the day after tomorrow: half the time left.
    const start = startOfAmsterdamDay("2026-11-22");
    const deadline = offerDeadline(now, "2026-11-22", 48) as Date;
    expect(deadline.getTime()).toBe(
      now.getTime() + Math.floor((start.getTime() - now.getTime()) / 2),
    );
    expect(deadline.getTime()).toBeLessThan(start.getTime());
    expect(offerDeadline(now, "2026-11-20", 48)).toBeUndefined();
  });
});

describe("a move", () => {
  it("refuses, with the numbers, a target that cannot hold the confirmed enrolments, and moves nothing", () => {
    const [ada, grace] = enrol("Ada", "Grace", "Edsger");
    for (const id of [ada, grace]) {
      runs.changePlace({
        id: id as number,
        version: 0,
        action: "confirm",
        at,
        isMailing: true,
        capacity: 3,
        facts,
      });
    }
    enrol(["Alan", { runKey: later, capacity: 2 }]);
    expect(
      runs.moveRun({
        ...docker,
        at,
        isMailing: true,
        facts,
        toKey: later,
        toCapacity: 2,
        offers: liveRuns(3, 2),
      }),
    ).toEqual({ outcome: "refused", reason: "too-small", confirmed: 2, free: 1 });
    expect(places()).toMatchObject({ Ada: "confirmed", Grace: "confirmed", Edsger: "placed" });
  });

  it("puts confirmed enrolments first, never on a waiting list, and the moved join the waiting list after those there", () => {
    // Edsger (unconfirmed) came before Ada confirmed; the target has 2 places, 1 taken, Alan waiting there.
    const [edsger, ada] = enrol("Edsger", "Ada", "Grace");
    runs.changePlace({
      id: ada as number,
      version: 0,
      action: "confirm",
      at,
      isMailing: true,
      capacity: 3,
      facts,
    });
    enrol(
      ["Bob", { runKey: later, capacity: 2 }],
      ["Carol", { runKey: later, capacity: 2, participants: 2 }],
    );
    const outcome = runs.moveRun({
      ...docker,
      at,
      isMailing: true,
      facts: {
        ...facts,
        to: { key: later, label: { en: "5 April", nl: "5 april" }, start: "2027-04-05" },
      },
      toKey: later,
      toCapacity: 2,
      offers: liveRuns(3, 2),
    });
    expect(outcome).toEqual({ outcome: "done", mailed: 3, placed: 1, waiting: 2 });
    expect(places()).toMatchObject({
      Ada: `${later} confirmed`,
      Edsger: `${later} waiting`,
      Grace: `${later} waiting`,
    });
    const waiting = runs
      .runRoster(docker.courseKey, later)
      .rows.filter((row) => row.place === "waiting")
      .map((row) => row.name);
    expect(waiting).toEqual(["Carol", "Edsger", "Grace"]);
    expect(edsger).toBeGreaterThan(0);
    // Ada, confirmed, is asked to choose: the new run or a full refund.
    expect(mails()).toContain("Ada move-choice");
    expect(linkTo("Ada").url).toContain(`${linkAnswerPaths.en.moveChoice}/`);
  });

  it("gives a confirmed buyer the choice: keeping the new run changes nothing, a refund frees the place, silence refunds", () => {
    const [ada, grace] = enrol("Ada", "Grace");
    for (const id of [ada, grace]) {
      runs.changePlace({
        id: id as number,
        version: 0,
        action: "confirm",
        at,
        isMailing: true,
        capacity: 3,
        facts,
      });
    }
    enrol(
      ["Bob", { runKey: later, capacity: 2 }],
      ["Alan", { runKey: later, capacity: 2 }],
      ["Zoe", { runKey: later, capacity: 2 }],
    );
    runs.moveRun({
      ...docker,
      at,
      isMailing: true,
      facts: {
        ...facts,
        to: { key: later, label: { en: "5 April", nl: "5 april" }, start: "2027-04-05" },
      },
      toKey: later,
      toCapacity: 4,
      offers: liveRuns(3, 4),
    });
    expect(answer(linkTo("Ada").token, "keep")).toMatchObject({ outcome: "done" });
    expect(places().Ada).toBe(`${later} confirmed`);
    // Grace does not answer: after 7 days, a full refund; her place goes to Zoe, waiting there.
    runs.recomputeOffers({ at: hours(7 * 24), isMailing: true, offers: liveRuns(3, 4) });
    expect(places()).toMatchObject({ Grace: `${later} cancelled`, Zoe: `${later} offered` });
    expect(mails()).toContain("Grace move-refund");
  });
});
