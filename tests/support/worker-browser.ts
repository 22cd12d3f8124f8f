import type { Browser, BrowserContext, Page } from "playwright-core";
import { chromium } from "playwright-core";
import { testChromiumFlags, testChromiumPath } from "#scripts/chromium.ts";

/**
 * One Chromium per test worker instead of one per test file: starting one
 * cost a second or more of both cores, 14 times a run. The e2e project runs
 * its files without module isolation (vitest.config.ts), so this module, and
 * the browser it started, lives as long as the worker process; Playwright
 * stops the browser when that process exits. Each file gets a view of it
 * (fileBrowser): the contexts it opens are its own, `contexts()` lists only
 * those, and `close()` closes them, not the browser. Files stay as apart as
 * before: cookies, storage, cache, permissions, routes and virtual
 * authenticators are per context, and every test opens contexts of its own.
 * Without the e2e project's settings (isolated files), each file simply gets a
 * Chromium of its own, as before.
 */
let started: Promise<Browser> | undefined;

function workerChromium(): Promise<Browser> {
  const launch = () =>
    chromium.launch({ executablePath: testChromiumPath, args: testChromiumFlags });
  started ??= launch();
  return started.then((browser) => {
    if (browser.isConnected()) return browser;
    started = launch();
    return started;
  });
}

/** The worker's Chromium as one file sees it. */
export async function fileBrowser(): Promise<Browser> {
  const browser = await workerChromium();
  const own = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    own.add(context);
    context.once("close", () => own.delete(context));
    return context;
  };
  const view: Partial<Browser> = {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options): Promise<Page> => {
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    contexts: () => [...own],
    close: async () => {
      await Promise.all([...own].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (Object.hasOwn(view, property)) return view[property as keyof Browser];
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
