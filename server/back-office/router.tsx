import type { IncomingMessage, ServerResponse } from "node:http";
import { decodePath } from "#server/http/static-files.ts";
import type { ServedBuild } from "#server/releases/served-builds.ts";
import { StoreError } from "#server/store/store.ts";
import { isFromOwnOrigin } from "./access/request-origin.ts";
import { logUnexpectedError, unexpectedErrorText } from "./error-reference.ts";
import type { SignedIn } from "./access/sessions.ts";
import { backOfficeHeaders, redirect, sendJson, sendPage, sendText } from "./http.ts";
import { backOfficePaths } from "./paths.ts";
import { MessagePage } from "./shared/message-page.tsx";

/** What a request gives its handler. */
export interface RequestContext {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  /** The named groups of the route's pattern (an enquiry's id, an invitation's token). */
  params: Record<string, string>;
  /** The live build, for the whole response; none before the first build. */
  build: ServedBuild | undefined;
}

export interface SignedInContext extends RequestContext {
  signedIn: SignedIn;
}

/**
 * What a route answers, which decides how a request that may not reach its
 * handler is refused: a page (without a session, a GET is sent to sign in),
 * JSON for a script (errors as `{error}`), or a file (plain text).
 */
export type RouteKind = "page" | "json" | "asset";

interface RouteShape {
  /** HEAD is answered as GET. */
  method: "GET" | "POST";
  /**
   * The decoded path without a trailing slash; or a pattern over it, whose
   * named groups become `params`. Routes with the same `path` (the same string,
   * or the same RegExp object) are one address with several methods.
   */
  path: string | RegExp;
  kind: RouteKind;
}

/** Open without a session: signing in, invitations and what their pages load. */
export interface PublicRoute extends RouteShape {
  access: "public";
  handler: (context: RequestContext) => Promise<void> | void;
}

export interface SignedInRoute extends RouteShape {
  access: "signed-in";
  handler: (context: SignedInContext) => Promise<void> | void;
}

export type Route = PublicRoute | SignedInRoute;

export interface RouterOptions {
  routes: readonly Route[];
  /** The session a request carries, if it is valid now. */
  findSession: (request: IncomingMessage) => Promise<SignedIn | undefined>;
  /** The site's public origin: what a POST's Origin must be. */
  origin: () => string;
  log: Pick<Console, "error">;
}

/**
 * Answers a request under /admin from the route table (route-table.ts). What
 * the table says decides every refusal, before any handler runs:
 * - a POST whose Origin is not ours: 403, whoever asks (OWASP ASVS: CSRF);
 * - no valid session for a signed-in route: a GET of a page is sent to the
 *   sign-in page, a JSON route gets 401 JSON, anything else 401 text;
 * - a method the address does not take: 405 with the methods it does (after
 *   the session check, so only the signed-in learn what an address takes,
 *   unless the address is public).
 * A store that cannot be used refuses everything with 503: sessions live in it.
 * Any other error a handler throws is logged in full and answered 500 with a
 * reference only (error-reference.ts): never its message, which may name
 * paths or a command's output.
 */
export function createRouter(options: RouterOptions) {
  const { routes, log } = options;

  /** The routes of the first address that matches `path` (one per method), with its named parts. */
  function routesAt(path: string): { atPath: Route[]; params: Record<string, string> } {
    for (const route of routes) {
      const params = match(route.path, path);
      if (params) return { atPath: routes.filter((other) => other.path === route.path), params };
    }
    return { atPath: [], params: {} };
  }

  /** The route a request asks for, and what it answers (which decides how it is refused). */
  function resolve(request: IncomingMessage) {
    const url = new URL(request.url ?? "/", "http://localhost");
    // Decoded once, as the site server checked it: /%61dmin/log is /admin/log.
    const path = (decodePath(url.pathname) ?? "/").replace(/\/+$/, "") || "/";
    const method = request.method === "HEAD" ? "GET" : (request.method ?? "GET");
    const { atPath, params } = routesAt(path);
    const route = atPath.find((candidate) => candidate.method === method);
    const kind: RouteKind = (route ?? atPath[0])?.kind ?? "asset";
    return { url, path, method, atPath, params, route, kind };
  }

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    build: ServedBuild | undefined,
  ): Promise<void> {
    for (const [name, value] of Object.entries(backOfficeHeaders)) response.setHeader(name, value);
    const { url, method, atPath, params, route, kind } = resolve(request);
    const context = { request, response, url, params, build };

    if (method === "POST" && !isFromOwnOrigin(request, options.origin())) {
      refuseForeignPost(request, response, kind);
      return;
    }
    if (route?.access === "public") return route.handler(context);
    if (!route && atPath.some((candidate) => candidate.access === "public")) {
      refuseMethod(request, response, atPath);
      return;
    }
    const signedIn = await options.findSession(request);
    if (!signedIn) {
      if (route?.method === "GET" && route.kind === "page") {
        redirect(request, response, backOfficePaths.signIn);
      } else if (kind === "json") {
        sendJson(request, response, 401, { error: "Your session has ended: sign in again." });
      } else {
        sendText(request, response, 401, "Sign in first.\n");
      }
      return;
    }
    if (!route) {
      refuseMethod(request, response, atPath);
      return;
    }
    return route.handler({ ...context, signedIn });
  }

  return async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    build: ServedBuild | undefined,
  ): Promise<void> {
    try {
      await answer(request, response, build);
    } catch (error) {
      if (error instanceof StoreError && !response.headersSent) {
        // Sessions live in the store: without it nobody can be let in.
        log.error(`Back office refused (its store cannot be used): ${error.message}`);
        sendText(
          request,
          response,
          503,
          "The back office cannot be used now: its store is not working. The server's log says why.\n",
          { "Retry-After": "60" },
        );
        return;
      }
      const { path, method, kind } = resolve(request);
      // An invitation's address holds its secret token: the log names the address without it.
      const shown = path.startsWith(`${backOfficePaths.invitation}/`)
        ? path.replace(/^(\/[^/]+\/[^/]+\/)[^/]+/, "$1…")
        : path;
      const reference = logUnexpectedError(log, error, `${method} ${shown}`);
      if (response.headersSent) response.destroy();
      else refuseUnexpected(request, response, kind, reference);
    }
  };
}

function refuseUnexpected(
  request: IncomingMessage,
  response: ServerResponse,
  kind: RouteKind,
  reference: string,
) {
  const text = unexpectedErrorText(reference);
  if (kind === "json") sendJson(request, response, 500, { error: text });
  else if (kind === "asset") sendText(request, response, 500, `${text}\n`);
  else {
    sendPage(
      request,
      response,
      500,
      <MessagePage
        title="Something went wrong"
        text={text}
        link={{ href: backOfficePaths.overview, label: "Go to the back office" }}
      />,
    );
  }
}

function match(pattern: string | RegExp, path: string): Record<string, string> | undefined {
  if (typeof pattern === "string") return pattern === path ? {} : undefined;
  const found = pattern.exec(path);
  return found ? { ...found.groups } : undefined;
}

function refuseForeignPost(request: IncomingMessage, response: ServerResponse, kind: RouteKind) {
  if (kind === "json") {
    sendJson(request, response, 403, { error: "Refused: not sent from this site's pages." });
    return;
  }
  sendPage(
    request,
    response,
    403,
    <MessagePage
      title="Refused"
      text="This request did not come from the back office's own pages, so nothing was changed."
      link={{ href: backOfficePaths.overview, label: "Go to the back office" }}
    />,
  );
}

function refuseMethod(request: IncomingMessage, response: ServerResponse, atPath: Route[]) {
  const allow = [...new Set(atPath.map((route) => route.method))].join(", ");
  sendText(request, response, 405, "Method not allowed\n", { Allow: allow });
}
