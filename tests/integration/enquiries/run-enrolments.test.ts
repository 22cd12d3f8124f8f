import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EnquiryStore, openEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { databasePath } from "#server/store/store.ts";
import { contactPaths } from "#src/routing/fixed-paths.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { languages } from "#src/i18n/languages.ts";
import { formContentType } from "#tests/support/enquiry-poster.ts";
import {
  enrolmentForm,
  testCatalogue,
  testCourseKey,
  testRun,
  writeTestBuild,
} from "#tests/support/run-catalogue.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * Enrolments in runs over real HTTP, through the server and its store's
 * process: a run never takes more than its places (20 posted at once into
 * 3 places), the rest go on the waiting list, and a run that is not open
 * (not in the catalogue, started, past, cancelled) refuses with a page in
 * the visitor's language and stores nothing.
 */
const runs = {
  threePlaces: testRun({ inDays: 30, capacity: 3 }),
  waitingOnly: testRun({ inDays: 31, capacity: 0 }),
  noLimit: testRun({ inDays: 32, mode: "classroom", capacity: null }),
  cancelled: testRun({ inDays: 33, capacity: 10 }),
  startsToday: testRun({ inDays: 0, capacity: 10 }),
  past: testRun({ inDays: -1, capacity: 10 }),
};
const quiet = { info() {}, warn() {}, error() {} };

let work: string;
let store: EnquiryStore;
let baseUrl: string;
const sites = siteServers();

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "run-enrolments-"));
  const client = await writeTestBuild(work, testCatalogue(Object.values(runs)));
  const dataDir = path.join(work, "data");
  store = await openEnquiryStore(dataDir);
  // The back office's Runs page cancelled one run (its own connection, as a second process would).
  const db = new DatabaseSync(databasePath(dataDir));
  db.prepare("INSERT INTO run_states (course_key, run_key, cancelled_at) VALUES (?, ?, ?)").run(
    testCourseKey,
    runs.cancelled.key,
    new Date().toISOString(),
  );
  db.close();
  ({ baseUrl } = await sites.start({ root: client, cspManifest: {}, store, log: quiet }));
});
afterAll(async () => {
  await sites.close();
  await store.close();
  await rm(work, { recursive: true, force: true });
});

function post(body: string, to = "/") {
  return fetch(`${baseUrl}${to}`, {
    method: "POST",
    headers: { "Content-Type": formContentType },
    body,
    redirect: "manual",
  });
}

async function storedOn(runKey: string) {
  return (await store.find({ kind: "enrolment" })).filter((row) =>
    (row.details ?? "").includes(`"key":"${runKey}"`),
  );
}

describe("a run that fills up", () => {
  it("gives 20 enrolments posted at the same moment into 3 places exactly 3 places and 17 waiting-list places", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(enrolmentForm(runs.threePlaces.key, { name: `Participant ${index}` })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(303));
    const pages = answers.map((answer) => new URL(answer.headers.get("location") ?? "", baseUrl));
    expect(pages.filter((page) => page.pathname === contactPaths.en.enrolled)).toHaveLength(3);
    expect(pages.filter((page) => page.pathname === contactPaths.en.waiting)).toHaveLength(17);
    expect(await storedOn(runs.threePlaces.key)).toHaveLength(20);
    expect(await store.runTallies()).toMatchObject({
      taken: [{ courseKey: testCourseKey, runKey: runs.threePlaces.key, taken: 3 }],
    });
  });

  it("leads to the waiting-list page in the visitor's language, naming the course and the run", async () => {
    const answer = await post(
      enrolmentForm(runs.waitingOnly.key, {}, "nl"),
      contactPaths.nl.enrolled,
    );
    expect(answer.status).toBe(303);
    const page = new URL(answer.headers.get("location") ?? "", baseUrl);
    expect(page.pathname).toBe(contactPaths.nl.waiting);
    expect(page.searchParams.get("course")).toBe("Docker");
    expect(page.searchParams.get("run")).toBe(runs.waitingOnly.label.nl);
  });

  it("places every enrolment of a run without a limit", async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(enrolmentForm(runs.noLimit.key))),
    );
    for (const answer of answers) {
      expect(new URL(answer.headers.get("location") ?? "", baseUrl).pathname).toBe(
        contactPaths.en.enrolled,
      );
    }
  });

  it("keeps no place for an enrolment without a date", async () => {
    const answer = await post(enrolmentForm("none"));
    expect(new URL(answer.headers.get("location") ?? "", baseUrl).pathname).toBe(
      contactPaths.en.enrolled,
    );
  });
});

describe.each(languages)("a run not open for enrolment (%s)", (language) => {
  const words = dictionaries[language].runs.closed;
  const cases = [
    ["not in the catalogue", "2099-01-01-online", words.unknown.title],
    ["starting today", runs.startsToday.key, words.started.title],
    ["in the past", runs.past.key, words.started.title],
    ["cancelled", runs.cancelled.key, words.cancelled.title],
  ] as const;

  it.each(cases)("refuses a run %s with a 400 page, storing nothing", async (_, runKey, title) => {
    const answer = await post(enrolmentForm(runKey, { name: `Refused ${language}` }, language));
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain(`<html lang="${language}">`);
    expect(page).toContain(`<h1>${title.replace(/'/g, "&#39;")}</h1>`);
    // The way back: the enrolment form of this language, the course chosen again.
    expect(page).toContain(
      `href="${contactPaths[language].form}?course=${encodeURIComponent(testCourseKey)}#enrol"`,
    );
    expect(await storedOn(runKey)).toEqual([]);
  });
});

describe("/availability.json", () => {
  it("answers every run of the build with its places as stored now, cacheable for 5 s", async () => {
    const answer = await fetch(`${baseUrl}/availability.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=5");
    const answered = ((await answer.json()) as { runs: Record<string, unknown> }).runs;
    const key = (run: { key: string }) => `${testCourseKey}/${run.key}`;
    // After the tests above: 3 of 3 taken, 0 of 0, 5 enrolments in a run without a limit.
    expect(answered[key(runs.threePlaces)]).toEqual({
      capacity: 3,
      left: 0,
      state: "full",
      guaranteed: false,
    });
    expect(answered[key(runs.waitingOnly)]).toMatchObject({ left: 0, state: "full" });
    expect(answered[key(runs.noLimit)]).toEqual({
      capacity: null,
      left: null,
      state: "open",
      guaranteed: false,
    });
    expect(answered[key(runs.cancelled)]).toMatchObject({ state: "cancelled" });
    expect(answered[key(runs.startsToday)]).toEqual({
      capacity: 10,
      left: 10,
      state: "open",
      guaranteed: false,
    });
    expect(Object.keys(answered)).toHaveLength(Object.keys(runs).length);
  });

  it("shows a guarantee given in the back office at the next answer", async () => {
    const run = runs.startsToday;
    const db = new DatabaseSync(databasePath(path.join(work, "data")));
    db.prepare("INSERT INTO run_states (course_key, run_key, guaranteed_at) VALUES (?, ?, ?)").run(
      testCourseKey,
      run.key,
      new Date().toISOString(),
    );
    db.close();
    const answered = (
      (await (await fetch(`${baseUrl}/availability.json`)).json()) as {
        runs: Record<string, { guaranteed: boolean }>;
      }
    ).runs;
    expect(answered[`${testCourseKey}/${run.key}`]?.guaranteed).toBe(true);
  });

  it("answers HEAD without a body, and a store that cannot answer with 503", async () => {
    const head = await fetch(`${baseUrl}/availability.json`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const broken = await sites.start({
      root: path.join(work, "client"),
      cspManifest: {},
      store: {
        ...store,
        runTallies: () => Promise.reject(new Error("The enquiry store is closed")),
      } as EnquiryStore,
      log: quiet,
    });
    const answer = await fetch(`${broken.baseUrl}/availability.json`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});
