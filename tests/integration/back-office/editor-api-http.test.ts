import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { cmsConfig, cmsConfigYaml } from "#scripts/build-steps/write-cms-config.ts";
import { readContent } from "#src/content/load-content.server.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { type BackOfficeServer, startBackOfficeServer } from "#tests/support/back-office-server.ts";
import {
  createTempContentRepository,
  type TempContentRepository,
} from "#tests/support/temp-content-repository.ts";

/**
 * The editor's API as a browser reaches it, signed in, over HTTP: what it
 * takes (JSON only) and what it answers when something breaks on the server
 * (a reference, never git's words or the server's paths). Its own content
 * repository and a build folder holding just the editor's config.
 */
const course = "content/courses/testing/istqb-foundation.yml";

let repository: TempContentRepository;
let buildFolder: string;
let site: BackOfficeServer;
let cookie: string;
let builds: string[];

// Each test on a copy of one repository made for the file.
let template: TempContentRepository;
beforeAll(async () => {
  template = await createTempContentRepository();
});
afterAll(() => template?.remove());

beforeEach(async () => {
  repository = await template.copy();
  buildFolder = await mkdtemp(path.join(tmpdir(), "editor-api-build-"));
  const families = readContent(repository.contentDir).trainingFamilies.map((family) => ({
    slug: family.slug,
    label: family.menuTitle,
    groupIds: family.groups.map((group) => group.id),
  }));
  await mkdir(path.join(buildFolder, "client", "admin"), { recursive: true });
  await writeFile(
    path.join(buildFolder, "client", "admin", "config.yml"),
    cmsConfigYaml(cmsConfig({ families })),
  );
  builds = [];
  site = await startBackOfficeServer({
    contentDir: repository.contentDir,
    build: { folder: buildFolder } as ServedBuild,
    builds: {
      request: (by) => void builds.push(by),
      status: async () => ({ isQueued: false }),
      rollback: async () => {
        throw new Error("No builds here");
      },
      idle: async () => {},
    },
  });
  ({ cookie } = await site.newAccount("editor@example.nl"));
});
afterEach(async () => {
  await site.stop();
  await repository.remove();
  await rm(buildFolder, { recursive: true, force: true });
});

const onDisk = () => readFileSync(path.join(repository.root, course), "utf8");

/** A save as Decap sends it, the fee changed. */
function save(fee: number): string {
  const document = parse(onDisk());
  document.en.fee = fee;
  return JSON.stringify({
    action: "persistEntry",
    params: { dataFiles: [{ path: course, raw: stringify(document) }], assets: [] },
  });
}

function post(body: string, type: string) {
  return site.request("POST", backOfficePaths.editorApi, { cookie, type, body });
}

describe("the editor's API", () => {
  it("saves a request sent as application/json, as Decap sends it", async () => {
    const answer = await post(save(555), "application/json; charset=utf-8");
    expect(answer.status).toBe(200);
    expect(onDisk()).toMatch(/^ {2}fee: 555$/m);
    expect(builds).toEqual(["editor@example.nl"]);
  });

  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["a multipart form", "multipart/form-data; boundary=x"],
    ["JSON in another charset", "application/json; charset=iso-8859-1"],
    ["no type", ""],
  ])("refuses JSON sent as %s with 415, and writes nothing", async (_, type) => {
    const before = onDisk();
    const head = repository.git("rev-parse", "HEAD");
    const answer = await post(save(1), type);
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({
      error: "The editor's API takes only application/json: nothing was saved.",
    });
    expect(onDisk()).toBe(before);
    expect(repository.git("rev-parse", "HEAD")).toBe(head);
    expect(builds).toEqual([]);
  });

  it("answers a failing git with a reference only, and logs git's message with it", async () => {
    // What a crashed git leaves behind: every commit fails until it is removed.
    await writeFile(path.join(repository.root, ".git", "index.lock"), "");
    const before = onDisk();
    const answer = await post(save(556), "application/json");
    expect(answer.status).toBe(500);
    const { error } = (await answer.json()) as { error: string };
    expect(error).toMatch(
      /^The server could not do that; nothing was saved\. Something went wrong on the server\. If it happens again, give the site's operator this reference: [0-9a-f]{10}\.$/,
    );
    expect(error).not.toContain(repository.root);
    expect(error).not.toMatch(/index\.lock|git|fatal/i);
    const reference = /reference: ([0-9a-f]{10})/.exec(error)?.[1] ?? "";
    const line = site.logged.find((entry) => entry.includes(reference));
    expect(line).toContain(`Back office error ${reference} (editor API persistEntry)`);
    expect(line).toContain("index.lock");
    expect(onDisk()).toBe(before);
  });
});
