import {
  BuildError,
  buildRelease,
  currentReleaseId,
  listReleases,
  type ReleaseInfo,
  switchRelease,
} from "#server/releases/releases.ts";

/**
 * The site rebuilt in the background after saves, one build at a time: a
 * build takes 10–20 s of a small machine's two cores, and two at once would
 * take as long as both in turn. Saves made while a build runs are gathered
 * into one more build after it, which reads the content as it is by then.
 */

export interface BuildFailure {
  /** ISO 8601. */
  at: string;
  message: string;
  /** The end of what the build printed, where its reason is. */
  output: string;
}

export interface SiteBuildsStatus {
  live?: ReleaseInfo;
  /** Where a rollback would go: the newest release older than the live one. */
  previous?: ReleaseInfo;
  building?: { startedAt: string; requestedBy: string };
  isQueued: boolean;
  /** The last build's failure, until a build succeeds. */
  lastFailure?: BuildFailure;
}

export interface SiteBuildEvent {
  action: "build" | "build-failed" | "rollback";
  actor: string;
  detail: string;
}

export interface SiteBuilds {
  /** Starts a build now, or, while one runs, makes sure one more follows it. */
  request(requestedBy: string): void;
  status(): Promise<SiteBuildsStatus>;
  /** Serves the previous release again; resolves with it. */
  rollback(by: string): Promise<ReleaseInfo>;
  /** Resolves when no build runs or waits. */
  idle(): Promise<void>;
}

export interface SiteBuildsOptions {
  buildDir: string;
  /** Makes a release and switches the site to it (default: server/releases/releases.ts's buildRelease). */
  build?: (buildDir: string) => Promise<ReleaseInfo>;
  /** For the audit log. A throw here is written to stderr and stops nothing. */
  onEvent?: (event: SiteBuildEvent) => void | Promise<void>;
}

/** Enough of a failed build's output to hold its error and what led to it. */
const keptOutputChars = 20_000;

export function createSiteBuilds(options: SiteBuildsOptions): SiteBuilds {
  const { buildDir } = options;
  const build = options.build ?? ((dir: string) => buildRelease(dir));
  let building: { startedAt: string; requestedBy: string } | undefined;
  let isRollingBack = false;
  /** Who asked for the build that will follow the running one. */
  const waiting = new Set<string>();
  let lastFailure: BuildFailure | undefined;
  let idleWaiters: (() => void)[] = [];

  function report(event: SiteBuildEvent) {
    Promise.resolve()
      .then(() => options.onEvent?.(event))
      .catch((error: unknown) => console.error("The back office could not record", event, error));
  }

  function isBusy() {
    return building !== undefined || isRollingBack;
  }

  function request(requestedBy: string) {
    if (isBusy()) waiting.add(requestedBy);
    else void runBuilds(requestedBy);
  }

  async function runBuilds(requestedBy: string) {
    let next: string | undefined = requestedBy;
    while (next !== undefined) {
      building = { startedAt: new Date().toISOString(), requestedBy: next };
      try {
        const release = await Promise.resolve().then(() => build(buildDir));
        lastFailure = undefined;
        const commit = release.commit ? ` (commit ${release.commit})` : "";
        report({ action: "build", actor: next, detail: `release ${release.id}${commit}` });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const output = error instanceof BuildError ? error.output : "";
        lastFailure = {
          at: new Date().toISOString(),
          message,
          output: output.slice(-keptOutputChars),
        };
        report({ action: "build-failed", actor: next, detail: message });
      }
      building = undefined;
      next = takeWaiting();
    }
    settleIdle();
  }

  function takeWaiting(): string | undefined {
    if (waiting.size === 0) return undefined;
    const requesters = [...waiting].join(", ");
    waiting.clear();
    return requesters;
  }

  function settleIdle() {
    if (isBusy() || waiting.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  }

  async function status(): Promise<SiteBuildsStatus> {
    const releases = await listReleases(buildDir);
    const currentId = currentReleaseId(buildDir);
    const live = releases.find((release) => release.id === currentId);
    // Ids sort by age, so "older" is "sorts before".
    const previous = live && releases.find((release) => release.id < live.id);
    return {
      ...(live ? { live } : {}),
      ...(previous ? { previous } : {}),
      ...(building ? { building: { ...building } } : {}),
      isQueued: waiting.size > 0,
      ...(lastFailure ? { lastFailure: { ...lastFailure } } : {}),
    };
  }

  async function rollback(by: string): Promise<ReleaseInfo> {
    if (building) {
      throw new Error("A build is running: roll back when it has finished");
    }
    if (isRollingBack) throw new Error("A rollback is already under way");
    // Saves meanwhile wait for the switch, then build as usual.
    isRollingBack = true;
    try {
      const { live, previous } = await status();
      if (!live || !previous) {
        throw new Error("There is no earlier release to go back to");
      }
      await switchRelease(buildDir, previous.id);
      report({ action: "rollback", actor: by, detail: `from ${live.id} to ${previous.id}` });
      return previous;
    } finally {
      isRollingBack = false;
      const next = takeWaiting();
      if (next !== undefined) void runBuilds(next);
      else settleIdle();
    }
  }

  function idle(): Promise<void> {
    if (!isBusy() && waiting.size === 0) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  return { request, status, rollback, idle };
}
