import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteServerProcess, startSiteServer } from "#tests/support/site-server.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";
import { migrations } from "#server/store/migrations/migrations.ts";
import { loadStore } from "#tests/support/store-dump.ts";
import { enquiryForm, postEnquiry } from "#tests/support/enquiry-poster.ts";
import { startMailServer } from "#tests/support/mail-server.ts";

/**
 * `node server/main.ts` (what `npm start` runs) as a process, on a tiny build
 * of its own: how it is wired (the store's mail flag), how it stops, and what
 * it does when the store cannot be used. Seconds, not a browser.
 */
let work: string;
let buildDir: string;
const processes: SiteServerProcess[] = [];
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "main-"));
  buildDir = path.join(work, "build");
  const client = path.join(buildDir, "client");
  await mkdir(client, { recursive: true });
  await writeFile(path.join(client, "index.html"), "<!DOCTYPE html><title>Home</title>");
  await writeFile(path.join(client, "about.html"), "<!DOCTYPE html><title>About</title>");
  await writeFile(path.join(client, "404.html"), "<!DOCTYPE html><title>Page not found</title>");
  await writeFile(path.join(buildDir, "csp-hashes.json"), "{}");
});
afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop()));
  await rm(work, { recursive: true, force: true });
});

async function start(name: string, env: Record<string, string> = {}) {
  const server = await startSiteServer({
    BUILD_DIR: buildDir,
    DATA_DIR: path.join(work, name),
    ENQUIRY_RATE_LIMIT: "0",
    ...env,
  });
  processes.push(server);
  return server;
}

function post(baseUrl: string, message: string) {
  return postEnquiry(`${baseUrl}/`, enquiryForm({ message }));
}

function exited(server: SiteServerProcess): Promise<number | string> {
  const { child } = server;
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "")),
  );
}

async function health(baseUrl: string, pathname = "/healthz") {
  const response = await fetch(`${baseUrl}${pathname}`);
  return { status: response.status, body: await response.json() };
}

describe("npm start", () => {
  it("e-mails an enquiry when SMTP_URL is set: the store is opened with its mail flag", async () => {
    const mail = await startMailServer();
    try {
      const { baseUrl } = await start("mailing", {
        SMTP_URL: mail.url,
        NOTIFY_TO: "office@example.nl",
      });
      expect((await post(baseUrl, "Please mail this one.")).status).toBe(303);
      await expect.poll(() => mail.received.length, { timeout: 10_000 }).toBe(1);
      expect(mail.received[0]).toContain("Please mail this one.");
    } finally {
      await mail.close();
    }
  });

  it.each(["SIGTERM", "SIGHUP"] as const)(
    "on %s after posts cut short, answers them, closes the store and exits 0",
    async (signal) => {
      const server = await start(`stop-${signal}`);
      const { port } = new URL(server.baseUrl);
      const body = enquiryForm({ message: "Cut short." });
      for (let index = 0; index < 5; index++) {
        const socket = connect(Number(port), "127.0.0.1", () => {
          socket.end(
            `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
          );
        });
        socket.on("error", () => {});
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill(signal);
      expect(await exited(server)).toBe(0);
      expect(server.output()).toMatch(new RegExp(`${signal}: finishing requests in flight`));
      expect(server.output()).toMatch(/^Stopped$/m);
    },
  );

  it.each([
    [
      "its folder cannot be made",
      async () => {
        const file = path.join(work, "a-file");
        await writeFile(file, "");
        return path.join(file, "data");
      },
      /^DATA_DIR=.*set DATA_DIR to a writable folder\.$/m,
    ],
    [
      "its database is damaged",
      async () => {
        const dataDir = path.join(work, "damaged");
        await mkdir(dataDir);
        await writeFile(databasePath(dataDir), "garbage ".repeat(1000));
        return dataDir;
      },
      /^DATA_DIR=.* is damaged .*restore the last backup/m,
    ],
    [
      "it was made by a newer version of the site",
      async () => {
        const dataDir = path.join(work, "newer");
        openDatabase(databasePath(dataDir)).close();
        const db = new DatabaseSync(databasePath(dataDir));
        db.exec(`PRAGMA user_version = ${migrations.length + 1}`);
        db.close();
        return dataDir;
      },
      new RegExp(
        `^DATA_DIR=.*: The store .*enquiries\\.sqlite is at schema version ${migrations.length + 1}; this version of the site knows up to ${migrations.length}: run the newer version, or restore a backup made for this one\\.$`,
        "m",
      ),
    ],
  ])(
    "serves the pages when the store cannot be used at start-up (%s), and says why in one line",
    async (_, dataDir, reason) => {
      const server = await start("unused", { DATA_DIR: await dataDir() });
      expect(server.output()).toMatch(reason);
      expect((await fetch(`${server.baseUrl}/about`)).status).toBe(200);
      expect((await post(server.baseUrl, "Nowhere to go.")).status).toBe(503);
      expect(await health(server.baseUrl)).toEqual({
        status: 503,
        body: { status: "failing", pages: true, store: false },
      });
      expect(await health(server.baseUrl, "/healthz/pages")).toEqual({
        status: 200,
        body: { status: "ok", pages: true },
      });
    },
  );

  it("migrates a store an earlier version made as it starts, says so, and takes enquiries into it", async () => {
    const dataDir = path.join(work, "earlier");
    await mkdir(dataDir);
    loadStore(
      databasePath(dataDir),
      await readFile("tests/fixtures/stores/2026-11-22-0d589b4.sql", "utf8"),
    );
    const server = await start("earlier");
    expect(server.output()).toMatch(
      new RegExp(`^Migrated the store .* from schema version 0 to ${migrations.length}$`, "m"),
    );
    expect((await post(server.baseUrl, "After the upgrade.")).status).toBe(303);
    const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
    const messages = db.prepare("SELECT name, message FROM enquiries ORDER BY id").all();
    db.close();
    expect(messages.map((row) => row.message)).toEqual([
      "Can you run the ISTQB Foundation course in-house for eight testers in March?",
      "Please call me back about test automation coaching.\nMornings suit me best.",
      "After the upgrade.",
    ]);
  });

  it("keeps serving pages when a storage fault (SIGBUS) ends the store's process", async () => {
    const dataDir = path.join(work, "sigbus");
    const server = await start("sigbus");
    expect((await post(server.baseUrl, "Before the fault.")).status).toBe(303);
    // SQLite maps the -shm file; truncated under it, the next access is SIGBUS.
    await truncate(`${databasePath(dataDir)}-shm`, 0);
    expect((await post(server.baseUrl, "During the fault.")).status).toBe(503);
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.baseUrl}/about`)).status).toBe(200);
    expect((await health(server.baseUrl)).status).toBe(503);
    expect((await health(server.baseUrl, "/healthz/pages")).status).toBe(200);
    expect(server.output()).toMatch(/The enquiry store's process ended \(SIGBUS\)/);
    const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
    const messages = db.prepare("SELECT message FROM enquiries").all();
    db.close();
    expect(messages).toEqual([{ message: "Before the fault." }]);
  });
});
