/**
 * The course finder's logic, apart from its markup: which courses a set of
 * filters keeps, in which order, and how the filters live in the URL query
 * (shareable, kept on reload, one history entry per change).
 */
export interface FinderCourse {
  title: string;
  family: string;
  days?: number;
  fee?: number;
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
    if (
      filters.maxDays !== undefined &&
      !(course.days !== undefined && course.days <= filters.maxDays)
    ) {
      return false;
    }
    if (
      filters.maxFee !== undefined &&
      !(course.fee !== undefined && course.fee <= filters.maxFee)
    ) {
      return false;
    }
    if (filters.isSoon && !runs.some((run) => run.start <= soonUntil)) return false;
    return true;
  });
  return kept.sort(filters.sort === "fee" ? byFee : byNextDate(today));
}

/** Soonest first; courses without a date last, by title. */
function byNextDate(today: string) {
  const next = (course: FinderCourse) => course.runs.find((run) => run.start >= today)?.start;
  return (a: FinderCourse, b: FinderCourse) => {
    const [na, nb] = [next(a), next(b)];
    if (na && nb && na !== nb) return na.localeCompare(nb);
    if (na && !nb) return -1;
    if (!na && nb) return 1;
    return a.title.localeCompare(b.title);
  };
}

/** Lowest fee first; courses without a published fee last, by title. */
function byFee(a: FinderCourse, b: FinderCourse) {
  if (a.fee !== undefined && b.fee !== undefined && a.fee !== b.fee) return a.fee - b.fee;
  if (a.fee !== undefined && b.fee === undefined) return -1;
  if (a.fee === undefined && b.fee !== undefined) return 1;
  return a.title.localeCompare(b.title);
}

export function filtersFromQuery(query: URLSearchParams): FinderFilters {
  const text = (name: string) => query.get(name)?.trim() || undefined;
  const number = (name: string) => {
    const value = Number(query.get(name));
    return query.get(name) && Number.isFinite(value) && value > 0 ? value : undefined;
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
  if (filters.family) query.set("family", filters.family);
  if (filters.mode) query.set("mode", filters.mode);
  if (filters.language) query.set("language", filters.language);
  if (filters.maxDays !== undefined) query.set("maxDays", String(filters.maxDays));
  if (filters.maxFee !== undefined) query.set("maxFee", String(filters.maxFee));
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
