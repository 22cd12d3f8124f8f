import { defaultLanguage, languages } from "#src/i18n/languages.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import { csvText } from "#server/http/csv.ts";
import type { TrafficStore } from "#server/traffic/traffic-store.ts";
import { trafficDay } from "#server/traffic/traffic-counter.ts";
import { sendCsv, sendPage } from "#server/back-office/http.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { TrafficPage } from "./traffic-page.tsx";
import { rangeOf } from "./traffic-range.ts";
import { type CourseEntry, summarizeTraffic } from "./traffic-summary.ts";

export interface TrafficHandlerOptions {
  traffic: Pick<TrafficStore, "trafficReport" | "trafficRows">;
  /** Writes the counts still in memory first, so the page shows every visit so far. */
  flush?: () => Promise<void>;
  isCounting: boolean;
  retentionDays: number;
  /** Records what someone did in the back office's log. */
  audit: (actor: string, action: string, detail: string) => Promise<void>;
  now: () => Date;
}

export const trafficCsvColumns = ["day", "what", "page", "detail", "count"] as const;

/**
 * The Traffic page and its CSV export: the visit counts of a range of days.
 * The courses come from the live build's enrolment catalogue, so the list
 * follows the courses the site offers now.
 */
export function createTrafficHandlers(options: TrafficHandlerOptions) {
  const catalogueOf = createCatalogueReader();

  function rangeAsked(url: URL) {
    // A range may reach back as far as counts are kept.
    return rangeOf(url, trafficDay(options.now()), options.retentionDays);
  }

  return {
    async page({ request, response, url, signedIn, build }: SignedInContext) {
      const range = rangeAsked(url);
      await options.flush?.();
      const report = await options.traffic.trafficReport(range.from, range.to);
      const courses: CourseEntry[] = (catalogueOf(build?.folder)?.courses ?? []).map((course) => ({
        key: course.key,
        title: course.title[defaultLanguage],
        paths: languages.map((language) => course.path[language]).filter(Boolean),
      }));
      sendPage(
        request,
        response,
        200,
        <TrafficPage
          signedIn={{ email: signedIn.email }}
          range={range}
          today={trafficDay(options.now())}
          summary={summarizeTraffic(report, range, courses)}
          isCounting={options.isCounting}
          retentionDays={options.retentionDays}
        />,
      );
    },

    async exportCsv({ request, response, url, signedIn }: SignedInContext) {
      const range = rangeAsked(url);
      await options.flush?.();
      const rows = await options.traffic.trafficRows(range.from, range.to);
      await options.audit(
        signedIn.email,
        "export",
        `visit counts ${range.from} to ${range.to} as CSV (${rows.length} rows)`,
      );
      const csv = csvText(trafficCsvColumns, rows);
      sendCsv(request, response, `traffic-${range.from}-${range.to}.csv`, csv);
    },
  };
}

export type TrafficHandlers = ReturnType<typeof createTrafficHandlers>;
