import { existsSync } from "node:fs";

/**
 * Debian's Chromium, as every browser tool here starts it, with its own
 * background networking off (this machine reaches no other host, and Chromium
 * would otherwise keep trying). Playwright adds headless mode itself;
 * Lighthouse's launcher is given `--headless=new`.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

const headlessShell = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The browser tests' Chromium: Debian's headless shell (package
 * chromium-headless-shell), the same Chromium without a browser's windows,
 * which is what Playwright itself runs for headless tests. Measured on a
 * 2-core machine, one run after the other: the navigation and contact-form
 * tests took 37 s against 76 s with the full browser, and a third less CPU.
 * The full browser where the shell is not installed, or where a test needs it
 * (a prerendering tab; Lighthouse in `npm run bench`).
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH || process.env.CHROME_PATH || !existsSync(headlessShell)
    ? chromiumPath
    : headlessShell;

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The browser tests' flags: the same, with V8's optimising compilers off
 * (Maglev and TurboFan; the interpreter and Sparkplug still run every script).
 * A test page lives for seconds, and compiling its scripts (the site's, axe's,
 * Playwright's) for speed cost more than it saved: a walk over 60 pages with
 * axe took 37 CPU seconds against 50 to 56, 27 s against 32 to 36 (2-core
 * machine, November 2026). The pages behave the same at any tier. Lighthouse
 * (`npm run bench`) and screenshots keep Chromium as visitors run it.
 */
export const testChromiumFlags = [...chromiumFlags, "--js-flags=--max-opt=1"];
