import type { StoreConnection, StoreMethods, StoreTables } from "#server/store/database.ts";

/** One page's counts on one day. */
export interface PageCount {
  day: string;
  page: string;
  language: string;
  views: number;
  visitors: number;
  entries: number;
}

/** Where views came from: a referrer's host, a campaign tag's value, or the kind of device. */
export type SourceKind = "referrer" | "utm_source" | "utm_medium" | "utm_campaign" | "device";

export interface SourceCount {
  day: string;
  page: string;
  kind: SourceKind;
  value: string;
  views: number;
}

export interface NotFoundCount {
  day: string;
  path: string;
  views: number;
}

export type ConversionKind = "enquiry" | "enrolment";

/** Enquiries or enrolments sent from a page; an enrolment names its course and run ("" for an enquiry). */
export interface ConversionCount {
  day: string;
  page: string;
  kind: ConversionKind;
  course: string;
  run: string;
  count: number;
}

/** What the counter adds in one flush: increments, never totals. */
export interface TrafficBatch {
  pages: PageCount[];
  /** Visitors to the whole site per day (a visitor of two pages is one here). */
  days: { day: string; visitors: number }[];
  sources: SourceCount[];
  notFound: NotFoundCount[];
  conversions: ConversionCount[];
}

/** What one day's rows of an open-ended kind may number; more are added up under `otherValue`. */
export const dailyRowLimits = { pages: 1_000, sources: 500, notFound: 500, conversions: 500 };
/** Where values beyond a day's limit are counted. */
export const otherValue = "(other)";

export interface TrafficReport {
  days: { day: string; views: number; visitors: number; entries: number }[];
  pages: {
    page: string;
    language: string;
    views: number;
    visitors: number;
    entries: number;
    enquiries: number;
    enrolments: number;
  }[];
  sources: { kind: SourceKind; value: string; views: number }[];
  notFound: { path: string; views: number }[];
  enrolmentsByCourse: { course: string; enrolments: number }[];
}

/** A row of the CSV export: one figure of one day. */
export interface TrafficRow {
  day: string;
  what: string;
  page: string;
  detail: string;
  count: number;
}

/**
 * The visit counts, per day: pages (views, visitors, entries, language),
 * sources (referrer hosts, campaign tags, kinds of device), addresses not
 * found, and enquiries and enrolments per page they were sent from. Only
 * aggregates: no address, user agent or visitor hash is ever handed to it.
 * Each day's open-ended values (referrers, tags, missing addresses) are
 * limited in number (`dailyRowLimits`), so a flood of made-up values adds
 * to one "(other)" row instead of growing the file. Runs in the store's
 * process (handed this module by traffic-store.ts); days are YYYY-MM-DD.
 */
export function openTrafficTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const statement = (sql: string) => {
    let prepared: ReturnType<typeof db.prepare> | undefined;
    return () => (prepared ??= db.prepare(sql));
  };
  const addPage = statement(`
    INSERT INTO traffic_pages (day, page, language, views, visitors, entries) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (day, page) DO UPDATE SET views = views + excluded.views,
      visitors = visitors + excluded.visitors, entries = entries + excluded.entries`);
  const hasPage = statement("SELECT 1 FROM traffic_pages WHERE day = ? AND page = ?");
  const pagesOn = statement("SELECT COUNT(*) AS n FROM traffic_pages WHERE day = ?");
  const addDay = statement(`
    INSERT INTO traffic_days (day, visitors) VALUES (?, ?)
    ON CONFLICT (day) DO UPDATE SET visitors = visitors + excluded.visitors`);
  const addSource = statement(`
    INSERT INTO traffic_sources (day, kind, page, value, views) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (day, kind, page, value) DO UPDATE SET views = views + excluded.views`);
  const hasSource = statement(
    "SELECT 1 FROM traffic_sources WHERE day = ? AND kind = ? AND page = ? AND value = ?",
  );
  const sourcesOn = statement(
    "SELECT COUNT(*) AS n FROM traffic_sources WHERE day = ? AND kind = ?",
  );
  const addNotFound = statement(`
    INSERT INTO traffic_not_found (day, path, views) VALUES (?, ?, ?)
    ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views`);
  const hasNotFound = statement("SELECT 1 FROM traffic_not_found WHERE day = ? AND path = ?");
  const notFoundOn = statement("SELECT COUNT(*) AS n FROM traffic_not_found WHERE day = ?");
  const addConversion = statement(`
    INSERT INTO traffic_conversions (day, page, kind, course, run, count) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (day, page, kind, course, run) DO UPDATE SET count = count + excluded.count`);
  const hasConversion = statement(
    "SELECT 1 FROM traffic_conversions WHERE day = ? AND page = ? AND kind = ? AND course = ? AND run = ?",
  );
  const conversionsOn = statement("SELECT COUNT(*) AS n FROM traffic_conversions WHERE day = ?");

  /** The row's key as given, or `otherValue` when it is new and its day is full. */
  const within = (
    exists: () => unknown,
    count: () => { n: number | bigint } | undefined,
    limit: number,
  ) => Boolean(exists()) || Number(count()?.n ?? 0) < limit;

  return {
    /** Adds a flush's increments in one transaction. */
    recordTraffic(batch: TrafficBatch): void {
      transaction(() => {
        for (const row of batch.pages) {
          const page = within(
            () => hasPage().get(row.day, row.page),
            () => pagesOn().get(row.day) as { n: number },
            dailyRowLimits.pages,
          )
            ? row.page
            : otherValue;
          addPage().run(row.day, page, row.language, row.views, row.visitors, row.entries);
        }
        for (const row of batch.days) addDay().run(row.day, row.visitors);
        for (const row of batch.sources) {
          const isKept = within(
            () => hasSource().get(row.day, row.kind, row.page, row.value),
            () => sourcesOn().get(row.day, row.kind) as { n: number },
            dailyRowLimits.sources,
          );
          addSource().run(
            row.day,
            row.kind,
            isKept ? row.page : otherValue,
            isKept ? row.value : otherValue,
            row.views,
          );
        }
        for (const row of batch.notFound) {
          const path = within(
            () => hasNotFound().get(row.day, row.path),
            () => notFoundOn().get(row.day) as { n: number },
            dailyRowLimits.notFound,
          )
            ? row.path
            : otherValue;
          addNotFound().run(row.day, path, row.views);
        }
        for (const row of batch.conversions) {
          const isKept = within(
            () => hasConversion().get(row.day, row.page, row.kind, row.course, row.run),
            () => conversionsOn().get(row.day) as { n: number },
            dailyRowLimits.conversions,
          );
          addConversion().run(
            row.day,
            isKept ? row.page : otherValue,
            row.kind,
            isKept ? row.course : otherValue,
            isKept ? row.run : otherValue,
            row.count,
          );
        }
      });
    },

    /** Everything the Traffic page shows for the days from `from` to `to`, both included. */
    trafficReport(from: string, to: string): TrafficReport {
      const range = [from, to] as const;
      const days = db
        .prepare(
          `SELECT d.day, COALESCE(p.views, 0) AS views, COALESCE(t.visitors, 0) AS visitors, COALESCE(p.entries, 0) AS entries
           FROM (SELECT day FROM traffic_pages WHERE day BETWEEN ?1 AND ?2
                 UNION SELECT day FROM traffic_days WHERE day BETWEEN ?1 AND ?2) d
           LEFT JOIN (SELECT day, SUM(views) AS views, SUM(entries) AS entries FROM traffic_pages
                      WHERE day BETWEEN ?1 AND ?2 GROUP BY day) p ON p.day = d.day
           LEFT JOIN traffic_days t ON t.day = d.day
           ORDER BY d.day`,
        )
        .all(...range) as unknown as TrafficReport["days"];
      const pages = db
        .prepare(
          `SELECT page, MAX(language) AS language, SUM(views) AS views, SUM(visitors) AS visitors,
             SUM(entries) AS entries, SUM(enquiries) AS enquiries, SUM(enrolments) AS enrolments
           FROM (
             SELECT page, language, views, visitors, entries, 0 AS enquiries, 0 AS enrolments
               FROM traffic_pages WHERE day BETWEEN ?1 AND ?2
             UNION ALL
             SELECT page, NULL, 0, 0, 0, SUM(CASE kind WHEN 'enquiry' THEN count ELSE 0 END),
               SUM(CASE kind WHEN 'enrolment' THEN count ELSE 0 END)
               FROM traffic_conversions WHERE day BETWEEN ?1 AND ?2 GROUP BY page
           )
           GROUP BY page ORDER BY views DESC, page`,
        )
        .all(...range) as unknown as TrafficReport["pages"];
      const sources = db
        .prepare(
          `SELECT kind, value, SUM(views) AS views FROM traffic_sources
           WHERE day BETWEEN ? AND ? GROUP BY kind, value ORDER BY kind, views DESC, value`,
        )
        .all(...range) as unknown as TrafficReport["sources"];
      const notFound = db
        .prepare(
          `SELECT path, SUM(views) AS views FROM traffic_not_found
           WHERE day BETWEEN ? AND ? GROUP BY path ORDER BY views DESC, path LIMIT 200`,
        )
        .all(...range) as unknown as TrafficReport["notFound"];
      const enrolmentsByCourse = db
        .prepare(
          `SELECT course, SUM(count) AS enrolments FROM traffic_conversions
           WHERE day BETWEEN ? AND ? AND kind = 'enrolment' GROUP BY course ORDER BY course`,
        )
        .all(...range) as unknown as TrafficReport["enrolmentsByCourse"];
      return {
        days,
        pages: pages.map((row) => ({ ...row, language: row.language ?? "" })),
        sources,
        notFound,
        enrolmentsByCourse,
      };
    },

    /** Every figure of the days from `from` to `to`, one per row, for the CSV export. */
    trafficRows(from: string, to: string): TrafficRow[] {
      return db
        .prepare(
          `SELECT day, 'views' AS what, page, language AS detail, views AS count FROM traffic_pages WHERE day BETWEEN ?1 AND ?2
           UNION ALL SELECT day, 'visitors', page, language, visitors FROM traffic_pages WHERE day BETWEEN ?1 AND ?2
           UNION ALL SELECT day, 'entry views', page, language, entries FROM traffic_pages WHERE day BETWEEN ?1 AND ?2
           UNION ALL SELECT day, 'visitors to the site', '', '', visitors FROM traffic_days WHERE day BETWEEN ?1 AND ?2
           UNION ALL SELECT day, kind, page, value, views FROM traffic_sources WHERE day BETWEEN ?1 AND ?2
           UNION ALL SELECT day, 'not found', path, '', views FROM traffic_not_found WHERE day BETWEEN ?1 AND ?2
           UNION ALL SELECT day, kind, page, TRIM(course || ' ' || run), count FROM traffic_conversions WHERE day BETWEEN ?1 AND ?2
           ORDER BY 1, 2, 3, 4`,
        )
        .all(from, to) as unknown as TrafficRow[];
    },

    /** Deletes every count of the days before `day`; returns how many rows went. */
    deleteTrafficBefore(day: string): number {
      return transaction(() =>
        [
          "traffic_pages",
          "traffic_days",
          "traffic_sources",
          "traffic_not_found",
          "traffic_conversions",
        ].reduce(
          (deleted, table) =>
            deleted + Number(db.prepare(`DELETE FROM ${table} WHERE day < ?`).run(day).changes),
          0,
        ),
      );
    },
  };
}

export type TrafficTables = ReturnType<typeof openTrafficTables>;

/** For the store's process: the tables' methods. */
export function openTables(connection: StoreConnection) {
  return { methods: openTrafficTables(connection) } satisfies StoreTables;
}

/** What the server calls (traffic-store.ts). */
export type TrafficMethods = StoreMethods<typeof openTables>;
