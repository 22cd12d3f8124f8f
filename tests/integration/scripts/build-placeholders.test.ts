import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * `npm run build` for a real address while content/company.yml still marks
 * facts as placeholders (the made-up KvK number, VAT id, street, phone): it
 * must stop before building anything, naming each one and the file.
 */
let buildDir: string;
beforeEach(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), "build-placeholders-"));
});
afterEach(() => rm(buildDir, { recursive: true, force: true }));

function build(siteUrl: string) {
  return spawnSync(process.execPath, ["scripts/build.ts"], {
    encoding: "utf8",
    env: { ...process.env, SITE_URL: siteUrl, BUILD_DIR: buildDir, NETLIFY: "" },
    timeout: 60_000,
  });
}

describe("a build for a real address with company placeholders left", () => {
  it("stops with a non-zero exit, naming each placeholder and content/company.yml, and builds nothing", () => {
    const { placeholders } = parse(readFileSync("content/company.yml", "utf8")).en as {
      placeholders: string[];
    };
    expect(placeholders.length).toBeGreaterThan(0);
    const result = build("https://www.veldhoven-it.nl");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("content/company.yml");
    for (const field of placeholders) {
      expect(result.stderr).toMatch(new RegExp(`^- ${field.replace(/[[\].]/g, "\\$&")}( |$)`, "m"));
    }
    expect(existsSync(path.join(buildDir, "releases"))).toBe(false);
    expect(existsSync(path.join(buildDir, "current"))).toBe(false);
  });
});
