import { describe, expect, it } from "vitest";
import { deferPageScripts } from "../../scripts/build-steps/defer-scripts-until-paint";

// The shape React Router 8 writes into every prerendered page.
const page = [
  '<html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/shell-3.js"/></head><body><main>Hello</main>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-4.js";',
  'import * as route1 from "/assets/home-5.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  "",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

describe("deferPageScripts", () => {
  it("drops the preload tags and loads the same modules after the first paint", () => {
    const html = deferPageScripts(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"');
    const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("import("));
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/shell-3.js"]',
    );
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-5.js")]);',
    );
    expect(script.trim().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
    // The rewritten script is still valid module code.
    expect(() => new Function(`return async () => {${script}}`)).not.toThrow();
  });

  it("stops the build when React Router's markup changes shape", () => {
    expect(() =>
      deferPageScripts(page.replace("window.__reactRouterRouteModules", "window.somethingElse")),
    ).toThrow(/new shape/);
    expect(() => deferPageScripts(page.replace(/<link rel="modulepreload"[^>]*>/g, ""))).toThrow(
      /expected/,
    );
  });
});
