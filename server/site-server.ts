import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { redirects } from "#src/routing/redirects.ts";
import { isAdminPath } from "#server/http/admin-policy.ts";
import {
  baseSecurityHeaders,
  type CspManifest,
  contentSecurityPolicy,
} from "#server/http/security-headers.ts";
import { decodePath, requestTarget } from "#server/http/static-files.ts";
import { createServedBuilds } from "#server/releases/served-builds.ts";
import { setAdminHeaders } from "#server/site-routes/admin-route.ts";
import { createSiteRoutes, type SiteRouteOptions } from "#server/site-routes/site-route-table.ts";

export { healthPath, pagesHealthPath } from "#server/site-routes/health-route.ts";

export interface SiteServerOptions extends SiteRouteOptions {
  /**
   * The build to serve: BUILD_DIR, whose current release is looked up for
   * each request (server/releases/releases.ts), or one build's client folder as `root`.
   */
  buildDir?: string;
  /** One build's client folder, served as it is (its CSP hashes from beside it). */
  root?: string;
  hsts?: boolean;
  /** With `root`: the build's CSP hashes; read from beside `root` when not given. */
  cspManifest?: CspManifest;
  /** How long a request may take to arrive, headers and body: 30 s unless told. */
  requestTimeoutMs?: number;
  log?: Pick<Console, "info" | "warn" | "error">;
}

/**
 * The self-hosted site: the prerendered pages and assets with their security
 * headers, the old footer addresses as redirects, the enquiry receiver at
 * POST / (and each language's thank-you page, the forms' no-JavaScript
 * action), the runs' places at /availability.json and the back office at
 * /admin, each address a row of the route table
 * (server/site-routes/site-route-table.ts). An unknown path gets the
 * not-found page of its language. Each response comes whole from one build:
 * the page and its policy alike. Here is only each request's common work: the
 * headers, the build, the errors, and connections that stall or break.
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
  const routes = createSiteRoutes({ ...options, log });

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
        if (isAdmin) setAdminHeaders(response, build);
        const site = { request, response, pathname, search, build, isAdmin };
        await routes.routeFor(site).handler(site);
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
      routes.stop();
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
