/**
 * The course finder's logic, apart from its markup: which courses a set of
 * filters keeps, in which order, and how the filters live in the URL query
 * (shareable, kept on reload, one history entry per change).
 */
import type { Cents } from "#src/money/money.ts";

export interface FinderCourse {
  title: string;
  family: string;
  days?: number;
  feeCents?: Cents;
  /** Upcoming runs, soonest first. */
  runs: { start: string; mode: string; language: string }[];
}

export interface FinderFilters {
  family?: string;
  mode?: string;
  language?: string;
  maxDays?: number;
  maxFee?: number;
  /** Only courses with a date in the next three months. */
  isSoon: boolean;
  sort: "date" | "fee";
}

/** Every mode can be booked in-company: courses without a scheduled run count too. */
const ALWAYS_AVAILABLE_MODE = "in-company";

export function filterCourses<T extends FinderCourse>(
  courses: readonly T[],
  filters: FinderFilters,
  today: string,
  soonUntil: string,
): T[] {
  const kept = courses.filter((course) => {
    const runs = course.runs.filter((run) => run.start >= today);
    if (filters.family && course.family !== filters.family) return false;
    if (
      filters.mode &&
      filters.mode !== ALWAYS_AVAILABLE_MODE &&
      !runs.some((run) => run.mode === filters.mode)
    ) {
      return false;
    }
    if (filters.language && !runs.some((run) => run.language === filters.language)) return false;
    // A course without days or a fee is left out by a maximum of them.
    if ((course.days ?? Infinity) > (filters.maxDays ?? Infinity)) return false;
    // The visitor's maximum is whole euros, as typed.
    if ((course.feeCents ?? Infinity) > (filters.maxFee ?? Infinity) * 100) return false;
    if (filters.isSoon && !runs.some((run) => run.start <= soonUntil)) return false;
    return true;
  });
  const nextDate = (course: FinderCourse) => course.runs.find((run) => run.start >= today)?.start;
  return kept.sort(lowestFirst(filters.sort === "fee" ? (course) => course.feeCents : nextDate));
}

/**
 * By a key, lowest first (ISO dates compare as text); courses without it
 * last; equal keys by title. One comparator for both sorts: the finder's
 * island carries this code.
 */
function lowestFirst(key: (course: FinderCourse) => string | number | undefined) {
  return (a: FinderCourse, b: FinderCourse) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka === kb) return a.title.localeCompare(b.title);
    if (ka === undefined) return 1;
    if (kb === undefined) return -1;
    return ka < kb ? -1 : 1;
  };
}

export function filtersFromQuery(query: URLSearchParams): FinderFilters {
  const text = (name: string) => query.get(name)?.trim() || undefined;
  // A missing or empty value is Number(null) or Number(""): 0, not a maximum.
  const number = (name: string) => {
    const value = Number(query.get(name));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  return {
    family: text("family"),
    mode: text("mode"),
    language: text("language"),
    maxDays: number("maxDays"),
    maxFee: number("maxFee"),
    isSoon: query.get("soon") === "1",
    sort: query.get("sort") === "fee" ? "fee" : "date",
  };
}

/** The query that stands for the filters: defaults are left out, so a plain URL lists all. */
export function queryFromFilters(filters: FinderFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ["family", "mode", "language", "maxDays", "maxFee"] as const) {
    const value = filters[name];
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  if (filters.isSoon) query.set("soon", "1");
  if (filters.sort === "fee") query.set("sort", "fee");
  return query;
}

/** The date three months after `today` ("YYYY-MM-DD"). */
export function threeMonthsAfter(today: string): string {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 3);
  return date.toISOString().slice(0, 10);
}
