import type { RosterRow } from "./roster-types.ts";

/** Whether the enrolment was made by a private person (a consumer). */
export function isPrivateBuyer(row: RosterRow): boolean {
  try {
    return (JSON.parse(row.details ?? "{}") as { buyer?: string }).buyer === "private";
  } catch {
    return false;
  }
}

/** A row as a plain object (node:sqlite's have a null prototype), numbers as numbers. */
export function plain(row: unknown): never {
  if (!row) return undefined as never;
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === "bigint") copy[key] = Number(value);
  }
  return copy as never;
}
