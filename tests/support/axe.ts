import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { BrowserContext, Page } from "playwright-core";

/**
 * axe-core in the browser tests: WCAG 2.2 A and AA, set up once. The engine is
 * the one @axe-core/playwright pins. Its AxeBuilder sends the 500 KB engine
 * again at every analyze() (about 1 s a page, against 0.4 s with the engine
 * given to the context once); here a context or page gets it as an init
 * script (`withAxe`), ready in every document it opens. Init scripts come
 * through the DevTools protocol, so no page's policy (the public pages'
 * script hashes, the back office's script-src 'self') keeps them out.
 */
export const axeSource = await readFile(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, as axe tags its rules. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every document the context or page opens from now on has axe's engine ready. */
export async function withAxe(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript({ content: axeSource });
}

/**
 * axe's violations on the page as it is now (within `include`, a CSS selector,
 * when given). A page opened without `withAxe` gets the engine first, sent
 * through the protocol (200 ms a page: for a page or two, not a walk).
 */
export async function axeViolations(
  page: Page,
  include?: string,
): Promise<AxeResults["violations"]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([tags, selector]) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe.run(
        selector ? { include: [[selector]] } : document,
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
      ),
    [wcagTags, include] as const,
  );
  return results.violations;
}

/** One line per violation: its rule, impact and help, where (up to 4 nodes), and why. */
export function describeViolations(violations: AxeResults["violations"]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => node.target.join(" ")).slice(0, 4);
    const summary =
      violation.nodes[0]?.failureSummary?.split("\n").slice(1, 3).join(" ").trim() ?? "";
    return `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.length} node(s): ${nodes.join(" | ")}${summary ? ` — ${summary}` : ""}`;
  });
}

/** How many pixels the page is wider than its window (0 when it fits). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * What axe finds on the page as it is now, and whether it scrolls sideways
 * (WCAG 1.4.10 reflow), each line starting with `label`.
 */
export async function accessibilityProblems(page: Page, label: string): Promise<string[]> {
  const problems = describeViolations(await axeViolations(page)).map((line) => `${label}: ${line}`);
  const overflow = await sidewaysScroll(page);
  if (overflow > 0) problems.push(`${label}: scrolls sideways by ${overflow} px`);
  return problems;
}
