import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startSiteServer } from "#tests/support/site-server.ts";
import { siteFolder } from "#server/releases/releases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /**
     * The build the tests read files from: the folder holding client/,
     * csp-hashes.json and build-settings.json (BUILD_DIR's current release,
     * server/releases/releases.ts). A server given it as BUILD_DIR serves that build.
     */
    buildDir: string;
    dataDir: string;
  }
}

/**
 * Browser and HTTP tests run against the built site served by our own server
 * (`npm start`), exactly as a visitor gets it. The server gets a free port and
 * a fresh data folder; BASE_URL skips all this and tests a running site.
 */
export default async function setup(project: TestProject) {
  const buildRoot = path.resolve(process.env.BUILD_DIR ?? "build");
  const buildDir = siteFolder(buildRoot);
  if (!buildDir) throw new Error(`No build in ${buildRoot}: run npm run build first`);
  project.provide("buildDir", buildDir);
  if (process.env.BASE_URL) {
    project.provide("baseUrl", process.env.BASE_URL.replace(/\/$/, ""));
    project.provide("dataDir", process.env.DATA_DIR ?? "");
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-e2e-"));
  const server = await startSiteServer({
    BUILD_DIR: buildRoot,
    DATA_DIR: dataDir,
    ENQUIRY_RATE_LIMIT: "0",
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", dataDir);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
