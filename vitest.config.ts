import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { buildSiteUrl } from "./scripts/build-site-url.ts";

// Astro's own Vite setup (astro.config.ts) is for the site build; tests need
// only React's JSX transform.

/**
 * The unit and integration tests: two workers, each running its files one
 * after another in the same modules. Vitest's default on a 2-core machine is
 * one worker (the cores less one), and a fresh thread and module graph per
 * file cost more than most files' tests: 213 s with one isolated worker, 171 s
 * with two, 135 s with two shared (measured one after the other, quiet 2-core
 * machine, 27 November 2026). Shared modules ask one thing of a test: what it
 * changes for all (process.env, timers, globals) it puts back, as they do; no
 * module is mocked (a changed copy of the content stands in, as CONTENT_DIR).
 */
const sharedWorkers = { maxWorkers: 2, isolate: false } as const;
export default defineConfig({
  plugins: [react()],
  // The same origin the build gives the pages (src/seo/site-url.ts).
  define: { "import.meta.env.VITE_SITE_URL": JSON.stringify(buildSiteUrl) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // Worker threads start faster than processes: 103 s against 125 s for the unit and
          // integration tests on a 2-core machine (measured side by side, November 2026).
          pool: "threads",
          ...sharedWorkers,
          // Some render every page: a timeout is no speed check (benchmarks are), so
          // one that a loaded 2-core machine cannot trip.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          pool: "threads",
          // They run git, child processes and the whole content check: a second
          // on an idle machine, several on 2 cores shared with a build.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          ...sharedWorkers,
        },
      },
      {
        extends: true,
        test: {
          name: "built",
          include: ["tests/built/**/*.test.{ts,tsx}"],
          environment: "node",
          globalSetup: ["tests/built/global-setup.ts"],
          // The built site's files and our server's answers, no browser: threads, beside the
          // browser tests (same group, so the same number of workers: see e2e).
          pool: "threads",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // After the unit and integration tests when all run at once (`vitest run`).
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.{ts,tsx}"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          // The servers the test files start count every view: the visit counts' flood
          // (tests/e2e/traffic.test.ts) sends hundreds a minute from one client to fill
          // the day's row limits. The cap on one visitor's views is tested in-process
          // (tests/unit/traffic/view-cap.test.ts).
          env: { TRAFFIC_VIEWS_PER_MINUTE: "0" },
          // Limits for a hang, not for speed (npm run bench measures that): a loaded 2-core CI
          // machine has taken 52 s for a test that takes 15 on a quiet one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Most of a browser test is waiting (for a server, a build, a mail), so two files at a
          // time, with the built project's, keep 2 cores busy; three made one-second polls miss
          // on a 2-core machine. A file that writes has its own server and data folder
          // (tests/support/test-site.ts).
          fileParallelism: true,
          maxWorkers: 2,
          // One Chromium per worker, not per file: the files a worker runs share its modules,
          // and so its browser, each with contexts of its own (tests/support/worker-browser.ts).
          isolate: false,
          // A page's script, a server's answer or a mail may take seconds on 2 loaded cores:
          // a poll waits up to 15 s for what must come (Vitest's default of 1 s made loaded
          // CI runs fail at random). It still fails when the thing never comes.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
