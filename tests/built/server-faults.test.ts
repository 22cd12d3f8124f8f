import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, connect, createServer as createTcpServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { enquiryForm, postEnquiry } from "#tests/support/enquiry-poster.ts";
import { startMailServer } from "#tests/support/mail-server.ts";
import {
  type SiteServerProcess,
  siteServers,
  startSiteServer,
} from "#tests/support/site-server.ts";
import { startEnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import { smtpSender } from "#server/mail/outbox.ts";
import { type EnquiryStore, openEnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { databasePath } from "#server/store/store.ts";

/**
 * The server under faults (the issue "nothing stalls, nothing is lost,
 * nothing leaks"): a locked or deleted store, a visitor who hangs up, a mail
 * server that is down, a crash, hostile paths and bytes, a bad start.
 */
const form = "application/x-www-form-urlencoded";
/** A valid enquiry with this message. */
const enquiry = (message: string) => enquiryForm({ message });
const quiet = { info() {}, warn() {}, error() {} };
const run = promisify(execFile);

let work: string;
const processes: SiteServerProcess[] = [];
const stores: EnquiryStore[] = [];
const sites = siteServers();
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "server-faults-"));
});
afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop()));
  await sites.close();
  await Promise.all(stores.map((store) => store.close()));
  await rm(work, { recursive: true, force: true });
});

async function serve(env: Record<string, string> = {}) {
  const server = await startSiteServer({
    BUILD_DIR: inject("buildDir"),
    ENQUIRY_RATE_LIMIT: "0",
    ...env,
  });
  processes.push(server);
  return server;
}

function storedMessages(dataDir: string): string[] {
  const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
  try {
    return db
      .prepare("SELECT message FROM enquiries ORDER BY id")
      .all()
      .map((row) => String(row.message));
  } finally {
    db.close();
  }
}

/** Sends raw bytes and resolves with everything the server sent until it closed. */
function rawExchange(url: string, request: string, options: { hangUp?: boolean } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<string>((resolve, reject) => {
    let answer = "";
    const socket = connect(Number(port), hostname, () => {
      socket.write(request);
      if (options.hangUp) {
        socket.destroy();
        resolve("");
      }
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

function rawPost(body: string, extra = "") {
  return `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${form}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}${extra}`;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("1. a locked store never holds up a page", () => {
  // How fast pages come is for the benchmarks: here, that they come at all while the store is locked.
  it("answers pages while the store is locked, every one before the lock ends; posts answer 503 or are stored; after it, posts are stored", async () => {
    const dataDir = path.join(work, "locked");
    const server = await serve({ DATA_DIR: dataDir });
    const url = server.baseUrl;
    // What a backup or a second writer does: hold the write lock, until the pages are done.
    // A write of the server's own may be under way: wait for it (SQLite would refuse at once).
    const other = new DatabaseSync(databasePath(dataDir), { timeout: 10_000 });
    other.exec("BEGIN IMMEDIATE");
    let isLocked = true;
    const unlock = () => {
      if (!isLocked) return;
      isLocked = false;
      other.exec("COMMIT");
      other.close();
    };
    // Only for a server that does wait on the store: its pages then come after this, and the test fails.
    const safetyNet = setTimeout(unlock, 20_000);
    const during = postEnquiry(`${url}/`, enquiry("Posted while the store is locked."));
    let isHealthAnswered = false;
    const health = fetch(`${url}/healthz`).finally(() => {
      isHealthAnswered = true;
    });
    const pages: { status: number; isWhileLocked: boolean }[] = [];
    // Pages until the health check has given up on the store (it waits 2 s), 20 at least.
    while (pages.length < 20 || !isHealthAnswered) {
      const page = await fetch(`${url}/about`);
      await page.arrayBuffer();
      pages.push({ status: page.status, isWhileLocked: isLocked });
    }
    expect((await health).status, "healthz while locked").toBe(503);
    const wasLocked = isLocked;
    clearTimeout(safetyNet);
    unlock();
    expect(wasLocked, "the pages came before the lock ended").toBe(true);
    expect(pages.filter((page) => page.status !== 200 || !page.isWhileLocked)).toEqual([]);
    const answer = await during;
    const isStored = storedMessages(dataDir).includes("Posted while the store is locked.");
    if (answer.status === 303) expect(isStored).toBe(true);
    else {
      expect(answer.status).toBe(503);
      expect(isStored).toBe(false);
    }
    expect((await postEnquiry(`${url}/`, enquiry("Posted after the lock."))).status).toBe(303);
    expect(storedMessages(dataDir)).toContain("Posted after the lock.");
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it("acknowledges only after the commit: with the commit held, no answer goes out", async () => {
    const dataDir = path.join(work, "held");
    const { baseUrl } = await serve({ DATA_DIR: dataDir });
    const other = new DatabaseSync(databasePath(dataDir), { timeout: 10_000 });
    other.exec("BEGIN IMMEDIATE");
    const { hostname, port } = new URL(baseUrl);
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.write(rawPost(enquiry("Held at the commit.")));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(answer, "no byte before the commit").toBe("");
    other.exec("COMMIT");
    other.close();
    await until(() => answer.includes("\r\n\r\n"));
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 303 /);
    expect(storedMessages(dataDir)).toContain("Held at the commit.");
  });
});

describe("2. every stored enquiry is e-mailed exactly once", () => {
  async function site(folder: string, send: (mail: object) => Promise<unknown>, retryMs = 200) {
    const store = await openEnquiryStore(path.join(work, folder), { isMailing: true });
    stores.push(store);
    const errors: string[] = [];
    const notifier = startEnquiryNotifier({
      store,
      config: { smtpUrl: "", to: "office@example.nl", from: "website@example.nl" },
      send,
      log: { info() {}, error: (...parts: unknown[]) => errors.push(parts.join(" ")) },
      retryDelaysMs: [retryMs],
      pollMs: 50,
    });
    const { baseUrl: url } = await sites.start({
      root: path.join(inject("buildDir"), "client"),
      store,
      notifier,
      log: quiet,
    });
    return { store, notifier, url, errors };
  }

  it("sends the mail when the visitor hangs up right after sending", async () => {
    const mail = await startMailServer();
    const smtp = smtpSender({ smtpUrl: mail.url, to: "", from: "" });
    try {
      const { store, notifier, url } = await site("hang-up", smtp.send);
      await rawExchange(url, rawPost(enquiry("Sent, then the tab was closed.")), { hangUp: true });
      await until(() => mail.received.length === 1);
      expect(mail.received[0]).toContain("Sent, then the tab was closed.");
      await until(async () => (await store.list())[0]?.mailStatus === "sent");
      await notifier.stop(1_000);
    } finally {
      smtp.close();
      await mail.close();
    }
  });

  it("after kill -9 with the mail server down, the next start sends the mail within a minute", async () => {
    const dataDir = path.join(work, "outbox-crash");
    const env = { DATA_DIR: dataDir, NOTIFY_TO: "office@example.nl" };
    const first = await serve({ ...env, SMTP_URL: "smtp://127.0.0.1:9" });
    expect(
      (await postEnquiry(`${first.baseUrl}/`, enquiry("Stored before the crash."))).status,
    ).toBe(303);
    await until(() => /E-mail for enquiry 1 failed/.test(first.output()));
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));

    const mail = await startMailServer();
    try {
      const second = await serve({ ...env, SMTP_URL: mail.url });
      await until(() => mail.received.length === 1, 45_000);
      expect(mail.received[0]).toContain("Stored before the crash.");
      await until(() => /E-mail for enquiry 1 sent/.test(second.output()));
      await second.stop();
      const { stdout } = await run(process.execPath, ["server/enquiries/cli.ts", "--json"], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      expect(JSON.parse(stdout)[0]).toMatchObject({ id: 1, mailStatus: "sent" });
      expect(mail.received).toHaveLength(1);
    } finally {
      await mail.close();
    }
  }, 60_000);
});

describe("3. internal files and links out of the build", () => {
  it.each([
    "/%5Fheaders",
    "/_headers",
    "/%5Fredirects",
    "/index.html%2Ebr",
    "/404%2Ehtml",
    "/%34%30%34.html",
    "/about%2Ehtml%2Egz",
    "/assets/..%2F..%2Fcsp-hashes.json",
    "/%2e%2e/build-settings.json",
  ])("answers %s with 404", async (target) => {
    const response = await fetch(`${inject("baseUrl")}${target}`, { redirect: "manual" });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});

describe("5. bytes after the body", () => {
  it("answers the stored enquiry with 303, then closes, when extra bytes follow its Content-Length", async () => {
    const message = `Followed by junk ${Date.now()}`;
    const answer = await rawExchange(
      inject("baseUrl"),
      rawPost(enquiry(message), "GARBAGE THAT IS NOT HTTP\r\n\r\n"),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 303 /);
    expect(answer).not.toMatch(/HTTP\/1\.1 400/);
    expect(storedMessages(inject("dataDir"))).toContain(message);
  });
});

describe("6. start-up", () => {
  async function startFails(env: Record<string, string>) {
    try {
      await run(process.execPath, ["server/main.ts"], {
        env: {
          ...process.env,
          BUILD_DIR: inject("buildDir"),
          HOST: "127.0.0.1",
          PORT: "0",
          ...env,
        },
        timeout: 15_000,
      });
    } catch (error) {
      const { code, stderr } = error as { code: number; stderr: string };
      return { code, lines: stderr.trim().split("\n") };
    }
    throw new Error("The server started");
  }

  it("names PORT in one line when it is in use, and purges nothing before it listens", async () => {
    const dataDir = path.join(work, "busy-port");
    const store = await openEnquiryStore(dataDir);
    await store.add(
      { name: "Old", email: "old@example.nl", phone: "0612345678", message: "Long ago, kept." },
      new Date("2020-01-01T00:00:00Z"),
    );
    await store.close();
    const blocker = createTcpServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const { code, lines } = await startFails({
        DATA_DIR: dataDir,
        PORT: String(port),
        ENQUIRY_RETENTION_DAYS: "1",
      });
      expect(code).toBe(1);
      expect(lines.filter((line) => !/ENQUIRY_RETENTION_DAYS is/.test(line))).toEqual([
        `PORT=${port} is in use on 127.0.0.1 (another server?): stop it, or set PORT to a free port.`,
      ]);
      expect(storedMessages(dataDir)).toEqual(["Long ago, kept."]);
    } finally {
      blocker.close();
    }
  });

  it("stops acknowledging, and fails its health check, when the store is deleted under it", async () => {
    const dataDir = path.join(work, "deleted");
    const { baseUrl } = await serve({ DATA_DIR: dataDir });
    expect((await postEnquiry(`${baseUrl}/`, enquiry("Before the delete."))).status).toBe(303);
    await rm(dataDir, { recursive: true });
    expect((await postEnquiry(`${baseUrl}/`, enquiry("Into nothing?"))).status).toBe(503);
    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(503);
    expect((await fetch(`${baseUrl}/about`)).status).toBe(200);
  });
});

describe("8. smaller things", () => {
  it("keeps the query string on the old-footer redirects", async () => {
    const response = await fetch(`${inject("baseUrl")}/services/testing?utm_source=old&x=1`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/services/testing-services?utm_source=old&x=1");
  });

  it("takes the form at /contact/thanks/ with a slash too", async () => {
    const message = `With a slash ${Date.now()}`;
    const response = await postEnquiry(`${inject("baseUrl")}/contact/thanks/`, enquiry(message));
    expect(response.status).toBe(303);
    expect(storedMessages(inject("dataDir"))).toContain(message);
  });

  it("answers an unknown option of npm run enquiries with its usage and status 2", async () => {
    const failure = await run(process.execPath, ["server/enquiries/cli.ts", "--bogus"], {
      env: { ...process.env, DATA_DIR: path.join(work, "none") },
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in failure && failure.code).toBe(2);
    expect(failure.stderr).toMatch(/Unknown option '--bogus'/);
    expect(failure.stderr).toMatch(/^Usage: npm run -s enquiries/m);
    expect(failure.stderr).not.toMatch(/^\s+at /m);
  });
});

describe("9. online backup", () => {
  it("copies the store while the server takes enquiries; the copy reads with the same command", async () => {
    const dataDir = path.join(work, "live");
    const { baseUrl } = await serve({ DATA_DIR: dataDir });
    for (let index = 0; index < 5; index++) {
      expect((await postEnquiry(`${baseUrl}/`, enquiry(`Before the backup ${index}`))).status).toBe(
        303,
      );
    }
    const backupDir = path.join(work, "backups", "today");
    const cli = (args: string[], env: Record<string, string>) =>
      run(process.execPath, ["server/enquiries/cli.ts", ...args], {
        env: { ...process.env, ...env },
      });
    const [backup] = await Promise.all([
      cli(["--backup", `${backupDir}/`], { DATA_DIR: dataDir }),
      ...Array.from({ length: 20 }, (_, index) =>
        postEnquiry(`${baseUrl}/`, enquiry(`During the backup ${index}`)),
      ),
    ]);
    expect(backup.stderr).toMatch(/^Backed up .* to .*enquiries\.sqlite/);
    const copy = JSON.parse((await cli(["--json"], { DATA_DIR: backupDir })).stdout) as {
      message: string;
    }[];
    const messages = copy.map((row) => row.message);
    for (let index = 0; index < 5; index++)
      expect(messages).toContain(`Before the backup ${index}`);
    const db = new DatabaseSync(databasePath(backupDir), { readOnly: true });
    expect(db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    db.close();
  });
});

describe("10. GET /healthz", () => {
  it("answers 200 with no secrets when pages and the store work", async () => {
    const response = await fetch(`${inject("baseUrl")}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: "ok", pages: true, store: true });
    expect(body).not.toMatch(/\/|sqlite|smtp/i);
  });
});
