import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "#src/training/dutch-working-days.ts";
import { invoiceFacts } from "#tests/support/invoice-facts.ts";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import { openInvoiceLedger, type StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { openInvoiceTables } from "#server/invoices/invoice-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";

/**
 * A reminder queued before the owner paused its invoice waits in the store,
 * unsent, while the pause lasts; resumed, it goes out as it was queued.
 */
let dir: string;
let connection: ReturnType<typeof openDatabase>;
let tables: ReturnType<typeof openInvoiceTables>;
let invoice: StoredDocument;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "paused-reminders-"));
  connection = openDatabase(databasePath(dir));
  tables = openInvoiceTables(connection);
  const ledger = openInvoiceLedger(connection.database);
  const result = connection.transaction(() =>
    ledger.issue(
      (number, issueDate) =>
        buildInvoice(invoiceFacts({ number, issueDate, enrolmentId: 1, language: "en" })),
      { enquiryId: 1, reason: "confirmed", at: "2026-09-01T10:00:00.000Z", isMailing: false },
    ),
  );
  if (!("issued" in result)) throw new Error(result.problems.join(" "));
  invoice = result.issued;
});
afterEach(async () => {
  connection.close();
  await rm(dir, { recursive: true, force: true });
});

const claim = (at: string) =>
  tables.claimDueReminderMails(at, new Date(Date.parse(at) + 60_000).toISOString(), 10);

describe("a paused invoice's reminder", () => {
  it("stays unsent while paused, and goes out once resumed", () => {
    const dayAfterDue = addDays(invoice.dueDate ?? "", 1);
    const queuedAt = `${dayAfterDue}T00:05:00.000Z`;
    expect(tables.queueReminders(dayAfterDue, queuedAt)).toHaveLength(1);
    tables.pauseReminders(invoice.id, "agreed to pay later", "owner@example.nl", queuedAt);
    const later = `${dayAfterDue}T09:00:00.000Z`;
    expect(claim(later)).toEqual([]);
    expect(tables.pendingReminderMailCount()).toBe(1);
    tables.resumeReminders(invoice.id);
    expect(claim(later).map((job) => [job.kind, job.openAmount])).toEqual([
      ["reminder", invoice.inclVat],
    ]);
  });
});
