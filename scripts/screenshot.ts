import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

/**
 * Full-page screenshots of built pages at phone and desktop width, to look at
 * what we ship. Usage (with `npm start` running):
 *   node scripts/screenshot.ts --base http://localhost:3000 --out shots / /about
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    out: { type: "string", default: "shots" },
    widths: { type: "string", default: "375,1280" },
    full: { type: "boolean", default: true },
  },
});

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
await mkdir(values.out, { recursive: true });
for (const width of values.widths.split(",").map(Number)) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 812 : 900 },
  });
  const page = await context.newPage();
  for (const pagePath of positionals.length ? positionals : ["/"]) {
    await page.goto(new URL(pagePath, values.base).href, { waitUntil: "networkidle" });
    // Let entrance animations finish so the picture shows the settled page.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });
    const name = `${pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "_")}-${width}.png`;
    await page.screenshot({ path: path.join(values.out, name), fullPage: values.full });
    console.log(path.join(values.out, name));
  }
  await context.close();
}
await browser.close();
