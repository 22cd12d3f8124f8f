import type { CompanyIdentity } from "#src/content/company-identity.ts";
import type { Language } from "#src/i18n/languages.ts";
import { adminPath } from "#server/http/admin-policy.ts";
import type { MailSend, MailSettings } from "#server/mail/outbox.ts";
import type { DailyJob } from "#server/schedule/daily-jobs.ts";
import type { Store } from "#server/store/store.ts";
import { type QuoteMailer, startQuoteMailer } from "./quote-mailer.ts";
import { quoteRemindersJob } from "./quote-reminders.ts";
import { quoteStore } from "./quote-store.ts";

export { quoteTables } from "./quote-store.ts";

export interface QuotesSetup {
  store: Pick<Store, "call" | "fault">;
  /** The server's settings: e-mail, and the reminders' days (QUOTE_REMINDER_DAYS, 0: off). */
  config: { notify?: MailSettings; quoteReminderDays: number };
  /** The site's public origin: links in mails, and what an answer's Origin must be. */
  siteOrigin: () => string;
  identity: (lang: Language) => CompanyIdentity;
}

/**
 * Quotes wired into the server (issue 45), so server/start-server.ts names
 * them in a few lines: the back office's Quotes area and the quote's public
 * page get the store, the catalogue and a wake-up for the mails; once the
 * server listens, the quotes' outbox starts and any PDF a stop left is
 * rendered; the nightly job renders and queues the reminders.
 */
export function setUpQuotes(options: QuotesSetup) {
  const { config, siteOrigin } = options;
  const quotes = quoteStore(options.store);
  const isMailing = Boolean(config.notify);
  let mailer: QuoteMailer | undefined;
  const wake = () => mailer?.wake();
  return {
    backOffice: { quotes, isMailing, onQuoteMail: wake },
    page: { quotes, origin: siteOrigin, isMailing, onAnswered: wake },
    /** Once listening: the outbox (with e-mail on), then the PDFs a stop left unrendered. */
    start(send: MailSend | undefined) {
      if (options.store.fault()) return;
      if (config.notify && send) {
        mailer = startQuoteMailer({
          store: quotes.outbox,
          config: config.notify,
          send,
          identity: options.identity,
          origin: siteOrigin,
          // The back office's quote page (server/back-office/paths.ts names the same address).
          backOfficeUrl: (id) => `${siteOrigin()}${adminPath}/quotes/${id}`,
        });
      }
      quotes
        .renderQuotes()
        .then(wake)
        .catch((error) => console.error("Quotes not rendered:", error.message));
    },
    /** The nightly job, with the log's writer. */
    jobs(record: (detail: string) => Promise<void> | void): DailyJob[] {
      return [
        quoteRemindersJob({ quotes, days: config.quoteReminderDays, record, onQueued: wake }),
      ];
    },
    async stop() {
      await mailer?.stop();
    },
  };
}

export type Quotes = ReturnType<typeof setUpQuotes>;
