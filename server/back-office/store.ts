// Renamed to back-office-store.ts (issue 31); kept so earlier imports still resolve.
export * from "./back-office-store.ts";
