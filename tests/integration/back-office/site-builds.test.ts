import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BuildError,
  currentReleaseId,
  makeRelease,
  type ReleaseInfo,
} from "#server/releases/releases.ts";
import { createContentRepository } from "#server/back-office/editing/content-repository.ts";
import { createSiteBuilds, type SiteBuildEvent } from "#server/back-office/site/site-builds.ts";
import { createTempContentRepository } from "#tests/support/temp-content-repository.ts";

// No real site build here: each "build" is a release of one page, made with
// releases.ts as the real one is, or a build the test finishes by hand.

let work: string;
let buildDir: string;
let events: SiteBuildEvent[];
const record = (event: SiteBuildEvent) => {
  events.push(event);
};
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), "site-builds-"));
  buildDir = path.join(work, "build");
  events = [];
});
afterEach(() => rm(work, { recursive: true, force: true }));

/** A release of one page, as the site build would make it. */
function releaseOfOnePage(dir: string): Promise<ReleaseInfo> {
  return makeRelease(dir, async (folder) => {
    await mkdir(path.join(folder, "client"), { recursive: true });
    await writeFile(path.join(folder, "client", "index.html"), "<!doctype html><title>A</title>");
  });
}

/** Builds that wait until the test finishes them, one by one. */
function heldBuilds() {
  const started: { finish: () => void; fail: (error: Error) => void }[] = [];
  const build = (dir: string) =>
    new Promise<ReleaseInfo>((resolve, reject) => {
      started.push({
        finish: () => resolve(releaseOfOnePage(dir)),
        fail: reject,
      });
    });
  return { started, build };
}

/** Waits until `count` builds have started. */
const startedBuilds = (started: unknown[], count: number) =>
  vi.waitFor(() => expect(started).toHaveLength(count), { timeout: 10_000 });

describe("request", () => {
  it("builds at once, and makes many requests during a build into exactly one more build", async () => {
    const { started, build } = heldBuilds();
    const builds = createSiteBuilds({ buildDir, build, onEvent: record });
    builds.request("anna@example.com");
    await startedBuilds(started, 1);
    expect((await builds.status()).building?.requestedBy).toBe("anna@example.com");

    for (const editor of ["piet@example.com", "anna@example.com", "piet@example.com"]) {
      builds.request(editor);
    }
    expect(await builds.status()).toMatchObject({ isQueued: true });
    started[0]?.finish();
    await startedBuilds(started, 2);
    const status = await builds.status();
    expect(status).toMatchObject({
      isQueued: false,
      building: { requestedBy: "piet@example.com, anna@example.com" },
    });
    started[1]?.finish();
    await builds.idle();
    expect(started).toHaveLength(2);
    expect(events.map((event) => [event.action, event.actor])).toEqual([
      ["build", "anna@example.com"],
      ["build", "piet@example.com, anna@example.com"],
    ]);
    expect(await builds.status()).toMatchObject({ isQueued: false });
    expect((await builds.status()).building).toBeUndefined();
  });

  it("keeps the last failure with the end of the build's output, until a build succeeds", async () => {
    const { started, build } = heldBuilds();
    const builds = createSiteBuilds({ buildDir, build, onEvent: record });
    builds.request("anna@example.com");
    await startedBuilds(started, 1);
    const output = `${"x".repeat(30_000)}content/company.yml: file: is missing\n`;
    started[0]?.fail(new BuildError("The build failed (exit status 1)", output));
    await builds.idle();
    const { lastFailure } = await builds.status();
    expect(lastFailure).toMatchObject({ message: "The build failed (exit status 1)" });
    expect(lastFailure?.output).toHaveLength(20_000);
    expect(lastFailure?.output.endsWith("content/company.yml: file: is missing\n")).toBe(true);
    expect(events).toEqual([
      {
        action: "build-failed",
        actor: "anna@example.com",
        detail: "The build failed (exit status 1)",
      },
    ]);

    builds.request("piet@example.com");
    await startedBuilds(started, 2);
    started[1]?.finish();
    await builds.idle();
    expect((await builds.status()).lastFailure).toBeUndefined();
    expect(currentReleaseId(buildDir)).toBeDefined();
  });

  it("goes on building when recording an event fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const builds = createSiteBuilds({
        buildDir,
        build: releaseOfOnePage,
        onEvent: () => {
          throw new Error("the audit log is full");
        },
      });
      builds.request("anna@example.com");
      await builds.idle();
      builds.request("anna@example.com");
      await builds.idle();
      expect((await builds.status()).live).toBeDefined();
      await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    } finally {
      error.mockRestore();
    }
  });
});

describe("status and rollback", () => {
  it("tells the live release and the one a rollback goes to, and rolls back to it", async () => {
    const builds = createSiteBuilds({
      buildDir,
      build: releaseOfOnePage,
      onEvent: record,
    });
    expect(await builds.status()).toEqual({ isQueued: false });
    await expect(builds.rollback("anna@example.com")).rejects.toThrow(
      "There is no earlier release to go back to",
    );
    builds.request("anna@example.com");
    await builds.idle();
    const first = (await builds.status()).live;
    expect((await builds.status()).previous).toBeUndefined();
    builds.request("anna@example.com");
    await builds.idle();
    const second = (await builds.status()).live;
    expect(second?.id).not.toBe(first?.id);
    expect(await builds.status()).toEqual({ live: second, previous: first, isQueued: false });

    expect(await builds.rollback("piet@example.com")).toEqual(first);
    expect(currentReleaseId(buildDir)).toBe(first?.id);
    // The newer release stays, but is not "previous": a rollback goes back in time only.
    expect(await builds.status()).toEqual({ live: first, isQueued: false });
    expect(events.at(-1)).toEqual({
      action: "rollback",
      actor: "piet@example.com",
      detail: `from ${second?.id} to ${first?.id}`,
    });
  });

  it("refuses a rollback while a build runs", async () => {
    const { started, build } = heldBuilds();
    const builds = createSiteBuilds({ buildDir, build });
    for (let index = 0; index < 2; index++) {
      builds.request("anna@example.com");
      await startedBuilds(started, index + 1);
      started[index]?.finish();
      await builds.idle();
    }
    const live = currentReleaseId(buildDir);
    builds.request("anna@example.com");
    await startedBuilds(started, 3);
    await expect(builds.rollback("piet@example.com")).rejects.toThrow(
      "A build is running: roll back when it has finished",
    );
    expect(currentReleaseId(buildDir)).toBe(live);
    started[2]?.finish();
    await builds.idle();
  });
});

describe("a release's commit", () => {
  it("is the commit of the repository holding the content (CONTENT_DIR)", async () => {
    const content = await createTempContentRepository({ withContent: false });
    try {
      await mkdir(content.contentDir);
      await writeFile(path.join(content.contentDir, "company.yml"), "en: {}\n");
      const head = await createContentRepository(content.root).commit({
        paths: ["content/company.yml"],
        author: { email: "anna@example.com" },
        message: "Add",
      });
      vi.stubEnv("CONTENT_DIR", content.contentDir);
      const builds = createSiteBuilds({
        buildDir,
        build: releaseOfOnePage,
        onEvent: record,
      });
      builds.request("anna@example.com");
      await builds.idle();
      const { live } = await builds.status();
      expect(live?.commit).toBe(head);
      expect(live?.id).toContain(`-${head}-`);
      expect(events[0]?.detail).toBe(`release ${live?.id} (commit ${head})`);
    } finally {
      vi.unstubAllEnvs();
      await content.remove();
    }
  });
});
