import { writeFile } from "node:fs/promises";
import { type BuildSettings, buildSettingsPath } from "../../server/build-settings.ts";
import { buildSiteUrl } from "../build-site-url.ts";

/**
 * Records what this build baked into its pages that the server decides too
 * (the origin of canonical links, the retention the privacy notice states),
 * beside build/client: `npm start` warns when it is given other values.
 */
export async function writeBuildSettings(client: string): Promise<BuildSettings> {
  const settings: BuildSettings = {
    siteUrl: buildSiteUrl,
    // The same reading as the privacy and contact pages (app/pages/privacy-page.tsx).
    retentionDays: Number(process.env.ENQUIRY_RETENTION_DAYS) || 365,
  };
  await writeFile(buildSettingsPath(client), `${JSON.stringify(settings, null, 2)}\n`);
  return settings;
}
