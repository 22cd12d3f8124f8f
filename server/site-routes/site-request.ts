import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServedBuild } from "#server/releases/served-builds.ts";

/** What the site server hands every route's handler. */
export interface SiteRequest {
  request: IncomingMessage;
  response: ServerResponse;
  /** The path as it arrived, still percent-encoded. */
  pathname: string;
  search: string;
  /** The release the whole response comes from; none before the first build. */
  build: ServedBuild | undefined;
  /** Under /admin, decoded first: /%61dmin/ is the editor too. */
  isAdmin: boolean;
}

/** One row of the public server's route table (site-route-table.ts). */
export interface SiteRoute {
  /** GET takes HEAD too; "any" takes every method. */
  method: "GET" | "POST" | "any";
  /** The path as it arrived, or a test of the request's address. */
  path: string | ((site: SiteRequest) => boolean);
  /** Only while this holds of the request (its build, mostly); else the next row. */
  when?: (site: SiteRequest) => boolean;
  handler: (site: SiteRequest) => Promise<void> | void;
}
