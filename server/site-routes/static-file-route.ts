import type { IncomingMessage, ServerResponse } from "node:http";
import { languageOfPath } from "#src/i18n/languages.ts";
import { settleUnreadBody } from "#server/http/form-body.ts";
import { pages, responsePageCsp } from "#server/http/response-pages.ts";
import { decodePath } from "#server/http/static-files.ts";
import type { TrafficCounter } from "#server/traffic/traffic-counter.ts";
import type { SiteRequest } from "./site-request.ts";

/**
 * The build's own files: a GET or HEAD served from the release
 * (server/http/static-files.ts), a page counted once answered (the back
 * office and the editor's files are not the site's pages); any other method
 * 405 where there is a page, else the 404 page. With no build to serve
 * (none made yet, or `current` broken), either is 503.
 */
export function createFileAnswers(options: {
  traffic?: Pick<TrafficCounter, "countServed">;
  /** The methods an address takes, from the route table: the 405's Allow. */
  allowedAt: (site: SiteRequest) => string;
}) {
  return {
    async serve({ request, response, pathname, search, build, isAdmin }: SiteRequest) {
      if (!build) return answerNoBuild(request, response);
      await build.files.serve(request, response, pathname, search);
      if (!isAdmin) options.traffic?.countServed(request, response, pathname, search);
    },

    /** Any other method, or a POST elsewhere: 405 where there is a page, else the 404 page. */
    async refuseMethod(site: SiteRequest) {
      const { request, response, pathname, build } = site;
      if (!build) return answerNoBuild(request, response);
      settleUnreadBody(request, response);
      if (!(await build.files.find(pathname))) {
        await build.files.notFound(request, response, pathname);
        return;
      }
      const html = pages.methodNotAllowed(languageOfPath(decodePath(pathname) ?? pathname));
      response.writeHead(405, {
        Allow: options.allowedAt(site),
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": Buffer.byteLength(html),
        "Content-Security-Policy": responsePageCsp,
      });
      response.end(html);
    },
  };
}

/** No build to serve: say so, briefly. */
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
