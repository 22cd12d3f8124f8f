import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { redirects } from "#src/routing/redirects.ts";
import { adminHeaders, editorPolicy, isAdminPath } from "#server/http/admin-policy.ts";
import type { BackOffice } from "#server/back-office/create-back-office.ts";
import { createEnquiryReceiver, isEnquiryPath } from "#server/enquiries/receiver.ts";
import { availabilityPath, createAvailability } from "#server/enquiries/availability.ts";
import { settleUnreadBody } from "#server/http/form-body.ts";
import type { EnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { createRateLimiter } from "#server/http/rate-limiter.ts";
import { pages, responsePageCsp } from "#server/http/response-pages.ts";
import {
  baseSecurityHeaders,
  type CspManifest,
  contentSecurityPolicy,
} from "#server/http/security-headers.ts";
import { createServedBuilds, type ServedBuild } from "#server/releases/served-builds.ts";
import { decodePath, requestTarget } from "#server/http/static-files.ts";
import { languageOfPath } from "#src/i18n/languages.ts";
import { createStoreHealth } from "#server/store/store-health.ts";
import type { TrafficCounter } from "#server/traffic/traffic-counter.ts";
import { countPath } from "#src/routing/count-path.ts";

export interface SiteServerOptions {
  /**
   * The build to serve: BUILD_DIR, whose current release is looked up for
   * each request (server/releases/releases.ts), or one build's client folder as `root`.
   */
  buildDir?: string;
  /** One build's client folder, served as it is (its CSP hashes from beside it). */
  root?: string;
  /** Where enquiries go; without one, POST / is refused like any other POST. */
  store?: EnquiryStore;
  notifier?: Pick<EnquiryNotifier, "wake">;
  /**
   * The signed-in back office at /admin (server/back-office/). Without one,
   * /admin serves the build's editor files as they are, as it does for a
   * build made for `npm run cms` (whose editor saves through decap-server).
   */
  backOffice?: Pick<BackOffice, "handle">;
  /** Enquiries per client address per minute; 0 (the default here) turns the limit off. */
  rateLimitPerMinute?: number;
  trustedProxyHops?: number;
  hsts?: boolean;
  /** With `root`: the build's CSP hashes; read from beside `root` when not given. */
  cspManifest?: CspManifest;
  /** How long a request may take to arrive, headers and body: 30 s unless told. */
  requestTimeoutMs?: number;
  /** /healthz writes to the store at most this often: 5 s unless told. */
  storeProbeIntervalMs?: number;
  log?: Pick<Console, "info" | "warn" | "error">;
  /** Visit counts (server/traffic/): pages served, the page script's beacon, enquiries received. */
  traffic?: Pick<TrafficCounter, "countServed" | "receiveBeacon" | "countConversion">;
}

/**
 * The self-hosted site: the prerendered pages and assets with their security
 * headers, the old footer addresses as redirects, the enquiry receiver at
 * POST / (and each language's thank-you page, the forms' no-JavaScript
 * action), and the runs' places at /availability.json. An unknown path gets the not-found page of its language. Each
 * response comes whole from one build: the page and its policy alike.
 */
export function createSiteServer(options: SiteServerOptions) {
  const log = options.log ?? console;
  const builds = createServedBuilds({
    buildDir: options.buildDir,
    root: options.root,
    cspManifest: options.cspManifest,
    redirects,
    warn: log.warn,
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
      onReceived: (request, received) => options.traffic?.countConversion(request, received),
    });
  // The runs' places now, for the page script; without a store, the path is an unknown page.
  const answerAvailability = store && createAvailability({ store });
  const isStoreHealthy =
    store && createStoreHealth(store, { intervalMs: options.storeProbeIntervalMs });

  let isClosing = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;

  // Responses not yet finished, per connection: see the clientError handler.
  const unfinished = new WeakMap<Socket, Set<ServerResponse>>();
  // Every open connection, so a stop can end even one Node no longer tracks.
  const sockets = new Set<Socket>();

  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const server = createServer(
    // Node checks for requests past their timeout every 30 s unless told: a
    // stalled body would then be cut up to twice as late as it should.
    { connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestTimeoutMs / 4)) },
    async (request: IncomingMessage, response: ServerResponse) => {
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
      // One build for the whole response, even if a new release goes live meanwhile.
      const build = builds.current();
      try {
        const { pathname, search } = requestTarget(request.url);
        // Decoded first: /%61dmin/ is the editor too.
        const isAdmin = isAdminPath(decodePath(pathname) ?? pathname);
        if (isAdmin) {
          for (const [name, value] of Object.entries(adminHeaders)) {
            response.setHeader(name, value);
          }
          response.setHeader("Content-Security-Policy", editorPolicy(build?.editorLocalBackend));
        }
        const isRead = request.method === "GET" || request.method === "HEAD";
        if (isAdmin && options.backOffice && !build?.editorLocalBackend) {
          await options.backOffice.handle(request, response, build);
        } else if (isRead && (pathname === healthPath || pathname === pagesHealthPath)) {
          await answerHealth(request, response, build, pathname === pagesHealthPath);
        } else if (isRead && answerAvailability && pathname === availabilityPath) {
          await answerAvailability(request, response, build?.folder);
        } else if (
          request.method === "POST" &&
          options.traffic &&
          build &&
          pathname === countPath
        ) {
          await options.traffic.receiveBeacon(request, response, build.files);
        } else if (request.method === "POST" && receiveEnquiry && isEnquiryPath(pathname)) {
          await receiveEnquiry(request, response, build?.folder);
        } else if (!build) {
          answerNoBuild(request, response);
        } else if (isRead) {
          await build.files.serve(request, response, pathname, search);
          // The back office and the editor's files are not the site's pages.
          if (!isAdmin) options.traffic?.countServed(request, response, pathname, search);
        } else {
          await refuseMethod(request, response, build, pathname);
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
    },
  );
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  /** Any other method, or a POST elsewhere: 405 where there is a page, else the 404 page. */
  async function refuseMethod(
    request: IncomingMessage,
    response: ServerResponse,
    build: ServedBuild,
    pathname: string,
  ) {
    settleUnreadBody(request, response);
    if (!(await build.files.find(pathname))) {
      await build.files.notFound(request, response, pathname);
      return;
    }
    const html = pages.methodNotAllowed(languageOfPath(decodePath(pathname) ?? pathname));
    response.writeHead(405, {
      Allow: isEnquiryPath(pathname) && receiveEnquiry ? "GET, HEAD, POST" : "GET, HEAD",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(html),
      "Content-Security-Policy": responsePageCsp,
    });
    response.end(html);
  }

  /** No build to serve (none made yet, or `current` broken): say so, briefly. */
  function answerNoBuild(request: IncomingMessage, response: ServerResponse) {
    settleUnreadBody(request, response);
    const body = "The site is not built yet.\n";
    response.writeHead(503, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      "Retry-After": "60",
    });
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /**
   * For a monitor (/healthz): 200 when a page of the build can be read and
   * the store takes a committed write, else 503; and for a proxy deciding
   * whether to send visitors here (/healthz/pages): 200 when pages can be
   * served, whatever the store's state. They name no paths or settings. The
   * store's write probe runs at most every few seconds, however often asked
   * (server/store/store-health.ts).
   */
  async function answerHealth(
    request: IncomingMessage,
    response: ServerResponse,
    build: ServedBuild | undefined,
    isPagesOnly: boolean,
  ) {
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

  /**
   * Bytes the HTTP parser cannot read, a body cut short, or a request past
   * its timeout. Node's default answers and cuts the connection at once,
   * which would drop the 303 of an enquiry still being committed (a valid
   * enquiry followed by more than its Content-Length): the client would hear
   * 400 for an enquiry we stored. So answers in flight on the connection are
   * sent first, then it closes. A request whose body never ended (the client
   * stopped sending, or closed) can never be answered normally: it gets 400
   * (cut) or 408 (timed out) now, which also ends its wait for the body.
   */
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    const isTimeout = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
    const waiting = [...(unfinished.get(socket) ?? [])];
    if (waiting.length > 0) {
      for (const response of waiting) {
        if (response.req.complete) {
          if (!response.headersSent) response.setHeader("Connection", "close");
        } else {
          endUnfinishedBody(response, isTimeout ? 408 : 400);
        }
      }
      Promise.all(
        waiting.map((response) => new Promise((resolve) => response.once("close", resolve))),
      ).then(() => socket.destroy());
      return;
    }
    if (socket.writable && socket.bytesWritten === 0 && error.code !== "ECONNRESET") {
      socket.write(
        isTimeout
          ? "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
          : "HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
      );
    }
    socket.destroy();
  });

  // A slow client cannot hold a request open for long.
  server.headersTimeout = Math.min(20_000, requestTimeoutMs);
  server.requestTimeout = requestTimeoutMs;

  return {
    server,
    /**
     * Stops accepting connections and resolves once the requests in flight are
     * answered (idle keep-alive connections are closed at once; after
     * `graceMs` every connection left is cut).
     */
    close(graceMs = 10_000): Promise<void> {
      isClosing = true;
      clearInterval(sweep);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          for (const socket of sockets) socket.destroy();
        }, graceMs);
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

/** Answers a request whose body will never end, and closes its connection after. */
function endUnfinishedBody(response: ServerResponse, status: 400 | 408) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {
    Connection: "close",
    "Content-Length": 0,
    "Cache-Control": "no-store",
  });
  response.end();
}

/** Where a monitor asks whether the site works: pages and the store. */
export const healthPath = "/healthz";
/** Where a proxy asks whether pages can be served, whatever the store's state. */
export const pagesHealthPath = "/healthz/pages";
