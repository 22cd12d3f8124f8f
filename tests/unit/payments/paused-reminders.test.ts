import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "#src/training/dutch-working-days.ts";
import { invoiceFacts } from "#tests/support/invoice-facts.ts";
import { buildInvoice } from "#server/invoices/build-invoice.ts";
import { openInvoiceLedger, type StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { openPaymentTables } from "#server/payments/payment-tables.ts";
import { reminderDeadline } from "#server/payments/reminder-tables.ts";
import { databasePath, openDatabase } from "#server/store/database.ts";

/**
 * A reminder queued before the owner paused its invoice waits in the store,
 * unsent, while the pause lasts; resumed, it goes out with the amount open and
 * a deadline counted from the day it is written (review M3), never the day it
 * was queued; and one whose invoice was paid meanwhile is never sent.
 */
let dir: string;
let connection: ReturnType<typeof openDatabase>;
let tables: ReturnType<typeof openPaymentTables>;
let invoice: StoredDocument;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "paused-reminders-"));
  connection = openDatabase(databasePath(dir));
  tables = openPaymentTables(connection);
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

  it("gives a deadline counted from the day it is written, not the day it was queued", () => {
    const dayAfterDue = addDays(invoice.dueDate ?? "", 1);
    tables.queueReminders(dayAfterDue, `${dayAfterDue}T00:05:00.000Z`);
    tables.pauseReminders(invoice.id, "on holiday", "owner@example.nl", `${dayAfterDue}T08:00:00Z`);
    // Resumed 12 days later: written then, so the 14 days count from then.
    const resumedOn = addDays(dayAfterDue, 12);
    tables.resumeReminders(invoice.id);
    const [job] = claim(`${resumedOn}T09:00:00.000Z`);
    expect(job?.deadline).toBe(reminderDeadline(resumedOn));
    expect(job?.deadline && job.deadline >= addDays(resumedOn, 15)).toBe(true);
    expect(reminderDeadline(dayAfterDue) < (job?.deadline ?? "")).toBe(true);
  });

  it("is dropped, unsent and logged, when the invoice was paid after it was queued", () => {
    const dayAfterDue = addDays(invoice.dueDate ?? "", 1);
    tables.queueReminders(dayAfterDue, `${dayAfterDue}T00:05:00.000Z`);
    tables.markInvoicePaid(invoice.id, dayAfterDue, "owner@example.nl", `${dayAfterDue}T08:00:00Z`);
    const later = `${dayAfterDue}T09:00:00.000Z`;
    expect(claim(later)).toEqual([]);
    expect(tables.dropSettledReminders(later)).toEqual([invoice.number]);
    expect(tables.pendingReminderMailCount()).toBe(0);
    const log = connection.database
      .prepare("SELECT actor, detail FROM audit_log ORDER BY id")
      .all()
      .map((row) => ({ ...row }));
    expect(log).toContainEqual({
      actor: "payment reminders",
      detail: `invoice ${invoice.number}: reminder not sent, nothing is open any more`,
    });
  });
});
