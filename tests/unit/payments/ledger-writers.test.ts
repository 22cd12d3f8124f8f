import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One function writes each kind of money row (docs/decisions/0025-one-ledger.md): in the server's
 * source, outside the migrations that made and moved the tables, exactly one statement inserts
 * into the ledger (server/payments/ledger.ts, recordMovement), one into the refunds owed
 * (refund-booking.ts, bookRefund) and one into the back office's log (server/store/audit-entry.ts),
 * and the landed tables the ledger replaced are written nowhere.
 */
const root = path.resolve("server");
const sources = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`store${path.sep}migrations`))
  .map((file) => ({
    file: path.join("server", file),
    text: readFileSync(path.join(root, file), "utf8"),
  }));

function writersOf(table: string): string[] {
  const insert = new RegExp(`INSERT\\s+(OR\\s+\\w+\\s+)?INTO\\s+${table}\\b`, "gi");
  return sources.flatMap(({ file, text }) => [...text.matchAll(insert)].map(() => file));
}

describe("who writes money", () => {
  it.each([
    ["ledger_entries", "server/payments/ledger.ts"],
    ["refunds", "server/payments/refund-booking.ts"],
    ["audit_log", "server/store/audit-entry.ts"],
  ])("%s has one insert, in %s", (table, file) => {
    expect(writersOf(table)).toEqual([file]);
  });

  it("writes none of the tables the ledger replaced", () => {
    for (const table of ["invoice_payments", "transfer_payments", "invoice_refunds"]) {
      expect(sources.filter(({ text }) => text.includes(table)).map(({ file }) => file)).toEqual(
        [],
      );
    }
  });
});
