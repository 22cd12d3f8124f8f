import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/store/database.ts";
import { assertMigrated, migrate, schemaProblemCodes } from "#server/store/migrate.ts";
import { type Migration, migrations, sqlMigration } from "#server/store/migrations/migrations.ts";

/**
 * The store's migrations: run in order, all pending ones in one transaction
 * with the version they reach, or none; a newer store refused; a store
 * opened read-only never migrated.
 */
let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
  file = path.join(dir, "enquiries.sqlite");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Migrations that each record their number in the table `steps`. */
const steps = (count: number): Migration[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `000${index + 1}-step`,
    up: (db: DatabaseSync) => {
      if (index === 0) db.exec("CREATE TABLE steps (n INTEGER)");
      db.prepare("INSERT INTO steps (n) VALUES (?)").run(index + 1);
    },
  }));

function withDatabase<T>(use: (db: DatabaseSync) => T, options = {}): T {
  const db = new DatabaseSync(file, options);
  try {
    return use(db);
  } finally {
    db.close();
  }
}

const stepsTaken = () =>
  withDatabase((db) =>
    db
      .prepare("SELECT n FROM steps ORDER BY rowid")
      .all()
      .map((row) => row.n),
  );
const version = () => withDatabase((db) => db.prepare("PRAGMA user_version").get()?.user_version);

describe("migrate", () => {
  it("runs the pending migrations in order and records the version they reach", () => {
    expect(withDatabase((db) => migrate(db, file, steps(2)))).toEqual({ from: 0, to: 2 });
    expect(stepsTaken()).toEqual([1, 2]);
    expect(version()).toBe(2);
    // A later version of the site: only what is new runs.
    expect(withDatabase((db) => migrate(db, file, steps(4)))).toEqual({ from: 2, to: 4 });
    expect(stepsTaken()).toEqual([1, 2, 3, 4]);
    expect(withDatabase((db) => migrate(db, file, steps(4)))).toEqual({ from: 4, to: 4 });
    expect(stepsTaken()).toEqual([1, 2, 3, 4]);
  });

  it("leaves the store as it was when a migration fails, and names that migration", () => {
    const broken: Migration = {
      name: "0003-broken",
      up: (db) => db.exec("ALTER TABLE no_such_table ADD COLUMN x TEXT"),
    };
    withDatabase((db) => db.exec("CREATE TABLE kept (x TEXT); INSERT INTO kept VALUES ('row')"));
    const before = readFileSync(file);
    const failing = () => withDatabase((db) => migrate(db, file, [...steps(2), broken]));
    expect(failing).toThrow(
      `The store ${file} could not be migrated: migration 0003-broken failed (no such table: no_such_table); nothing was changed, it is still at schema version 0.`,
    );
    expect(failing).toThrow(expect.objectContaining({ code: schemaProblemCodes.hasFailed }));
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(version()).toBe(0);
    // Neither step 1 nor 2 is there: they shared the transaction.
    expect(() => stepsTaken()).toThrow(/no such table: steps/);
  });

  it("refuses a store from a newer version of the site and changes nothing", () => {
    withDatabase((db) => migrate(db, file, steps(3)));
    const before = readFileSync(file);
    const message = `The store ${file} is at schema version 3; this version of the site knows up to 2: run the newer version, or restore a backup made for this one.`;
    expect(() => withDatabase((db) => migrate(db, file, steps(2)))).toThrow(message);
    expect(() => withDatabase((db) => assertMigrated(db, file, steps(2)))).toThrow(message);
    expect(() => withDatabase((db) => migrate(db, file, steps(2)))).toThrow(
      expect.objectContaining({ code: schemaProblemCodes.isNewer }),
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it("waits for no lock on a store already at its version (a server's, opened beside it)", () => {
    withDatabase((db) => migrate(db, file, steps(2)));
    const server = new DatabaseSync(file);
    server.exec("BEGIN IMMEDIATE");
    try {
      withDatabase((db) => {
        db.exec("PRAGMA busy_timeout = 50");
        expect(migrate(db, file, steps(2))).toEqual({ from: 2, to: 2 });
        // An older one would have to wait for the lock.
        expect(() => migrate(db, file, steps(3))).toThrow(/locked/);
      });
    } finally {
      server.exec("ROLLBACK");
      server.close();
    }
  });
});

describe("a store opened read-only", () => {
  it("is read when it is at this version's schema", () => {
    withDatabase((db) => migrate(db, file, steps(2)));
    expect(() =>
      withDatabase((db) => assertMigrated(db, file, steps(2)), { readOnly: true }),
    ).not.toThrow();
  });

  it("is never migrated: an older one asks for the server to migrate it", () => {
    withDatabase((db) => migrate(db, file, steps(1)));
    const before = readFileSync(file);
    const opening = () =>
      withDatabase((db) => assertMigrated(db, file, steps(2)), { readOnly: true });
    expect(opening).toThrow(
      `The store ${file} is at schema version 1 and this version of the site needs 2; opened read-only here, it is not migrated: start the server once (npm start), which migrates it, then try again.`,
    );
    expect(opening).toThrow(expect.objectContaining({ code: schemaProblemCodes.isOlder }));
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe("openDatabase", () => {
  it("makes a new store at the latest version, and says nothing of migrating it", () => {
    const database = openDatabase(file);
    expect(database.migrated).toBeUndefined();
    database.close();
    expect(version()).toBe(migrations.length);
  });

  it("migrates a store with data when it opens for writing, and says from which version", () => {
    withDatabase((db) =>
      db.exec(
        "CREATE TABLE enquiries (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL)",
      ),
    );
    expect(() => openDatabase(file, { isReadOnly: true })).toThrow(/start the server once/);
    const database = openDatabase(file);
    expect(database.migrated).toEqual({ from: 0, to: migrations.length });
    database.close();
    const reopened = openDatabase(file, { isReadOnly: true });
    expect(reopened.migrated).toBeUndefined();
    reopened.close();
  });

  it("refuses a newer store whether it opens for writing or only reads", () => {
    openDatabase(file).close();
    withDatabase((db) => db.exec(`PRAGMA user_version = ${migrations.length + 1}`));
    for (const options of [{}, { isReadOnly: true }]) {
      expect(() => openDatabase(file, options)).toThrow(
        `is at schema version ${migrations.length + 1}; this version of the site knows up to ${migrations.length}`,
      );
    }
  });
});

describe("the list of migrations", () => {
  const folder = path.resolve("server/store/migrations");

  it("is the numbered files of server/store/migrations/, in order, from 1 without a gap", () => {
    const numbered = readdirSync(folder)
      .filter((name) => /^\d{4}-.+\.(sql|ts)$/.test(name))
      .map((name) => name.replace(/\.(sql|ts)$/, ""))
      .sort();
    expect(migrations.map((migration) => migration.name)).toEqual(numbered);
    migrations.forEach((migration, index) => {
      expect(Number(migration.name.slice(0, 4))).toBe(index + 1);
    });
  });

  it("reads a migration written as SQL from its file when it runs", () => {
    writeFileSync(path.join(dir, "0001-notes.sql"), "CREATE TABLE notes (text TEXT NOT NULL);");
    const notes = sqlMigration("0001-notes", pathToFileURL(`${dir}/`));
    expect(withDatabase((db) => migrate(db, file, [notes]))).toEqual({ from: 0, to: 1 });
    expect(withDatabase((db) => db.prepare("SELECT name FROM sqlite_master").all())).toEqual([
      { name: "notes" },
    ]);
  });
});
