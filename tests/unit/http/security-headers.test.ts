import { adminContentSecurityPolicy } from "#server/http/admin-policy.ts";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import {
  hashInlineScripts,
  netlifyHeaders,
  pageHashes,
} from "#scripts/build-steps/hash-inline-scripts.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  currentCspManifest,
} from "#server/http/security-headers.ts";

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

describe("the not-found pages' policy on Netlify", () => {
  // Netlify serves them at any unknown path, which _headers cannot name.
  it("is in each not-found page itself: its own hashes, all but frame-ancestors", async () => {
    const { default: path } = await import("node:path");
    const build = await mkdtemp(path.join(tmpdir(), "not-found-csp-"));
    const client = path.join(build, "client");
    await mkdir(path.join(client, "nl"), { recursive: true });
    const page = (script: string) =>
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Not found</title><script>${script}</script></head><body style="--x:1"></body></html>`;
    try {
      await writeFile(path.join(client, "404.html"), page("window.en = 1;"));
      await writeFile(path.join(client, "nl", "404.html"), page("window.nl = 1;"));
      await writeFile(path.join(client, "about.html"), page("window.about = 1;"));
      await hashInlineScripts(client);
      for (const [file, script] of [
        ["404.html", "window.en = 1;"],
        ["nl/404.html", "window.nl = 1;"],
      ] as const) {
        const html = await readFile(path.join(client, file), "utf8");
        const meta =
          /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(
            html,
          );
        expect(meta?.[1], file).toBe(
          contentSecurityPolicy({
            scripts: [sha(script)],
            styles: [],
            styleAttributes: [sha("--x:1")],
          }).replace("; frame-ancestors 'none'", ""),
        );
        expect(pageHashes(html)).toEqual(pageHashes(page(script)));
      }
      // A page with an address of its own gets its policy from _headers only.
      expect(await readFile(path.join(client, "about.html"), "utf8")).toBe(
        page("window.about = 1;"),
      );
    } finally {
      await rm(build, { recursive: true, force: true });
    }
  });
});
