import type { IncomingMessage } from "node:http";
import { isSecretTokenShape } from "./secret-tokens.ts";

/**
 * The back office's session cookie. `__Host-` makes the browser refuse it
 * unless it is Secure, has Path=/ and no Domain (so no other host or path can
 * set or shadow it); HttpOnly keeps it from scripts; SameSite=Strict keeps it
 * off every request another site starts. Browsers treat http://localhost as
 * secure, so the same cookie works on a developer's machine.
 *
 * It has no Max-Age: the server decides when a session ends (sessions.ts),
 * and the browser forgets the cookie when it closes.
 */
export const sessionCookieName = "__Host-back-office";

export function sessionCookie(token: string): string {
  return `${sessionCookieName}=${token}; Path=/; Secure; HttpOnly; SameSite=Strict`;
}

export function clearedSessionCookie(): string {
  return `${sessionCookieName}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`;
}

/** The session token a request carries, if it has one of the right shape. */
export function sessionToken(request: IncomingMessage): string | undefined {
  const header = request.headers.cookie ?? "";
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== sessionCookieName) continue;
    const value = part.slice(separator + 1).trim();
    return isSecretTokenShape(value) ? value : undefined;
  }
  return undefined;
}
