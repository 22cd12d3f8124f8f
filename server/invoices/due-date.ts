/** Days an invoice gives to pay (the course terms, "Fees and payment"). */
export const paymentDays = 30;

/**
 * When an invoice is due, by the course terms: 30 days after the invoice
 * date, and in any case before the course starts (the day before its first
 * day): the earlier of the two, never before the invoice date itself (an
 * enrolment confirmed the day before the course is due at once). Dates are
 * "YYYY-MM-DD" days in the Netherlands, reckoned as calendar days at noon
 * UTC, so no time zone or summer time shifts one.
 */
export function dueDate(issueDate: string, courseStart: string): string {
  const thirtyDays = addDays(issueDate, paymentDays);
  const dayBeforeStart = addDays(courseStart, -1);
  const earlier = thirtyDays < dayBeforeStart ? thirtyDays : dayBeforeStart;
  return earlier < issueDate ? issueDate : earlier;
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
