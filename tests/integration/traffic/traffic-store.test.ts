import type { IncomingMessage, ServerResponse } from "node:http";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databasePath, openStore } from "#server/store/store.ts";
import { createTrafficCounter } from "#server/traffic/traffic-counter.ts";
import { startTrafficRetention } from "#server/traffic/traffic-retention.ts";
import { trafficStore, trafficTables } from "#server/traffic/traffic-store.ts";
import { dailyRowLimits, otherValue, type TrafficBatch } from "#server/traffic/traffic-tables.ts";

/**
 * The traffic tables in a real store (its own process, a SQLite file): what a
 * flush adds, what the report reads, the daily limits that keep a flood
 * bounded, retention, and what the file holds after a day of visits.
 */
const quiet = { error() {}, info() {}, warn() {} };
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "traffic-store-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function open() {
  const store = await openStore(dataDir, { tables: [trafficTables], log: quiet });
  return { store, traffic: trafficStore(store) };
}

const noRows: TrafficBatch = { pages: [], days: [], sources: [], notFound: [], conversions: [] };

/** A request as the site server hands it to the counter, from one client. */
function visit(address: string, userAgent: string, headers: Record<string, string> = {}) {
  return {
    method: "GET",
    headers: { "user-agent": userAgent, host: "www.example.nl", ...headers },
    socket: { remoteAddress: address },
  } as unknown as IncomingMessage;
}
const answered = (status: number) =>
  ({
    statusCode: status,
    getHeader: (name: string) => (name === "content-type" ? "text/html; charset=utf-8" : undefined),
  }) as unknown as ServerResponse;

describe("the traffic tables", () => {
  it("add up flushes per day and page, and report a range", async () => {
    const { store, traffic } = await open();
    const page = (day: string, views: number) => ({
      day,
      page: "/about",
      language: "en",
      views,
      visitors: views,
      entries: 1,
    });
    await traffic.recordTraffic({
      ...noRows,
      pages: [page("2026-06-01", 2), page("2026-06-02", 3)],
      days: [{ day: "2026-06-01", visitors: 2 }],
      sources: [
        { day: "2026-06-01", page: "/about", kind: "referrer", value: "www.example.org", views: 1 },
      ],
      conversions: [
        {
          day: "2026-06-02",
          page: "/contact",
          kind: "enrolment",
          course: "testing/istqb-foundation",
          run: "2027-03-01-classroom",
          count: 1,
        },
      ],
    });
    await traffic.recordTraffic({
      ...noRows,
      pages: [page("2026-06-01", 1)],
      days: [{ day: "2026-06-01", visitors: 1 }],
    });
    const report = await traffic.trafficReport("2026-06-01", "2026-06-02");
    expect(report.days).toEqual([
      { day: "2026-06-01", views: 3, visitors: 3, entries: 2 },
      { day: "2026-06-02", views: 3, visitors: 0, entries: 1 },
    ]);
    expect(report.pages).toEqual([
      {
        page: "/about",
        language: "en",
        views: 6,
        visitors: 6,
        entries: 3,
        enquiries: 0,
        enrolments: 0,
      },
      {
        page: "/contact",
        language: "",
        views: 0,
        visitors: 0,
        entries: 0,
        enquiries: 0,
        enrolments: 1,
      },
    ]);
    expect(report.sources).toEqual([{ kind: "referrer", value: "www.example.org", views: 1 }]);
    expect(report.enrolmentsByCourse).toEqual([
      { course: "testing/istqb-foundation", enrolments: 1 },
    ]);
    expect((await traffic.trafficReport("2026-06-02", "2026-06-02")).days).toHaveLength(1);
    const rows = await traffic.trafficRows("2026-06-01", "2026-06-01");
    expect(rows).toContainEqual({
      day: "2026-06-01",
      what: "referrer",
      page: "/about",
      detail: "www.example.org",
      count: 1,
    });
    await store.close();
  });

  it("keep a day's made-up values bounded: past the limit they add up under (other)", async () => {
    const { store, traffic } = await open();
    const day = "2026-06-01";
    const flood = dailyRowLimits.sources + 700;
    for (let start = 0; start < flood; start += 300) {
      await traffic.recordTraffic({
        ...noRows,
        sources: Array.from({ length: Math.min(300, flood - start) }, (_, index) => ({
          day,
          page: "/",
          kind: "referrer" as const,
          value: `spam-${start + index}.example`,
          views: 1,
        })),
        notFound: Array.from({ length: Math.min(300, flood - start) }, (_, index) => ({
          day,
          path: `/probe-${start + index}`,
          views: 1,
        })),
      });
    }
    await store.close();
    const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count("SELECT COUNT(*) AS n FROM traffic_sources")).toBe(dailyRowLimits.sources + 1);
    expect(count("SELECT SUM(views) AS n FROM traffic_sources")).toBe(flood);
    expect(count(`SELECT views AS n FROM traffic_sources WHERE value = '${otherValue}'`)).toBe(700);
    expect(count("SELECT COUNT(*) AS n FROM traffic_not_found")).toBe(dailyRowLimits.notFound + 1);
    db.close();
  });

  it("forget the days past the retention", async () => {
    const { store, traffic } = await open();
    const on = (day: string) => ({
      day,
      page: "/",
      language: "en",
      views: 1,
      visitors: 1,
      entries: 1,
    });
    await traffic.recordTraffic({
      ...noRows,
      pages: [on("2024-06-01"), on("2024-06-02"), on("2026-06-01")],
      days: [{ day: "2024-06-01", visitors: 1 }],
      notFound: [{ day: "2024-06-01", path: "/old", views: 1 }],
    });
    const stop = startTrafficRetention(traffic, 730, quiet, () =>
      Date.parse("2026-06-01T12:00:00Z"),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    const report = await traffic.trafficReport("2000-01-01", "2099-12-31");
    expect(report.days.map((row) => row.day)).toEqual(["2024-06-02", "2026-06-01"]);
    expect(report.notFound).toEqual([]);
    await store.close();
  });
});

describe("after a day of visits", () => {
  it("no client address, user agent or visitor hash is anywhere in the store: only the day's numbers", async () => {
    const { store, traffic } = await open();
    let now = new Date("2026-06-01T04:00:00Z");
    const counter = createTrafficCounter({
      store: traffic,
      trustedProxyHops: 0,
      siteHosts: ["www.example.nl"],
      now: () => now,
      flushAfterCounts: 25,
    });
    const clients = Array.from({ length: 40 }, (_, index) => ({
      address:
        index % 2
          ? `203.0.113.${index + 10}`
          : `2001:db8:85a3::8a2e:370:${(index + 0x7300).toString(16)}`,
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Agent${index}x${index * 7919}`,
    }));
    const pages = ["/", "/about", "/training", "/nl", "/contact"];
    for (let hour = 0; hour < 18; hour++) {
      now = new Date(Date.parse("2026-06-01T04:00:00Z") + hour * 3_600_000);
      for (const [index, client] of clients.entries()) {
        const page = pages[(index + hour) % pages.length] as string;
        counter.countServed(
          visit(client.address, client.userAgent, {
            referer: hour === 0 ? "https://news.example.org/item?id=1" : "https://www.example.nl/",
          }),
          answered(200),
          page,
          hour === 0 ? "?utm_source=newsletter" : "",
        );
        if (hour === 5)
          counter.countServed(
            visit(client.address, client.userAgent),
            answered(404),
            `/missing-${index % 3}`,
          );
      }
      counter.countConversion(
        visit(clients[0]?.address ?? "", clients[0]?.userAgent ?? "", {
          referer: "https://www.example.nl/contact",
        }),
        { kind: "enquiry" },
      );
    }
    // 23:00 in Amsterdam was the last hour; at 00:30 the next day, one more visit: yesterday's salt and hashes are gone before it is counted.
    const salt = counter.visitors.saltForTests();
    now = new Date("2026-06-01T22:30:00Z");
    counter.countServed(visit("198.51.100.1", "Mozilla/5.0 Firefox/150.0"), answered(200), "/");
    expect(salt?.every((byte) => byte === 0)).toBe(true);
    expect(counter.visitors.heldDay()).toBe("2026-06-02");
    await counter.close();

    const report = await traffic.trafficReport("2026-06-01", "2026-06-02");
    expect(report.days).toEqual([
      { day: "2026-06-01", views: 40 * 18, visitors: 40, entries: 40 },
      { day: "2026-06-02", views: 1, visitors: 1, entries: 1 },
    ]);
    expect(report.pages.find((row) => row.page === "/contact")?.enquiries).toBe(18);
    await store.close();

    const secrets = clients.flatMap((client) => [
      client.address,
      client.userAgent,
      client.userAgent.split(" ").at(-1) ?? "",
    ]);
    const files = (await readdir(dataDir)).filter((file) => file.startsWith("enquiries.sqlite"));
    expect(files).toContain("enquiries.sqlite");
    for (const file of files) {
      const bytes = await readFile(path.join(dataDir, file));
      for (const secret of [...secrets, "198.51.100.1", "Firefox"]) {
        expect(bytes.includes(Buffer.from(secret, "utf8")), `${secret} in ${file}`).toBe(false);
        expect(bytes.includes(Buffer.from(secret, "utf16le")), `${secret} in ${file}`).toBe(false);
      }
    }
    const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    ).map((row) => row.name);
    // The file has the store's whole schema (its migrations): every table but these is empty.
    const holding = tables.filter((table) => db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get());
    expect(holding.sort()).toEqual([
      "health_probe",
      "traffic_conversions",
      "traffic_days",
      "traffic_not_found",
      "traffic_pages",
      "traffic_sources",
    ]);
    for (const table of tables) {
      for (const row of db.prepare(`SELECT * FROM ${table}`).all()) {
        for (const cell of Object.values(row)) {
          if (typeof cell !== "string") continue;
          // A day, a path of ours, a language, a device, the referrer's host, the campaign, a kind: nothing else.
          expect(cell, `${table}: ${cell}`).toMatch(
            /^(\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?|\/[\w/-]*|en|nl|phone|tablet|desktop|news\.example\.org|newsletter|referrer|utm_source|device|enquiry|)$/,
          );
        }
      }
    }
    db.close();
  });
});
