import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cmsConfig, cmsConfigYaml } from "#scripts/build-steps/write-cms-config.ts";
import { proxyEditorConfig } from "#server/back-office/editing/editor-config.ts";

const families = [{ slug: "testing", label: "Testing", groupIds: ["istqb"] }];

describe("proxyEditorConfig", () => {
  it("saves through our server: the proxy backend, everything else as the release wrote it", () => {
    const release = cmsConfigYaml(cmsConfig({ families }));
    const proxied = proxyEditorConfig(release);
    const { backend, ...rest } = parse(proxied);
    expect(backend).toEqual({ name: "proxy", proxy_url: "/admin/api/v1", branch: "main" });
    const { backend: _, ...released } = parse(release);
    expect(rest).toEqual(released);
    expect(proxied.startsWith("# Written by scripts/build-steps/write-cms-config.ts")).toBe(true);
  });

  it("drops local_backend (a build for npm run cms), and takes another address", () => {
    const release = cmsConfigYaml(cmsConfig({ families, decapServerPort: 8082 }));
    expect(parse(release).local_backend).toBeDefined();
    const proxied = parse(proxyEditorConfig(release, "/office/editor/api"));
    expect(proxied.local_backend).toBeUndefined();
    expect(proxied.backend.proxy_url).toBe("/office/editor/api");
  });

  it("refuses a config it cannot read", () => {
    expect(() => proxyEditorConfig("backend: [unclosed\n")).toThrow(/cannot be read/);
    expect(() => proxyEditorConfig("- a list\n")).toThrow(
      "The editor's config.yml is not a mapping",
    );
  });
});
