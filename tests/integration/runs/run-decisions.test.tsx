import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SendMailOptions } from "nodemailer";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { EnrolmentCatalogue, EnrolmentRun } from "#src/training/enrolment-catalogue.server.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { invoiceTables } from "#server/invoices/invoice-store.ts";
import { runFacts } from "#server/runs/run-mail-facts.ts";
import { startRunDecisions } from "#server/runs/run-decisions.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { type DailyJobs, startDailyJobs } from "#server/schedule/daily-jobs.ts";
import { openStore, type Store } from "#server/store/store.ts";
import { RunsPage } from "#server/back-office/runs/runs-page.tsx";
import { runLines } from "#server/back-office/runs/runs-page-lines.ts";
import { fakeClock } from "#tests/support/fake-clock.ts";

/**
 * The decision date's alert, on the one scheduler with a clock the test
 * moves, against a real store (its own process) and the alerts' outbox: the
 * night a run below its minimum reaches its decision date it is flagged on
 * the Runs page and the owner is mailed, once, however often the job runs
 * (the next night, a restart); a run at its minimum is guaranteed instead,
 * and one guaranteed or cancelled gets nothing. Nothing is cancelled.
 * Dates in October 2026, before today: the outbox sends what is due by the
 * real clock.
 */
const owner = { smtpUrl: "smtp://unused", to: "owner@example.nl", from: "site@example.nl" };
const course = "devops/docker";
const run = (key: string, start: string, extra: Partial<EnrolmentRun> = {}): EnrolmentRun => ({
  key,
  start,
  end: start,
  mode: "classroom",
  capacity: 8,
  guaranteed: false,
  label: { en: `${start}, classroom`, nl: `${start}, klassikaal` },
  ...extra,
});
const below = run("2026-10-20-classroom", "2026-10-20", {
  minimum: 3,
  decisionDate: "2026-10-06",
});
const atMinimum = run("2026-10-21-classroom", "2026-10-21", {
  minimum: 3,
  decisionDate: "2026-10-07",
});
const guaranteed = run("2026-10-22-classroom", "2026-10-22", {
  minimum: 3,
  decisionDate: "2026-10-06",
});
const cancelled = run("2026-10-23-classroom", "2026-10-23", {
  minimum: 3,
  decisionDate: "2026-10-06",
});
let catalogue: EnrolmentCatalogue = {
  builtOn: "2026-10-01",
  vat: { basis: "exclusive", rate: 21 },
  courses: [
    {
      key: course,
      title: { en: "Docker", nl: "Docker" },
      path: { en: "/training/devops/docker", nl: "/nl/trainingen/devops/docker" },
      runs: [below, atMinimum, guaranteed, cancelled],
    },
  ],
  terms: { version: "x", text: { en: "", nl: "" }, withdrawalForm: { en: "", nl: "" } },
};

let work: string;
let store: Store;
let jobs: DailyJobs | undefined;
let stopMailer: (() => Promise<void>) | undefined;
const sent: SendMailOptions[] = [];
const logged: string[] = [];
const clock = fakeClock("2026-10-05T10:00:00Z");
const runs = () => runStore(store, { isMailing: true });

/** Our server's start: the job at once, then every night; the alerts' outbox beside it. */
function start() {
  const decisions = startRunDecisions({
    runs: runs(),
    catalogue: () => catalogue,
    rosterUrl: (courseKey, runKey) => `https://www.example.nl/admin/runs/${courseKey}/${runKey}`,
    clock: clock.clock,
    record: (detail) => void logged.push(detail),
    mail: { config: owner, send: async (mail) => void sent.push(mail) },
    log: { info() {}, error() {} },
  });
  jobs = startDailyJobs([decisions.job], { clock: clock.clock });
  stopMailer = decisions.mailer?.stop;
}
async function stop() {
  jobs?.stop();
  await stopMailer?.();
}

/** Enrols `count` participants, each confirmed, on a run. */
async function confirmed(on: EnrolmentRun, count: number) {
  for (let index = 0; index < count; index++) {
    const placed = await enquiryStore(store).addEnrolment(
      { name: `P${index}`, email: `p${index}@example.nl`, phone: "", message: "" },
      new Date(),
      "en",
      { buyer: "business", participants: 1, price: {} },
      { courseKey: course, runKey: on.key, participants: 1, isScheduled: true, capacity: 8 },
    );
    await runs().changePlace({
      id: placed.id as number,
      version: 0,
      action: "confirm",
      at: new Date().toISOString(),
      capacity: 8,
      facts: runFacts(catalogue, course, on.key),
    });
  }
}

async function runsPageNow() {
  const today = todayInAmsterdam(clock.clock.now());
  const lines = runLines(catalogue, await runs().runOverview(), today);
  return renderToStaticMarkup(
    <RunsPage signedIn={{ email: owner.to }} {...lines} hasCatalogue isMailing />,
  );
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "run-decisions-"));
  store = await openStore(work, { tables: [enquiryTables, runTables, invoiceTables] });
  await confirmed(below, 1);
  await confirmed(guaranteed, 1);
  await confirmed(cancelled, 1);
  // Two of three, then the owner lowers the minimum to two: the store guarantees it at night.
  await confirmed(atMinimum, 2);
  catalogue = {
    ...catalogue,
    courses: catalogue.courses.map((entry) => ({
      ...entry,
      runs: entry.runs.map((each) => (each === atMinimum ? { ...each, minimum: 2 } : each)),
    })),
  };
  const at = new Date().toISOString();
  await runs().guaranteeRun({
    courseKey: course,
    runKey: guaranteed.key,
    at,
    facts: runFacts(catalogue, course, guaranteed.key),
  });
  await runs().cancelRun({
    courseKey: course,
    runKey: cancelled.key,
    at,
    facts: runFacts(catalogue, course, cancelled.key),
  });
  start();
}, 30_000);
afterAll(async () => {
  await stop();
  await store.close();
  await rm(work, { recursive: true, force: true });
});

const alerts = () => sent.filter((mail) => mail.to === owner.to);
const flagOf = (html: string) =>
  /<div class="problem" role="alert">[\s\S]*?<\/div>/
    .exec(html)?.[0]
    ?.match(/<p data-decision-due="">[\s\S]*?<\/p>/g)
    ?.join("\n");

describe("the decision date's alert", () => {
  it("flags nothing and mails nobody the day before", async () => {
    await vi.waitFor(() => expect(logged.some((line) => line.includes(atMinimum.key))).toBe(true));
    expect(alerts()).toEqual([]);
    expect(flagOf(await runsPageNow())).toBeUndefined();
  });

  it("on its decision date, flags the run below its minimum on the Runs page and mails the owner its numbers", async () => {
    await clock.moveTo("2026-10-06T06:00:00Z");
    await vi.waitFor(() => expect(alerts()).toHaveLength(1));
    const [alert] = alerts();
    expect(alert?.subject).toBe(
      `Decide on a run: Docker, ${below.label.en} (1 of minimum 3 confirmed)`,
    );
    expect(String(alert?.text)).toMatch(/Confirmed: +1/);
    expect(String(alert?.text)).toContain(
      `https://www.example.nl/admin/runs/${course}/${below.key}`,
    );
    const flag = flagOf(await runsPageNow());
    expect(flag).toContain(below.label.en);
    expect(flag).toContain("1 of minimum 3 confirmed");
    // The guaranteed and the cancelled run are decided: no flag, no mail.
    expect(flag).not.toContain(guaranteed.label.en);
    expect(flag).not.toContain(cancelled.label.en);
    expect(logged.filter((line) => line.includes("flagged"))).toEqual([
      expect.stringContaining(
        `${course} ${below.key}: below its minimum on its decision date 2026-10-06`,
      ),
    ]);
  });

  it("mails the owner once: the next nights and a restart flag nothing new", async () => {
    await clock.moveTo("2026-10-08T06:00:00Z");
    await stop();
    start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alerts()).toHaveLength(1);
    expect(logged.filter((line) => line.includes("flagged"))).toHaveLength(1);
  });

  it("guarantees a run at its minimum instead of flagging it, and cancels nothing", async () => {
    const overview = await runs().runOverview();
    const stateOf = (key: string) => overview.states.find((state) => state.runKey === key);
    expect(stateOf(atMinimum.key)?.guaranteedAt).not.toBeNull();
    expect(logged).toContainEqual(
      expect.stringContaining(
        `${course} ${atMinimum.key}: guaranteed, its minimum reached (2 confirmed, minimum 2)`,
      ),
    );
    expect(stateOf(below.key)?.cancelledAt ?? null).toBeNull();
    const roster = await runs().runRoster(course, below.key);
    expect(roster.rows.map((row) => row.place)).toEqual(["confirmed"]);
  });

  it("takes the flag off the Runs page once the owner decides", async () => {
    await runs().cancelRun({
      courseKey: course,
      runKey: below.key,
      at: new Date().toISOString(),
      facts: runFacts(catalogue, course, below.key),
    });
    expect(flagOf(await runsPageNow())).toBeUndefined();
    expect(alerts()).toHaveLength(1);
  });
});
