import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { currentLinkName, releasesFolderName } from "#server/releases/releases.ts";

/**
 * The builds tests serve. A build is a BUILD_DIR root (releases/ and the
 * `current` link), as `npm run build` leaves it. A build of given content is
 * made once per test run and kept in the run's build folder (the e2e global
 * set-up names it), keyed by what it was built from: the content's files, the
 * build's settings and today's date (the build leaves past runs out). Every
 * file asking for the same content gets that one build, whichever asks first
 * builds it while the others wait. A site gets its own copy of it
 * (copyOfBuild): a server may switch releases in its build folder, and
 * runs-site.ts's releaseWithCapacity does.
 */

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

/**
 * Where builds go: inside the project, where Astro's prerender bundle finds
 * our node_modules; in the run's build folder when there is one, so that its
 * teardown removes what a file stopped mid-way left.
 */
function projectFolder(prefix: string, parent = projectRoot): Promise<string> {
  return mkdtemp(path.join(parent, prefix));
}

/**
 * Builds `contentDir` into `buildDir` as a new release, as `npm run build`
 * does (scripts/build.ts, without npm in between), with a store of its own
 * unless `env` names one: the build counts the runs' places from it. Rejects
 * with the build's output when it fails.
 */
export async function buildSite(
  contentDir: string,
  buildDir: string,
  env: Record<string, string> = {},
): Promise<void> {
  const emptyStore = env.DATA_DIR
    ? undefined
    : await mkdtemp(path.join(tmpdir(), "site-build-data-"));
  try {
    await run(process.execPath, ["scripts/build.ts"], {
      cwd: projectRoot,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: "1",
        ...(emptyStore ? { DATA_DIR: emptyStore } : {}),
        ...env,
        CONTENT_DIR: contentDir,
        BUILD_DIR: buildDir,
      },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    throw new Error(
      `The build failed (${failed.code}):\n${failed.stdout ?? ""}${failed.stderr ?? ""}`,
    );
  } finally {
    if (emptyStore) await rm(emptyStore, { recursive: true, force: true });
  }
}

/** A content folder's files, their paths and bytes, as one hash. */
async function contentHash(contentDir: string): Promise<string> {
  const hash = createHash("sha256");
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(contentDir, file));
    hash.update("\0");
    hash.update(await readFile(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** What makes two builds the same: content, settings, today. */
async function buildKey(contentDir: string, env: Record<string, string>): Promise<string> {
  const settings = Object.entries(env).sort(([a], [b]) => a.localeCompare(b));
  return createHash("sha256")
    .update(await contentHash(contentDir))
    .update(JSON.stringify(settings))
    .update(todayInAmsterdam())
    .digest("hex")
    .slice(0, 16);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The run's one build of `contentDir` with `env`, made now if no file made it
 * yet (BUILD_DIR root; shared: serve a copyOfBuild, never the build itself).
 * Without a build folder for the run (`builds` undefined: a test outside the
 * e2e and built projects) it is a build of the caller's own.
 */
export async function buildOf(
  contentDir: string,
  env: Record<string, string> = {},
  builds: string | undefined = undefined,
): Promise<string> {
  if (!builds) {
    const buildDir = await projectFolder("build-test-");
    await buildSite(contentDir, buildDir, env);
    return buildDir;
  }
  const key = await buildKey(contentDir, env);
  const done = path.join(builds, key);
  const lock = `${done}.building`;
  for (;;) {
    if (existsSync(path.join(done, currentLinkName))) return done;
    try {
      await mkdir(lock);
    } catch {
      // Another file is building it: wait for its build, or for its failure (then try ourselves).
      await pause(250);
      continue;
    }
    try {
      const staging = `${done}.staging`;
      await rm(staging, { recursive: true, force: true });
      await buildSite(contentDir, staging, env);
      await rename(staging, done);
      return done;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** Records an existing build as the run's build of `contentDir` (the suite's own build of content/). */
export async function registerBuild(
  builds: string,
  contentDir: string,
  buildDir: string,
  env: Record<string, string> = {},
): Promise<void> {
  const done = path.join(builds, await buildKey(contentDir, env));
  if (!existsSync(done)) await symlink(buildDir, done);
}

/** The release folder a build's `current` points at. */
export async function liveReleaseFolder(buildDir: string): Promise<string> {
  return path.resolve(buildDir, await readlink(path.join(buildDir, currentLinkName)));
}

/**
 * A build folder of the caller's own (build-site-*, in `parent`, a folder of
 * the project) whose only release is a copy of `buildDir`'s live one: a server
 * may build, switch and roll back releases in it without touching the build it
 * came from. A copy takes a fraction of a second; a build, tens of seconds.
 */
export async function copyOfBuild(buildDir: string, parent?: string): Promise<string> {
  const release = await liveReleaseFolder(buildDir);
  const id = path.basename(release);
  const copy = await projectFolder("build-site-", parent);
  await mkdir(path.join(copy, releasesFolderName), { recursive: true });
  await cp(release, path.join(copy, releasesFolderName, id), {
    recursive: true,
    verbatimSymlinks: true,
  });
  await symlink(path.join(releasesFolderName, id), path.join(copy, currentLinkName));
  return copy;
}

/** A copy of the project's content/ in a temp folder of its own: `root/content`. */
export async function copyOfContent(): Promise<{ root: string; contentDir: string }> {
  const root = await mkdtemp(path.join(tmpdir(), "site-content-"));
  const contentDir = path.join(root, "content");
  await cp(path.join(projectRoot, "content"), contentDir, { recursive: true });
  return { root, contentDir };
}
