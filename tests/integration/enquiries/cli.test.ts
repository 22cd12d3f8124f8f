import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { migrations } from "#server/store/migrations/migrations.ts";

/**
 * `npm run enquiries` as the owner runs it, on stores made for each test:
 * it only reads (an old store is the server's to migrate, but is backed up as
 * it is), and every failure is one line that says what to do.
 */
const run = promisify(execFile);

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "enquiries-cli-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(dataDir: string, args: string[], cwd = process.cwd()): Promise<CliResult> {
  const script = path.resolve("server/enquiries/cli.ts");
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      cwd,
      env: { ...process.env, DATA_DIR: dataDir },
      timeout: 10_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr, killed } = error as CliResult & { killed?: boolean };
    if (killed) throw new Error(`npm run enquiries ${args.join(" ")} did not end within 10 s`);
    return { code, stdout, stderr };
  }
}

/** A store as the first version of the site wrote it: no language, no outbox. */
async function oldStore(name: string): Promise<string> {
  const dataDir = path.join(work, name);
  await mkdir(dataDir, { recursive: true });
  const db = new DatabaseSync(databasePath(dataDir));
  db.exec(`
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
  db.close();
  return dataDir;
}

/** One line on stderr, no stack trace, status 1. */
function expectOneLine(result: CliResult, pattern: RegExp) {
  expect(result.code).toBe(1);
  const lines = result.stderr.trim().split("\n");
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
}

describe("npm run enquiries", () => {
  it("asks for the server to migrate an old store, in one line, and leaves it as it was", async () => {
    const dataDir = await oldStore("old");
    const file = databasePath(dataDir);
    const bytes = readFileSync(file);
    const modified = statSync(file).mtimeMs;
    expectOneLine(
      await cli(dataDir, ["--json"]),
      /^The store .*enquiries\.sqlite is at schema version 0 and this version of the site needs \d+; opened read-only here, it is not migrated: start the server once \(npm start\), which migrates it, then try again\.$/,
    );
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(modified);
    const db = new DatabaseSync(file, { readOnly: true });
    const columns = db.prepare("PRAGMA table_info(enquiries)").all() as { name: string }[];
    db.close();
    expect(columns.map((column) => column.name)).not.toContain("language");
  });

  it("lists an old store once it is migrated, its enquiries as the English form's", async () => {
    const dataDir = await oldStore("migrated");
    openDatabase(databasePath(dataDir)).close();
    const result = await cli(dataDir, ["--json"]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject([
      { name: "Old Timer", language: "en", mailStatus: "off", message: "From the old site." },
    ]);
  });

  it("refuses a store from a newer version in one line, and leaves it as it was", async () => {
    const dataDir = path.join(work, "newer");
    openDatabase(databasePath(dataDir)).close();
    const db = new DatabaseSync(databasePath(dataDir));
    db.exec(`PRAGMA user_version = ${migrations.length + 2}`);
    db.close();
    const bytes = readFileSync(databasePath(dataDir));
    expectOneLine(
      await cli(dataDir, []),
      new RegExp(
        `^The store .*enquiries\\.sqlite is at schema version ${migrations.length + 2}; this version of the site knows up to ${migrations.length}: run the newer version, or restore a backup made for this one\\.$`,
      ),
    );
    expect(readFileSync(databasePath(dataDir)).equals(bytes)).toBe(true);
  });

  it("says in one line that a damaged store is damaged", async () => {
    const dataDir = path.join(work, "damaged");
    await mkdir(dataDir);
    await writeFile(databasePath(dataDir), "garbage ".repeat(1000));
    expectOneLine(await cli(dataDir, []), /enquiries\.sqlite is damaged .*restore the last backup/);
  });

  it("refuses --backup '' instead of writing into the working folder", async () => {
    const dataDir = await oldStore("empty-target");
    const cwd = path.join(work, "cwd");
    await mkdir(cwd);
    const result = await cli(dataDir, ["--backup", ""], cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^--backup needs a file or folder/);
    expect(existsSync(path.join(cwd, "enquiries.sqlite"))).toBe(false);
  });

  it.each([
    ["a folder that cannot be made", "/proc/x/y", /^Cannot create the folder \/proc\/x /],
    [
      "a file in a file",
      "not-a-folder/copy.sqlite",
      /^Cannot write the backup to .*\(ENOTDIR\)\.$/,
    ],
  ])("answers a backup to %s with one line, at once", async (_, target, message) => {
    const dataDir = await oldStore(`target-${target.length}`);
    await writeFile(path.join(work, "not-a-folder"), "");
    const result = await cli(dataDir, ["--backup", path.resolve(work, target)]);
    expectOneLine(result, message);
  });

  it("backs up, and never over an existing file", async () => {
    const dataDir = await oldStore("to-back-up");
    const target = path.join(work, "backups", "new", "copy.sqlite");
    const first = await cli(dataDir, ["--backup", target]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/^Backed up .* to .*copy\.sqlite/);
    const copy = new DatabaseSync(target, { readOnly: true });
    expect(copy.prepare("SELECT name FROM enquiries").all()).toEqual([{ name: "Old Timer" }]);
    copy.close();
    expectOneLine(await cli(dataDir, ["--backup", target]), /exists already; choose a new file/);
  });
});
