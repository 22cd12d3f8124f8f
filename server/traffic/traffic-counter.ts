import type { IncomingMessage, ServerResponse } from "node:http";
import { languageOfPath } from "#src/i18n/languages.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { readLimitedBody, settleUnreadBody } from "#server/http/form-body.ts";
import { isAdminPath } from "#server/http/admin-policy.ts";
import { decodePath, requestTarget } from "#server/http/static-files.ts";
import { createDailyVisitors } from "./daily-visitors.ts";
import type { TrafficStore } from "./traffic-store.ts";
import { createViewCap } from "./view-cap.ts";
import type { ConversionKind, SourceKind, TrafficBatch } from "./traffic-tables.ts";
import {
  type Arrival,
  arrivalOf,
  campaignOf,
  cutValue,
  deviceClass,
  hasPrivacySignal,
  isBotRequest,
  isPageNavigation,
  isSpeculative,
  ownPageOf,
} from "./visit-values.ts";

const amsterdamDays = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" });
let lastDay = { second: Number.NaN, day: "" };

/**
 * The day a count belongs to: the owner's calendar day, in Amsterdam
 * (YYYY-MM-DD). One formatter for every view, and its answer kept for the
 * second: making a formatter per call cost 160 µs, most of what counting
 * cost a page (bench/page-serving.ts).
 */
export function trafficDay(at: Date): string {
  const second = Math.floor(at.getTime() / 1000);
  if (second !== lastDay.second) lastDay = { second, day: amsterdamDays.format(at) };
  return lastDay.day;
}

export interface TrafficCounterOptions {
  store: Pick<TrafficStore, "recordTraffic">;
  /** As for enquiries (TRUST_PROXY): who a client is. */
  trustedProxyHops: number;
  /** SITE_URL's host (with its port, if any): a referrer there is one of our pages, as is the Host a request names. */
  siteHosts?: readonly string[];
  now?: () => Date;
  /** The counts go to the store at least this often: 5 s unless told. */
  flushIntervalMs?: number;
  /** ... and at once after this many counted requests: 5,000 unless told. */
  flushAfterCounts?: number;
  /** Visitors remembered per day (daily-visitors.ts). */
  maxVisitorsPerDay?: number;
  /** Views one visitor adds a minute at most (TRAFFIC_VIEWS_PER_MINUTE, view-cap.ts); 0: no cap. */
  maxViewsPerVisitorPerMinute?: number;
  log?: Pick<Console, "warn">;
}

/** What the server asks of the build to check a beacon's page. */
export interface PageFinder {
  /** Whether a request path (percent-encoded) is answered with one of the build's pages. */
  isPage(rawPath: string): Promise<boolean>;
}

/** Where a beacon's page is reported: posted by the page script of a prerendered page the visitor opened. */
export const beaconMaxBytes = 1024;

/**
 * Counts visits as the server answers them, in memory, and adds the counts
 * to the store every few seconds or every few thousand requests, in one
 * transaction, so counting costs a page no write of its own. A view is a
 * successful GET of one of our pages by a browser (not a bot, not a
 * prerender the visitor has not opened); a 404 is counted apart with its
 * address. What reaches the store is numbers per day: the visitor's address
 * and user agent are used only for the day's hash (daily-visitors.ts) and
 * the kind of device, and never kept. Counts not yet written are lost if
 * the store refuses them or the process is killed: counting is never worth
 * holding up a page.
 */
export function createTrafficCounter(options: TrafficCounterOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console;
  const siteHosts = (options.siteHosts ?? []).map((host) => host.toLowerCase());
  // Measured: a flush of 500 views cost the store 10 µs a view, one of 5,000
  // 1.4 µs (the same pages and sources add up in memory first).
  const flushAfterCounts = options.flushAfterCounts ?? 5_000;
  const visitors = createDailyVisitors({
    dayOf: trafficDay,
    now,
    maxEntries: options.maxVisitorsPerDay,
  });
  const viewCap = createViewCap({ now, perVisitor: options.maxViewsPerVisitorPerMinute });

  let pending = emptyPending();
  let counted = 0;
  let lastWarning = 0;

  /** Adds to the row of `id` (its key fields joined), made by `fresh` if it is new. */
  function add<T>(map: Map<string, T>, id: string, fresh: () => T, update: (row: T) => void) {
    let row = map.get(id);
    if (!row) {
      row = fresh();
      map.set(id, row);
    }
    update(row);
  }

  function afterCount() {
    counted++;
    if (counted >= flushAfterCounts) void flush();
  }

  /**
   * One view of `page` (a decoded path of ours) by the request's browser.
   * `isFromOurPage`: known to come from one of our pages (a prerender's
   * beacon: only our pages prerender ours), whatever its Referer says.
   */
  function countView(
    request: IncomingMessage,
    page: string,
    search: string,
    isFromOurPage = false,
  ) {
    const userAgent = request.headers["user-agent"] ?? "";
    const address = clientAddress(request, options.trustedProxyHops);
    if (!viewCap.allows(address, userAgent)) return;
    const day = trafficDay(now());
    const arrival: Arrival = isFromOurPage ? { isEntry: false } : arrivalOf(request, siteHosts);
    const sighting = hasPrivacySignal(request)
      ? { isNewToday: false, isNewOnPage: false }
      : visitors.see(address, userAgent, page);
    add(
      pending.pages,
      `${day}\0${page}`,
      () => ({ day, page, language: languageOfPath(page), views: 0, visitors: 0, entries: 0 }),
      (row) => {
        row.views++;
        if (sighting.isNewOnPage) row.visitors++;
        if (arrival.isEntry) row.entries++;
      },
    );
    if (sighting.isNewToday) pending.days.set(day, (pending.days.get(day) ?? 0) + 1);
    const sources: [SourceKind, string][] = [["device", deviceClass(userAgent)]];
    if (arrival.isEntry && arrival.referrerHost) sources.push(["referrer", arrival.referrerHost]);
    for (const [tag, value] of Object.entries(campaignOf(search))) {
      sources.push([tag as SourceKind, value]);
    }
    for (const [kind, value] of sources) {
      add(
        pending.sources,
        `${day}\0${kind}\0${page}\0${value}`,
        () => ({ day, kind, page, value, views: 0 }),
        (row) => {
          row.views++;
        },
      );
    }
    afterCount();
  }

  /** A not-found address asked for by the request's browser: within the same cap as its views. */
  function countNotFound(request: IncomingMessage, path: string) {
    const address = clientAddress(request, options.trustedProxyHops);
    if (!viewCap.allows(address, request.headers["user-agent"] ?? "")) return;
    const day = trafficDay(now());
    add(
      pending.notFound,
      `${day}\0${path}`,
      () => ({ day, path, views: 0 }),
      (row) => {
        row.views++;
      },
    );
    afterCount();
  }

  /** Writes what is counted so far; resolves when the store has it (or refused it: then it is dropped). */
  async function flush(): Promise<void> {
    const batch = toBatch(pending);
    pending = emptyPending();
    counted = 0;
    if (isEmpty(batch)) return;
    try {
      await options.store.recordTraffic(batch);
    } catch (error) {
      // One line a minute at most: a store that is down refuses every flush alike.
      if (now().getTime() - lastWarning > 60_000) {
        lastWarning = now().getTime();
        log.warn(
          `Visit counts not stored (dropped): ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  }

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 5_000);
  timer.unref();

  return {
    /**
     * After a GET or HEAD was answered from the build's files: a page (HTML,
     * 200 or 304) opened by the browser is a view, a 404 a not-found
     * address. HEAD, bots, prerenders and a script's fetch of a page are
     * not counted.
     */
    countServed(request: IncomingMessage, response: ServerResponse, rawPath: string, search = "") {
      if (request.method !== "GET" || isBotRequest(request) || isSpeculative(request)) return;
      const path = decodePath(rawPath);
      if (path === undefined) return;
      const status = response.statusCode;
      const isPage = String(response.getHeader("content-type") ?? "").startsWith("text/html");
      if ((status === 200 || status === 304) && isPage) {
        if (isPageNavigation(request)) countView(request, path, search);
      } else if (status === 404) countNotFound(request, cutValue(path));
    },

    /**
     * POST /count from the page script: a page the browser prerendered has
     * been opened (document.prerendering ended), so it is a view now. The
     * body is the page's path (location.pathname); it counts only as a GET
     * of it would (beaconPage), anything else is ignored. Answered 204
     * whatever it was, with nothing to learn from.
     */
    async receiveBeacon(request: IncomingMessage, response: ServerResponse, pages: PageFinder) {
      const body = await readLimitedBody(request, beaconMaxBytes);
      if (body.kind === "aborted") return;
      if (body.kind === "bytes" && !isBotRequest(request)) {
        const page = await beaconPage(body.bytes.toString("utf8").trim(), pages);
        if (page) countView(request, page, "", true);
      }
      settleUnreadBody(request, response);
      response.writeHead(204, { "Cache-Control": "no-store" });
      response.end();
    },

    /** An enquiry or enrolment was stored: a conversion of the page it was sent from (its Referer). */
    countConversion(
      request: IncomingMessage,
      conversion: { kind: ConversionKind; course?: string; run?: string },
    ) {
      const day = trafficDay(now());
      const page = ownPageOf(request, siteHosts) ?? "(unknown)";
      const course = cutValue(conversion.course ?? "");
      const run = cutValue(conversion.run ?? "");
      add(
        pending.conversions,
        `${day}\0${page}\0${conversion.kind}\0${course}\0${run}`,
        () => ({ day, page, kind: conversion.kind, course, run, count: 0 }),
        (row) => {
          row.count++;
        },
      );
      afterCount();
    },

    flush,

    /** The day's visitors (its salt): tests watch it go at the day's end. */
    visitors,

    /** Writes what is pending and destroys the day's salt and the minute's. */
    async close(): Promise<void> {
      clearInterval(timer);
      visitors.close();
      viewCap.close();
      await flush();
    },
  };
}

export type TrafficCounter = ReturnType<typeof createTrafficCounter>;

/**
 * The page a beacon names, as a GET of the same path would count it: the
 * path read as a request's target (dot segments, "%2e%2e" too), decoded once
 * (decodePath, as serving does), not the back office or the editor (a GET of
 * them is never counted), and answered with one of the build's pages at that
 * very address: not a redirect, an asset, a build file such as /sitemap.xml,
 * or the 404 page. Undefined for anything else.
 */
async function beaconPage(body: string, pages: PageFinder): Promise<string | undefined> {
  if (!body.startsWith("/") || body.length > 300) return undefined;
  const { pathname } = requestTarget(body);
  const page = decodePath(pathname);
  if (page === undefined || isAdminPath(page)) return undefined;
  return (await pages.isPage(pathname)) ? page : undefined;
}

function emptyPending() {
  return {
    pages: new Map<string, TrafficBatch["pages"][number]>(),
    days: new Map<string, number>(),
    sources: new Map<string, TrafficBatch["sources"][number]>(),
    notFound: new Map<string, TrafficBatch["notFound"][number]>(),
    conversions: new Map<string, TrafficBatch["conversions"][number]>(),
  };
}

function toBatch(pending: ReturnType<typeof emptyPending>): TrafficBatch {
  return {
    pages: [...pending.pages.values()],
    days: [...pending.days].map(([day, visitors]) => ({ day, visitors })),
    sources: [...pending.sources.values()],
    notFound: [...pending.notFound.values()],
    conversions: [...pending.conversions.values()],
  };
}

function isEmpty(batch: TrafficBatch): boolean {
  return Object.values(batch).every((rows) => rows.length === 0);
}
