import { countPath } from "#src/routing/count-path.ts";

/**
 * A page the browser fetched ahead of the visitor (our Speculation Rules, on
 * hover) was not counted when it was fetched: the server leaves out requests
 * that say they are a prerender. When the visitor actually opens it, this
 * tells our server which page it was, once, to our own origin: when a
 * prerendered page is shown (`prerenderingchange`), or at once when the page
 * was loaded from such a fetch after its prerender was given up (Chromium
 * then uses the fetched response: `deliveryType` "navigational-prefetch").
 * No cookie or storage: the server counts it like a view it served
 * (server/traffic/).
 */
export function countPrerenderedView(root: Document, browser: Navigator, path: string) {
  const count = () => browser.sendBeacon(countPath, path);
  if ((root as Document & { prerendering?: boolean }).prerendering) {
    root.addEventListener("prerenderingchange", count, { once: true });
    return;
  }
  const [navigation] = performance.getEntriesByType("navigation") as (PerformanceEntry & {
    deliveryType?: string;
  })[];
  if (navigation?.deliveryType === "navigational-prefetch") count();
}
