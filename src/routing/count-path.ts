/**
 * Where the page script reports that a page the browser prerendered has been
 * opened (src/enhancements/prerender-beacon.ts): our server counts the view
 * then, not when it prerendered the page (server/traffic/). Our own origin,
 * like every request a page makes.
 */
export const countPath = "/count";
