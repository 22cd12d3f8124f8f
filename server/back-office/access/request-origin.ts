import type { IncomingMessage } from "node:http";

/**
 * Whether a request that changes something comes from one of our own pages.
 * Browsers send `Origin` with every POST (a form, fetch), same-origin or not;
 * a request without one, or from another origin, is not ours (OWASP ASVS:
 * cross-site request forgery). `ownOrigin` is the site's public origin
 * (SITE_URL), which behind a proxy differs from the Host the server sees.
 */
export function isFromOwnOrigin(request: IncomingMessage, ownOrigin: string): boolean {
  const origin = request.headers.origin;
  return typeof origin === "string" && origin === ownOrigin;
}
