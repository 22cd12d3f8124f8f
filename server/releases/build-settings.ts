import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * What a build baked into its pages that the server also decides: the public
 * origin (canonical links, sitemap) and the retention the privacy notice
 * states. Written beside build/client by scripts/build-steps/write-build-settings.ts.
 */
export interface BuildSettings {
  siteUrl: string;
  retentionDays: number;
  /**
   * decap-server's origin in a build made by `npm run cms`, whose editor saves
   * through it (server/http/admin-policy.ts); absent in every other build.
   */
  editorLocalBackend?: string;
}

export function buildSettingsPath(clientDir: string): string {
  return path.join(path.dirname(path.resolve(clientDir)), "build-settings.json");
}

export function readBuildSettings(clientDir: string): BuildSettings | undefined {
  try {
    return JSON.parse(readFileSync(buildSettingsPath(clientDir), "utf8")) as BuildSettings;
  } catch {
    return undefined;
  }
}

/**
 * Warnings for settings given to the server that contradict the build: the
 * privacy notice would promise one retention while the server keeps another.
 */
export function buildSettingsMismatches(
  config: { clientDir: string; retentionDays: number },
  env: Record<string, string | undefined>,
): string[] {
  const built = readBuildSettings(config.clientDir);
  if (!built) return [];
  const warnings: string[] = [];
  if (built.retentionDays !== config.retentionDays) {
    warnings.push(
      `ENQUIRY_RETENTION_DAYS is ${config.retentionDays} but the build's privacy notice says ${built.retentionDays} days: rebuild with the same value (ENQUIRY_RETENTION_DAYS=${config.retentionDays} npm run build).`,
    );
  }
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, "");
  if (siteUrl && siteUrl !== built.siteUrl) {
    warnings.push(
      `SITE_URL is ${siteUrl} but the build's canonical links and sitemap use ${built.siteUrl}: rebuild with SITE_URL=${siteUrl} npm run build.`,
    );
  }
  return warnings;
}
