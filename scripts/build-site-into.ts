import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeCourseRatings } from "./build-steps/write-course-ratings.ts";
import { writeRunTallies } from "./build-steps/write-run-tallies.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * Builds the whole site into `outDir`: outDir/client (the public files),
 * outDir/csp-hashes.json, outDir/build-settings.json and, where a store is,
 * outDir/run-tallies.json (the runs' places the pages were counted from). Today that is
 * `astro build` followed by our build steps (scripts/postbuild.ts). This
 * is the one place the page build is named: moving it to another framework
 * changes this function and nothing that calls it (scripts/build.ts makes a
 * release of what it writes). Rejects when a step fails; its output goes to
 * this process's stdout and stderr.
 */
export async function buildSiteInto(
  outDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  // Where a store is (not on Netlify), the pages count the runs' places from it.
  await mkdir(outDir, { recursive: true });
  const tallies = env.NETLIFY === "true" ? undefined : await writeRunTallies(outDir, env);
  // And the course pages show the ratings of evaluations stored there (at least 3 a course).
  const ratings = env.NETLIFY === "true" ? undefined : await writeCourseRatings(outDir, env);
  // Both read BUILD_DIR (astro.config.ts, scripts/postbuild.ts).
  const stepEnv = {
    ...env,
    // Always the production build visitors get: a caller's NODE_ENV (Vitest sets "test" for the
    // builds tests make) would otherwise give Vite a development build, React's included.
    NODE_ENV: "production",
    BUILD_DIR: path.resolve(outDir),
    ASTRO_TELEMETRY_DISABLED: "1",
    RUN_TALLIES_FILE: tallies ?? "",
    COURSE_RATINGS_FILE: ratings ?? "",
  };
  await runStep([path.join(projectRoot, "node_modules/.bin/astro"), "build"], stepEnv);
  await runStep([path.join(projectRoot, "scripts/postbuild.ts")], stepEnv);
}

function runStep(args: string[], env: Record<string, string | undefined>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${path.basename(args[0] ?? "")} ${args.slice(1).join(" ")} failed (${signal ?? `exit status ${code}`})`,
          ),
        );
    });
  });
}
