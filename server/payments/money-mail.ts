import type { Language } from "#src/i18n/languages.ts";
import { startInvoiceMailer } from "#server/invoices/invoice-store.ts";
import type { MailSend, MailSettings } from "#server/mail/outbox.ts";
import type { IdentityIn } from "#server/mail/sign-off.ts";
import type { Store } from "#server/store/store.ts";
import { invoiceMailMoney } from "./payment-store.ts";
import { reminderStore, remindersJob, startReminderMailer } from "./reminder-store.ts";

/**
 * The mails about money, as the server runs them with mail on: the invoices' outbox (each
 * document with its PDF and UBL, its "Pay now" link and a credit note's set-off and refund, from
 * the payments), the reminders' outbox and the nightly job that queues the reminders.
 */
export function startMoneyMail(options: {
  store: Store;
  config: MailSettings;
  send: MailSend;
  identity: IdentityIn;
  /** An invoice's "Pay now" page, when paying online is on. */
  payLink?: (language: Language, token: string) => string;
  /** What the reminders' job queued, as a line of the back office's log. */
  record: (detail: string) => Promise<void> | void;
}) {
  const { store, config, send, identity, payLink } = options;
  const invoices = startInvoiceMailer({
    store,
    config,
    send,
    identity,
    money: invoiceMailMoney(store, payLink),
  });
  const reminders = startReminderMailer({
    store,
    config,
    send,
    identity,
    ...(payLink && { payUrl: payLink }),
  });
  return {
    invoices,
    reminders,
    remindersJob: remindersJob({
      reminders: reminderStore(store),
      record: options.record,
      onQueued: () => reminders.wake(),
    }),
    stop: () => Promise.all([invoices.stop(), reminders.stop()]),
  };
}
