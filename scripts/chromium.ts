/**
 * Debian's Chromium, as every browser tool here starts it, with its own
 * background networking off (this machine reaches no other host, and Chromium
 * would otherwise keep trying). Playwright adds headless mode itself;
 * Lighthouse's launcher is given `--headless=new`.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
