import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageWeight, withoutScripts } from "#scripts/page-weight.ts";

const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Page</title>
<script type="application/ld+json">{"@type":"Thing"}</script>
<script type="module" src="/assets/entry.js"></script>
<script>window.inline = 1;</script></head><body><p>Text</p></body></html>`;

// Minified, as Vite writes them: an import spelled inside a string is text, not an import.
const modules = {
  "entry.js": `import{a}from"./shared.js";export*from"./again.js";const t="import('./not-a-module.js')";import("./lazy.js").then(a);`,
  "shared.js": "export const a=()=>1;",
  "again.js": `import"/assets/shared.js";export const b=2;`,
  "lazy.js": "export default 3;",
};

let client: string;
beforeAll(async () => {
  client = await mkdtemp(path.join(tmpdir(), "page-weight-"));
  await mkdir(path.join(client, "assets"));
  await writeFile(path.join(client, "page.html"), page);
  for (const [name, code] of Object.entries(modules)) {
    await writeFile(path.join(client, "assets", name), code);
  }
});
afterAll(() => rm(client, { recursive: true, force: true }));

describe("pageWeight", () => {
  it("follows every import of the page's modules, static, re-exported or dynamic, each once", async () => {
    const weight = await pageWeight(client, "page.html");
    expect([...weight.modules].sort()).toEqual(
      ["again.js", "entry.js", "lazy.js", "shared.js"].map((name) => `assets/${name}`),
    );
    expect(weight.scripts.map((script) => script.body)).toEqual([
      '{"@type":"Thing"}',
      "",
      "window.inline = 1;",
    ]);
  });
});

describe("withoutScripts", () => {
  it("removes every script the browser runs and keeps data blocks and the rest as written", () => {
    expect(
      withoutScripts(page),
    ).toBe(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Page</title>
<script type="application/ld+json">{"@type":"Thing"}</script>

</head><body><p>Text</p></body></html>`);
  });
});
