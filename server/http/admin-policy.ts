/** Where the content editor lives (Decap CMS, written into the build by scripts/build-steps/write-cms-config.ts). */
export const adminPath = "/admin";

/** /admin and everything under it. */
export function isAdminPath(urlPath: string): boolean {
  return urlPath === adminPath || urlPath.startsWith(`${adminPath}/`);
}

/**
 * The editor's own Content-Security-Policy, sent only under /admin; the public
 * pages keep their strict per-page policy. Decap CMS 3 needs two relaxations,
 * each found by loading the editor without it (tests/e2e/cms.test.ts fails on
 * any violation):
 *   - script-src 'unsafe-eval': its config validator (ajv) compiles schemas
 *     with new Function, so without it the editor never starts;
 *   - style-src 'unsafe-inline': its components style themselves with
 *     <style> elements written at run time (emotion); without it the editor
 *     works but is unstyled.
 * Scripts still come from our own origin only, and it connects to nothing
 * else: a build for `npm run cms` adds its local backend (editorPolicy).
 */
export const adminContentSecurityPolicy = editorPolicy();

/**
 * The policy of a build's editor. `localBackend` is decap-server's origin
 * (http://localhost:8081) in a build for `npm run cms` only, whose editor
 * saves through it; production builds have none (build-settings.json).
 */
export function editorPolicy(localBackend?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...(localBackend ? [localBackend] : [])].join(" "),
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers of every response under /admin: its policy, and never in search results. */
export const adminHeaders: Record<string, string> = {
  "Content-Security-Policy": adminContentSecurityPolicy,
  "X-Robots-Tag": "noindex, nofollow",
};

/** The port decap-server listens on for `npm run cms` (its own default). */
export const defaultDecapServerPort = 8081;

/**
 * The editor's local backend for a build made by `npm run cms`, which sets
 * DECAP_SERVER_PORT; undefined for every other build.
 */
export function localEditorBackend(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const port = env.DECAP_SERVER_PORT?.trim();
  return port ? `http://localhost:${Number(port) || defaultDecapServerPort}` : undefined;
}
