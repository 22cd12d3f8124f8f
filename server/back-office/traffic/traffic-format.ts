const numbers = new Intl.NumberFormat("en-GB");
const days = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function formatNumber(value: number): string {
  return numbers.format(value);
}

/** "3 Mar 2027" for "2027-03-03": a calendar day, no time zone. */
export function formatDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : days.format(at);
}

const shortDays = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "3 Mar" for "2027-03-03": the chart's axis, under a heading that names the years. */
export function formatShortDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : shortDays.format(at);
}

/** A share as a percentage with one decimal; a dash when there is nothing to divide by. */
export function formatRate(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : "–";
}
