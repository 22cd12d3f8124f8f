import path from "node:path";
import { currentLinkName, makeRelease } from "#server/releases/releases.ts";
import { buildSiteInto } from "./build-site-into.ts";

/**
 * `npm run build`: the site as a new release (server/releases/releases.ts). It builds
 * into a staging folder under BUILD_DIR/releases/ and, only when every step
 * succeeded, switches BUILD_DIR/current to it: a running server goes on
 * serving the previous release until then, and a failed build changes
 * nothing (its staging folder is removed, exit status 1).
 *
 * On Netlify (NETLIFY=true) the site is built straight into BUILD_DIR
 * (build/client is netlify.toml's publish folder): Netlify does not follow
 * symbolic links, and each of its deploys is atomic anyway.
 */
const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const current = path.join(buildDir, currentLinkName);

if (process.env.NETLIFY === "true") {
  await buildSiteInto(buildDir);
} else {
  try {
    const release = await makeRelease(buildDir, (folder) => buildSiteInto(folder));
    console.log(`Release ${release.id} is live (${current}).`);
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : error}: nothing changed, ${current} still serves the previous release.`,
    );
    process.exit(1);
  }
}
