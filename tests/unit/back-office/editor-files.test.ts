import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cmsConfig } from "#scripts/build-steps/write-cms-config.ts";
import {
  editorFiles,
  fileInContentFolder,
  resolveEditorFolder,
  resolveEditorPath,
} from "#server/back-office/editing/editor-files.ts";

// The config the build writes for the editor, with two families.
const config = cmsConfig({
  families: [
    { slug: "testing", label: "Testing", groupIds: ["istqb"] },
    { slug: "scrum", label: "Scrum", groupIds: ["psm"] },
  ],
});
const files = editorFiles(config);

describe("editorFiles", () => {
  it("names the config's folders with their extension, and its single files", () => {
    expect(files.folders).toEqual([
      { folder: "content/services", extension: "yml" },
      { folder: "content/training", extension: "yml" },
      { folder: "content/courses/testing", extension: "yml" },
      { folder: "content/courses/scrum", extension: "yml" },
    ]);
    expect(files.files).toContain("content/company.yml");
    expect(files.files).toContain("content/navigation.yml");
    expect(files.files).toContain("content/pages/home.yml");
  });

  it("leaves out what a config names outside content/, so a mistake there widens nothing", () => {
    const widened = editorFiles({
      collections: [
        { folder: "server", extension: "ts" },
        { folder: "content/../server", extension: "ts" },
        { folder: "content/services", extension: "../yml" },
        { files: [{ file: "package.json" }, { file: "/etc/passwd" }, { file: "content/x.yml" }] },
      ],
    });
    expect(widened).toEqual({ folders: [], files: ["content/x.yml"] });
  });

  it("refuses a config with no collections (no build yet)", () => {
    expect(() => editorFiles(undefined)).toThrow("The editor's configuration has no collections");
    expect(() => editorFiles({ backend: {} })).toThrow(/no collections/);
  });
});

describe("resolveEditorPath", () => {
  it.each([
    "content/company.yml",
    "content/pages/home.yml",
    "content/services/agile-coaching.yml",
    "content/courses/testing/istqb-foundation.yml",
    "content/courses/scrum/a-new-course-2.yml",
  ])("accepts %s", (requested) => {
    expect(resolveEditorPath(files, requested)).toEqual({ path: requested });
  });

  it.each([
    ["../../server/main.ts", '"../../server/main.ts": contains a "." or ".." segment'],
    ["content/../server/x.yml", '"content/../server/x.yml": contains a "." or ".." segment'],
    ["content/./company.yml", '"content/./company.yml": contains a "." or ".." segment'],
    ["/etc/passwd", '"/etc/passwd": is absolute; paths are relative to the repository'],
    [
      "/work/main/content/company.yml",
      '"/work/main/content/company.yml": is absolute; paths are relative to the repository',
    ],
    [
      "C:/content/company.yml",
      '"C:/content/company.yml": is absolute; paths are relative to the repository',
    ],
    ["content\\company.yml", '"content\\\\company.yml": contains a backslash; paths use /'],
    ["content/company.yml\0.txt", '"content/company.yml\\u0000.txt": contains a NUL character'],
    [
      "content/%2e%2e/server/main.ts",
      '"content/%2e%2e/server/main.ts": contains %; paths are not percent-encoded',
    ],
    [
      "content/services/agile%2Dcoaching.yml",
      '"content/services/agile%2Dcoaching.yml": contains %; paths are not percent-encoded',
    ],
    ["content//company.yml", '"content//company.yml": contains an empty segment (//)'],
    ["content/company.yml\n", '"content/company.yml\\n": contains a control character'],
    ["server/main.ts", '"server/main.ts": is not in the content folder'],
    [
      "content/company.json",
      '"content/company.json": is not a file the editor edits, nor in one of its folders',
    ],
    [
      "content/services/agile-coaching.json",
      '"content/services/agile-coaching.json": a file in content/services must end in .yml',
    ],
    [
      "content/media/logo.yml",
      '"content/media/logo.yml": is not a file the editor edits, nor in one of its folders',
    ],
    [
      "content/courses/devops/docker.yml",
      '"content/courses/devops/docker.yml": is not a file the editor edits, nor in one of its folders',
    ],
    [
      "content/courses/testing/extra/istqb-foundation.yml",
      '"content/courses/testing/extra/istqb-foundation.yml": is not a file the editor edits, nor in one of its folders',
    ],
    [
      "content/courses/testing.yml",
      '"content/courses/testing.yml": is not a file the editor edits, nor in one of its folders',
    ],
    [
      "content/services/Agile Coaching.yml",
      '"content/services/Agile Coaching.yml": the file name must be a slug (lower-case letters, digits and hyphens), then .yml',
    ],
    [
      "content/services/.hidden.yml",
      '"content/services/.hidden.yml": the file name must be a slug (lower-case letters, digits and hyphens), then .yml',
    ],
  ])("refuses %j", (requested, problem) => {
    expect(resolveEditorPath(files, requested)).toEqual({ problem });
  });

  it("refuses what is not a path at all, and a path too long to be one", () => {
    expect(resolveEditorPath(files, undefined)).toEqual({
      problem: "expected the path of a content file",
    });
    expect(resolveEditorPath(files, 42)).toEqual({
      problem: "expected the path of a content file",
    });
    const long = `content/services/${"a".repeat(400)}.yml`;
    expect(resolveEditorPath(files, long)).toMatchObject({
      problem: expect.stringMatching(/…": is longer than 300 characters$/),
    });
  });
});

describe("resolveEditorFolder", () => {
  it("accepts a folder of the config with its extension only", () => {
    expect(resolveEditorFolder(files, "content/courses/testing", "yml")).toEqual({
      folder: { folder: "content/courses/testing", extension: "yml" },
    });
    for (const [folder, extension] of [
      ["content/courses/testing", "md"],
      ["content/courses", "yml"],
      ["content/courses/testing/", "yml"],
      ["content/../server", "yml"],
    ]) {
      expect(resolveEditorFolder(files, folder, extension)).toHaveProperty("problem");
    }
  });
});

describe("fileInContentFolder", () => {
  let work: string;
  let contentDir: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "editor-files-"));
    contentDir = path.join(work, "content");
    await mkdir(path.join(contentDir, "services"), { recursive: true });
    await writeFile(path.join(contentDir, "services", "real.yml"), "en: {}\n");
    await writeFile(path.join(work, "secret.yml"), "password: x\n");
    await mkdir(path.join(work, "elsewhere"));
    await symlink(path.join(work, "secret.yml"), path.join(contentDir, "services", "leak.yml"));
    await symlink(path.join(work, "elsewhere"), path.join(contentDir, "linked"));
    await symlink(contentDir, path.join(contentDir, "services", "itself.yml"));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it("gives the file on disk for a file inside, existing or still to be made", async () => {
    expect(await fileInContentFolder(contentDir, "content/services/real.yml")).toEqual({
      file: path.join(contentDir, "services", "real.yml"),
    });
    // A family's first course: its folder does not exist yet.
    expect(await fileInContentFolder(contentDir, "content/courses/new/first.yml")).toEqual({
      file: path.join(contentDir, "courses", "new", "first.yml"),
    });
  });

  it("refuses a link that leads out of the content folder, or is the folder itself", async () => {
    for (const requested of [
      "content/services/leak.yml",
      "content/linked/x.yml",
      "content/linked/deeper/x.yml",
      "content/services/itself.yml",
    ]) {
      expect(await fileInContentFolder(contentDir, requested)).toEqual({
        problem: `"${requested}": leads out of the content folder`,
      });
    }
  });
});
