import type { SourceKind, TrafficReport } from "#server/traffic/traffic-tables.ts";
import type { DayFigures } from "./traffic-chart.tsx";
import { daysBetween, type TrafficRange } from "./traffic-range.ts";

/** A course as the build's enrolment catalogue names it, with its page in each language. */
export interface CourseEntry {
  key: string;
  title: string;
  paths: string[];
}

export interface CourseFigures {
  key: string;
  title: string;
  /** The course's first page (English): where its name links. */
  path: string;
  views: number;
  enrolments: number;
}

/** How many rows each ranked table shows. */
export const shownRows = { pages: 20, entryPages: 10, sources: 10, campaigns: 15, notFound: 20 };

/**
 * What the Traffic page shows, from the store's report: every day of the
 * range (days without counts as zeros), the totals, the ranked lists and
 * each course's views (both languages' pages) beside its enrolments.
 */
export function summarizeTraffic(
  report: TrafficReport,
  range: Pick<TrafficRange, "from" | "to">,
  courses: readonly CourseEntry[],
) {
  const byDay = new Map(report.days.map((day) => [day.day, day]));
  const days: (DayFigures & { entries: number })[] = daysBetween(range.from, range.to).map(
    (day) => byDay.get(day) ?? { day, views: 0, visitors: 0, entries: 0 },
  );
  const sum = <T>(rows: readonly T[], figure: (row: T) => number) =>
    rows.reduce((total, row) => total + figure(row), 0);
  const sources = (kinds: readonly SourceKind[]) =>
    report.sources.filter((source) => kinds.includes(source.kind));
  const languages = new Map<string, number>();
  for (const page of report.pages) {
    if (page.language)
      languages.set(page.language, (languages.get(page.language) ?? 0) + page.views);
  }
  const viewsOf = new Map(report.pages.map((page) => [page.page, page.views]));
  const enrolmentsOf = new Map(
    report.enrolmentsByCourse.map((row) => [row.course, row.enrolments]),
  );
  return {
    days,
    totals: {
      views: sum(days, (day) => day.views),
      visitors: sum(days, (day) => day.visitors),
      entries: sum(days, (day) => day.entries),
      enquiries: sum(report.pages, (page) => page.enquiries),
      enrolments: sum(report.pages, (page) => page.enrolments),
    },
    pages: report.pages.slice(0, shownRows.pages),
    entryPages: report.pages
      .filter((page) => page.entries > 0)
      .sort((a, b) => b.entries - a.entries || a.page.localeCompare(b.page))
      .slice(0, shownRows.entryPages),
    referrers: sources(["referrer"]).slice(0, shownRows.sources),
    campaigns: sources(["utm_source", "utm_medium", "utm_campaign"])
      .sort((a, b) => b.views - a.views || a.value.localeCompare(b.value))
      .slice(0, shownRows.campaigns),
    devices: sources(["device"]),
    languages: [...languages]
      .map(([language, views]) => ({ language, views }))
      .sort((a, b) => b.views - a.views),
    notFound: report.notFound.slice(0, shownRows.notFound),
    courses: courses
      .map(
        (course): CourseFigures => ({
          key: course.key,
          title: course.title,
          path: course.paths[0] ?? "",
          views: sum(course.paths, (path) => viewsOf.get(path) ?? 0),
          enrolments: enrolmentsOf.get(course.key) ?? 0,
        }),
      )
      .sort(
        (a, b) =>
          b.views - a.views || b.enrolments - a.enrolments || a.title.localeCompare(b.title),
      ),
  };
}

export type TrafficSummary = ReturnType<typeof summarizeTraffic>;
