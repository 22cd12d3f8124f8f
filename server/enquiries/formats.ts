// Split into enquiry-csv.ts, terminal-tables.ts and #server/http/csv.ts (issue 31); kept so
// earlier imports still resolve.
export { csvCell } from "#server/http/csv.ts";
export * from "./enquiry-csv.ts";
export * from "./terminal-tables.ts";
export * from "./enrolment-row.ts";
