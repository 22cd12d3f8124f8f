import type { TestProject } from "vitest/node";
import { prepareSiteBuilds, serveSuiteBuild } from "#tests/support/suite-setup.ts";

/**
 * The browser tests' run: the suite's build served by our own server (BASE_URL
 * tests a running site instead), and the folder of the run's test builds
 * (tests/support/suite-setup.ts). Stops with "No build in … run npm run build
 * first" when there is no build.
 */
export default async function setup(project: TestProject) {
  const teardowns: (() => Promise<void>)[] = [];
  const tearDown = async () => {
    for (const teardown of teardowns.reverse()) await teardown();
  };
  try {
    for (const step of [serveSuiteBuild, prepareSiteBuilds]) {
      teardowns.push(await step(project));
    }
  } catch (error) {
    await tearDown();
    throw error;
  }
  return tearDown;
}
