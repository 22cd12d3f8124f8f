import { csvText } from "#server/http/csv.ts";
import type { Enquiry } from "./enquiry-tables.ts";
import { enrolmentColumns, enrolmentRow } from "./enrolment-row.ts";

export const enquiryColumns = [
  "id",
  "receivedAt",
  "language",
  "name",
  "email",
  "phone",
  "message",
  "mailStatus",
] as const;

/** Enquiries as CSV for a spreadsheet (server/http/csv.ts: RFC 4180, formula-safe). */
export function enquiriesToCsv(enquiries: Enquiry[]): string {
  return csvText(enquiryColumns, enquiries);
}

/** Enrolments as CSV, one flat row each (enrolment-row.ts), with the same escaping as enquiries. */
export function enrolmentsToCsv(enquiries: Enquiry[]): string {
  return csvText(enrolmentColumns, enquiries.map(enrolmentRow));
}
