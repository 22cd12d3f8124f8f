import path from "node:path";
import { checkCompanyPlaceholders } from "#scripts/build-steps/check-company-placeholders.ts";
import { currentLinkName, makeRelease } from "#server/releases/releases.ts";
import { buildSiteInto } from "./build-site-into.ts";
import { buildSiteUrl } from "./build-site-url.ts";

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
 *
 * Before anything: a build for a real address stops while content/company.yml
 * still marks facts as placeholders (check-company-placeholders.ts). The
 * default address is an example one, so a fresh clone builds and starts.
 */
checkCompanyPlaceholders(buildSiteUrl);

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
