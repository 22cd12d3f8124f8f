// Renamed to roster-types.ts (issue 31); kept so earlier imports still resolve.
export * from "./roster-types.ts";
