import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * What a build baked into its pages that the server also decides: the public
 * origin (canonical links, sitemap) and the retention the privacy notice
 * states. Written beside build/client by scripts/build-steps/write-build-settings.ts.
 */
export interface BuildSettings {
  siteUrl: string;
  /** ENQUIRY_RETENTION_DAYS. */
  retentionDays: number;
  /**
   * The other periods the notice states, by the variable that sets each
   * (ENROLMENT_RETENTION_DAYS, AUDIT_LOG_RETENTION_DAYS, ...); absent in a
   * build made before they were recorded.
   */
  retentionPeriods?: Record<string, number>;
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
 * privacy notice would promise one retention while the server keeps another
 * (each period the build recorded), or name another origin.
 */
export function buildSettingsMismatches(
  config: { clientDir: string; retentionDays: number; retentionPeriods?: Record<string, number> },
  env: Record<string, string | undefined>,
): string[] {
  const built = readBuildSettings(config.clientDir);
  if (!built) return [];
  const periods: [string, number, number | undefined][] = [
    ["ENQUIRY_RETENTION_DAYS", config.retentionDays, built.retentionDays],
    ...Object.entries(config.retentionPeriods ?? {}).map(
      ([variable, days]): [string, number, number | undefined] => [
        variable,
        days,
        built.retentionPeriods?.[variable],
      ],
    ),
  ];
  const warnings: string[] = [];
  for (const [variable, days, builtDays] of periods) {
    if (builtDays !== undefined && builtDays !== days) {
      warnings.push(
        `${variable} is ${days} but the build's privacy notice says ${builtDays} days: rebuild with the same value (${variable}=${days} npm run build).`,
      );
    }
  }
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, "");
  if (siteUrl && siteUrl !== built.siteUrl) {
    warnings.push(
      `SITE_URL is ${siteUrl} but the build's canonical links and sitemap use ${built.siteUrl}: rebuild with SITE_URL=${siteUrl} npm run build.`,
    );
  }
  return warnings;
}
