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
 * And connect-src http://localhost:*: decap-server, the local backend of
 * `npm run cms`, which Decap only looks for when the page itself is on
 * localhost. Scripts still come from our own origin only.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self' http://localhost:*",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Headers of every response under /admin: its policy, and never in search results. */
export const adminHeaders: Record<string, string> = {
  "Content-Security-Policy": adminContentSecurityPolicy,
  "X-Robots-Tag": "noindex, nofollow",
};
