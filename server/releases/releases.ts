import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readlinkSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Build releases: each build is a complete folder of its own, and the site is
 * switched to it in one step, so a visitor never sees a half-written build and
 * a rollback is one switch back (docs/operator-guide.md: "Builds and releases").
 *
 *   BUILD_DIR/releases/<id>/          client/ (the public files), csp-hashes.json,
 *                                     build-settings.json, release.json
 *   BUILD_DIR/releases/.staging-<id>/ a build in progress: never served
 *   BUILD_DIR/current -> releases/<id>
 *
 * `current` is a symbolic link replaced by rename(2), which is atomic: a
 * reader sees the old release or the new one, never neither. The server reads
 * the link for each request (one readlink, cheaper than the stats a page costs
 * anyway) and serves the whole response from that one release.
 *
 * A build made in place (BUILD_DIR/client, as on Netlify, which does not follow
 * symbolic links) is served as it is.
 */

export const currentLinkName = "current";
export const releasesFolderName = "releases";
const stagingPrefix = ".staging-";
/** Releases kept besides the current one: in-flight requests and rollbacks need their files. */
export const defaultKeptReleases = 5;
/** A staging folder this old belongs to a build that died. */
const abandonedStagingMs = 60 * 60_000;

export interface ReleaseInfo {
  /** Sortable and unique: "20261123T235959.123Z-1a2b3c4-9f0e". */
  id: string;
  /** The content's git commit (of the repository holding CONTENT_DIR), when there is one. */
  commit?: string;
  /** ISO 8601, UTC. */
  builtAt: string;
}

/** A build in progress: `dir` is what the site build writes into. */
export interface StagedRelease {
  id: string;
  dir: string;
  startedAt: Date;
  /** The content's commit when the build started: the one in the id. */
  commit?: string;
}

/** The project this module belongs to: where `npm run build` runs. */
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

export function releasesPath(buildDir: string): string {
  return path.join(path.resolve(buildDir), releasesFolderName);
}

export function releasePath(buildDir: string, id: string): string {
  return path.join(releasesPath(buildDir), id);
}

let lastStamp = 0;

/**
 * "20261123T235959.123Z-<commit>-<random>": sorts by time (to the
 * millisecond, and always later than the last one this process made), unique
 * even for two builds started at once.
 */
export function newReleaseId(now = new Date(), commit?: string): string {
  lastStamp = Math.max(now.getTime(), lastStamp + 1);
  const stamp = new Date(lastStamp).toISOString().replace(/[-:]/g, "");
  const random = randomBytes(2).toString("hex");
  return [stamp, commit, random].filter(Boolean).join("-");
}

function isReleaseId(name: string): boolean {
  return /^\d{8}T\d{6}\.\d{3}Z(-[0-9a-z]+)+$/.test(name);
}

/** When a release (or staging) id was made, from its time stamp. */
function releaseTime(id: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2}\.\d{3})Z/.exec(id);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}

/**
 * The folder holding the `client/` to serve now: the current release (as a
 * real path), or BUILD_DIR itself for a build made in place; undefined when
 * there is no build. Synchronous and cheap: called for every request.
 */
export function siteFolder(buildDir: string): string | undefined {
  const root = path.resolve(buildDir);
  const link = path.join(root, currentLinkName);
  try {
    const target = path.resolve(root, readlinkSync(link));
    return existsSync(path.join(target, "client")) ? target : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") return undefined;
  }
  return existsSync(path.join(root, "client")) ? root : undefined;
}

/** The id `current` points to, if any. */
export function currentReleaseId(buildDir: string): string | undefined {
  try {
    return path.basename(readlinkSync(path.join(path.resolve(buildDir), currentLinkName)));
  } catch {
    return undefined;
  }
}

/** The published releases, newest first. */
export async function listReleases(buildDir: string): Promise<ReleaseInfo[]> {
  const names = (await readdir(releasesPath(buildDir)).catch(() => [] as string[]))
    .filter(isReleaseId)
    .sort()
    .reverse();
  const releases: ReleaseInfo[] = [];
  for (const id of names) {
    const info = await readReleaseInfo(buildDir, id);
    if (info) releases.push(info);
  }
  return releases;
}

async function readReleaseInfo(buildDir: string, id: string): Promise<ReleaseInfo | undefined> {
  try {
    return JSON.parse(
      await readFile(path.join(releasePath(buildDir, id), "release.json"), "utf8"),
    ) as ReleaseInfo;
  } catch {
    return undefined;
  }
}

/**
 * Points `current` at a published release, atomically: a new link beside the
 * old one, renamed over it. Refuses a release that is not complete.
 */
export async function switchRelease(buildDir: string, id: string): Promise<void> {
  if (
    !isReleaseId(id) ||
    !existsSync(path.join(releasePath(buildDir, id), "client", "index.html"))
  ) {
    throw new Error(`No complete release ${id} in ${releasesPath(buildDir)}`);
  }
  const root = path.resolve(buildDir);
  const next = path.join(root, `.${currentLinkName}-${randomBytes(4).toString("hex")}`);
  // Relative, so the build folder can be moved or mounted elsewhere.
  await symlink(path.join(releasesFolderName, id), next);
  try {
    await rename(next, path.join(root, currentLinkName));
  } catch (error) {
    await rm(next, { force: true });
    throw error;
  }
}

/** A new staging folder under releases/, for the site build to write into. */
export async function stageRelease(buildDir: string, now = new Date()): Promise<StagedRelease> {
  const commit = contentCommit();
  const id = newReleaseId(now, commit);
  const dir = path.join(releasesPath(buildDir), `${stagingPrefix}${id}`);
  await mkdir(dir, { recursive: true });
  return { id, dir, startedAt: now, ...(commit ? { commit } : {}) };
}

/** Removes a failed build's staging folder; `current` is left as it was. */
export async function discardStaging(staged: StagedRelease): Promise<void> {
  await rm(staged.dir, { recursive: true, force: true });
}

/**
 * A finished build becomes a release: its release.json is written, the folder
 * renamed into place, `current` switched to it, and old releases pruned.
 */
export async function publishRelease(
  buildDir: string,
  staged: StagedRelease,
  keep = defaultKeptReleases,
): Promise<ReleaseInfo> {
  if (!existsSync(path.join(staged.dir, "client", "index.html"))) {
    throw new Error(`The build in ${staged.dir} has no client/index.html`);
  }
  const info: ReleaseInfo = {
    id: staged.id,
    ...(staged.commit ? { commit: staged.commit } : {}),
    builtAt: new Date().toISOString(),
  };
  await writeFile(path.join(staged.dir, "release.json"), `${JSON.stringify(info, null, 2)}\n`);
  await rename(staged.dir, releasePath(buildDir, staged.id));
  await switchRelease(buildDir, staged.id);
  await pruneReleases(buildDir, keep);
  return info;
}

/**
 * Deletes releases beyond the newest `keep` (never the current one, which a
 * rollback may have made an older one), and staging folders of builds that
 * died long ago. Resolves with the ids deleted.
 */
export async function pruneReleases(
  buildDir: string,
  keep = defaultKeptReleases,
  now = Date.now(),
): Promise<string[]> {
  const current = currentReleaseId(buildDir);
  const names = await readdir(releasesPath(buildDir)).catch(() => [] as string[]);
  const ids = names.filter(isReleaseId).sort().reverse();
  const deleted = ids.slice(keep).filter((id) => id !== current);
  const abandoned = names.filter((name) => {
    const startedAt = name.startsWith(stagingPrefix)
      ? releaseTime(name.slice(stagingPrefix.length))
      : undefined;
    return startedAt !== undefined && now - startedAt > abandonedStagingMs;
  });
  await Promise.all(
    [...deleted, ...abandoned].map((name) =>
      rm(path.join(releasesPath(buildDir), name), { recursive: true, force: true }),
    ),
  );
  return deleted;
}

/**
 * One build as a release: `buildInto` writes the site into a staging folder;
 * only when it resolves does the folder become a release and `current` point
 * at it. When it rejects, the staging folder is removed, `current` is left as
 * it was, and the error is passed on. (scripts/build.ts gives it the site
 * build, scripts/build-site-into.ts.)
 */
export async function makeRelease(
  buildDir: string,
  buildInto: (folder: string) => Promise<void>,
  keep = defaultKeptReleases,
): Promise<ReleaseInfo> {
  const staged = await stageRelease(buildDir);
  try {
    await buildInto(staged.dir);
  } catch (error) {
    await discardStaging(staged);
    throw error;
  }
  return publishRelease(buildDir, staged, keep);
}

export class BuildError extends Error {
  /** Everything the build printed, stdout and stderr interleaved. */
  readonly output: string;
  constructor(message: string, output: string) {
    super(message);
    this.output = output;
  }
}

/**
 * Runs `npm run build`'s script (scripts/build.ts) as a child process: it
 * builds into a staging folder and, only on success, switches `current` to
 * the new release. Resolves with that release; rejects with a BuildError
 * carrying the build's output. For the back office's rebuild after a save.
 * Builds started together each make a release and the last to finish is
 * served; two at once on a small machine take twice as long, so a caller
 * that rebuilds often runs one at a time.
 */
export function buildRelease(
  buildDir: string,
  options: { env?: Record<string, string | undefined>; onOutput?: (text: string) => void } = {},
): Promise<ReleaseInfo> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, "scripts", "build.ts")], {
      cwd: projectRoot,
      env: { ...process.env, ...options.env, BUILD_DIR: path.resolve(buildDir), NETLIFY: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      options.onOutput?.(text);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.once("error", (error) => reject(new BuildError(error.message, output)));
    child.once("close", async (code, signal) => {
      if (code !== 0) {
        reject(new BuildError(`The build failed (${signal ?? `exit status ${code}`})`, output));
        return;
      }
      const id = /^Release (\S+) is live/m.exec(output)?.[1];
      const info = id && (await readReleaseInfo(buildDir, id));
      if (info) resolve(info);
      else reject(new BuildError("The build did not say which release it made", output));
    });
  });
}

/**
 * The short commit of the repository holding the content (CONTENT_DIR, as the
 * loader reads it; by default the project's content/), which is what a
 * release is built from: the back office commits each edit there, so the
 * commit names the edit a release shows. Read at each build, not once per
 * process, since a server's saves move it on. Undefined outside git.
 */
function contentCommit(): string | undefined {
  const contentDir = process.env.CONTENT_DIR
    ? path.resolve(process.env.CONTENT_DIR)
    : path.join(projectRoot, "content");
  const result = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: contentDir,
    encoding: "utf8",
  });
  const text = result.status === 0 ? result.stdout.trim() : "";
  return /^[0-9a-f]{4,40}$/.test(text) ? text : undefined;
}
