import { countPath } from "#src/routing/count-path.ts";

/**
 * A page the browser prerendered (our Speculation Rules, on hover) was not
 * counted when it was fetched: the server leaves out requests that say they
 * are a prerender. When the visitor actually opens it, this tells our server
 * which page it was, once, to our own origin. No cookie or storage: the
 * server counts it like a view it served (server/traffic/).
 */
export function countPrerenderedView(root: Document, browser: Navigator, path: string) {
  if (!(root as Document & { prerendering?: boolean }).prerendering) return;
  root.addEventListener("prerenderingchange", () => browser.sendBeacon(countPath, path), {
    once: true,
  });
}
