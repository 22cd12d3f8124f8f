import type { CompanyIdentity } from "#src/content/company-identity.ts";
import type { Language } from "#src/i18n/languages.ts";
import { adminPath } from "#server/http/admin-policy.ts";
import type { MailSend, MailSettings } from "#server/mail/outbox.ts";
import type { DailyJob } from "#server/schedule/daily-jobs.ts";
import type { Store } from "#server/store/store.ts";
import type { EnrolmentCatalogue } from "#src/training/enrolment-catalogue.server.ts";
import type { StoredDocument } from "#server/invoices/invoice-ledger.ts";
import { invoiceStore } from "#server/invoices/invoice-store.ts";
import type { VatIdChecker } from "#server/invoices/vat-id-checker.ts";
import { invoiceDueQuotes, type QuoteInvoicing, quoteInvoicingJob } from "./quote-invoicing.ts";
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
  /** VIES, asked before a reverse-charged quote is sent or invoiced. */
  vatIds?: VatIdChecker;
  /** The live release's catalogue: our details and the invoices' prefix (invoices from quotes). */
  liveCatalogue: () => Pick<EnrolmentCatalogue, "invoicing"> | undefined;
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
  let wakeInvoiceMail: (() => void) | undefined;
  const invoicing: QuoteInvoicing = {
    quotes,
    invoicing: () => {
      const live = options.liveCatalogue()?.invoicing;
      return live && "seller" in live ? live : undefined;
    },
    ...(options.vatIds && { vatIds: options.vatIds }),
    isMailing,
    // Rendered here (never in the store's process), then mailed by the invoices' outbox.
    onIssued: async (documents: StoredDocument[]) => {
      await invoiceStore(options.store).renderDocuments(documents.map((document) => document.id));
      wakeInvoiceMail?.();
    },
  };
  /** Issues what is due now: after an acceptance has committed, and on the owner's "Invoice now". */
  const invoiceNow = () =>
    invoiceDueQuotes(invoicing).catch((error) => {
      console.error("Quotes not invoiced:", error.message);
      return { issued: [], problems: [String(error.message)] };
    });
  return {
    backOffice: {
      quotes,
      isMailing,
      onQuoteMail: wake,
      invoiceNow,
      ...(options.vatIds && { vatIds: options.vatIds }),
      sellerVatId: () => invoicing.invoicing()?.seller.vatId,
    },
    page: {
      quotes,
      origin: siteOrigin,
      isMailing,
      // The acceptance has committed with its invoicing queued: what is due now is issued now.
      onAnswered: () => {
        wake();
        void invoiceNow();
      },
    },
    /**
     * Once listening: the outbox (with e-mail on), then the PDFs a stop left unrendered;
     * `onInvoiceMail` wakes the invoices' outbox after an invoice from a quote.
     */
    start(send: MailSend | undefined, onInvoiceMail?: () => void) {
      wakeInvoiceMail = onInvoiceMail;
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
        quoteInvoicingJob({ ...invoicing, record }),
      ];
    },
    async stop() {
      await mailer?.stop();
    },
  };
}

export type Quotes = ReturnType<typeof setUpQuotes>;
