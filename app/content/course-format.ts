/**
 * How course facts read, in one place: the hub, the course page, the
 * catalogue and the enquiry message all use these.
 */
export interface CourseFacts {
  days: number;
  hours: number;
  fee: number;
}

/** A fee as the original site wrote it: "€1,999". */
export function formatFee(fee: number): string {
  return `€${String(fee).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

export function formatDays(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

export function formatHours(hours: number): string {
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** "3 days · 24 hours · €999", or the honest line for a course offered on request. */
export function formatCourseFacts(facts: CourseFacts | undefined): string {
  if (!facts) return "Dates and fee on request";
  return `${formatDays(facts.days)} · ${formatHours(facts.hours)} · ${formatFee(facts.fee)}`;
}
