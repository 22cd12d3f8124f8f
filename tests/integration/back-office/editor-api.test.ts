import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { cmsConfig, cmsConfigYaml } from "#scripts/build-steps/write-cms-config.ts";
import { readContent } from "#src/content/load-content.server.ts";
import { createContentRepository } from "#server/back-office/editing/content-repository.ts";
import {
  type EditAuditEntry,
  type EditorApi,
  createEditorApi,
} from "#server/back-office/editing/editor-api.ts";
import {
  createTempContentRepository,
  type TempContentRepository,
} from "#tests/support/temp-content-repository.ts";

// The editor's requests as Decap's proxy backend sends them, answered from a
// repository of the test's own (a copy of content/ in a temp folder).

const editor = { email: "anna@example.com", name: "Anna de Vries" };
const course = "content/courses/testing/istqb-foundation.yml";

let repository: TempContentRepository;
let api: EditorApi;
let buildRequests: string[];
let audit: EditAuditEntry[];

/** The config the live release would have, as the server reads it from config.yml. */
function releaseConfig(contentDir: string): unknown {
  const families = readContent(contentDir).trainingFamilies.map((family) => ({
    slug: family.slug,
    label: family.menuTitle,
    groupIds: family.groups.map((group) => group.id),
  }));
  return parse(cmsConfigYaml(cmsConfig({ families })));
}

/** The repository every test starts from (each gets a copy), and its release's config. */
let template: TempContentRepository;
let config: unknown;
beforeAll(async () => {
  template = await createTempContentRepository();
  // A file outside content/ that a path trick would reach.
  await mkdir(path.join(template.root, "server"));
  await writeFile(path.join(template.root, "server", "main.ts"), "// the server\n");
  template.git("add", "server");
  template.git("-c", "commit.gpgsign=false", "commit", "--quiet", "-m", "A server");
  config = releaseConfig(template.contentDir);
});
afterAll(() => template?.remove());

beforeEach(async () => {
  repository = await template.copy();
  buildRequests = [];
  audit = [];
  api = createEditorApi({
    repoRoot: repository.root,
    contentDir: repository.contentDir,
    editorConfig: () => config,
    repository: createContentRepository(repository.root),
    builds: { request: (by) => buildRequests.push(by) },
    audit: (entry) => {
      audit.push(entry);
    },
  });
});
afterEach(() => repository.remove());

const read = (file: string) => readFileSync(path.join(repository.root, file), "utf8");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function request(action: string, params: unknown) {
  return api.handle({ branch: "main", action, params }, editor);
}

/** A save as Decap sends it: one data file with all languages, no assets. */
function persist(file: string, raw: string, extra: Record<string, unknown> = {}) {
  return request("persistEntry", {
    branch: "main",
    dataFiles: [{ path: file, raw, slug: path.basename(file, ".yml"), ...extra }],
    assets: [],
    options: { commitMessage: "Update", useWorkflow: false, status: "" },
  });
}

/** The course file with its English section changed. */
function editedCourse(edit: (en: Record<string, unknown>) => void, file = course): string {
  const document = parse(read(file));
  edit(document.en);
  return stringify(document);
}

/** What a refused request must leave as it was: the history, the work tree, the files. */
function snapshot() {
  return {
    head: repository.git("rev-parse", "HEAD"),
    status: repository.git("status", "--porcelain", "--untracked-files=all"),
    course: read(course),
    builds: buildRequests.length,
    audit: audit.length,
  };
}

describe("reading", () => {
  it("answers info as a simple, local repository", async () => {
    expect(await request("info", {})).toEqual({
      status: 200,
      body: {
        repo: path.basename(repository.root),
        publish_modes: ["simple"],
        type: "local_fs",
      },
    });
  });

  it("lists a folder's entries with their text and its sha256 as id", async () => {
    const answer = await request("entriesByFolder", {
      folder: "content/courses/testing",
      extension: "yml",
      depth: 1,
    });
    expect(answer.status).toBe(200);
    const entries = answer.body as { data: string; file: { path: string; id: string } }[];
    expect(entries.find((entry) => entry.file.path === course)).toEqual({
      data: read(course),
      file: { path: course, id: sha256(read(course)) },
    });
    expect(entries.every((entry) => entry.file.path.startsWith("content/courses/testing/"))).toBe(
      true,
    );
  });

  it("reads single files and one entry; a file not there yet reads as null", async () => {
    const files = await request("entriesByFiles", {
      files: [{ path: "content/company.yml", label: "Company details" }],
    });
    expect(files).toEqual({
      status: 200,
      body: [
        {
          data: read("content/company.yml"),
          file: {
            path: "content/company.yml",
            label: "Company details",
            id: sha256(read("content/company.yml")),
          },
        },
      ],
    });
    expect((await request("getEntry", { path: course })).body).toMatchObject({
      data: read(course),
    });
    // How Decap checks that a new entry's name is free.
    expect(await request("getEntry", { path: "content/courses/testing/new-course.yml" })).toEqual({
      status: 200,
      body: { data: null, file: { path: "content/courses/testing/new-course.yml", id: null } },
    });
  });

  it("reads nothing outside what the editor edits", async () => {
    for (const [action, params] of [
      ["getEntry", { path: "../../server/main.ts" }],
      ["getEntry", { path: "server/main.ts" }],
      ["entriesByFiles", { files: [{ path: "content/../server/main.ts" }] }],
      ["entriesByFolder", { folder: "server", extension: "ts", depth: 1 }],
      ["entriesByFolder", { folder: "content/courses", extension: "yml", depth: 2 }],
    ] as const) {
      const answer = await request(action, params);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).not.toContain("the server");
    }
  });

  it("has no media, takes none, and has no previews or drafts", async () => {
    expect(await request("getMedia", { mediaFolder: "content/media" })).toEqual({
      status: 200,
      body: [],
    });
    for (const action of ["getMediaFile", "persistMedia"]) {
      expect(await request(action, { path: "content/media/x.png" })).toEqual({
        status: 400,
        body: { error: "This site takes no uploads or media files" },
      });
    }
    expect(await request("getDeployPreview", {})).toEqual({ status: 200, body: null });
    expect(await request("unpublishedEntries", {})).toEqual({ status: 200, body: [] });
  });
});

describe("saving", () => {
  it("writes the file, commits it naming the editor, rebuilds the site and records it", async () => {
    const raw = editedCourse((en) => {
      en.fee = 550;
    });
    const answer = await persist(course, raw);
    const hash = repository.git("rev-parse", "--short", "HEAD");
    expect(answer).toEqual({
      status: 200,
      body: { message: `Saved ${course} in commit ${hash}; the site is being rebuilt` },
    });
    expect(read(course)).toBe(raw);
    expect(repository.git("log", "-1", "--format=%an <%ae>|%cn|%s")).toBe(
      `Anna de Vries <anna@example.com>|Back office|Edit ${course} (via the back office)`,
    );
    expect(repository.git("show", "--name-only", "--format=", "HEAD")).toBe(course);
    expect(repository.git("status", "--porcelain")).toBe("");
    expect(buildRequests).toEqual(["anna@example.com"]);
    expect(audit).toEqual([
      { actor: "anna@example.com", action: "edit", detail: `${course} (commit ${hash})` },
    ]);
  });

  it("adds a new course as one file, in its family's folder", async () => {
    const file = "content/courses/testing/new-course.yml";
    const raw = stringify({ en: parse(read(course)).en });
    expect((await persist(file, raw)).status).toBe(200);
    expect(read(file)).toBe(raw);
    expect(repository.git("log", "-1", "--format=%s")).toBe(`Add ${file} (via the back office)`);
    expect(audit[0]).toMatchObject({
      action: "edit",
      detail: expect.stringMatching(/^content\/courses\/testing\/new-course\.yml \(commit /),
    });
  });

  it("commits nothing and builds nothing for a file saved unchanged, and still answers success", async () => {
    const before = snapshot();
    expect(await persist(course, read(course))).toEqual({
      status: 200,
      body: { message: `No change to ${course}` },
    });
    expect(snapshot()).toEqual(before);
  });

  it("checks a save against the one before it: saves are one at a time", async () => {
    // Each new course alone is fine; both would share one Dutch address.
    const newCourse = (order: number) => {
      const { en } = parse(read(course));
      return stringify({ en: { ...en, order }, nl: { slug: "dezelfde-cursus" } });
    };
    const [first, second] = await Promise.all([
      persist("content/courses/testing/first-course.yml", newCourse(20)),
      persist("content/courses/testing/second-course.yml", newCourse(21)),
    ]);
    expect(first).toMatchObject({ status: 200 });
    expect(second).toEqual({
      status: 400,
      body: {
        error:
          'content/courses/testing/second-course.yml: slug: "dezelfde-cursus" is also the address of content/courses/testing/first-course.yml',
      },
    });
    expect(existsSync(path.join(repository.contentDir, "courses/testing/second-course.yml"))).toBe(
      false,
    );
  });

  // Git's message names the server's folders: the editor gets a reference, the log the whole error.
  it("puts the files back and says so when the commit fails, with a reference instead of git's words", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = createEditorApi({
      repoRoot: repository.root,
      contentDir: repository.contentDir,
      editorConfig: () => releaseConfig(repository.contentDir),
      repository: {
        commit: () => Promise.reject(new Error("git commit: Unable to create index.lock")),
      },
      builds: { request: (by) => buildRequests.push(by) },
      audit: (entry) => {
        audit.push(entry);
      },
    });
    const before = snapshot();
    const raw = editedCourse((en) => {
      en.fee = 550;
    });
    const answer = await failing.handle(
      { action: "persistEntry", params: { dataFiles: [{ path: course, raw }] } },
      editor,
    );
    expect(answer.status).toBe(500);
    const message = (answer.body as { error: string }).error;
    const reference = /reference: ([0-9a-f]{10})\.$/.exec(message)?.[1];
    expect(message).toMatch(/^The server could not do that; nothing was saved\. /);
    expect(message).not.toContain("index.lock");
    expect(reference).toBeDefined();
    const logged = error.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
    expect(logged).toContain(`Back office error ${reference} (editor API persistEntry)`);
    expect(logged).toContain("git commit: Unable to create index.lock");
    expect(snapshot()).toEqual(before);
    error.mockRestore();
  });
});

describe("deleting", () => {
  it("deletes a course: a commit, a build and a record", async () => {
    const answer = await request("deleteFiles", {
      paths: [course],
      options: { commitMessage: "Delete" },
    });
    expect(answer.status).toBe(200);
    expect(existsSync(path.join(repository.root, course))).toBe(false);
    const hash = repository.git("rev-parse", "--short", "HEAD");
    expect(repository.git("log", "-1", "--format=%an|%s")).toBe(
      `Anna de Vries|Delete ${course} (via the back office)`,
    );
    expect(buildRequests).toEqual(["anna@example.com"]);
    expect(audit).toEqual([
      { actor: "anna@example.com", action: "delete", detail: `${course} (commit ${hash})` },
    ]);
  });

  it("refuses to delete a service the menu names, and deletes nothing", async () => {
    const before = snapshot();
    const service = "content/services/devops-services.yml";
    expect(await request("deleteFiles", { paths: [service] })).toEqual({
      status: 400,
      body: {
        error: [
          'content/services/cicd-implementation.yml: parent: "devops-services" is not a service',
          'content/services/cloud-migration.yml: parent: "devops-services" is not a service',
          'content/services/infrastructure-automation.yml: parent: "devops-services" is not a service',
          'content/services/monitoring-solutions.yml: parent: "devops-services" is not a service',
          'content/navigation.yml: servicesMenu.2: "devops-services" is not a service',
          'content/pages/home.yml: services.list.2: "devops-services" is not a service',
        ].join("\n"),
      },
    });
    expect(existsSync(path.join(repository.root, service))).toBe(true);
    expect(snapshot()).toEqual(before);
  });

  it("refuses a path outside the editor's files, and deletes nothing", async () => {
    const before = snapshot();
    expect(await request("deleteFiles", { paths: ["../../server/main.ts"] })).toEqual({
      status: 400,
      body: { error: '"../../server/main.ts": contains a "." or ".." segment' },
    });
    expect(await request("deleteFiles", { paths: [course, "server/main.ts"] })).toEqual({
      status: 400,
      body: { error: '"server/main.ts": is not in the content folder' },
    });
    expect(snapshot()).toEqual(before);
    expect(read("server/main.ts")).toBe("// the server\n");
  });
});

describe("refusals: nothing written, nothing committed, nothing built", () => {
  const tooBig = `en:\n  title: "${"x".repeat(1024 * 1024)}"\n`;
  const validRaw = () =>
    editedCourse((en) => {
      en.fee = 550;
    });

  it.each([
    ["../../server/main.ts", '"../../server/main.ts": contains a "." or ".." segment'],
    ["content/../server/x.yml", '"content/../server/x.yml": contains a "." or ".." segment'],
    ["server/main.ts", '"server/main.ts": is not in the content folder'],
    [
      "content\\courses\\testing\\x.yml",
      '"content\\\\courses\\\\testing\\\\x.yml": contains a backslash; paths use /',
    ],
    [`${course}\0`, `"${course}\\u0000": contains a NUL character`],
    [
      "content/%2e%2e/server/main.ts",
      '"content/%2e%2e/server/main.ts": contains %; paths are not percent-encoded',
    ],
    [
      "content/company.json",
      '"content/company.json": is not a file the editor edits, nor in one of its folders',
    ],
    [
      "content/media/x.yml",
      '"content/media/x.yml": is not a file the editor edits, nor in one of its folders',
    ],
    [
      "content/courses/testing/extra/x.yml",
      '"content/courses/testing/extra/x.yml": is not a file the editor edits, nor in one of its folders',
    ],
    [
      "content/courses/testing/New Course.yml",
      '"content/courses/testing/New Course.yml": the file name must be a slug (lower-case letters, digits and hyphens), then .yml',
    ],
  ])("refuses the path %j", async (requested, error) => {
    const before = snapshot();
    expect(await persist(requested, validRaw())).toEqual({ status: 400, body: { error } });
    expect(snapshot()).toEqual(before);
    expect(read("server/main.ts")).toBe("// the server\n");
  });

  it("refuses an absolute path, even to a content file", async () => {
    const before = snapshot();
    const absolute = path.join(repository.root, course);
    expect(await persist(absolute, validRaw())).toEqual({
      status: 400,
      body: {
        error: `${JSON.stringify(absolute)}: is absolute; paths are relative to the repository`,
      },
    });
    expect(snapshot()).toEqual(before);
  });

  it("refuses a file that is a link out of the content folder", async () => {
    const outside = path.join(repository.root, "server", "main.ts");
    await symlink(outside, path.join(repository.contentDir, "services", "linked.yml"));
    repository.git("add", "content/services/linked.yml");
    repository.git("-c", "commit.gpgsign=false", "commit", "--quiet", "-m", "A link");
    const before = snapshot();
    expect(await persist("content/services/linked.yml", "en:\n  title: x\n")).toEqual({
      status: 400,
      body: { error: '"content/services/linked.yml": leads out of the content folder' },
    });
    expect(snapshot()).toEqual(before);
    expect(read("server/main.ts")).toBe("// the server\n");
  });

  it.each([
    [
      "text that is not YAML",
      "en:\n  title: [unclosed\n",
      /^content\/courses\/testing\/istqb-foundation\.yml: YAML: \S[^\n]*$/,
    ],
    [
      "an alias",
      "en: &page\n  title: A\nnl: *page\n",
      `${course}: YAML: uses an anchor (&page): content files need no anchors or aliases`,
    ],
    [
      "a list at the top",
      "- en\n",
      `${course}: YAML: expected a mapping at the top level (en: and the page under it)`,
    ],
    [
      "more than 1 MB",
      tooBig,
      `${course}: is ${tooBig.length} bytes; a content file may hold at most 1 MB (1048576 bytes)`,
    ],
  ])("refuses %s", async (_, raw, error) => {
    const before = snapshot();
    const answer = await persist(course, raw);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(
      typeof error === "string" ? new RegExp(`^${escapeRegExp(error)}$`) : error,
    );
    expect(snapshot()).toEqual(before);
  });

  it("refuses what the build would refuse, with the build's words, each problem on its line", async () => {
    const before = snapshot();
    const raw = editedCourse((en) => {
      en.fee = 499.5;
      en.run = [];
    });
    expect(await persist(course, raw)).toEqual({
      status: 400,
      body: {
        error: [
          `${course}: fee: expected a positive whole number of euro`,
          `${course}: run: "run" is not a known key here; did you mean "runs"?`,
        ].join("\n"),
      },
    });
    expect(snapshot()).toEqual(before);
  });

  it("refuses an unknown key at the top of the file, as the build does, naming it", async () => {
    const before = snapshot();
    const document = parse(read(course));
    const raw = `${stringify({ en: document.en, nl: document.nl, nll: { title: "Cursus" } })}__proto__:\n  fee: 1\n`;
    expect(await persist(course, raw)).toEqual({
      status: 400,
      body: {
        error: [
          `${course}: nll: "nll" is not a known key here; did you mean "nl"?`,
          `${course}: __proto__: "__proto__" is not a known key here`,
        ].join("\n"),
      },
    });
    expect(snapshot()).toEqual(before);
  });

  it("refuses a rename, an upload and params it cannot read", async () => {
    const before = snapshot();
    expect(
      await persist(course, validRaw(), { newPath: "content/courses/testing/istqb-ctfl.yml" }),
    ).toEqual({
      status: 400,
      body: {
        error: `Renaming ${course} to content/courses/testing/istqb-ctfl.yml is not possible here: its name is the page's address. Create a new entry and delete the old one.`,
      },
    });
    expect(
      await request("persistEntry", {
        dataFiles: [{ path: course, raw: validRaw() }],
        assets: [{ path: "content/media/x.png", content: "AAAA", encoding: "base64" }],
      }),
    ).toEqual({
      status: 400,
      body: { error: "This site takes no uploads: remove the file from the entry" },
    });
    expect(await request("persistEntry", { entry: { path: course, raw: validRaw() } })).toEqual({
      status: 400,
      body: {
        error:
          "Malformed persistEntry: dataFiles: Invalid input: expected array, received undefined",
      },
    });
    expect(await request("persistEntry", { dataFiles: [{ path: course, raw: 42 }] })).toEqual({
      status: 400,
      body: {
        error:
          "Malformed persistEntry: dataFiles.0.raw: Invalid input: expected string, received number",
      },
    });
    expect(await api.handle("not an object", editor)).toEqual({
      status: 400,
      body: { error: "Malformed request: Invalid input: expected object, received string" },
    });
    expect(snapshot()).toEqual(before);
  });

  it("answers an unknown action with 422", async () => {
    expect(await request("publishUnpublishedEntry", {})).toEqual({
      status: 422,
      body: { error: 'Unknown action "publishUnpublishedEntry"' },
    });
  });

  it("answers 503 while there is no editor config (no build yet)", async () => {
    const unconfigured = createEditorApi({
      repoRoot: repository.root,
      contentDir: repository.contentDir,
      editorConfig: () => undefined,
      repository: createContentRepository(repository.root),
      builds: { request: () => {} },
      audit: () => {},
    });
    const before = snapshot();
    expect(
      await unconfigured.handle({ action: "getEntry", params: { path: course } }, editor),
    ).toEqual({
      status: 503,
      body: {
        error:
          "The editor's configuration is not available (The editor's configuration has no collections); build the site first",
      },
    });
    expect(snapshot()).toEqual(before);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("createEditorApi", () => {
  it("refuses a content folder outside the repository it commits to", () => {
    expect(() =>
      createEditorApi({
        repoRoot: path.join(repository.root, "server"),
        contentDir: repository.contentDir,
        editorConfig: () => undefined,
        repository: createContentRepository(repository.root),
        builds: { request: () => {} },
        audit: () => {},
      }),
    ).toThrow(/^The content folder .* is not inside the repository /);
  });
});

describe("what the editor lists and records", () => {
  it("lists only files it could save: no temp files, no names that are not slugs", async () => {
    const folder = path.join(repository.contentDir, "courses", "testing");
    await writeFile(path.join(folder, ".istqb-foundation.yml.0a1b2c.tmp"), "half");
    await writeFile(path.join(folder, "Bad Name.yml"), "en: {}\n");
    const answer = await request("entriesByFolder", {
      folder: "content/courses/testing",
      extension: "yml",
      depth: 1,
    });
    const paths = (answer.body as { file: { path: string } }[]).map((entry) => entry.file.path);
    expect(paths).toContain(course);
    expect(paths.filter((entry) => /tmp|Bad/.test(entry))).toEqual([]);
  });

  it("saves even when the record cannot be written, and says so on stderr", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const unrecorded = createEditorApi({
        repoRoot: repository.root,
        contentDir: repository.contentDir,
        editorConfig: () => releaseConfig(repository.contentDir),
        repository: createContentRepository(repository.root),
        builds: { request: (by) => buildRequests.push(by) },
        audit: () => {
          throw new Error("the audit log is full");
        },
      });
      const raw = editedCourse((en) => {
        en.fee = 550;
      });
      const answer = await unrecorded.handle(
        { action: "persistEntry", params: { dataFiles: [{ path: course, raw }] } },
        editor,
      );
      expect(answer.status).toBe(200);
      expect(read(course)).toBe(raw);
      expect(buildRequests).toEqual(["anna@example.com"]);
      expect(error).toHaveBeenCalledOnce();
    } finally {
      error.mockRestore();
    }
  });
});
