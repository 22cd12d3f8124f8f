import { execFileSync } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * For tests: a git repository of its own in a temp folder, holding a copy of
 * the project's content/ in one commit, so a test edits and commits there and
 * never touches the real content or the project's history.
 */
export interface TempContentRepository {
  root: string;
  contentDir: string;
  /** Runs git in the repository; its output, trimmed. */
  git(...args: string[]): string;
  /**
   * Another repository like this one, history and files copied to a temp
   * folder of its own: a file of tests makes its repository once and gives
   * each test a copy (a copy is a few milliseconds; git init, add and commit
   * of the content a quarter of a second).
   */
  copy(): Promise<TempContentRepository>;
  remove(): Promise<void>;
}

const projectContent = fileURLToPath(new URL("../../content", import.meta.url));

/** An identity for the tests' own commits: the machine may have none configured. */
const testIdentity = {
  GIT_AUTHOR_NAME: "Fixture",
  GIT_AUTHOR_EMAIL: "fixture@example.com",
  GIT_COMMITTER_NAME: "Fixture",
  GIT_COMMITTER_EMAIL: "fixture@example.com",
};

export async function createTempContentRepository(
  options: { withContent?: boolean } = {},
): Promise<TempContentRepository> {
  const repository = inFolder(await mkdtemp(path.join(tmpdir(), "content-repository-")));
  repository.git("init", "--quiet", "--initial-branch=main");
  if (options.withContent !== false) {
    await cp(projectContent, repository.contentDir, { recursive: true });
    repository.git("add", "content");
    repository.git(
      "-c",
      "commit.gpgsign=false",
      "commit",
      "--quiet",
      "-m",
      "The content as shipped",
    );
  }
  return repository;
}

function inFolder(root: string): TempContentRepository {
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, ...testIdentity },
    }).trim();
  return {
    root,
    contentDir: path.join(root, "content"),
    git,
    copy: async () => {
      const copy = await mkdtemp(path.join(tmpdir(), "content-repository-"));
      await cp(root, copy, { recursive: true, preserveTimestamps: true });
      return inFolder(copy);
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
