import { addDays, paymentNoticeDeadline } from "#src/training/dutch-working-days.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { writeAuditEntry } from "#server/store/audit-entry.ts";
import type { StoreConnection } from "#server/store/database.ts";
import { openMailQueue } from "#server/store/mail-queue.ts";
import { type Cents, cents } from "#src/money/money.ts";
import { openSql } from "./ledger.ts";

/**
 * Payment reminders (migration 0007), in the store's process. Once a day the job asks for what is
 * due: an unpaid invoice past its due date gets step 1 (a business buyer's reminder, a private
 * buyer's 14-day notice of art. 6:96 lid 6 BW); once step 1's deadline has passed unpaid, step 2
 * (the second reminder). Each step exists once per invoice (UNIQUE), its mail an outbox mark on
 * its row, committed with it. A paused invoice gets nothing.
 *
 * What is open is the ledger's (payments, set-offs, refunds: ledger.ts), so a follow-on invoice
 * set off against an earlier payment is never overdue for that money. The amount a reminder
 * names and the deadline it gives are reckoned when its mail is claimed to be written, not when
 * it was queued (review M3): a reminder that waited (paused, or retried) never carries a stale
 * date, and one whose invoice has nothing open by then is dropped, unsent, logged.
 */

export type ReminderKind = "reminder" | "notice" | "second";

export interface QueuedReminder {
  invoiceId: number;
  number: string;
  kind: ReminderKind;
  openAmount: Cents;
  deadline: string;
}

export interface ReminderMailJob {
  id: number;
  attempts: number;
  leaseUntil: string;
  kind: ReminderKind;
  openAmount: Cents;
  deadline: string;
  /** For the second reminder: the first's deadline, which has passed. */
  previousDeadline: string | null;
  /** The invoice's snapshot as JSON: the mail is written from it and the row alone. */
  snapshot: string;
  /** Its "Pay now" secret (migration 0008). */
  payToken: string | null;
}

export interface SentReminder {
  step: number;
  kind: ReminderKind;
  openAmount: Cents;
  deadline: string;
  queuedAt: string;
  mailStatus: "pending" | "sent";
  mailedAt: string | null;
}

/** An invoice past its due date with money open, for the Invoices page. */
export interface OverdueInvoice {
  id: number;
  number: string;
  buyerName: string;
  buyerKind: "business" | "private";
  dueDate: string;
  open: Cents;
  reminders: SentReminder[];
  pause: { reason: string; pausedAt: string; pausedBy: string } | null;
}

/**
 * The deadline a reminder mailed on `sentOn` gives: 14 days from the day after it is received,
 * assumed the day after it is sent, rolled over weekends and holidays (Algemene termijnenwet).
 * Never less than 15 days away: a notice that would give less is re-dated, not sent as is.
 */
export function reminderDeadline(sentOn: string): string {
  const deadline = paymentNoticeDeadline(addDays(sentOn, 1));
  const least = addDays(sentOn, 15);
  return deadline < least ? least : deadline;
}

const overdueQuery = `SELECT * FROM (SELECT i.id, i.number, i.buyer_name AS buyerName,
    json_extract(i.snapshot, '$.buyer.kind') AS buyerKind, i.due_date AS dueDate, ${openSql} AS open
  FROM invoices i WHERE i.kind = 'invoice' AND i.due_date < ?) WHERE open > 0 ORDER BY dueDate, id`;

/** An invoice with money open: a condition on a reminder's row (SQL). */
const isStillOpen = `EXISTS (SELECT 1 FROM invoices i
  WHERE i.id = invoice_reminders.invoice_id AND ${openSql} > 0)`;

export function openReminderTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const remindersOf = db.prepare(
    `SELECT step, kind, open_amount AS openAmount, deadline, queued_at AS queuedAt,
       mail_status AS mailStatus, mailed_at AS mailedAt
     FROM invoice_reminders WHERE invoice_id = ? ORDER BY step`,
  );
  const pauseOf = db.prepare(
    "SELECT reason, paused_at AS pausedAt, paused_by AS pausedBy FROM reminder_pauses WHERE invoice_id = ?",
  );
  const insert = db.prepare(
    `INSERT OR IGNORE INTO invoice_reminders (invoice_id, step, kind, open_amount, deadline, queued_at, mail_next_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  const reckon = db.prepare(
    `UPDATE invoice_reminders SET open_amount = (SELECT ${openSql} FROM invoices i WHERE i.id = invoice_id),
       deadline = ? WHERE id = ? RETURNING open_amount AS openAmount, deadline`,
  );
  const mails = openMailQueue<ReminderMailJob>(connection, {
    table: "invoice_reminders",
    // A paused invoice's reminders wait, unsent, until it is resumed; a settled one's never go.
    isDue: `NOT EXISTS (SELECT 1 FROM reminder_pauses p WHERE p.invoice_id = invoice_reminders.invoice_id)
      AND ${isStillOpen}`,
    returning: `kind, CASE WHEN step = 2 THEN (SELECT f.deadline FROM invoice_reminders f
         WHERE f.invoice_id = invoice_reminders.invoice_id AND f.step = 1) END AS previousDeadline,
      (SELECT snapshot FROM invoices WHERE id = invoice_id) AS snapshot,
      (SELECT token FROM invoice_pay_tokens WHERE invoice_id = invoice_reminders.invoice_id) AS payToken`,
    // Written now: the open amount and the deadline as of today, kept on the row as sent.
    job: (claimed, now) => {
      const reckoned = reckon.get(
        reminderDeadline(todayInAmsterdam(new Date(now))),
        claimed.id,
      ) as {
        openAmount: number;
        deadline: string;
      };
      return {
        ...(claimed as unknown as ReminderMailJob),
        openAmount: cents(Number(reckoned.openAmount)),
        deadline: reckoned.deadline,
      };
    },
  });

  const numberOf = (id: number) =>
    (db.prepare("SELECT number FROM invoices WHERE id = ?").get(id) as { number: string }).number;

  function overdue(today: string): OverdueInvoice[] {
    return db
      .prepare(overdueQuery)
      .all(today)
      .map((row) => {
        const invoice = row as unknown as Omit<OverdueInvoice, "reminders" | "pause">;
        const pause = pauseOf.get(invoice.id) as OverdueInvoice["pause"] | undefined;
        return {
          ...invoice,
          id: Number(invoice.id),
          open: cents(Number(invoice.open)),
          reminders: remindersOf
            .all(invoice.id)
            .map((reminder) => ({ ...(reminder as unknown as SentReminder) })),
          pause: pause ? { ...pause } : null,
        };
      });
  }

  return {
    /** The overdue invoices on `today`, with their reminders and pause. */
    overdueInvoices(today: string): OverdueInvoice[] {
      return overdue(today);
    },

    /**
     * Drops the reminders not yet sent whose invoice has nothing open any more (paid, set off,
     * credited), each logged; returns their invoices' numbers.
     */
    dropSettledReminders(at: string): string[] {
      return transaction(() =>
        (
          db
            .prepare(
              `DELETE FROM invoice_reminders WHERE mail_status = 'pending' AND NOT ${isStillOpen}
               RETURNING (SELECT number FROM invoices WHERE id = invoice_id) AS number, kind`,
            )
            .all() as { number: string; kind: ReminderKind }[]
        ).map(({ number, kind }) => {
          writeAuditEntry(db, {
            at,
            actor: "payment reminders",
            action: "reminders",
            detail: `invoice ${number}: ${kind === "notice" ? "14-day notice" : "reminder"} not sent, nothing is open any more`,
          });
          return number;
        }),
      );
    },

    /** Queues the reminders due on `today` (each step once per invoice); returns those queued. */
    queueReminders(today: string, at: string): QueuedReminder[] {
      return transaction(() => {
        const queued: QueuedReminder[] = [];
        for (const invoice of overdue(today)) {
          if (invoice.pause) continue;
          const [first, second] = invoice.reminders;
          const deadline = reminderDeadline(today);
          let next: { step: number; kind: ReminderKind } | undefined;
          if (!first) {
            next = { step: 1, kind: invoice.buyerKind === "private" ? "notice" : "reminder" };
          } else if (!second && first.mailStatus === "sent" && first.deadline < today) {
            next = { step: 2, kind: "second" };
          }
          if (!next) continue;
          const stored = insert.run(
            invoice.id,
            next.step,
            next.kind,
            invoice.open,
            deadline,
            at,
            at,
          );
          if (stored.changes === 1) {
            queued.push({
              invoiceId: invoice.id,
              number: invoice.number,
              kind: next.kind,
              openAmount: invoice.open,
              deadline,
            });
          }
        }
        return queued;
      });
    },

    /** Pauses an invoice's reminders with a reason: its number, or null when paused already. */
    pauseReminders(invoiceId: number, reason: string, by: string, at: string): string | null {
      return transaction(() => {
        const paused = db
          .prepare(
            "INSERT OR IGNORE INTO reminder_pauses (invoice_id, reason, paused_at, paused_by) SELECT id, ?, ?, ? FROM invoices WHERE id = ? AND kind = 'invoice'",
          )
          .run(reason, at, by, invoiceId);
        return paused.changes === 1 ? numberOf(invoiceId) : null;
      });
    },
    /** Lets an invoice's reminders run again: its number, or null when they were not paused. */
    resumeReminders(invoiceId: number): string | null {
      return transaction(() =>
        db.prepare("DELETE FROM reminder_pauses WHERE invoice_id = ?").run(invoiceId).changes === 1
          ? numberOf(invoiceId)
          : null,
      );
    },

    // The reminders' mails (server/store/mail-queue.ts): each with its step's facts and invoice.
    claimDueReminderMails: mails.claim,
    renewReminderMailLease: mails.renew,
    markReminderMailSent: mails.sent,
    markReminderMailFailed: mails.failed,
    pendingReminderMailCount: mails.pendingCount,
  };
}

export type ReminderTables = ReturnType<typeof openReminderTables>;
