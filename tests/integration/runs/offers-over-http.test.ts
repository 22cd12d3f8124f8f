import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EnquiryStore, enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { runFacts } from "#server/runs/run-mail-facts.ts";
import { offerRunsOf } from "#server/runs/offer-runs.ts";
import type { OfferContext } from "#server/runs/run-offers.ts";
import { type RunStore, runStore, runTables } from "#server/runs/run-store.ts";
import { invoiceTables } from "#server/invoices/invoice-store.ts";
import { databasePath, openStore } from "#server/store/store.ts";
import { dictionaries } from "#src/i18n/dictionaries.server.ts";
import { contactPaths, linkAnswerPaths } from "#src/routing/fixed-paths.ts";
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
 * Offers through the server and its store's process, over real HTTP: the
 * public page never shows an offered place as free and a newcomer never
 * takes it; the link's page changes nothing on a visit and takes an answer
 * only from our own origin, once; and offers made while enrolments and
 * cancellations arrive at once never overfill a run.
 */
const runs = {
  three: testRun({ inDays: 30, capacity: 3 }),
  busy: testRun({ inDays: 40, capacity: 5 }),
  moving: testRun({ inDays: 50, capacity: 4 }),
  target: testRun({ inDays: 60, capacity: 4 }),
};
const catalogue = testCatalogue(Object.values(runs));
const quiet = { info() {}, warn() {}, error() {} };

let work: string;
let dataDir: string;
let store: EnquiryStore;
let runStoreFront: RunStore;
let baseUrl: string;
const sites = siteServers();
let origin = "";
const offers = (): OfferContext => ({ runs: offerRunsOf(catalogue), origin, offerHours: 48 });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "offers-http-"));
  const client = await writeTestBuild(work, catalogue);
  dataDir = path.join(work, "data");
  const opened = await openStore(dataDir, { tables: [enquiryTables, runTables, invoiceTables] });
  store = enquiryStore(opened);
  runStoreFront = runStore(opened, { isMailing: true });
  ({ baseUrl } = await sites.start({
    root: client,
    cspManifest: {},
    store,
    log: quiet,
    links: { runs: runStoreFront, origin: () => origin, offers },
  }));
  origin = baseUrl;
});
afterAll(async () => {
  await sites.close();
  await store.close();
  await rm(work, { recursive: true, force: true });
});

function enrol(run: string, name: string, participants = 1) {
  return fetch(`${baseUrl}/`, {
    method: "POST",
    headers: { "Content-Type": formContentType },
    body: enrolmentForm(run, { name, participants: String(participants) }),
    redirect: "manual",
  });
}

function rows(run: string) {
  const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
  try {
    return db
      .prepare(
        "SELECT id, name, place, participants, place_version AS version FROM enquiries WHERE run_key = ? ORDER BY id",
      )
      .all(run) as {
      id: number;
      name: string;
      place: string;
      participants: number;
      version: number;
    }[];
  } finally {
    db.close();
  }
}

function latestLink(name: string): string {
  const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
  try {
    const row = db
      .prepare(
        "SELECT m.facts FROM run_mails m JOIN enquiries e ON e.id = m.enquiry_id WHERE e.name = ? AND m.kind = 'offered' ORDER BY m.id DESC LIMIT 1",
      )
      .get(name) as { facts: string };
    return JSON.parse(row.facts).answer.url as string;
  } finally {
    db.close();
  }
}

const cancel = (row: { id: number; version: number }, run: string) =>
  runStoreFront.changePlace({
    id: row.id,
    version: row.version,
    action: "cancel",
    at: new Date().toISOString(),
    capacity: 3,
    facts: runFacts(catalogue, testCourseKey, run),
    offers: offers(),
  });

const answer = (link: string, choice: string, from: string | null = origin) =>
  fetch(link, {
    method: "POST",
    headers: { "Content-Type": formContentType, ...(from && { Origin: from }) },
    body: new URLSearchParams({ choice }).toString(),
  });

describe("an offered place", () => {
  it("is never free on the public page, and the next newcomer goes on the waiting list", async () => {
    for (const name of ["Ada", "Grace", "Edsger", "Alan"]) await enrol(runs.three.key, name);
    const ada = rows(runs.three.key).find((row) => row.name === "Ada");
    await cancel(ada as { id: number; version: number }, runs.three.key);
    expect(rows(runs.three.key).find((row) => row.name === "Alan")?.place).toBe("offered");
    const availability = (await (await fetch(`${baseUrl}/availability.json`)).json()) as {
      runs: Record<string, { left: number | null }>;
    };
    expect(availability.runs[`${testCourseKey}/${runs.three.key}`]?.left).toBe(0);
    const newcomer = await enrol(runs.three.key, "Newcomer");
    expect(new URL(newcomer.headers.get("location") ?? "", baseUrl).pathname).toBe(
      contactPaths.en.waiting,
    );
  });

  it("shows its page on a visit and changes nothing; refuses an answer from another origin", async () => {
    const link = latestLink("Alan");
    expect(new URL(link).pathname.startsWith(`${linkAnswerPaths.en.offer}/`)).toBe(true);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page.text();
    expect(html).toContain(dictionaries.en.offers.offer.accept);
    expect(html).not.toContain("<script");
    expect(rows(runs.three.key).find((row) => row.name === "Alan")?.place).toBe("offered");
    for (const from of ["https://evil.example", null]) {
      const forged = await answer(link, "accept", from);
      expect(forged.status).toBe(403);
    }
    expect(rows(runs.three.key).find((row) => row.name === "Alan")?.place).toBe("offered");
  });

  it("accepted from our page is a place awaiting confirmation, once; the Dutch address speaks Dutch", async () => {
    const link = latestLink("Alan");
    const accepted = await answer(link, "accept");
    expect(await accepted.text()).toContain(dictionaries.en.offers.offer.accepted.title);
    expect(rows(runs.three.key).find((row) => row.name === "Alan")?.place).toBe("placed");
    const again = await answer(link, "decline");
    expect(await again.text()).toContain(dictionaries.en.offers.used.title);
    expect(rows(runs.three.key).find((row) => row.name === "Alan")?.place).toBe("placed");
    const token = link.slice(link.lastIndexOf("/") + 1);
    const dutch = await fetch(`${baseUrl}${linkAnswerPaths.nl.offer}/${token}`);
    const dutchHtml = await dutch.text();
    expect(dutchHtml).toContain(dictionaries.nl.offers.used.title);
    // A way on to the site, in the page's language.
    expect(dutchHtml).toContain('<a href="/nl">Ga naar de homepage</a>');
    const unknown = await fetch(`${baseUrl}${linkAnswerPaths.nl.offer}/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
  });
});

describe("a moved run's confirmed buyer", () => {
  it("chooses on the page behind the mail's link, in their language: keeping the new run, or a full refund", async () => {
    for (const name of ["Mia", "Noah"]) await enrol(runs.moving.key, name);
    for (const row of rows(runs.moving.key)) {
      await runStoreFront.changePlace({
        id: row.id,
        version: row.version,
        action: "confirm",
        at: new Date().toISOString(),
        capacity: 4,
        facts: runFacts(catalogue, testCourseKey, runs.moving.key),
      });
    }
    const moved = await runStoreFront.moveRun({
      courseKey: testCourseKey,
      runKey: runs.moving.key,
      toKey: runs.target.key,
      toCapacity: 4,
      at: new Date().toISOString(),
      facts: {
        ...runFacts(catalogue, testCourseKey, runs.moving.key),
        to: runFacts(catalogue, testCourseKey, runs.target.key).run,
      },
      offers: offers(),
    });
    expect(moved).toMatchObject({ outcome: "done", placed: 2, waiting: 0 });
    const linkOf = (name: string) => {
      const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
      try {
        const row = db
          .prepare(
            "SELECT m.facts FROM run_mails m JOIN enquiries e ON e.id = m.enquiry_id WHERE e.name = ? AND m.kind = 'move-choice'",
          )
          .get(name) as { facts: string };
        return JSON.parse(row.facts).answer.url as string;
      } finally {
        db.close();
      }
    };
    const mia = linkOf("Mia");
    expect(new URL(mia).pathname.startsWith(`${linkAnswerPaths.en.moveChoice}/`)).toBe(true);
    const page = await (await fetch(mia)).text();
    expect(page).toContain(dictionaries.en.offers.move.keep);
    expect(page).toContain(dictionaries.en.offers.move.refund);
    expect(await (await answer(mia, "keep")).text()).toContain(
      dictionaries.en.offers.move.kept.title,
    );
    const noah = linkOf("Noah");
    expect(await (await answer(noah, "accept")).text()).toContain(dictionaries.en.offers.move.keep);
    expect(rows(runs.target.key).find((row) => row.name === "Noah")?.place).toBe("confirmed");
    expect(await (await answer(noah, "refund")).text()).toContain(
      dictionaries.en.offers.move.refunded.title,
    );
    const target = rows(runs.target.key);
    expect(target.find((row) => row.name === "Mia")?.place).toBe("confirmed");
    expect(target.find((row) => row.name === "Noah")?.place).toBe("cancelled");
  });
});

describe("offers under load", () => {
  it("never overfill a run while enrolments and cancellations arrive at once", async () => {
    const first = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        enrol(runs.busy.key, `Busy ${index}`, 1 + (index % 2)),
      ),
    );
    expect(first.every((response) => response.status === 303)).toBe(true);
    const holders = rows(runs.busy.key).filter((row) => row.place === "placed");
    // Cancel every holder, enrol 12 more and sweep the offers, all at once.
    await Promise.all([
      ...holders.map((row) => cancel(row, runs.busy.key)),
      ...Array.from({ length: 12 }, (_, index) =>
        enrol(runs.busy.key, `Late ${index}`, 1 + (index % 3)),
      ),
      runStoreFront.recomputeOffers({ at: new Date().toISOString(), offers: offers() }),
      runStoreFront.recomputeOffers({ at: new Date().toISOString(), offers: offers() }),
    ]);
    const after = rows(runs.busy.key);
    const held = after
      .filter((row) => ["placed", "confirmed", "offered"].includes(row.place))
      .reduce((sum, row) => sum + row.participants, 0);
    expect(held).toBeLessThanOrEqual(5);
    // And nothing free is left while someone waiting would fit it.
    const smallestWaiting = Math.min(
      ...after.filter((row) => row.place === "waiting").map((row) => row.participants),
    );
    expect(smallestWaiting).toBeGreaterThan(5 - held);
  });
});
