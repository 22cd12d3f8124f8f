import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { redirects } from "../app/content/site-map.server.ts";
import { adminContentSecurityPolicy, adminHeaders, isAdminPath } from "./admin-policy.ts";
import { createEnquiryReceiver, enquiryPaths } from "./enquiry-receiver.ts";
import { settleUnreadBody } from "./form-body.ts";
import type { EnquiryNotifier } from "./enquiry-notifier.ts";
import type { EnquiryStore } from "./enquiry-store.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import { pages, responsePageCsp } from "./response-pages.ts";
import {
  baseSecurityHeaders,
  type CspManifest,
  contentSecurityPolicy,
  currentCspManifest,
} from "./security-headers.ts";
import { createStaticHandler } from "./static-files.ts";

export interface SiteServerOptions {
  /** build/client of the build to serve. */
  root: string;
  /** Where enquiries go; without one, POST / is refused like any other POST. */
  store?: EnquiryStore;
  notifier?: EnquiryNotifier;
  /** Enquiries per client address per minute; 0 (the default here) turns the limit off. */
  rateLimitPerMinute?: number;
  trustedProxyHops?: number;
  hsts?: boolean;
  /** The build's CSP hashes; read from beside `root` when not given. */
  cspManifest?: CspManifest;
  log?: Pick<Console, "info" | "warn" | "error">;
}

/**
 * The self-hosted site: the prerendered pages and assets with their security
 * headers, the old footer addresses as redirects, and the enquiry receiver
 * at POST / (and POST /contact/thanks, the form's no-JavaScript action).
 */
export function createSiteServer(options: SiteServerOptions) {
  const log = options.log ?? console;
  const given = options.cspManifest;
  const manifest = given ? () => given : currentCspManifest(options.root, log.warn);
  const staticFiles = createStaticHandler({
    root: options.root,
    redirects,
    pagePolicy: (file) =>
      isAdminPath(`/${file}`)
        ? adminContentSecurityPolicy
        : contentSecurityPolicy(manifest()?.[file]),
  });
  const commonHeaders = {
    ...baseSecurityHeaders({ hsts: options.hsts ?? false }),
    // Anything without its own policy (assets, redirects) gets the strictest one.
    "Content-Security-Policy": contentSecurityPolicy(),
  };
  const limiter = createRateLimiter({ limit: options.rateLimitPerMinute ?? 0 });
  const sweep = setInterval(limiter.sweep, 60_000);
  sweep.unref();
  const store = options.store;
  const receiveEnquiry =
    store &&
    createEnquiryReceiver({
      store,
      limiter,
      trustedProxyHops: options.trustedProxyHops ?? 0,
      notifier: options.notifier,
      log,
    });

  let isClosing = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    inFlight++;
    response.once("close", () => {
      inFlight--;
      if (inFlight === 0) onIdle?.();
    });
    for (const [name, value] of Object.entries(commonHeaders)) response.setHeader(name, value);
    if (isClosing) response.setHeader("Connection", "close");
    try {
      const pathname = requestPathname(request.url);
      if (isAdminPath(pathname)) {
        for (const [name, value] of Object.entries(adminHeaders)) response.setHeader(name, value);
      }
      if (request.method === "GET" || request.method === "HEAD") {
        await staticFiles.serve(request, response, pathname);
      } else if (request.method === "POST" && receiveEnquiry && enquiryPaths.has(pathname)) {
        await receiveEnquiry(request, response);
      } else {
        await refuseMethod(request, response, pathname);
      }
    } catch (error) {
      log.error(error);
      if (!response.headersSent) {
        response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        response.end("Internal server error");
      } else {
        response.destroy();
      }
    }
  });
  /** Any other method, or a POST elsewhere: 405 where there is a page, else the 404 page. */
  async function refuseMethod(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ) {
    settleUnreadBody(request, response);
    if (!(await staticFiles.find(pathname))) {
      await staticFiles.notFound(request, response);
      return;
    }
    const html = pages.methodNotAllowed();
    response.writeHead(405, {
      Allow: enquiryPaths.has(pathname) && receiveEnquiry ? "GET, HEAD, POST" : "GET, HEAD",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(html),
      "Content-Security-Policy": responsePageCsp,
    });
    response.end(html);
  }

  // A slow client cannot hold a request open for long.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;

  return {
    server,
    /**
     * Stops accepting connections and resolves once the requests in flight are
     * answered (idle keep-alive connections are closed at once; after
     * `graceMs` the stragglers are cut).
     */
    close(graceMs = 10_000): Promise<void> {
      isClosing = true;
      clearInterval(sweep);
      return new Promise((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        onIdle = () => setImmediate(() => server.closeIdleConnections());
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        if (inFlight === 0) server.closeIdleConnections();
      });
    },
  };
}

export type SiteServer = ReturnType<typeof createSiteServer>;

/** The path of a request target; anything unparsable is a path we do not serve. */
function requestPathname(target: string | undefined): string {
  try {
    return new URL(target ?? "/", "http://localhost").pathname;
  } catch {
    return "/\0";
  }
}
