import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";

/** Longest text kept for any value a visitor's browser sends: a referrer host, a campaign tag, an address. */
export const maxValueLength = 100;

/**
 * A value from a request, as we keep it: characters that are not text
 * (control and format characters, unpaired surrogates: binary, or a bidi
 * override that would turn what the owner reads around) each become U+FFFD,
 * white space at either end goes, and at most `maxValueLength` characters
 * remain. The page shows it through React, which escapes it; the CSV guards
 * it against formulas. Script in it stays text.
 */
export function cutValue(raw: string): string {
  const text = raw
    .toWellFormed()
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu, "\uFFFD")
    .trim();
  const characters = Array.from(text);
  return characters.length > maxValueLength ? characters.slice(0, maxValueLength).join("") : text;
}

/**
 * Whether a request is not a person reading: a user agent that says it is a
 * bot, crawler or tool (the `isbot` list), or none at all (every browser
 * sends one). A crawler that pretends to be a browser is counted.
 */
export function isBotRequest(request: IncomingMessage): boolean {
  const userAgent = request.headers["user-agent"]?.trim();
  if (!userAgent) return true;
  let isBot = botAgents.get(userAgent);
  if (isBot === undefined) {
    // The list is one long pattern (7 µs a test); browsers send few user agents, so each is tested once.
    if (botAgents.size >= 2_000) botAgents.clear();
    isBot = isbot(userAgent);
    botAgents.set(userAgent, isBot);
  }
  return isBot;
}

const botAgents = new Map<string, boolean>();

/**
 * Whether the browser is fetching ahead of the visitor (Speculation Rules'
 * prerender sends `Sec-Purpose: prefetch;prerender`, a prefetch `prefetch`;
 * older browsers `Purpose: prefetch`). Such a page counts only if the visitor
 * opens it: the page script's beacon says so then.
 */
export function isSpeculative(request: IncomingMessage): boolean {
  const purpose = `${request.headers["sec-purpose"] ?? ""} ${request.headers.purpose ?? ""}`;
  return /\bprefetch\b/i.test(purpose);
}

/**
 * Whether a request is a page being opened, not fetched by a script: the
 * contact form's script posts with fetch() and follows the 303 to the
 * thank-you page, which nobody sees as a page. Browsers say which it is
 * (Sec-Fetch-Mode, Sec-Fetch-Dest); one that says nothing is taken at its
 * word as a page.
 */
export function isPageNavigation(request: IncomingMessage): boolean {
  const mode = request.headers["sec-fetch-mode"];
  const destination = request.headers["sec-fetch-dest"];
  return (!mode || mode === "navigate") && (!destination || destination === "document");
}

/** Global Privacy Control: the view is counted, the visitor is not. */
export function hasPrivacySignal(request: IncomingMessage): boolean {
  return String(request.headers["sec-gpc"] ?? "").trim() === "1";
}

export type DeviceClass = "phone" | "tablet" | "desktop";

/**
 * The kind of device, from the user agent alone: tablets name themselves
 * (iPad, Tablet, Kindle, Silk) or are Android without "Mobile"; phones say
 * Mobi, iPhone or Android. An iPad asking for desktop pages says Macintosh,
 * and is a desktop to us as to the site.
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|Kindle|Silk|PlayBook/i.test(userAgent)) return "tablet";
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "phone";
  return "desktop";
}

/** Where a view came from, by its Referer header. */
export type Arrival =
  /** From one of our own pages: not an entry. */
  | { isEntry: false }
  /** From elsewhere, or with no referrer (typed, a bookmark, an app): an entry; the other site's host name when there is one. */
  | { isEntry: true; referrerHost?: string };

/**
 * Whether a view entered the site, and from which host. Our own hosts: the
 * one the browser asked for (Host) and SITE_URL's. Only an http(s) referrer's
 * host name is kept, never its path or query.
 */
export function arrivalOf(request: IncomingMessage, siteHosts: readonly string[]): Arrival {
  const referer = request.headers.referer;
  if (!referer) return { isEntry: true };
  // Most views come from our own pages: known without parsing the address.
  const host = request.headers.host?.toLowerCase();
  if (host && (referer.startsWith(`https://${host}/`) || referer.startsWith(`http://${host}/`))) {
    return { isEntry: false };
  }
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return { isEntry: true };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { isEntry: true };
  const from = url.host.toLowerCase();
  if (from === host || siteHosts.includes(from)) return { isEntry: false };
  const referrerHost = cutValue(url.hostname);
  return referrerHost ? { isEntry: true, referrerHost } : { isEntry: true };
}

/** The path of our page a request was sent from (Referer, same host), without its query; undefined when it is not ours. */
export function ownPageOf(
  request: IncomingMessage,
  siteHosts: readonly string[],
): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const own = [request.headers.host?.toLowerCase(), ...siteHosts].filter(Boolean);
    if (!own.includes(url.host.toLowerCase())) return undefined;
    return cutValue(decodeURIComponent(url.pathname)) || undefined;
  } catch {
    return undefined;
  }
}

export const campaignTags = ["utm_source", "utm_medium", "utm_campaign"] as const;
export type CampaignTag = (typeof campaignTags)[number];

/** The campaign tags of a page's address, each cut; empty ones left out. */
export function campaignOf(search: string): Partial<Record<CampaignTag, string>> {
  const tags: Partial<Record<CampaignTag, string>> = {};
  if (!search.includes("utm_")) return tags;
  const query = new URLSearchParams(search);
  for (const tag of campaignTags) {
    const value = cutValue(query.get(tag) ?? "");
    if (value) tags[tag] = value;
  }
  return tags;
}

/** SITE_URL's host (and port): a referrer there is one of our own pages. */
export function siteHostsOf(siteUrl: string | undefined): string[] {
  try {
    return siteUrl?.trim() ? [new URL(siteUrl.trim()).host] : [];
  } catch {
    return [];
  }
}
