import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type MailSettings, type OutboxOptions, startOutbox } from "#server/mail/outbox.ts";
import { reminderMail } from "#server/mail/reminder-mails.ts";
import { identityFromContent, type IdentityIn } from "#server/mail/sign-off.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import type { Language } from "#src/i18n/languages.ts";
import { parseInvoiceSnapshot } from "#server/invoices/invoice-snapshot.ts";
import type { PaymentMethods } from "./payment-tables.ts";
import { collectionCosts } from "./collection-costs.ts";
import type { OverdueInvoice, QueuedReminder, ReminderMailJob } from "./reminder-tables.ts";
import { decimalEuros } from "#src/money/money.ts";

/** The reminders as the server sees them (reminder-tables.ts, each call in the store's process). */
export function reminderStore(store: Pick<Store, "call">) {
  const tables = tablesOf<PaymentMethods>(store);
  return {
    overdueInvoices(today: string): Promise<OverdueInvoice[]> {
      return tables.overdueInvoices(today);
    },
    queueReminders(now: Date): Promise<QueuedReminder[]> {
      return tables.queueReminders(todayInAmsterdam(now), now.toISOString());
    },
    /** The invoice's number, or null when its reminders were paused already. */
    pauseReminders(
      invoiceId: number,
      reason: string,
      by: string,
      at: Date,
    ): Promise<string | null> {
      return tables
        .pauseReminders(invoiceId, reason, by, at.toISOString())
        .then((number) => number ?? null);
    },
    resumeReminders(invoiceId: number): Promise<string | null> {
      return tables.resumeReminders(invoiceId).then((number) => number ?? null);
    },
  };
}

export type ReminderStore = ReturnType<typeof reminderStore>;

/**
 * The daily job (server/schedule/daily-jobs.ts's DailyJob): queues the reminders due today, logs
 * each, and wakes the reminders' outbox.
 */
export function remindersJob(options: {
  reminders: Pick<ReminderStore, "queueReminders">;
  now?: () => Date;
  record: (detail: string) => Promise<void> | void;
  onQueued: () => void;
}) {
  const now = options.now ?? (() => new Date());
  return {
    name: "payment reminders",
    async run() {
      const queued = await options.reminders.queueReminders(now());
      for (const reminder of queued) {
        await options.record(
          `invoice ${reminder.number}: ${reminder.kind === "notice" ? "14-day notice" : reminder.kind === "second" ? "second reminder" : "reminder"} queued, ${decimalEuros(reminder.openAmount)} EUR open (amount and deadline reckoned again when it is written)`,
        );
      }
      if (queued.length > 0) options.onQueued();
      return queued;
    },
  };
}

/** The reminders' mails: an outbox of their own over the reminders' rows (server/mail/outbox.ts). */
export function startReminderMailer(
  options: Omit<OutboxOptions<ReminderMailJob>, "mailsFor" | "names" | "store"> & {
    store: Pick<Store, "call">;
    config: MailSettings;
    identity?: IdentityIn;
    /** An invoice's "Pay now" page from its secret, when paying online is on; else no link. */
    payUrl?: (language: Language, token: string) => string;
    /** The clock a reminder's deadline is reckoned by when it is written (tests move it). */
    now?: () => Date;
  },
) {
  const { store, config, identity = identityFromContent, payUrl, now, ...outbox } = options;
  const tables = tablesOf<PaymentMethods>(store);
  return startOutbox<ReminderMailJob>({
    ...outbox,
    store: {
      async claimDueMails(at, leaseMs, limit = 1) {
        const writtenAt = now?.() ?? at;
        const leaseUntil = new Date(writtenAt.getTime() + leaseMs).toISOString();
        // Settled since it was queued (paid, set off, credited): dropped, never sent.
        await tables.dropSettledReminders(writtenAt.toISOString());
        return tables.claimDueReminderMails(writtenAt.toISOString(), leaseUntil, limit);
      },
      renewMailLease(id, heldUntil, leaseUntil) {
        return tables.renewReminderMailLease(id, heldUntil, leaseUntil.toISOString());
      },
      markMailSent(id, at = new Date()) {
        return tables.markReminderMailSent(id, at.toISOString());
      },
      markMailFailed(id, nextAttemptAt) {
        return tables.markReminderMailFailed(id, nextAttemptAt.toISOString());
      },
      pendingMailCount() {
        return tables.pendingReminderMailCount();
      },
    },
    mailsFor: (job) => {
      const snapshot = parseInvoiceSnapshot(JSON.parse(job.snapshot));
      return [
        reminderMail(
          config,
          {
            kind: job.kind,
            buyerKind: snapshot.buyer.kind,
            number: snapshot.number,
            language: snapshot.language,
            email: snapshot.buyer.email,
            course: snapshot.lines[0]?.description ?? "",
            openAmount: job.openAmount,
            dueDate: snapshot.dueDate ?? snapshot.issueDate,
            deadline: job.deadline,
            ...(job.previousDeadline && { previousDeadline: job.previousDeadline }),
            collectionCosts: collectionCosts(job.openAmount),
            seller: snapshot.seller,
            ...(payUrl && job.payToken && { payUrl: payUrl(snapshot.language, job.payToken) }),
          },
          identity(snapshot.language),
        ),
      ];
    },
    names: {
      job: (job) => `payment reminder ${job.id}`,
      pending: "payment reminder e-mail(s)",
    },
  });
}

export type ReminderMailer = ReturnType<typeof startReminderMailer>;
