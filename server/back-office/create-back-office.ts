import { createCancellationChargeHandlers } from "./runs/cancellation-charge-handlers.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import { createRateLimiter } from "#server/http/rate-limiter.ts";
import { runStore } from "#server/runs/run-store.ts";
import { invoiceStore } from "#server/invoices/invoice-store.ts";
import type { InvoiceAccount } from "#server/payments/ledger.ts";
import { paymentStore, refundStore } from "#server/payments/payment-store.ts";
import { reminderStore } from "#server/payments/reminder-store.ts";
import { statementStore } from "#server/payments/statement-store.ts";
import type { VatIdChecker } from "#server/invoices/vat-id-checker.ts";
import type { Language } from "#src/i18n/languages.ts";
import { certificateStore } from "#server/after-course/certificate-store.ts";
import type { Store } from "#server/store/store.ts";
import { createAccessHandlers } from "./access/access-handlers.tsx";
import { createSessions } from "./access/sessions.ts";
import { createBrowserScripts } from "./browser-scripts.ts";
import { createEditingHandlers } from "./editing/editing-handlers.tsx";
import { createEnquiryHandlers } from "./enquiries/enquiry-handlers.tsx";
import { createInvoiceHandlers } from "./invoices/invoice-handlers.tsx";
import { createLogHandlers } from "./log/log-handlers.tsx";
import { createOverviewHandlers } from "./overview/overview-handlers.tsx";
import { createAttendanceHandlers } from "./runs/attendance-handlers.ts";
import { createCertificateHandlers } from "./runs/certificate-handlers.tsx";
import { createParticipantHandlers } from "./runs/participant-handlers.tsx";
import { createParticipantCountHandlers } from "./runs/participant-count-handlers.tsx";
import { createEvaluationHandlers } from "./evaluations/evaluation-handlers.tsx";
import { backOfficeRoutes } from "./route-table.ts";
import { createRouter } from "./router.tsx";
import { createPlaceHandlers } from "./runs/place-handlers.tsx";
import { createAddressHandlers } from "./runs/address-handlers.tsx";
import { createExpressRequestHandlers } from "./runs/express-request-handlers.ts";
import { createRunHandlers } from "./runs/run-handlers.tsx";
import { createSiteBuilds, type SiteBuilds } from "./site/site-builds.ts";
import { createSiteHandlers } from "./site/site-handlers.ts";
import { backOfficeStore } from "./back-office-store.ts";
import { createTrafficHandlers, type TrafficHandlerOptions } from "./traffic/traffic-handlers.tsx";
import { createQuoteHandlers, type QuoteHandlerOptions } from "./quotes/quote-handlers.tsx";
import { createPrivateRunHandlers } from "./quotes/private-run-handlers.tsx";
import { createPrivateRunBook, type PrivateRunBook } from "#server/runs/private-run-book.ts";

export interface BackOfficeOptions {
  /** The store serving the back office's tables (server/back-office/back-office-store.ts). */
  store: Pick<Store, "call">;
  enquiries: Pick<EnquiryStore, "find" | "get" | "markHandled" | "delete"> &
    Partial<Pick<EnquiryStore, "participants">>;
  /**
   * The site's public origin (SITE_URL, else http://localhost:<port>): what
   * passkeys are bound to and what a POST's Origin must be. A function: with
   * PORT=0 the port is known only once the server listens.
   */
  origin: () => string;
  /** BUILD_DIR: its releases are what the back office builds, shows and rolls back. */
  buildDir: string;
  /** The content folder the editor writes (content/ in the site's git repository). */
  contentDir: string;
  trustedProxyHops: number;
  /** Sign-in and invitation posts per client per minute (each attempt is two). */
  attemptsPerMinute?: number;
  log?: Pick<Console, "info" | "warn" | "error">;
  now?: () => Date;
  /** The site's builds; made here from buildDir unless given. */
  builds?: SiteBuilds;
  /** E-mail is on: the Runs page's changes queue mails to participants (run_mails). */
  isMailing?: boolean;
  /** After a change queued run mails: their outbox sends them now. */
  onRunMail?: () => void;
  /** After a certificate's mail was queued again (a resend): their outbox sends it now. */
  onCertificateMail?: () => void;
  /** OFFER_HOURS: how long an offer of a freed place runs (48 unless told). */
  offerHours?: number;
  /** After a release switch (a build, a rollback): capacities changed, so offers are recomputed. */
  onRelease?: () => void;
  /** After invoices were issued and rendered: their outbox sends them now. */
  onInvoiceMail?: () => void;
  /**
   * An invoice's "Pay now" page from its language and secret, when paying
   * online is on (MOLLIE_API_KEY): the roster shows the link. Without it, none.
   */
  payUrl?: (language: Language, token: string) => string;
  /**
   * After a change that may have booked a refund (a credit note, an assigned statement credit,
   * the owner's retry): the refund worker asks Mollie now (server/payments/refund-worker.ts).
   */
  onRefundsChanged?: () => void;
  /** STATEMENT_LINE_RETENTION_DAYS, as the Invoices page says it. */
  statementRetentionDays?: number;
  /**
   * VIES, the EU's VAT number check (VIES_URL), asked by this process before
   * an invoice is reverse charged; without it, none is (tests that do not
   * give a stand-in never reach the real service).
   */
  vatIds?: VatIdChecker;
  /** After the owner recorded an express request: the joining details due go out now. */
  onExpressRequest?: () => void;
  /** Quotes (server/quotes/): their store, whether e-mail is on, the wake-up of their mails. */
  quotes?: Pick<
    QuoteHandlerOptions,
    "quotes" | "isMailing" | "onQuoteMail" | "invoiceNow" | "vatIds" | "sellerVatId"
  >;
  /**
   * The store's private runs as the server knows them (its live catalogue's): made here from the
   * store unless given, and reloaded after each change the back office makes.
   */
  privateRuns?: PrivateRunBook;
  /** After a private run was made: the enquiries' outbox sends the buyer's receipt now. */
  onEnrolmentMail?: () => void;
  /** The visit counts the Traffic page reads (server/traffic/); without them it shows none. */
  traffic?: Pick<TrafficHandlerOptions, "traffic" | "flush" | "isCounting" | "retentionDays">;
}

/**
 * The back office at /admin, served by our own server: sign-in with passkeys
 * (accounts come from `npm run admin -- invite`), the content editor saving
 * through our server (git commit, background rebuild, rollback), the
 * enquiries and enrolments, the runs with their rosters, and the log. Every
 * request without a valid session is refused (pages redirect to the sign-in
 * page); every change is a POST that must come from our own origin. This
 * wires the parts: the addresses are in route-table.ts, the refusals in
 * router.tsx, the answers with each area (access/, enquiries/, runs/, site/,
 * editing/).
 */
export function createBackOffice(options: BackOfficeOptions) {
  const log = options.log ?? console;
  const now = options.now ?? (() => new Date());
  const store = backOfficeStore(options.store);
  const sessions = createSessions(store, now);
  const attempts = createRateLimiter({ limit: options.attemptsPerMinute ?? 10 });
  const sweep = setInterval(() => {
    attempts.sweep();
    sessions.sweep().catch(() => undefined);
  }, 60_000);
  sweep.unref();

  const audit = (actor: string, action: string, detail: string) =>
    store.addAuditEntry(now().toISOString(), actor, action, detail).catch((error) => {
      log.error(`The back office's log could not be written: ${error.message}`);
    });
  const builds =
    options.builds ??
    createSiteBuilds({
      buildDir: options.buildDir,
      onEvent: (event) => {
        if (event.action !== "build-failed") options.onRelease?.();
        void audit(event.actor, event.action, event.detail);
      },
    });

  // The invoices the Runs page's changes issue: rendered here, outside the store's process, then mailed.
  const invoices = invoiceStore(options.store);
  const payments = paymentStore(options.store);
  const onInvoicesIssued = (ids: number[]) => {
    invoices
      .renderDocuments(ids)
      .catch((error) => log.error(`Invoices ${ids.join(", ")} not rendered yet: ${error.message}`))
      .finally(() => options.onInvoiceMail?.());
    // A credit note on a paid invoice booked its refund in its transaction: the worker makes it.
    options.onRefundsChanged?.();
  };
  const { payUrl } = options;
  const runs = runStore(options.store, { isMailing: options.isMailing });
  const privateRuns = options.privateRuns ?? createPrivateRunBook(runs);
  if (!options.privateRuns) {
    privateRuns.reload().catch((error) => log.error(`Private runs not read: ${error.message}`));
  }
  // The Runs tables live in the same store (server/runs/run-tables.ts, handed to it by the server).
  const runOptions = {
    invoicesOf: (ids: number[]) => payments.accountsOfEnrolments(ids),
    onInvoicesIssued,
    ...(payUrl && {
      payUrl: (document: InvoiceAccount) =>
        document.payToken ? payUrl(document.language, document.payToken) : undefined,
    }),
    runs,
    privateRuns: privateRuns.current,
    certificates: certificateStore(options.store, { isMailing: options.isMailing }),
    onCertificateMail: options.onCertificateMail,
    audit,
    now,
    onMailQueued: options.onRunMail,
    offers: { origin: options.origin, offerHours: options.offerHours ?? 48 },
    ...(options.vatIds && { vatIds: options.vatIds }),
    ...(options.onExpressRequest && { onExpressRequest: options.onExpressRequest }),
  };
  const routes = backOfficeRoutes({
    access: createAccessHandlers({
      store,
      origin: options.origin,
      attempts,
      trustedProxyHops: options.trustedProxyHops,
      scripts: createBrowserScripts(),
      now,
    }),
    overview: createOverviewHandlers({ store, enquiries: options.enquiries, builds }),
    log: createLogHandlers({ store }),
    enquiries: createEnquiryHandlers({
      enquiries: options.enquiries,
      invoicesOf: (ids) => invoices.invoicesOfEnrolments(ids),
      audit,
      now,
    }),
    runs: createRunHandlers(runOptions),
    places: createPlaceHandlers(runOptions),
    addresses: createAddressHandlers(runOptions),
    expressRequests: createExpressRequestHandlers(runOptions),
    cancellationCharges: createCancellationChargeHandlers(runOptions),
    attendance: createAttendanceHandlers(runOptions),
    certificates: createCertificateHandlers(runOptions),
    participants: createParticipantHandlers(runOptions),
    participantCount: createParticipantCountHandlers(runOptions),
    evaluations: createEvaluationHandlers({ certificates: runOptions.certificates, audit }),
    site: createSiteHandlers({ builds, log }),
    editing: createEditingHandlers({
      contentDir: options.contentDir,
      builds,
      audit: (entry) => audit(entry.actor, entry.action, entry.detail),
      log,
    }),
    traffic: createTrafficHandlers({ ...(options.traffic ?? noTraffic), audit, now }),
    invoices: createInvoiceHandlers({
      invoices,
      payments,
      statements: statementStore(options.store),
      reminders: reminderStore(options.store),
      audit,
      now,
      refunds: refundStore(options.store),
      ...(options.onRefundsChanged && { onRefundsChanged: options.onRefundsChanged }),
      ...(options.statementRetentionDays !== undefined && {
        statementRetentionDays: options.statementRetentionDays,
      }),
    }),
    ...(options.quotes && {
      quotes: createQuoteHandlers({
        ...options.quotes,
        // A credit note from a quote's page: rendered and mailed as every document.
        ...(options.onInvoiceMail && { onInvoiceMail: options.onInvoiceMail }),
        enquiries: options.enquiries,
        origin: options.origin,
        privateRunsOf: (id) => privateRuns.current().filter((run) => run.quoteId === id),
        audit,
        now,
        log,
      }),
      privateRuns: createPrivateRunHandlers({
        quotes: options.quotes.quotes,
        runs,
        book: privateRuns,
        ...(options.onEnrolmentMail && { onEnrolmentMail: options.onEnrolmentMail }),
        ...(options.onRunMail && { onRunMail: options.onRunMail }),
        audit,
        now,
      }),
    }),
  });

  return {
    handle: createRouter({
      routes,
      findSession: (request) => sessions.find(request),
      origin: options.origin,
      log,
    }),
    builds,
    /** Stops the sweeps; a build in progress finishes on its own. */
    close() {
      clearInterval(sweep);
    },
  };
}

export type BackOffice = ReturnType<typeof createBackOffice>;

/** A back office whose store holds no visit counts (tests): an empty Traffic page. */
const noTraffic: NonNullable<BackOfficeOptions["traffic"]> = {
  traffic: {
    trafficReport: async () => ({
      days: [],
      pages: [],
      sources: [],
      notFound: [],
      enrolmentsByCourse: [],
    }),
    trafficRows: async () => [],
  },
  isCounting: false,
  retentionDays: 0,
};
