import { createHash, randomBytes } from "node:crypto";

/**
 * A secret for a link or a cookie: 256 random bits (OWASP ASVS asks at least
 * 128 for a session token), base64url so it travels in a URL or a cookie
 * as it is.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the store keeps instead of the secret: its SHA-256. A token is random
 * and long, so no salt or slow hash is needed; a stolen copy of the store
 * cannot be turned back into a working cookie or invitation link.
 */
export function secretTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The shape newSecretToken makes; anything else is refused before a look-up. */
export function isSecretTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
