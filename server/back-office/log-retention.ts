// Moved to log/log-retention.ts (issue 31); kept so earlier imports still resolve.
export * from "./log/log-retention.ts";
