import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The git repository holding the content: each save from the back office is
 * one commit naming the editor, so the history says who changed what, and
 * any edit can be undone with git.
 */

export interface CommitAuthor {
  email: string;
  name?: string;
}

export interface ContentCommit {
  /** Repository-relative paths (content/...): each file as it is on disk now, or its deletion. */
  paths: string[];
  author: CommitAuthor;
  message: string;
}

export interface ContentRepository {
  /** Commits exactly `paths`; resolves with the new commit's short hash, or undefined when they did not change. */
  commit(change: ContentCommit): Promise<string | undefined>;
  /** The short hash of HEAD; undefined before the first commit. */
  head(): Promise<string | undefined>;
}

/**
 * Who commits: the server, not a person, so it needs no git configuration of
 * its own (`user.name` on the machine is not consulted). The author is the editor.
 */
export const backOfficeCommitter = { name: "Back office", email: "back-office@localhost" };

const gitTimeoutMs = 60_000;

export function createContentRepository(repoRoot: string): ContentRepository {
  const root = path.resolve(repoRoot);
  let queue: Promise<unknown> = Promise.resolve();
  let isChecked = false;

  /** One git operation at a time: two commits at once would fight over .git/index.lock. */
  function serialised<T>(operation: () => Promise<T>): Promise<T> {
    const result = queue.then(operation);
    queue = result.catch(() => undefined);
    return result;
  }

  async function checkWorkTree() {
    if (isChecked) return;
    if (!existsSync(root)) throw new Error(`The content repository ${root} does not exist`);
    const answer = await git(root, ["rev-parse", "--is-inside-work-tree"]).catch(() => "");
    if (answer.trim() !== "true") {
      throw new Error(`The content repository ${root} is not a git work tree (git init it)`);
    }
    isChecked = true;
  }

  async function head(): Promise<string | undefined> {
    await checkWorkTree();
    const hash = await git(root, ["rev-parse", "--short", "--verify", "--quiet", "HEAD"]).catch(
      () => "",
    );
    return hash.trim() || undefined;
  }

  async function commit({ paths, author, message }: ContentCommit): Promise<string | undefined> {
    await checkWorkTree();
    for (const file of paths) {
      if (path.isAbsolute(file) || file.split("/").includes("..")) {
        throw new Error(`${file} is not a path inside the repository`);
      }
    }
    const email = identityText(author.email);
    if (!email) throw new Error("A commit needs the editor's e-mail address");
    const name = identityText(author.name) || email;
    try {
      for (const file of paths) {
        if (existsSync(path.join(root, file))) await git(root, ["add", "--", file]);
        else await git(root, ["rm", "--cached", "--quiet", "--ignore-unmatch", "--", file]);
      }
      const changed = (await git(root, ["diff", "--cached", "--name-only", "-z", "--", ...paths]))
        .split("\0")
        .filter(Boolean);
      if (changed.length === 0) return undefined;
      // `-- <paths>` commits only these: whatever else is staged or changed stays as it was.
      await git(
        root,
        [
          ...["-c", "commit.gpgsign=false", "commit", "--no-verify", "--quiet"],
          ...["-m", message, "--", ...changed],
        ],
        {
          GIT_AUTHOR_NAME: name,
          GIT_AUTHOR_EMAIL: email,
          GIT_COMMITTER_NAME: backOfficeCommitter.name,
          GIT_COMMITTER_EMAIL: backOfficeCommitter.email,
        },
      );
    } catch (error) {
      // Nothing half-done: what this commit staged is unstaged again.
      await git(root, ["reset", "--quiet", "--", ...paths]).catch(() => undefined);
      throw error;
    }
    return head();
  }

  return {
    commit: (change) => serialised(() => commit(change)),
    head: () => serialised(head),
  };
}

/** A name or address as git can store it: no angle brackets or line breaks. */
function identityText(text: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return (text ?? "").replace(/[<>\u0000-\u001f\u007f]/g, "").trim();
}

function git(cwd: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      args,
      {
        cwd,
        timeout: gitTimeoutMs,
        maxBuffer: 16 * 1024 * 1024,
        // Paths are file names, never patterns: a * or : in one means itself.
        env: { ...gitEnvironment(), GIT_LITERAL_PATHSPECS: "1", GIT_TERMINAL_PROMPT: "0", ...env },
      },
      (error, stdout, stderr) => {
        if (error) {
          const said = stderr.trim() || error.message;
          const command = args[args[0] === "-c" ? 2 : 0];
          reject(new Error(`git ${command}: ${said}`));
        } else resolve(stdout);
      },
    );
  });
}

/**
 * The server's environment without what would point git at another
 * repository or index, and reading the repository's own configuration only:
 * a user's or the system's (commit signing, a hooks path, an editor) has no
 * say in the back office's commits, and the service's home may be out of
 * reach (systemd's ProtectHome), which git would stop on.
 */
function gitEnvironment(): NodeJS.ProcessEnv {
  const { GIT_DIR, GIT_WORK_TREE, GIT_INDEX_FILE, GIT_OBJECT_DIRECTORY, ...rest } = process.env;
  return { ...rest, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
}
