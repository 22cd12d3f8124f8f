import { chmod, mkdir, mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createContentRepository } from "#server/back-office/editing/content-repository.ts";
import {
  createTempContentRepository,
  type TempContentRepository,
} from "#tests/support/temp-content-repository.ts";

let repository: TempContentRepository;
const editor = { email: "anna@example.com", name: "Anna de Vries" };

/** Author, committer and subject of a commit, and the files it changed. */
function described(commit = "HEAD") {
  const [author, committer, subject] = repository
    .git("log", "-1", "--format=%an <%ae>%n%cn <%ce>%n%s", commit)
    .split("\n");
  const files = repository.git("show", "--name-status", "--format=", commit).split("\n");
  return { author, committer, subject, files };
}

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(repository.root, file)), { recursive: true });
  await writeFile(path.join(repository.root, file), text);
}

beforeEach(async () => {
  repository = await createTempContentRepository({ withContent: false });
  await write("content/company.yml", "en:\n  name: A\n");
  await write("content/navigation.yml", "en:\n  aboutLabel: About\n");
  repository.git("add", ".");
  repository.git("-c", "commit.gpgsign=false", "commit", "--quiet", "-m", "Start");
});
afterEach(() => repository.remove());

describe("commit", () => {
  it("commits the file as the editor, through the back office, and gives the short hash", async () => {
    await write("content/company.yml", "en:\n  name: B\n");
    const hash = await createContentRepository(repository.root).commit({
      paths: ["content/company.yml"],
      author: editor,
      message: "Edit content/company.yml (via the back office)",
    });
    expect(hash).toBe(repository.git("rev-parse", "--short", "HEAD"));
    expect(described()).toEqual({
      author: "Anna de Vries <anna@example.com>",
      committer: "Back office <back-office@localhost>",
      subject: "Edit content/company.yml (via the back office)",
      files: ["M\tcontent/company.yml"],
    });
  });

  it("names the editor by address when no name is known", async () => {
    await write("content/company.yml", "en:\n  name: B\n");
    await createContentRepository(repository.root).commit({
      paths: ["content/company.yml"],
      author: { email: "piet@example.com" },
      message: "Edit",
    });
    expect(described().author).toBe("piet@example.com <piet@example.com>");
  });

  it("commits only its paths: other staged and changed files stay as they were", async () => {
    await write("content/company.yml", "en:\n  name: B\n");
    await write("content/navigation.yml", "en:\n  aboutLabel: Staged by hand\n");
    repository.git("add", "content/navigation.yml");
    await write("notes.txt", "untracked\n");
    await write("content/navigation.yml", "en:\n  aboutLabel: Changed again\n");
    const statusBefore = repository.git("status", "--porcelain", "--", "content/navigation.yml");

    await createContentRepository(repository.root).commit({
      paths: ["content/company.yml"],
      author: editor,
      message: "Edit content/company.yml",
    });
    expect(described().files).toEqual(["M\tcontent/company.yml"]);
    expect(repository.git("status", "--porcelain", "--", "content/navigation.yml")).toBe(
      statusBefore,
    );
    expect(statusBefore).toBe("MM content/navigation.yml");
    expect(repository.git("status", "--porcelain", "--", "notes.txt")).toBe("?? notes.txt");
  });

  it("commits a new file and a deleted one", async () => {
    const content = createContentRepository(repository.root);
    await write("content/services/new.yml", "en:\n  title: New\n");
    await content.commit({ paths: ["content/services/new.yml"], author: editor, message: "Add" });
    expect(described().files).toEqual(["A\tcontent/services/new.yml"]);
    await unlink(path.join(repository.root, "content/services/new.yml"));
    await content.commit({
      paths: ["content/services/new.yml"],
      author: editor,
      message: "Delete",
    });
    expect(described().files).toEqual(["D\tcontent/services/new.yml"]);
  });

  it("commits nothing when nothing changed, and says so with undefined", async () => {
    const head = repository.git("rev-parse", "HEAD");
    const content = createContentRepository(repository.root);
    expect(
      await content.commit({ paths: ["content/company.yml"], author: editor, message: "Edit" }),
    ).toBeUndefined();
    // A file deleted that git never knew: nothing either.
    expect(
      await content.commit({ paths: ["content/never.yml"], author: editor, message: "Delete" }),
    ).toBeUndefined();
    expect(repository.git("rev-parse", "HEAD")).toBe(head);
  });

  it("needs no git identity or signing set up, and runs no hooks", async () => {
    const home = await mkdtemp(path.join(tmpdir(), "no-git-identity-"));
    vi.stubEnv("HOME", home);
    vi.stubEnv("GIT_CONFIG_NOSYSTEM", "1");
    vi.stubEnv("GIT_CONFIG_GLOBAL", path.join(home, "none"));
    try {
      repository.git("config", "commit.gpgsign", "true");
      repository.git("config", "user.useConfigOnly", "true");
      const hook = path.join(repository.root, ".git", "hooks", "pre-commit");
      await writeFile(hook, "#!/bin/sh\nexit 1\n");
      await chmod(hook, 0o755);
      await write("content/company.yml", "en:\n  name: C\n");
      const hash = await createContentRepository(repository.root).commit({
        paths: ["content/company.yml"],
        author: editor,
        message: "Edit",
      });
      expect(hash).toBe(repository.git("rev-parse", "--short", "HEAD"));
    } finally {
      vi.unstubAllEnvs();
      await rm(home, { recursive: true, force: true });
    }
  });

  it("commits one save at a time: saves made together each become a commit", async () => {
    const content = createContentRepository(repository.root);
    const names = ["a", "b", "c", "d", "e"];
    await Promise.all(names.map((name) => write(`content/services/${name}.yml`, `en: ${name}\n`)));
    const hashes = await Promise.all(
      names.map((name) =>
        content.commit({
          paths: [`content/services/${name}.yml`],
          author: editor,
          message: `Add ${name}`,
        }),
      ),
    );
    expect(new Set(hashes).size).toBe(5);
    expect(repository.git("log", "--format=%s", "-5").split("\n").sort()).toEqual(
      names.map((name) => `Add ${name}`),
    );
  });

  it("refuses a path outside the repository", async () => {
    await expect(
      createContentRepository(repository.root).commit({
        paths: ["../elsewhere.yml"],
        author: editor,
        message: "Edit",
      }),
    ).rejects.toThrow("../elsewhere.yml is not a path inside the repository");
  });
});

describe("head", () => {
  it("is the short hash of HEAD, or undefined before the first commit", async () => {
    expect(await createContentRepository(repository.root).head()).toBe(
      repository.git("rev-parse", "--short", "HEAD"),
    );
    const empty = await createTempContentRepository({ withContent: false });
    try {
      expect(await createContentRepository(empty.root).head()).toBeUndefined();
    } finally {
      await empty.remove();
    }
  });
});

describe("a folder that is not a repository", () => {
  it("gives a clear error", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "not-a-repository-"));
    try {
      const content = createContentRepository(folder);
      await expect(content.head()).rejects.toThrow(
        `The content repository ${folder} is not a git work tree (git init it)`,
      );
      await expect(
        content.commit({ paths: ["content/company.yml"], author: editor, message: "Edit" }),
      ).rejects.toThrow(/is not a git work tree/);
      await expect(createContentRepository(path.join(folder, "missing")).head()).rejects.toThrow(
        `The content repository ${path.join(folder, "missing")} does not exist`,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("a commit that fails", () => {
  it("says what git said, and leaves the index and the history as they were", async () => {
    const head = repository.git("rev-parse", "HEAD");
    await write("content/company.yml", "en:\n  name: B\n");
    // Another git process at work on the repository.
    await writeFile(path.join(repository.root, ".git", "index.lock"), "");
    await expect(
      createContentRepository(repository.root).commit({
        paths: ["content/company.yml"],
        author: editor,
        message: "Edit",
      }),
    ).rejects.toThrow(/^git add: fatal: Unable to create .*index\.lock/);
    await unlink(path.join(repository.root, ".git", "index.lock"));
    expect(repository.git("rev-parse", "HEAD")).toBe(head);
    expect(repository.git("diff", "--cached", "--name-only")).toBe("");
    expect(repository.git("diff", "--name-only")).toBe("content/company.yml");
  });

  it("unstages what it staged when the commit itself fails", async () => {
    const head = repository.git("rev-parse", "HEAD");
    await write("content/company.yml", "en:\n  name: B\n");
    await expect(
      createContentRepository(repository.root).commit({
        paths: ["content/company.yml"],
        author: editor,
        message: "",
      }),
    ).rejects.toThrow(/^git commit: Aborting commit due to empty commit message/);
    expect(repository.git("rev-parse", "HEAD")).toBe(head);
    expect(repository.git("diff", "--cached", "--name-only")).toBe("");
  });

  it("refuses an editor without an address", async () => {
    await write("content/company.yml", "en:\n  name: B\n");
    await expect(
      createContentRepository(repository.root).commit({
        paths: ["content/company.yml"],
        author: { email: " <> " },
        message: "Edit",
      }),
    ).rejects.toThrow("A commit needs the editor's e-mail address");
  });
});
