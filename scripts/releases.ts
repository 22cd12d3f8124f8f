import path from "node:path";
import { parseArgs } from "node:util";
import { currentReleaseId, listReleases, switchRelease } from "#server/releases/releases.ts";

/**
 * `npm run releases`: the builds kept under BUILD_DIR/releases/, newest first,
 * the one being served marked; `-- --switch ID` serves another one (a
 * rollback), at once and atomically, with no restart (server/releases/releases.ts).
 */
const usage = `Usage: npm run -s releases -- [--switch ID]
  (no option)   the releases, newest first; * marks the one being served
  --switch ID   serve release ID from the next request on (a rollback)
Reads BUILD_DIR (default ./build).`;

let values: { switch?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: { switch: { type: "string" }, help: { type: "boolean", short: "h" } },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
if (values.switch !== undefined) {
  try {
    await switchRelease(buildDir, values.switch);
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : error}; npm run releases lists them.`,
    );
    process.exit(1);
  }
  console.log(`Serving release ${values.switch}.`);
} else {
  const current = currentReleaseId(buildDir);
  const releases = await listReleases(buildDir);
  if (releases.length === 0)
    console.log(`No releases in ${buildDir} yet: npm run build makes one.`);
  for (const release of releases) {
    const mark = release.id === current ? "*" : " ";
    console.log(
      `${mark} ${release.id}  built ${release.builtAt}${release.commit ? `  from ${release.commit}` : ""}`,
    );
  }
}
