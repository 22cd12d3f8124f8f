import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { redirects } from "../src/content/redirects.ts";
import { adminContentSecurityPolicy, adminHeaders, isAdminPath } from "./admin-policy.ts";
import { createEnquiryReceiver, isEnquiryPath } from "./enquiry-receiver.ts";
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
  notifier?: Pick<EnquiryNotifier, "wake">;
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
 * at POST / (and each language's thank-you page, the forms' no-JavaScript
 * action). An unknown path gets the not-found page of its language.
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

  // Responses not yet finished, per connection: see the clientError handler.
  const unfinished = new WeakMap<Socket, Set<ServerResponse>>();

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    inFlight++;
    const socket = request.socket;
    const onSocket = unfinished.get(socket) ?? new Set();
    unfinished.set(socket, onSocket.add(response));
    response.once("close", () => {
      onSocket.delete(response);
      inFlight--;
      if (inFlight === 0) onIdle?.();
    });
    for (const [name, value] of Object.entries(commonHeaders)) response.setHeader(name, value);
    if (isClosing) response.setHeader("Connection", "close");
    try {
      const { pathname, search } = requestTarget(request.url);
      if (isAdminPath(pathname)) {
        for (const [name, value] of Object.entries(adminHeaders)) response.setHeader(name, value);
      }
      if ((request.method === "GET" || request.method === "HEAD") && pathname === healthPath) {
        await answerHealth(request, response);
      } else if (request.method === "GET" || request.method === "HEAD") {
        await staticFiles.serve(request, response, pathname, search);
      } else if (request.method === "POST" && receiveEnquiry && isEnquiryPath(pathname)) {
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
      await staticFiles.notFound(request, response, pathname);
      return;
    }
    const html = pages.methodNotAllowed();
    response.writeHead(405, {
      Allow: isEnquiryPath(pathname) && receiveEnquiry ? "GET, HEAD, POST" : "GET, HEAD",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(html),
      "Content-Security-Policy": responsePageCsp,
    });
    response.end(html);
  }

  /**
   * GET /healthz for a monitor: 200 when a page of the build can be read and
   * the store takes a committed write, else 503. It names no paths or settings.
   */
  async function answerHealth(request: IncomingMessage, response: ServerResponse) {
    const checks = {
      pages: await staticFiles.find("/"),
      store: store
        ? await withTimeout(store.probe(), 2_000).then(
            () => true,
            () => false,
          )
        : false,
    };
    const isHealthy = checks.pages && (checks.store || !store);
    const body = `${JSON.stringify({ status: isHealthy ? "ok" : "failing", ...checks })}\n`;
    response.writeHead(isHealthy ? 200 : 503, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
    });
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /**
   * Bytes the HTTP parser cannot read, e.g. a valid enquiry followed by more
   * than its Content-Length. Node's default answers 400 and cuts the
   * connection at once, which would drop the 303 of the enquiry still being
   * committed: the client would hear 400 for an enquiry we stored. The
   * answers in flight on that connection are sent first, then it closes.
   */
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    const waiting = [...(unfinished.get(socket) ?? [])];
    if (waiting.length > 0) {
      for (const response of waiting) {
        if (!response.headersSent) response.setHeader("Connection", "close");
      }
      Promise.all(
        waiting.map((response) => new Promise((resolve) => response.once("close", resolve))),
      ).then(() => socket.destroy());
      return;
    }
    if (socket.writable && socket.bytesWritten === 0 && error.code !== "ECONNRESET") {
      socket.write("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    }
    socket.destroy();
  });

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

/** The path (still percent-encoded) and query of a request target; anything unparsable is a path we do not serve. */
function requestTarget(target: string | undefined): { pathname: string; search: string } {
  try {
    const url = new URL(target ?? "/", "http://localhost");
    return { pathname: url.pathname, search: url.search };
  } catch {
    return { pathname: "/%00", search: "" };
  }
}

/** Where a monitor asks whether the site works. */
export const healthPath = "/healthz";

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
