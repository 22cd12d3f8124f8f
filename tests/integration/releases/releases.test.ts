import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readlink, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  BuildError,
  buildRelease,
  currentReleaseId,
  listReleases,
  makeRelease,
  pruneReleases,
  releasesPath,
  siteFolder,
  switchRelease,
} from "#server/releases/releases.ts";
import { siteServers } from "#tests/support/site-server.ts";

/**
 * A rebuild under a running server (issue 19, #9): the site is built into a
 * folder of its own and switched to in one step, and every response comes
 * whole from one build. The builds here are a few files each, written by the
 * test in place of the site build.
 */
const quiet = { info() {}, warn() {}, error() {} };
const run = promisify(execFile);
const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

let work: string;
let buildDir: string;
const sites = siteServers();
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), "releases-"));
  buildDir = path.join(work, "build");
});
afterAll(async () => {
  await sites.close();
});

/** The script of a release's pages: each release has its own, and so its own hash. */
const script = (marker: string) => `window.release = "${marker}";`;

/** What the site build writes, in miniature: pages with an inline script, and their hashes. */
function writeSite(marker: string, extra: Record<string, string> = {}) {
  return async (folder: string) => {
    const client = path.join(folder, "client");
    const page = (title: string) =>
      `<!DOCTYPE html><title>${title} ${marker}</title><script>${script(marker)}</script>`;
    const files: Record<string, string> = {
      "index.html": page("Home"),
      "about.html": page("About"),
      "nl/over-ons.html": page("Over ons"),
      "404.html": page("Not found"),
      ...extra,
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(client, file)), { recursive: true });
      await writeFile(path.join(client, file), text);
    }
    const hashes = { scripts: [sha(script(marker))], styles: [], styleAttributes: [] };
    const manifest = Object.fromEntries(
      Object.keys(files)
        .filter((file) => file.endsWith(".html"))
        .map((file) => [file, hashes]),
    );
    await writeFile(path.join(folder, "csp-hashes.json"), JSON.stringify(manifest));
  };
}

async function serve() {
  return (await sites.start({ buildDir, log: quiet })).baseUrl;
}

/** Which release a page came from, by its title, and which release its policy allows. */
async function origins(response: Response) {
  const body = await response.text();
  const policy = response.headers.get("content-security-policy") ?? "";
  const page = /<title>\S+(?: \S+)? (\w+)<\/title>/.exec(body)?.[1];
  const allowed = ["A", "B"].find((marker) => policy.includes(sha(script(marker))));
  return { status: response.status, page, allowed };
}

describe("makeRelease", () => {
  it("keeps serving the current release while the next one is built, then switches to it", async () => {
    await makeRelease(buildDir, writeSite("A"));
    const url = await serve();
    const during: string[] = [];
    await makeRelease(buildDir, async (folder) => {
      await writeSite("B")(folder);
      // Built, not yet switched to: visitors and the monitor see release A, whole.
      for (const target of ["/", "/about", "/nl/over-ons", "/healthz", "/healthz/pages"]) {
        const response = await fetch(`${url}${target}`, { redirect: "manual" });
        during.push(`${target} ${response.status} ${(await response.text()).includes(" A<")}`);
      }
    });
    expect(during).toEqual([
      "/ 200 true",
      "/about 200 true",
      "/nl/over-ons 200 true",
      "/healthz 200 false",
      "/healthz/pages 200 false",
    ]);
    expect(await origins(await fetch(`${url}/about`))).toEqual({
      status: 200,
      page: "B",
      allowed: "B",
    });
  });

  it("changes nothing when the build fails: no new release, no staging folder left", async () => {
    const first = await makeRelease(buildDir, writeSite("A"));
    const failure = new Error("the build broke");
    await expect(
      makeRelease(buildDir, async (folder) => {
        await writeFile(path.join(folder, "half-written"), "");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(currentReleaseId(buildDir)).toBe(first.id);
    expect(readdirSync(releasesPath(buildDir))).toEqual([first.id]);
  });

  it("keeps the newest five releases and the current one; a rollback is a switch back", async () => {
    const made = [];
    for (const marker of ["A", "B", "C", "D", "E", "F", "G"]) {
      made.push(await makeRelease(buildDir, writeSite(marker)));
    }
    const ids = made.map((release) => release.id);
    expect((await listReleases(buildDir)).map((release) => release.id)).toEqual(
      ids.slice(2).reverse(),
    );
    const rollback = ids[2] ?? "";
    await switchRelease(buildDir, rollback);
    expect(await readlink(path.join(buildDir, "current"))).toBe(path.join("releases", rollback));
    // Older than the newest two, but current: kept.
    expect(await pruneReleases(buildDir, 2)).toEqual([ids[4], ids[3]]);
    expect(existsSync(path.join(releasesPath(buildDir), rollback))).toBe(true);
    await expect(switchRelease(buildDir, "20000101T000000.000Z-nope")).rejects.toThrow(
      /No complete release/,
    );
  });
});

describe("a running server while releases switch", () => {
  it("serves every response whole from one release: no 404, the page's own policy", async () => {
    const a = await makeRelease(buildDir, writeSite("A"));
    const b = await makeRelease(buildDir, writeSite("B"));
    const url = await serve();
    let isSwitching = true;
    const switching = (async () => {
      for (let index = 0; isSwitching; index++) {
        await switchRelease(buildDir, index % 2 === 0 ? a.id : b.id);
      }
    })();
    const answers = [];
    for (let round = 0; round < 10; round++) {
      answers.push(
        ...(await Promise.all(
          ["/", "/about", "/nl/over-ons", "/about", "/"].map(async (target) =>
            origins(await fetch(`${url}${target}`)),
          ),
        )),
      );
    }
    isSwitching = false;
    await switching;
    const mixed = answers.filter(
      (answer) => answer.status !== 200 || !answer.page || answer.page !== answer.allowed,
    );
    expect(mixed).toEqual([]);
    expect(new Set(answers.map((answer) => answer.page))).toEqual(new Set(["A", "B"]));
  });

  it("finishes a download from a release switched away from and deleted meanwhile", async () => {
    const big = "x".repeat(4 * 1024 * 1024);
    const a = await makeRelease(buildDir, writeSite("A", { "big.txt": big }));
    const url = new URL(await serve());
    const received = await new Promise<number>((resolve, reject) => {
      let bytes = 0;
      let isSwitched = false;
      const socket = connect(Number(url.port), "127.0.0.1", () => {
        socket.write("GET /big.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      });
      socket.on("data", async (chunk) => {
        bytes += chunk.length;
        if (isSwitched) return;
        isSwitched = true;
        socket.pause();
        await makeRelease(buildDir, writeSite("B"));
        await rm(path.join(releasesPath(buildDir), a.id), { recursive: true });
        socket.resume();
      });
      socket.on("end", () => resolve(bytes));
      socket.on("error", reject);
    });
    expect(received).toBeGreaterThan(big.length);
  });

  it("sends page spellings on with a redirect no browser keeps", async () => {
    await makeRelease(buildDir, writeSite("A"));
    const url = await serve();
    for (const spelling of ["/about/", "/about.html"]) {
      const response = await fetch(`${url}${spelling}`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/about");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });
});

describe("siteFolder", () => {
  it("is the current release, or a build made in place, or nothing", async () => {
    expect(siteFolder(buildDir)).toBeUndefined();
    await writeSite("A")(buildDir);
    expect(siteFolder(buildDir)).toBe(buildDir);
    const release = await makeRelease(buildDir, writeSite("B"));
    expect(siteFolder(buildDir)).toBe(path.join(releasesPath(buildDir), release.id));
  });
});

describe("npm run releases", () => {
  it("lists the releases with the served one marked, and switches back to an older one", async () => {
    const first = await makeRelease(buildDir, writeSite("A"));
    const second = await makeRelease(buildDir, writeSite("B"));
    const releases = (...args: string[]) =>
      run(process.execPath, [path.resolve("scripts/releases.ts"), ...args], {
        env: { ...process.env, BUILD_DIR: buildDir },
      });
    const listed = (await releases()).stdout.trim().split("\n");
    expect(listed.map((line) => line.slice(0, 2 + second.id.length))).toEqual([
      `* ${second.id}`,
      `  ${first.id}`,
    ]);
    expect((await releases("--switch", first.id)).stdout).toBe(`Serving release ${first.id}.\n`);
    expect(currentReleaseId(buildDir)).toBe(first.id);
  });
});

describe("buildRelease (the back office's rebuild)", () => {
  it("rejects with the build's own words when it fails, and leaves the site as it was", async () => {
    const first = await makeRelease(buildDir, writeSite("A"));
    const contentDir = path.join(work, "no-content");
    await mkdir(contentDir);
    const error = await buildRelease(buildDir, { env: { CONTENT_DIR: contentDir } }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).output).toMatch(/company\.yml: file: is missing/);
    expect(currentReleaseId(buildDir)).toBe(first.id);
    expect(readdirSync(releasesPath(buildDir))).toEqual([first.id]);
  }, 60_000);
});
