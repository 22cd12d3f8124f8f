import { writeFile } from "node:fs/promises";
import { localEditorBackend } from "#server/http/admin-policy.ts";
import { type BuildSettings, buildSettingsPath } from "#server/releases/build-settings.ts";
import { retentionDaysFromEnv } from "#src/content/enquiry-retention.ts";
import { periodsByVariable, retentionPeriodsFromEnv } from "#src/content/retention-periods.ts";
import { buildSiteUrl } from "#scripts/build-site-url.ts";

/**
 * Records what this build baked into its pages that the server decides too
 * (the origin of canonical links, the retention the privacy notice states,
 * the editor's local backend in a build for `npm run cms`),
 * beside build/client: `npm start` warns when it is given other values.
 */
export async function writeBuildSettings(client: string): Promise<BuildSettings> {
  const settings: BuildSettings = {
    siteUrl: buildSiteUrl,
    // The same reading as the pages that state it (src/content/pages.server.ts).
    retentionDays: retentionDaysFromEnv(process.env),
    retentionPeriods: periodsByVariable(retentionPeriodsFromEnv(process.env)),
    ...(localEditorBackend() ? { editorLocalBackend: localEditorBackend() } : {}),
  };
  await writeFile(buildSettingsPath(client), `${JSON.stringify(settings, null, 2)}\n`);
  return settings;
}
