/** The periods the Traffic page offers at one click, in days up to today. */
export const presetDays = [7, 30, 90] as const;
export type PresetDays = (typeof presetDays)[number];
const defaultDays: PresetDays = 30;

/** The days the Traffic page shows: from and to both included, YYYY-MM-DD. */
export interface TrafficRange {
  from: string;
  to: string;
  /** One of the presets, or a range chosen in the form. */
  preset?: PresetDays;
  /** Why the range asked for was not used (shown on the page); the default period is shown then. */
  problem?: string;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 24 * 60 * 60 * 1000;

/** `day` moved by `offset` days (calendar days: no time zone in the sum). */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * dayMs).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** How many days from `from` to `to`, both included: computed, never walked (a range can be any length). */
function spanInDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

function isDay(value: string): boolean {
  return dayPattern.test(value) && addDays(value, 0) === value;
}

function preset(days: PresetDays, today: string): TrafficRange {
  return { from: addDays(today, 1 - days), to: today, preset: days };
}

/**
 * The range a Traffic address asks for: `?days=7|30|90`, or `?from=&to=`
 * (the form's dates). Anything else, a date that does not exist, a range
 * backwards, in the future or longer than the counts are kept gives the
 * default period with a line saying why.
 */
export function rangeOf(url: URL, today: string, maxDays: number): TrafficRange {
  const from = url.searchParams.get("from")?.trim() ?? "";
  const to = url.searchParams.get("to")?.trim() ?? "";
  if (from || to) {
    const problem =
      !isDay(from) || !isDay(to)
        ? "Give both dates as a day of the calendar (YYYY-MM-DD)."
        : from > to
          ? "The first day comes after the last."
          : to > today
            ? "The last day is in the future."
            : spanInDays(from, to) > maxDays
              ? `Choose at most ${maxDays} days: counts are kept that long.`
              : undefined;
    if (!problem) return { from, to };
    return { ...preset(defaultDays, today), problem };
  }
  const days = Number(url.searchParams.get("days"));
  return preset(
    (presetDays as readonly number[]).includes(days) ? (days as PresetDays) : defaultDays,
    today,
  );
}

/** The query that asks for a range again (links, the export). */
export function rangeQuery(range: TrafficRange): string {
  const query = range.preset
    ? new URLSearchParams({ days: String(range.preset) })
    : new URLSearchParams({ from: range.from, to: range.to });
  return `?${query.toString()}`;
}
