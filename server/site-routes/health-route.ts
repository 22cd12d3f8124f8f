import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { createStoreHealth } from "#server/store/store-health.ts";
import type { SiteRequest } from "./site-request.ts";

/** Where a monitor asks whether the site works: pages and the store. */
export const healthPath = "/healthz";
/** Where a proxy asks whether pages can be served, whatever the store's state. */
export const pagesHealthPath = "/healthz/pages";

/**
 * For a monitor (/healthz): 200 when a page of the build can be read and
 * the store takes a committed write, else 503; and for a proxy deciding
 * whether to send visitors here (/healthz/pages): 200 when pages can be
 * served, whatever the store's state. They name no paths or settings. The
 * store's write probe runs at most every few seconds, however often asked
 * (server/store/store-health.ts).
 */
export function createHealthAnswers(options: {
  store?: EnquiryStore;
  /** /healthz writes to the store at most this often: 5 s unless told. */
  storeProbeIntervalMs?: number;
}) {
  const { store } = options;
  const isStoreHealthy =
    store && createStoreHealth(store, { intervalMs: options.storeProbeIntervalMs });

  async function answer({ request, response, build }: SiteRequest, isPagesOnly: boolean) {
    const hasPages = Boolean(build && (await build.files.find("/")));
    const checks = isPagesOnly
      ? { pages: hasPages }
      : { pages: hasPages, store: isStoreHealthy ? await isStoreHealthy() : false };
    const isHealthy = checks.pages && (isPagesOnly || checks.store || !store);
    const body = `${JSON.stringify({ status: isHealthy ? "ok" : "failing", ...checks })}\n`;
    response.writeHead(isHealthy ? 200 : 503, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
    });
    response.end(request.method === "HEAD" ? undefined : body);
  }

  return {
    site: (site: SiteRequest) => answer(site, false),
    pages: (site: SiteRequest) => answer(site, true),
  };
}
