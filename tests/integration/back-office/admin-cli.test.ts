import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databasePath } from "#server/store/database.ts";
import { migrations } from "#server/store/migrations/migrations.ts";
import { loadStore } from "#tests/support/store-dump.ts";

/**
 * `npm run admin` and the store's schema: listing only reads (it never makes
 * or migrates a store), inviting writes (and migrates, as the server would).
 */
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "admin-cli-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function admin(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.resolve("server/back-office/admin-cli.ts"), ...args],
      { env: { ...process.env, DATA_DIR: dataDir, SITE_URL: "https://www.example.com" } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** The store as the back office's first version left it (81ea528): one account, no schema version. */
async function storeBeforeMigrations(name: string): Promise<string> {
  const dataDir = path.join(work, name);
  await mkdir(dataDir);
  loadStore(
    databasePath(dataDir),
    await readFile("tests/fixtures/stores/2026-11-24-81ea528.sql", "utf8"),
  );
  return dataDir;
}

describe("npm run admin", () => {
  it("lists no accounts where there is no store, and makes none", async () => {
    const dataDir = path.join(work, "nothing");
    const result = await admin(dataDir, "list");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^No accounts yet/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("asks for the server to migrate an older store before listing, in one line, changing nothing", async () => {
    const dataDir = await storeBeforeMigrations("list-older");
    const before = readFileSync(databasePath(dataDir));
    const result = await admin(dataDir, "list");
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^The store .* is at schema version 0 and this version of the site needs \d+; .*start the server once \(npm start\)/,
      ),
    ]);
    expect(readFileSync(databasePath(dataDir)).equals(before)).toBe(true);
  });

  it("migrates an older store when it invites, keeping its accounts", async () => {
    const dataDir = await storeBeforeMigrations("invite-older");
    const invited = await admin(dataDir, "invite", "trainer@example.nl");
    expect(invited.code, invited.stderr).toBe(0);
    expect(invited.stdout).toMatch(/^Invitation for trainer@example\.nl/);
    const listed = await admin(dataDir, "list");
    expect(listed.stdout).toMatch(/^Coordinator@Example\.nl {2}1 passkey /m);
    expect(listed.stdout).toMatch(/^owner@example\.nl {2}1 passkey /m);
    const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: migrations.length });
    db.close();
  });
});
