import { readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The sha256 sources one page needs in its Content-Security-Policy, found in
 * its prerendered HTML after the build (scripts/build-steps/hash-inline-scripts.ts).
 */
export interface PageHashes {
  /** Inline <script> elements (the page script, the speculation rules, Astro's island loader). */
  scripts: string[];
  /** Inline <style> elements. */
  styles: string[];
  /** Values of style="" attributes (the cards' --reveal-index). */
  styleAttributes: string[];
}

/** Page file relative to build/client ("contact.html", "nl/contact.html") → its hashes. */
export type CspManifest = Record<string, PageHashes>;

/** Beside build/client, not in it: the manifest is for our server, not for visitors. */
export function cspManifestPath(clientDir: string): string {
  return path.join(path.dirname(path.resolve(clientDir)), "csp-hashes.json");
}

/** The build's manifest, or undefined (and a warning) when the build has none. */
export function readCspManifest(clientDir: string, warn = console.warn): CspManifest | undefined {
  const file = cspManifestPath(clientDir);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as CspManifest;
  } catch {
    warn(
      `No CSP manifest at ${file}: pages are served without their script hashes, so they work as plain HTML only. Run the full build (npm run build).`,
    );
    return undefined;
  }
}

/**
 * The manifest as it is now: re-read whenever the build rewrites it, so a
 * rebuild under a running server never leaves pages with stale hashes (which
 * would block every inline script until a restart). One stat per page served.
 */
export function currentCspManifest(
  clientDir: string,
  warn = console.warn,
): () => CspManifest | undefined {
  const file = cspManifestPath(clientDir);
  let seenAt: number | undefined;
  let manifest: CspManifest | undefined;
  return () => {
    const changedAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (changedAt !== seenAt) {
      seenAt = changedAt;
      manifest = readCspManifest(clientDir, warn);
    }
    return manifest;
  };
}

/**
 * The policy of one response. Scripts run only from our origin or when their
 * exact text is hashed for this page. Style attributes are allowed by hash
 * with 'unsafe-hashes' (CSP level 3): only the few values the build found
 * (e.g. "--reveal-index:1") pass, so injected markup cannot restyle the page.
 * A browser without 'unsafe-hashes' drops those attributes, which costs the
 * cards their entrance stagger and nothing else.
 */
export function contentSecurityPolicy(hashes: Partial<PageHashes> = {}): string {
  const quoted = (list: string[] | undefined) => (list ?? []).map((hash) => `'${hash}'`);
  const styleAttributes = quoted(hashes.styleAttributes);
  const styleSources = [
    "'self'",
    ...(styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []),
    ...new Set([...quoted(hashes.styles), ...styleAttributes]),
  ];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(quoted(hashes.scripts))].join(" "),
    `style-src ${styleSources.join(" ")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** HSTS is only for a site behind TLS (HSTS=1): a browser would refuse plain HTTP afterwards. */
export const strictTransportSecurity = "max-age=31536000";

/** Headers every response carries besides its CSP. */
export function baseSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(options.hsts ? { "Strict-Transport-Security": strictTransportSecurity } : {}),
  };
}
