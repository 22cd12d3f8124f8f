import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rename, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backOfficeTables } from "#server/back-office/back-office-store.ts";
import { enquiryTables, openEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { type EnquiryMethods, openEnquiryTables } from "#server/enquiries/enquiry-tables.ts";
import type { BackOfficeMethods } from "#server/back-office/tables.ts";
import { openDatabase } from "#server/store/database.ts";
import { migrations } from "#server/store/migrations/migrations.ts";
import { databasePath, openStore } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";

const values = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.nl`,
  phone: "+31 40 123 4567",
  message: `A message from ${name}.`,
});

const quiet = { error() {} };

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), "enquiry-store-")), "nested", "data");
});
afterEach(async () => {
  await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
});

describe("openEnquiryStore", () => {
  it("creates its folder and database, in WAL mode with synchronous=FULL", async () => {
    const store = await openEnquiryStore(dataDir);
    // FULL is 2; NORMAL (1) or OFF (0) could lose an acknowledged enquiry on power loss.
    expect(await store.settings()).toEqual({ journalMode: "wal", synchronous: 2 });
    await store.close();
    const db = new DatabaseSync(databasePath(dataDir));
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    db.close();
  });

  it("stores enquiries and lists them newest first, surviving a reopen", async () => {
    const store = await openEnquiryStore(dataDir);
    const first = await store.add(values("Ada"), new Date("2026-01-01T10:00:00Z"));
    const second = await store.add(values("Grace"), new Date("2026-02-01T10:00:00Z"));
    expect(second).toBeGreaterThan(first);
    await store.close();
    const reopened = await openEnquiryStore(dataDir);
    expect(await reopened.list()).toEqual([
      {
        id: second,
        receivedAt: "2026-02-01T10:00:00.000Z",
        language: "en",
        ...values("Grace"),
        mailStatus: "off",
        kind: "enquiry",
        details: null,
        handledAt: null,
      },
      {
        id: first,
        receivedAt: "2026-01-01T10:00:00.000Z",
        language: "en",
        ...values("Ada"),
        mailStatus: "off",
        kind: "enquiry",
        details: null,
        handledAt: null,
      },
    ]);
    await reopened.close();
  });

  it("stores the language of the form an enquiry came from, English unless told", async () => {
    const store = await openEnquiryStore(dataDir, { isMailing: true });
    await store.add(values("Ada"), new Date("2026-01-01T10:00:00Z"));
    await store.add(values("Sanne"), new Date("2026-02-01T10:00:00Z"), "nl");
    expect((await store.list()).map(({ name, language }) => [name, language])).toEqual([
      ["Sanne", "nl"],
      ["Ada", "en"],
    ]);
    // The mailer gets it too: the mail says which language to answer in.
    const jobs = await store.claimDueMails(new Date("2026-03-01T00:00:00Z"), 60_000, 20);
    expect(jobs.map(({ name, language }) => [name, language])).toEqual([
      ["Ada", "en"],
      ["Sanne", "nl"],
    ]);
    await store.close();
  });

  it("migrates a store made before languages (and the outbox): old enquiries read as English", async () => {
    await mkdir(dataDir, { recursive: true });
    // The table as the first version created it.
    const old = new DatabaseSync(databasePath(dataDir));
    old.exec(`
      CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        received_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL
      );
      INSERT INTO enquiries (received_at, name, email, phone, message)
        VALUES ('2025-06-01T10:00:00.000Z', 'Old Timer', 'old@example.nl', '0401234567', 'From the old site.');
    `);
    old.close();
    // Read-only (as a copy might be opened) it is not changed: the server migrates it.
    const before = readFileSync(databasePath(dataDir));
    expect(() => openDatabase(databasePath(dataDir), { isReadOnly: true })).toThrow(
      /is at schema version 0 .*start the server once \(npm start\), which migrates it/,
    );
    expect(readFileSync(databasePath(dataDir)).equals(before)).toBe(true);

    const store = await openEnquiryStore(dataDir);
    await store.add(values("Sanne"), new Date("2026-02-01T10:00:00Z"), "nl");
    expect(await store.list()).toMatchObject([
      { name: "Sanne", language: "nl", mailStatus: "off" },
      { name: "Old Timer", language: "en", mailStatus: "off", message: "From the old site." },
    ]);
    await store.close();
    const db = new DatabaseSync(databasePath(dataDir));
    const columns = db.prepare("PRAGMA table_info(enquiries)").all() as { name: string }[];
    const version = db.prepare("PRAGMA user_version").get();
    db.close();
    expect(columns.map((column) => column.name)).toContain("language");
    expect(version).toEqual({ user_version: migrations.length });
    // Read-only now, it reads.
    const readOnly = openDatabase(databasePath(dataDir), { isReadOnly: true });
    expect(openEnquiryTables(readOnly).list()).toMatchObject([
      { name: "Sanne", language: "nl" },
      { name: "Old Timer", language: "en", mailStatus: "off" },
    ]);
    readOnly.close();
  });

  it("commits a burst together and gives each its own id", async () => {
    const store = await openEnquiryStore(dataDir);
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.add(values(`Person${i}`))),
    );
    expect(new Set(ids).size).toBe(50);
    expect(await store.list()).toHaveLength(50);
    await store.close();
  });

  it("commits what is queued when closed", async () => {
    const store = await openEnquiryStore(dataDir);
    const pending = store.add(values("Ada"));
    await store.close();
    await expect(pending).resolves.toBeGreaterThan(0);
    await expect(store.add(values("Late"))).rejects.toThrow(/closed/);
    const reopened = await openEnquiryStore(dataDir);
    expect(await reopened.list()).toHaveLength(1);
    await reopened.close();
  });

  it("deletes enquiries received before a cutoff", async () => {
    const store = await openEnquiryStore(dataDir);
    await store.add(values("Old"), new Date("2025-01-01T00:00:00Z"));
    await store.add(values("New"), new Date("2026-06-01T00:00:00Z"));
    const cutoff = new Date("2026-01-01T00:00:00Z");
    expect(
      await store.deleteExpired({ enquiriesBefore: cutoff, enrolmentsBefore: cutoff }),
    ).toEqual({ enquiry: 1, enrolment: 0 });
    expect((await store.list()).map((enquiry) => enquiry.name)).toEqual(["New"]);
    await store.close();
  });

  it("commits the enquiry and its e-mail mark together; a mail is claimed once until its lease ends", async () => {
    const store = await openEnquiryStore(dataDir, { isMailing: true });
    const id = await store.add(values("Ada"));
    expect((await store.list())[0]?.mailStatus).toBe("pending");
    const now = new Date();
    expect((await store.claimDueMails(now, 60_000)).map((job) => job.id)).toEqual([id]);
    expect(await store.claimDueMails(now, 60_000)).toEqual([]);
    expect(await store.claimDueMails(new Date(now.getTime() + 61_000), 60_000)).toHaveLength(1);
    await store.markMailSent(id);
    expect((await store.list())[0]?.mailStatus).toBe("sent");
    expect(await store.pendingMailCount()).toBe(0);
    await store.close();
  });

  it("refuses to acknowledge into a store file deleted under it", async () => {
    const store = await openEnquiryStore(dataDir);
    await store.add(values("Ada"));
    await rm(databasePath(dataDir));
    await expect(store.add(values("Lost"))).rejects.toThrow(/deleted or replaced/);
    await expect(store.probe()).rejects.toThrow(/deleted or replaced/);
    await store.close();
  });

  // A restore done wrong: another database renamed over the live file.
  it("refuses to acknowledge into a store file replaced under it, and stays refusing", async () => {
    const store = await openEnquiryStore(dataDir);
    await store.add(values("Ada"));
    const other = path.join(path.dirname(dataDir), "other");
    await (await openEnquiryStore(other)).close();
    await rename(databasePath(other), databasePath(dataDir));
    await expect(store.add(values("Lost"))).rejects.toThrow(/deleted or replaced/);
    await expect(store.probe()).rejects.toThrow(/deleted or replaced/);
    expect(store.fault()?.message).toMatch(/deleted or replaced/);
    await store.close();
  });

  // Each of these lost acknowledged enquiries at the next crash (issue 19, #11).
  it.each([
    ["its write-ahead log is deleted", (file: string) => rm(`${file}-wal`), /-wal deleted/],
    [
      "its write-ahead log is truncated",
      (file: string) => truncate(`${file}-wal`, 0),
      /-wal truncated/,
    ],
    ["the store file is truncated in place", (file: string) => truncate(file, 0), /was truncated/],
  ])("refuses to acknowledge once %s", async (_, damage, reason) => {
    const store = await openEnquiryStore(dataDir);
    for (const name of ["Ada", "Grace", "Edsger"]) await store.add(values(name));
    await damage(databasePath(dataDir));
    await expect(store.add(values("Lost"))).rejects.toThrow(reason);
    await expect(store.probe()).rejects.toThrow(reason);
    expect(store.fault()?.message).toMatch(reason);
    await store.close();
  });

  it("opens faulty, refusing every call with the reason, when asked to start whatever happens", async () => {
    await mkdir(path.dirname(dataDir), { recursive: true });
    await writeFile(dataDir, "a file where a folder should be");
    const blocked = path.join(dataDir, "data");
    await expect(openEnquiryStore(blocked)).rejects.toThrow(/ENOTDIR/);
    const store = await openEnquiryStore(blocked, { allowFaultyStart: true, log: quiet });
    expect(store.fault()?.message).toMatch(/ENOTDIR/);
    await expect(store.add(values("Ada"))).rejects.toThrow(/ENOTDIR/);
    await store.close();
  });

  it("refuses enquiries, and says so once, when its process dies", async () => {
    const errors: string[] = [];
    const store = await openEnquiryStore(dataDir, {
      log: { error: (line: string) => errors.push(line) },
    });
    await store.add(values("Ada"));
    process.kill(store.pid ?? 0, "SIGKILL");
    await expect.poll(() => store.fault()?.message).toMatch(/process ended \(SIGKILL\)/);
    await expect(store.add(values("Lost"))).rejects.toThrow(/process ended/);
    expect(errors).toHaveLength(1);
    await store.close();
  });

  it("rejects, with SQLite's reason, a database that is corrupt or read-only", async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(databasePath(dataDir), "this is not a database at all, not even close");
    await expect(openEnquiryStore(dataDir)).rejects.toThrow(/not a database/);
    if (process.getuid?.() === 0) return; // root writes anywhere
    const readOnly = path.join(path.dirname(dataDir), "read-only");
    await (await openEnquiryStore(readOnly)).close();
    await chmod(databasePath(readOnly), 0o444);
    await chmod(readOnly, 0o555);
    try {
      await expect(openEnquiryStore(readOnly)).rejects.toThrow(/readonly|unable to open/);
    } finally {
      await chmod(readOnly, 0o755);
    }
  });
});

describe("openStore", () => {
  it("serves the methods of the table modules it is handed, and no others", async () => {
    const enquiriesOnly = await openStore(dataDir, { tables: [enquiryTables] });
    expect(await tablesOf<EnquiryMethods>(enquiriesOnly).list()).toEqual([]);
    await expect(tablesOf<BackOfficeMethods>(enquiriesOnly).accounts()).rejects.toThrow(
      /No store method accounts/,
    );
    await enquiriesOnly.close();

    const both = await openStore(dataDir, { tables: [enquiryTables, backOfficeTables] });
    expect(await tablesOf<BackOfficeMethods>(both).accounts()).toEqual([]);
    expect(await tablesOf<EnquiryMethods>(both).list()).toEqual([]);
    await both.close();
  });

  it("refuses to start when two table modules register the same method, naming both files", async () => {
    const fixture = (name: string) =>
      new URL(`../../fixtures/store-tables/${name}`, import.meta.url);
    const [greeting, second] = [
      fixture("greeting-tables.ts"),
      fixture("second-greeting-tables.ts"),
    ];
    const alone = await openStore(dataDir, { tables: [greeting.href] });
    expect(await tablesOf<{ greet(name: string): string }>(alone).greet("Ada")).toBe("Hello, Ada");
    await alone.close();
    const refused = openStore(dataDir, { tables: [greeting.href, second.href] });
    await expect(refused).rejects.toThrow(
      `The store method greet is registered twice: by ${fileURLToPath(greeting)} and by ${fileURLToPath(second)}`,
    );
    // A module's method named as one of the store's own is refused too.
    await expect(
      openStore(dataDir, { tables: [enquiryTables, fixture("probe-tables.ts").href] }),
    ).rejects.toThrow(
      `The store method probe is registered twice: by the store itself (server/store/database.ts) and by ${fileURLToPath(fixture("probe-tables.ts"))}`,
    );
  });

  it("refuses to start with a table module that cannot be loaded, saying which", async () => {
    const missing = new URL("./no-such-tables.ts", import.meta.url).href;
    await expect(openStore(dataDir, { tables: [missing] })).rejects.toThrow(/no-such-tables/);
  });
});

describe("places on a run, through the store's process", () => {
  const run = {
    courseKey: "devops/docker",
    runKey: "2027-03-01-classroom",
    participants: 1,
    isScheduled: true,
    capacity: 3,
  };

  it("gives 20 enrolments sent at once 3 places and 17 waiting-list places, as stored", async () => {
    const store = await openEnquiryStore(dataDir);
    const added = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        store.addEnrolment(values(`Person${index}`), new Date(), "en", { index }, run),
      ),
    );
    const placeOf = (row: (typeof added)[number]) => ("place" in row ? row.place : row.refusal);
    expect(added.filter((row) => placeOf(row) === "placed")).toHaveLength(3);
    expect(added.filter((row) => placeOf(row) === "waiting")).toHaveLength(17);
    expect(await store.runTallies()).toEqual({
      taken: [{ courseKey: run.courseKey, runKey: run.runKey, taken: 3 }],
      states: [],
    });
    await store.close();
    const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
    expect(
      db
        .prepare("SELECT place, count(*) AS count FROM enquiries GROUP BY place ORDER BY place")
        .all(),
    ).toEqual([
      { place: "placed", count: 3 },
      { place: "waiting", count: 17 },
    ]);
    db.close();
  });

  it("stores enquiries as before beside enrolments, with no place", async () => {
    const store = await openEnquiryStore(dataDir);
    const [enquiry, enrolled] = await Promise.all([
      store.add(values("Ada")),
      store.addEnrolment(values("Grace"), new Date(), "nl", {}, run),
    ]);
    expect(typeof enquiry).toBe("number");
    expect(enrolled).toMatchObject({ place: "placed" });
    expect((await store.list()).map((row) => row.name).sort()).toEqual(["Ada", "Grace"]);
    await store.close();
  });
});

describe("two processes opening an older store at once", () => {
  it("migrate it once: the second waits for the first, then finds nothing left to do", async () => {
    await mkdir(dataDir, { recursive: true });
    const file = databasePath(dataDir);
    new DatabaseSync(file).close();
    // Each process runs one slow migration that records who ran it.
    const script = `
      import { DatabaseSync } from "node:sqlite";
      import { migrate } from ${JSON.stringify(pathToFileURL(path.resolve("server/store/migrate.ts")).href)};
      const db = new DatabaseSync(process.argv[1]);
      db.exec("PRAGMA busy_timeout = 5000");
      const slow = (db) => {
        db.exec("CREATE TABLE ran (pid INTEGER)");
        db.prepare("INSERT INTO ran VALUES (?)").run(process.pid);
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
      };
      console.log(JSON.stringify(migrate(db, process.argv[1], [{ name: "0001-slow", up: slow }])));
      db.close();`;
    const run = () =>
      promisify(execFile)(process.execPath, ["--input-type=module", "-e", script, file]).then(
        ({ stdout }) => JSON.parse(stdout) as { from: number; to: number },
      );
    const results = await Promise.all([run(), run()]);
    expect(results.map((result) => result.to)).toEqual([1, 1]);
    expect(results.filter((result) => result.from === 0)).toHaveLength(1);
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare("SELECT count(*) AS runs FROM ran").get()).toEqual({ runs: 1 });
    db.close();
  });
});
