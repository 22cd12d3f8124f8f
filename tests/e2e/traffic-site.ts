import { request as httpRequest } from "node:http";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { backOfficePaths } from "#server/back-office/paths.ts";
import {
  type BackOfficeSite,
  invitationLink,
  sessionCookieHeader,
  startBackOfficeSite,
  tabWithAuthenticator,
} from "./back-office-site.ts";
import { viewports } from "./browser.ts";

/**
 * The site of the visit-count tests (tests/e2e/traffic.test.ts): a
 * self-hosted site of its own with its owner signed in to the back office,
 * and the ways the tests visit it and read what it counted.
 */
export interface TrafficSite {
  site: BackOfficeSite;
  owner: { context: BrowserContext; page: Page };
  url: (pathname: string) => string;
  /** A visitor's browser: its own user agent and the address a proxy in front would report. */
  visitor: (options: {
    userAgent: string;
    address: string;
    isPhone?: boolean;
    headers?: Record<string, string>;
  }) => Promise<{ context: BrowserContext; page: Page }>;
  /** Today's figures from the Traffic page's CSV export (which writes what is counted so far first). */
  counted: () => Promise<{
    rows: string[][];
    sum: (what: string, page?: string, detail?: string) => number;
    views: (page: string) => number;
  }>;
  /** A page opened as a browser opens it (fetch() says it is a script's request, which is no view). */
  open: (
    pathname: string,
    headers: Record<string, string>,
  ) => Promise<{ status: number; setCookie: unknown }>;
  stop: () => Promise<void>;
}

export async function startTrafficSite(browser: Browser): Promise<TrafficSite> {
  const site = await startBackOfficeSite();
  const invited = await site.admin("invite", "owner@example.nl");
  const owner = await tabWithAuthenticator(browser);
  await owner.page.goto(invitationLink(invited.stdout));
  await owner.page.getByRole("button", { name: "Create a passkey" }).click();
  await owner.page.waitForURL(`${site.origin}${backOfficePaths.overview}`);
  const url = (pathname: string) => `${site.origin}${pathname}`;

  return {
    site,
    owner,
    url,
    async visitor(options) {
      const context = await browser.newContext({
        userAgent: options.userAgent,
        viewport: options.isPhone ? viewports.phone : viewports.desktop,
        extraHTTPHeaders: { "X-Forwarded-For": options.address, ...options.headers },
      });
      return { context, page: await context.newPage() };
    },
    async counted() {
      const response = await fetch(url(`${backOfficePaths.traffic}.csv?days=7`), {
        headers: { Cookie: await sessionCookieHeader(owner.context) },
      });
      expect(response.status).toBe(200);
      const rows = (await response.text())
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) =>
          [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) =>
            (cell[1] ?? "").replace(/""/g, '"'),
          ),
        );
      const sum = (what: string, page?: string, detail?: string) =>
        rows
          .filter(
            ([, kind, where, value]) =>
              kind === what &&
              (page === undefined || where === page) &&
              (detail === undefined || value === detail),
          )
          .reduce((total, row) => total + Number(row[4]), 0);
      return { rows, sum, views: (page: string) => sum("views", page) };
    },
    open(pathname, headers) {
      return new Promise((resolve, reject) => {
        const request = httpRequest(
          url(pathname),
          { headers: { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", ...headers } },
          (response) => {
            response.resume();
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                setCookie: response.headers["set-cookie"],
              }),
            );
          },
        );
        request.on("error", reject);
        request.end();
      });
    },
    stop: () => site.stop(),
  };
}
