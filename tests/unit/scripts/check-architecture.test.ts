import { mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkArchitecture } from "#scripts/check-architecture.ts";

/**
 * The architecture check on small made-up repositories: each rule names the
 * file that breaks it. (The real repository is checked by `npm run lint`.)
 */
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "architecture-"));
  for (const folder of ["src", "server", "scripts", "tests", "bench"]) {
    mkdirSync(path.join(root, folder));
  }
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const problemsOf = () => checkArchitecture(root).map(({ file, problem }) => `${file}: ${problem}`);

describe("the store's schema", () => {
  const exec = (sql: string) =>
    `export const up = (db: { exec(sql: string): void }) => db.exec(\`${sql}\`);\n`;

  it("may be made and changed in the migrations, in tests and in their fixtures", () => {
    write(
      "server/store/migrations/0001-baseline.ts",
      exec("CREATE TABLE IF NOT EXISTS notes (text TEXT)"),
    );
    write("server/store/migrations/0002-index.sql", "CREATE INDEX notes_text ON notes (text);\n");
    write("server/store/migrations/0003-column.sql", "ALTER TABLE notes ADD COLUMN at TEXT;\n");
    write("tests/unit/store/notes.test.ts", exec("CREATE TABLE notes (text TEXT)"));
    write(
      "tests/fixtures/stores/old.sql",
      "CREATE TABLE notes (text TEXT);\nCREATE TRIGGER t AFTER DELETE ON notes BEGIN SELECT 1; END;\n",
    );
    write(
      "server/notes/notes-tables.ts",
      exec("INSERT INTO notes (text) VALUES ('a table, created')"),
    );
    expect(problemsOf()).toEqual([]);
  });

  it.each([
    [
      "a table",
      "server/invoices/invoice-tables.ts",
      exec("CREATE TABLE IF NOT EXISTS invoices (id INTEGER)"),
      "CREATE TABLE",
    ],
    [
      "a temporary table",
      "server/invoices/invoice-tables.ts",
      exec("create temp table scratch (id integer)"),
      "create temp table",
    ],
    [
      "an index",
      "server/enquiries/enquiry-tables.ts",
      exec("CREATE UNIQUE INDEX IF NOT EXISTS x ON enquiries (email)"),
      "CREATE UNIQUE INDEX",
    ],
    [
      "a trigger",
      "server/runs/run-mail-queue.ts",
      exec("CREATE TRIGGER IF NOT EXISTS t AFTER DELETE ON enquiries BEGIN SELECT 1; END"),
      "CREATE TRIGGER",
    ],
    [
      "a column",
      "server/back-office/access/session-tables.ts",
      exec("ALTER TABLE sessions ADD COLUMN browser TEXT"),
      "ALTER TABLE",
    ],
    [
      "a table beside the store",
      "server/store/database.ts",
      exec("CREATE TABLE health_probe (id INTEGER)"),
      "CREATE TABLE",
    ],
    [
      "a table in a script",
      "scripts/make-store.ts",
      exec("CREATE TABLE x (id INTEGER)"),
      "CREATE TABLE",
    ],
    [
      "a table in SQL outside the migrations",
      "server/store/schema.sql",
      "CREATE TABLE x (id INTEGER);\n",
      "CREATE TABLE",
    ],
  ])("is refused when %s is made or changed anywhere else", (_, file, text, statement) => {
    write(file, text);
    expect(problemsOf()).toEqual([
      `${file}: ${statement}: the store's tables, indexes, triggers and columns are made and changed only by a migration in server/store/migrations/ (docs/decisions/0022-numbered-migrations.md)`,
    ]);
  });
});
