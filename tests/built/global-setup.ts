import type { TestProject } from "vitest/node";
import { serveSuiteBuild } from "#tests/support/suite-setup.ts";

/**
 * The built-site tests' run: the suite's build, its files and our own server
 * on it with a fresh data folder (tests/support/suite-setup.ts); no browser.
 */
export default async function setup(project: TestProject) {
  return serveSuiteBuild(project);
}
