import { adminContentSecurityPolicy } from "./admin-policy.ts";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { netlifyHeaders, pageHashes } from "../scripts/build-steps/hash-inline-scripts.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  currentCspManifest,
} from "./security-headers.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("contentSecurityPolicy", () => {
  it("is strict by default: scripts and styles from our origin only, no framing", () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'",
    );
  });

  it("lists a page's hashes, and allows style attributes only by hash", () => {
    const policy = contentSecurityPolicy({
      scripts: ["sha256-a", "sha256-b"],
      styles: [],
      styleAttributes: ["sha256-c"],
    });
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).toContain("style-src 'self' 'unsafe-hashes' 'sha256-c';");
  });
});

/** Every shared header and its one right value: a weaker value is a bug, not a style. */
const expectedSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

describe("baseSecurityHeaders", () => {
  it("has exactly the expected headers and values, HSTS only when asked", () => {
    expect(baseSecurityHeaders({ hsts: false })).toEqual(expectedSecurityHeaders);
    expect(baseSecurityHeaders({ hsts: true })).toEqual({
      ...expectedSecurityHeaders,
      "Strict-Transport-Security": "max-age=31536000",
    });
  });
});

describe("pageHashes", () => {
  it("hashes inline scripts and style attributes, not external or data scripts", () => {
    const html = `<!DOCTYPE html><html><head>
      <script type="module" async="">import "/assets/a.js";</script>
      <script src="/assets/b.js"></script>
      <script type="application/ld+json">{"@type":"Thing"}</script>
    </head><body><article style="--reveal-index:1" data-reveal=""></article>
      <div style="a:&quot;b&quot;"></div>
      <style>p{color:red}</style>
      <script>window.x = 1;</script></body></html>`;
    expect(pageHashes(html)).toEqual({
      scripts: [sha('import "/assets/a.js";'), sha("window.x = 1;")],
      styles: [sha("p{color:red}")],
      styleAttributes: [sha("--reveal-index:1"), sha('a:"b"')],
    });
  });
});

describe("netlifyHeaders", () => {
  it("gives every page its own policy at its one address, and the rest once for all", () => {
    const text = netlifyHeaders({
      "index.html": { scripts: ["sha256-home"], styles: [], styleAttributes: [] },
      "contact.html": { scripts: ["sha256-contact"], styles: [], styleAttributes: [] },
      "training/testing.html": { scripts: ["sha256-hub"], styles: [], styleAttributes: [] },
      "404.html": { scripts: ["sha256-404"], styles: [], styleAttributes: [] },
    });
    const lines = text.split("\n");
    const shared = lines.slice(lines.indexOf("/*") + 1, lines.indexOf("/assets/*"));
    expect(shared).toEqual(
      Object.entries({
        ...expectedSecurityHeaders,
        "Strict-Transport-Security": "max-age=31536000",
      }).map(([name, value]) => `  ${name}: ${value}`),
    );
    const policyAfter = (path: string) => lines[lines.indexOf(path) + 1] ?? "";
    expect(policyAfter("/")).toBe(
      `  Content-Security-Policy: ${contentSecurityPolicy({ scripts: ["sha256-home"] })}`,
    );
    expect(policyAfter("/contact")).toContain("script-src 'self' 'sha256-contact';");
    expect(policyAfter("/training/testing")).toContain("script-src 'self' 'sha256-hub';");
    expect(text).not.toContain("sha256-404");
    // One rule per header per path: Netlify would join two into one value.
    // Three pages' spellings, and the editor's own policy on /admin and /admin/*.
    expect(text.match(/Content-Security-Policy/g)).toHaveLength(5);
    expect(policyAfter("/admin/*")).toBe(
      `  Content-Security-Policy: ${adminContentSecurityPolicy}`,
    );
  });
});

describe("currentCspManifest", () => {
  it("follows a rebuild without a restart", async () => {
    const { mkdtemp, mkdir, writeFile, utimes } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const build = await mkdtemp(path.join(tmpdir(), "csp-manifest-"));
    const client = path.join(build, "client");
    await mkdir(client);
    const file = path.join(build, "csp-hashes.json");
    const page = (hash: string) => ({
      "index.html": { scripts: [hash], styles: [], styleAttributes: [] },
    });
    await writeFile(file, JSON.stringify(page("sha256-first")));
    const manifest = currentCspManifest(client, () => {});
    expect(manifest()?.["index.html"]?.scripts).toEqual(["sha256-first"]);

    await writeFile(file, JSON.stringify(page("sha256-second")));
    await utimes(file, new Date(), new Date(Date.now() + 5_000));
    expect(manifest()?.["index.html"]?.scripts).toEqual(["sha256-second"]);
  });
});
