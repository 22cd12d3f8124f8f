/**
 * The origin the back office lives at: SITE_URL's when set (the public
 * address, behind Caddy in production), else http://localhost:<PORT> for a
 * developer's machine. Passkeys are bound to its host name, invitation links
 * point to it, and a POST's Origin must be it. (Not 127.0.0.1: an IP address
 * cannot hold a passkey, and browsers treat only localhost as secure on
 * plain HTTP.)
 */
export function backOfficeOrigin(
  env: Record<string, string | undefined>,
  listeningPort?: number,
): string {
  const siteUrl = env.SITE_URL?.trim();
  if (siteUrl) return new URL(siteUrl).origin;
  return `http://localhost:${listeningPort ?? (Number(env.PORT) || 3000)}`;
}
