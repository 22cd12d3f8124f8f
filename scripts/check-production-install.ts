import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { parse, stringify } from "yaml";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { databasePath } from "#server/store/database.ts";
import { enquiryForm, formContentType } from "#tests/support/enquiry-poster.ts";
import { createSoftwareAuthenticator } from "#tests/support/software-authenticator.ts";

/**
 * `npm run check:production-install` (run by .ci/run after `npm test`): what an
 * operator following the hosting guides gets. A fresh clone of HEAD, installed
 * with `npm ci --omit=dev`, started with `npm start` unbuilt (it builds), takes
 * an enquiry, lets a new back-office account save an edit and rebuilds the
 * site with it; started again, built, it serves at once. Any step that fails
 * ends the check with exit status 1 and the server's output.
 */

const run = promisify(execFile);
const course = "content/courses/testing/istqb-foundation.yml";
const coursePage = "/training/testing/istqb-foundation";
const startedAt = Date.now();
const step = (what: string) =>
  console.log(`[${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${what}`);

const root = await mkdtemp(path.join(tmpdir(), "production-install-"));
const checkout = path.join(root, "site");
const dataDir = path.join(root, "data");
let server: { process: ChildProcess; output: () => string; origin: string } | undefined;

try {
  step("cloning HEAD");
  await run("git", ["clone", "--quiet", "--no-hardlinks", process.cwd(), checkout]);
  // The back office commits edits as the editor; a CI machine may have no identity of its own.
  await run("git", ["-C", checkout, "config", "user.email", "back-office@example.nl"]);
  await run("git", ["-C", checkout, "config", "user.name", "Back office"]);

  step("npm ci --omit=dev");
  await run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], {
    cwd: checkout,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (existsSync(path.join(checkout, "node_modules/vitest"))) {
    throw new Error("npm ci --omit=dev installed a development package (vitest)");
  }

  step("npm start on an unbuilt checkout (it builds first)");
  server = await startServer();
  step(`serving on ${server.origin}`);

  const answer = await fetch(`${server.origin}/`, {
    method: "POST",
    headers: { "Content-Type": formContentType, Origin: server.origin },
    body: enquiryForm({ name: "Production Check", email: "production-check@example.nl" }),
    redirect: "manual",
  });
  if (answer.status !== 303) throw new Error(`An enquiry was answered ${answer.status}`);
  const { stdout: listed } = await run("npm", ["run", "--silent", "enquiries", "--", "--json"], {
    cwd: checkout,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (!listed.includes("production-check@example.nl")) {
    throw new Error(`The enquiry is not in the store: ${listed}`);
  }
  step("an enquiry taken and stored");

  const cookie = await signInWithNewAccount(server.origin);
  const fee = Number((parse(await readFile(path.join(checkout, course), "utf8")) as Fee).en.fee);
  const newFee = fee + 1;
  let lastPrice = "";
  const saved = await saveFee(server.origin, cookie, newFee);
  if (saved.status !== 200) throw new Error(`The edit was answered ${saved.status}`);
  step(`an edit saved by the back office (fee ${fee} → ${newFee}); waiting for the rebuild`);
  await waitFor(async () => {
    const page = await fetch(`${server?.origin}${coursePage}`).then((r) => r.text());
    lastPrice = /€[\d.,]+ excl\. VAT/.exec(page)?.[0] ?? "no price on the page";
    return lastPrice.replace(".00 ", " ") === `€${newFee} excl. VAT`;
  }, 300_000).catch((error) => {
    throw new Error(`${error.message}: the page shows ${lastPrice}`);
  });
  step("the rebuilt page shows the new fee");

  await stopServer();
  step("npm start on the built checkout");
  server = await startServer();
  if (/building/i.test(server.output())) throw new Error("A built checkout was built again");
  const home = await fetch(`${server.origin}/`);
  if (home.status !== 200) throw new Error(`The home page was answered ${home.status}`);
  await stopServer();
  step("production install: passed");
} catch (error) {
  console.error(`production install: FAILED: ${error instanceof Error ? error.message : error}`);
  if (server) console.error(`--- the server's output ---\n${server.output()}`);
  console.error(`--- the back office's log ---\n${backOfficeLog()}`);
  await stopServer();
  process.exitCode = 1;
} finally {
  await rm(root, { recursive: true, force: true });
}

/** The back office's log (builds and their failures are recorded there, not on stdout). */
function backOfficeLog(): string {
  try {
    const database = new DatabaseSync(databasePath(dataDir), { readOnly: true });
    const rows = database
      .prepare("SELECT at, actor, action, detail FROM audit_log ORDER BY id DESC LIMIT 10")
      .all();
    database.close();
    return rows.map((row) => Object.values(row).join(" | ")).join("\n");
  } catch (error) {
    return String(error);
  }
}

interface Fee {
  en: { fee: number };
}

/** `npm start` in the checkout on a port of its own; resolves once it listens. */
async function startServer(): Promise<NonNullable<typeof server>> {
  let output = "";
  const child = spawn("npm", ["start"], {
    cwd: checkout,
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, NIGHTLY_BUILD: "off" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("npm start did not listen within 5 minutes")),
      300_000,
    );
    const look = () => {
      const port = /Site on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://localhost:${port}`);
      }
    };
    child.stdout?.on("data", look);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  return { process: child, output: () => output, origin };
}

async function stopServer() {
  const child = server?.process;
  server = undefined;
  if (!child || child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // npm and the server under it: the whole group, as a terminal's Ctrl-C would.
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

/** An invitation from `npm run admin -- invite`, redeemed with a new passkey: the session's cookie. */
async function signInWithNewAccount(origin: string): Promise<string> {
  const { stdout } = await run(
    "npm",
    ["run", "--silent", "admin", "--", "invite", "ops@example.nl"],
    {
      cwd: checkout,
      env: { ...process.env, DATA_DIR: dataDir, SITE_URL: origin },
    },
  );
  const link = /https?:\/\/\S+\/admin\/invitation\/\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`No invitation link in: ${stdout}`);
  const invitation = new URL(link).pathname;
  const post = (pathname: string, body: unknown) =>
    fetch(`${origin}${pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(body),
      redirect: "manual",
    });
  const started = await post(`${invitation}/options`, {});
  if (started.status !== 200) throw new Error(`The invitation's options: ${started.status}`);
  const { ceremony, options } = await started.json();
  const authenticator = createSoftwareAuthenticator(origin);
  const redeemed = await post(invitation, { ceremony, response: authenticator.register(options) });
  const cookie = redeemed.headers.getSetCookie().find((line) => line.startsWith("__Host-"));
  if (redeemed.status !== 200 || !cookie) {
    throw new Error(`The invitation was answered ${redeemed.status}: ${await redeemed.text()}`);
  }
  return cookie.split(";")[0] ?? "";
}

/** A save as the editor (Decap) sends it: the course file with another fee. */
async function saveFee(origin: string, cookie: string, fee: number) {
  const document = parse(await readFile(path.join(checkout, course), "utf8")) as Fee;
  document.en.fee = fee;
  return fetch(`${origin}${backOfficePaths.editorApi}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
    body: JSON.stringify({
      action: "persistEntry",
      params: { dataFiles: [{ path: course, raw: stringify(document) }], assets: [] },
    }),
  });
}

async function waitFor(isDone: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isDone().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`Not done within ${timeoutMs / 1000} s`);
}
