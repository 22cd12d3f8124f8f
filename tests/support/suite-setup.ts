import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { siteFolder } from "#server/releases/releases.ts";
import { registerBuild } from "./site-builds.ts";
import { startTestSite } from "./test-site.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /**
     * The build the tests read files from: the folder holding client/,
     * csp-hashes.json and build-settings.json (BUILD_DIR's current release,
     * server/releases/releases.ts). A server given it as BUILD_DIR serves that build.
     */
    buildDir: string;
    /** BUILD_DIR itself (releases/ and `current`): what test sites copy (tests/support/test-site.ts). */
    buildRoot: string;
    dataDir: string;
    /** The run's builds of test content, one per distinct content (tests/support/site-builds.ts). */
    siteBuilds: string;
  }
}

type Teardown = () => Promise<void>;

/**
 * The global set-ups' parts (tests/e2e/global-setup.ts, tests/built/global-setup.ts),
 * each returning its teardown.
 *
 * The suite's build, served by our own server (`npm start`) exactly as a
 * visitor gets it, on a free port with a fresh data folder. BASE_URL skips the
 * server and tests a site already running there.
 */
export async function serveSuiteBuild(project: TestProject): Promise<Teardown> {
  const buildRoot = path.resolve(process.env.BUILD_DIR ?? "build");
  const buildDir = siteFolder(buildRoot);
  if (!buildDir) throw new Error(`No build in ${buildRoot}: run npm run build first`);
  project.provide("buildDir", buildDir);
  project.provide("buildRoot", buildRoot);
  if (process.env.BASE_URL) {
    project.provide("baseUrl", process.env.BASE_URL.replace(/\/$/, ""));
    project.provide("dataDir", process.env.DATA_DIR ?? "");
    return async () => {};
  }
  // Read by every file, written only with values unique to a test: no copy of the build needed.
  const site = await startTestSite({ build: buildRoot, isBuildShared: true });
  project.provide("baseUrl", site.baseUrl);
  project.provide("dataDir", site.dataDir);
  return () => site.stop();
}

/**
 * The run's folder of test builds (in the project: Astro's prerender bundle
 * resolves our node_modules from there), with the suite's build recorded as
 * the build of content/. The first file that asks for a build of other
 * content makes it there; the files after it share it (site-builds.ts).
 */
export async function prepareSiteBuilds(project: TestProject): Promise<Teardown> {
  const builds = await mkdtemp(path.resolve("build-tests-"));
  project.provide("siteBuilds", builds);
  await registerBuild(
    builds,
    path.resolve(process.env.CONTENT_DIR ?? "content"),
    path.resolve(process.env.BUILD_DIR ?? "build"),
  );
  return () => rm(builds, { recursive: true, force: true });
}
