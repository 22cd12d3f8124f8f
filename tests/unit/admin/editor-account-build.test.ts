import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorAccountPath } from "#src/admin/editor-paths.ts";
import {
  editorAccountFile,
  hashInlineScripts,
  netlifyHeaders,
} from "#scripts/build-steps/hash-inline-scripts.ts";
import { identityEmails } from "#scripts/build-steps/write-identity-emails.ts";
import { adminContentSecurityPolicy } from "#server/http/admin-policy.ts";
import { contentSecurityPolicy } from "#server/http/security-headers.ts";

/** What the build gives the editor's account page on Netlify, and the e-mails that lead there. */
describe("the account page's policy on Netlify", () => {
  const manifest = { "index.html": { scripts: ["sha256-home"], styles: [], styleAttributes: [] } };

  it("is a strict policy of its own, after the editor's, which stays as it was", () => {
    const lines = netlifyHeaders(manifest, {
      account: { scripts: [], styles: ["sha256-style"], styleAttributes: [] },
    }).split("\n");
    const rule = lines.indexOf(editorAccountPath);
    expect(rule).toBeGreaterThan(lines.indexOf("/admin/*"));
    expect(lines[rule + 1]).toBe(
      `  Content-Security-Policy: ${contentSecurityPolicy({ styles: ["sha256-style"] })}`,
    );
    expect(lines[rule + 1]).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(lines[lines.indexOf("/admin/*") + 1]).toBe(
      `  Content-Security-Policy: ${adminContentSecurityPolicy}`,
    );
  });

  it("is left out of a build without the page", () => {
    expect(netlifyHeaders(manifest)).not.toContain(editorAccountPath);
  });

  it("stops the build when the page has an inline script, which the editor's policy would block", async () => {
    const client = await mkdtemp(path.join(tmpdir(), "account-csp-"));
    const page = (script: string) =>
      `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Account</title><style>p{color:red}</style></head><body>${script}</body></html>`;
    try {
      await mkdir(path.join(client, "admin"));
      await writeFile(path.join(client, "index.html"), page(""));
      await writeFile(
        path.join(client, editorAccountFile),
        page('<script type="module" src="/assets/account.js"></script>'),
      );
      await hashInlineScripts(client);
      const headers = await readFile(path.join(client, "_headers"), "utf8");
      expect(headers).toContain(`${editorAccountPath}\n  Content-Security-Policy: `);
      expect(headers).toMatch(/\/admin\/account\n.*style-src 'self' 'sha256-/);

      await writeFile(path.join(client, editorAccountFile), page("<script>window.x = 1;</script>"));
      await expect(hashInlineScripts(client)).rejects.toThrow(
        /admin\/account.html has an inline script/,
      );
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });
});

describe("Identity's e-mail templates", () => {
  const emails = identityEmails("Smith & Sons {{ .Evil }}");

  it("link to the account page with the token in the fragment, never sent to a server", () => {
    expect(emails.invitation).toContain(
      `<a href="{{ .SiteURL }}${editorAccountPath}#invite_token={{ .Token }}">`,
    );
    expect(emails.recovery).toContain(
      `<a href="{{ .SiteURL }}${editorAccountPath}#recovery_token={{ .Token }}">`,
    );
  });

  it("name the site as text, which Identity's templating leaves alone", () => {
    for (const email of Object.values(emails)) {
      expect(email).toContain("Smith &amp; Sons &#123;&#123; .Evil }}");
      expect(email).not.toContain(".Evil }}<");
      expect(email.match(/\{\{/g)).toHaveLength(2);
    }
  });
});
