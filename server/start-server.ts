import path from "node:path";
import { ConfigError, readConfig } from "./config.ts";
import { createBackOffice } from "#server/back-office/create-back-office.ts";
import { backOfficeOrigin } from "#server/back-office/back-office-origin.ts";
import { buildSettingsMismatches } from "#server/releases/build-settings.ts";
import { type EnquiryNotifier, startEnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import { smtpSender } from "#server/mail/outbox.ts";
import { logRetentionJob } from "#server/back-office/log/log-retention.ts";
import { backOfficeStore, backOfficeTables } from "#server/back-office/back-office-store.ts";
import { enquiryStore, enquiryTables } from "#server/enquiries/enquiry-store.ts";
import { createCatalogueReader } from "#server/enquiries/enrolment-record.ts";
import { certificateStore, certificateTables } from "#server/after-course/certificate-store.ts";
import {
  type CertificateMailer,
  startCertificateMailer,
} from "#server/after-course/certificate-mailer.ts";
import { certificatesJob } from "#server/after-course/certificates-job.ts";
import { afterCourseRetentionJob } from "#server/after-course/after-course-retention.ts";
import { privacyContactFor } from "#server/after-course/privacy-contact.ts";
import { identityFromContent, type IdentityIn } from "#server/mail/sign-off.ts";
import { joiningDetailsJob } from "#server/runs/joining-details.ts";
import { offerContext, offersJob } from "#server/runs/offer-runs.ts";
import { type RunMailer, startRunMailer } from "#server/runs/run-mailer.ts";
import { runStore, runTables } from "#server/runs/run-store.ts";
import { createPrivateRunBook } from "#server/runs/private-run-book.ts";
import { setUpWithdrawals } from "#server/runs/withdrawal-setup.ts";
import { startRunDecisions } from "#server/runs/run-decisions.ts";
import { rosterPath } from "#server/back-office/runs/run-paths.ts";
import { invoiceStore, invoiceTables } from "#server/invoices/invoice-store.ts";
import { startMoneyMail } from "#server/payments/money-mail.ts";
import { paymentTables } from "#server/payments/payment-store.ts";
import { statementRetentionJob } from "#server/payments/statement-store.ts";
import { retentionJob } from "#server/enquiries/retention.ts";
import { databasePath, openStore } from "#server/store/store.ts";
import { siteFolder } from "#server/releases/releases.ts";
import { nightlyBuildJob } from "#server/releases/nightly-builds.ts";
import { type DailyJob, startDailyJobs } from "#server/schedule/daily-jobs.ts";
import { createTrafficCounter } from "#server/traffic/traffic-counter.ts";
import { trafficRetentionJob } from "#server/traffic/traffic-retention.ts";
import { trafficStore, trafficTables } from "#server/traffic/traffic-store.ts";
import { siteHostsOf } from "#server/traffic/visit-values.ts";
import { periodsByVariable } from "#src/content/retention-periods.ts";
import {
  type MollieSettings,
  mollieSettings,
  PaymentSettingsError,
} from "#server/payments/mollie-gateway.ts";
import { setUpOnlinePayments } from "#server/payments/online-payments-setup.ts";
import { createVatIdChecker } from "#server/invoices/vat-id-checker.ts";
import { quoteTables, setUpQuotes } from "#server/quotes/quotes-setup.ts";
import { changesLinkFor } from "#server/site-routes/enrolment-change-route.tsx";
import { stopGracefullyOnSignals } from "#server/http/graceful-stop.ts";
import { createSiteServer } from "./site-server.ts";
import { startupProblem } from "./startup-problem.ts";

/**
 * `npm start` (through server/main.ts): the built site, the enquiry receiver and the back office at
 * /admin. Settings come from the environment (docs/operator-guide.md: "Settings"). Start-up checks,
 * in order: the settings, the build, a committed write to the store, the port; a failure ends with
 * one line naming the setting and what to do, and exit status 1 -- except the store's: a store that
 * cannot be used is said in that one line, and the server serves the pages anyway, answering
 * enquiries with 503 (and /healthz with 503, /healthz/pages with 200) until it is fixed and the
 * server restarted. Only once listening does it purge old records and send pending mail, so a
 * second instance on a busy port changes nothing. SIGTERM, SIGINT or SIGHUP stops it gracefully: no
 * new connections, requests in flight answered, a mail in flight given a few seconds, the database
 * closed.
 */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(`Configuration error: ${error.message}`);
}

// MOLLIE_API_KEY switches paying online on ("Pay now" in invoice mails and on the roster).
let mollie: MollieSettings | undefined;
try {
  mollie = mollieSettings(process.env);
} catch (error) {
  if (!(error instanceof PaymentSettingsError)) throw error;
  fail(`Configuration error: ${error.message}`);
}

const served = siteFolder(config.buildDir);
if (!served) {
  fail(
    `BUILD_DIR: no built site in ${config.buildDir}; run npm run build (or npm start, which builds).`,
  );
}
const clientDir = path.join(served, "client");
// Builds this server starts (after an edit, every night) count the runs' places from its store.
process.env.DATA_DIR = config.dataDir;
for (const warning of buildSettingsMismatches(
  { ...config, clientDir, retentionPeriods: periodsByVariable(config) },
  process.env,
)) {
  console.warn(warning);
}

// One store, one file to back up: each part hands in its own tables.
const store = enquiryStore(
  await openStore(config.dataDir, {
    // The Runs tables change enquiry rows: they open after them.
    tables: [
      enquiryTables,
      runTables,
      invoiceTables,
      paymentTables,
      backOfficeTables,
      trafficTables,
      certificateTables,
      quoteTables,
    ],
    allowFaultyStart: true,
  }),
  { isMailing: Boolean(config.notify) },
);
const storeFault = store.fault();
if (storeFault) {
  // Visitors still get the pages; the operator gets the reason, and a failing /healthz.
  console.error(startupProblem("store", storeFault, config));
  console.error("Serving the pages only: enquiries are answered 503 until the store works.");
}

const runs = runStore(store, { isMailing: Boolean(config.notify) });
const certificates = certificateStore(store, { isMailing: Boolean(config.notify) });
// The live release's catalogue with the store's private runs (never the receiver's or a page's):
// its runs for the joining details, and who we are for each mail's sign-off.
const privateRuns = createPrivateRunBook(runs);
if (!storeFault) await privateRuns.reload();
const catalogueOf = createCatalogueReader(privateRuns.current);
const liveCatalogue = () => catalogueOf(siteFolder(config.buildDir));
const identity: IdentityIn = (lang) =>
  liveCatalogue()?.company?.[lang] ?? identityFromContent(lang);
// Visits are counted in memory and written every few seconds (server/traffic/).
const trafficCounts = trafficStore(store);
const traffic =
  config.isCountingTraffic && !storeFault
    ? createTrafficCounter({
        store: trafficCounts,
        trustedProxyHops: config.trustedProxyHops,
        siteHosts: siteHostsOf(process.env.SITE_URL),
        maxViewsPerVisitorPerMinute: config.trafficViewsPerMinute,
      })
    : undefined;

// The port is known only once listening (PORT=0): the back office asks for its origin each time.
let listeningPort: number | undefined;
const siteOrigin = () => backOfficeOrigin(process.env, listeningPort);
// Every money change is logged in the store with the change itself (server/payments/ledger.ts).
const backOfficeLog = backOfficeStore(store);
const writeLog = (actor: string, action: string, detail: string) =>
  backOfficeLog.addAuditEntry(new Date().toISOString(), actor, action, detail).catch((error) => {
    console.error(`The back office's log could not be written: ${error.message}`);
  });
// Quotes (server/quotes/): the back office's area, the buyer's page, their outbox and nightly job.
const vatIds = createVatIdChecker({ url: config.viesUrl }); // VIES, asked here, never by the store
const quotes = setUpQuotes({ store, config, siteOrigin, identity, vatIds, liveCatalogue });
const online = setUpOnlinePayments({
  store,
  mollie,
  isStoreUsable: !storeFault,
  origin: siteOrigin,
  refundCheckMs: config.refundCheckSeconds * 1000,
});
/** What a nightly job did, as a line of the back office's log. */
const logged = (job: string) => (detail: string) => writeLog("daily job", job, detail);
// Joining details: every night, at start-up, and after an express request is recorded on a roster.
const joiningDetails = joiningDetailsJob({
  runs,
  catalogue: liveCatalogue,
  days: config.joiningDetailsDays,
  record: logged("joining details"),
  onQueued: () => runMailer?.wake(),
});
const backOffice = createBackOffice({
  vatIds,
  onExpressRequest: () => void Promise.resolve(joiningDetails.run()).catch(console.error),
  ...(online.payLink && { payUrl: online.payLink }),
  onRefundsChanged: () => online.refunds?.wake(),
  statementRetentionDays: config.statementLineRetentionDays,
  store,
  enquiries: store,
  origin: () => backOfficeOrigin(process.env, listeningPort),
  buildDir: config.buildDir,
  contentDir: config.contentDir,
  trustedProxyHops: config.trustedProxyHops,
  isMailing: runs.isMailing,
  onRunMail: () => runMailer?.wake(),
  privateRuns,
  onEnrolmentMail: () => notifier?.wake(),
  onInvoiceMail: () => moneyMail?.invoices.wake(),
  onCertificateMail: () => certificateMailer?.wake(),
  quotes: quotes.backOffice,
  offerHours: config.offerHours,
  // Capacity lives in the build: after every switch (a build, a rollback) free places are offered.
  onRelease: () => void offers.runNow().catch((error) => console.error("Offers:", error)),
  traffic: {
    traffic: trafficCounts,
    flush: async () => traffic?.flush(),
    isCounting: Boolean(traffic),
    retentionDays: config.trafficRetentionDays,
  },
});

// siteOrigin: the site's public origin, for the links in mails and the check of their answers.
const offerSettings = { origin: siteOrigin, offerHours: config.offerHours };
// Offers: expired ones lapse and free places are offered, every OFFER_CHECK_SECONDS and after a release switch.
const offers = offersJob({
  ...offerSettings,
  runs,
  catalogue: liveCatalogue,
  everyMs: config.offerCheckSeconds * 1000,
  onQueued: () => runMailer?.wake(),
});

const withdrawals = setUpWithdrawals({ runs, config, siteOrigin, identity, liveCatalogue });
const site = createSiteServer({
  buildDir: config.buildDir,
  store,
  rateLimitPerMinute: config.rateLimitPerMinute,
  trustedProxyHops: config.trustedProxyHops,
  hsts: config.hsts,
  notifier: { wake: () => notifier?.wake() },
  backOffice,
  traffic,
  ...(!storeFault && {
    certificates: { certificates, identity },
    evaluations: { certificates, origin: siteOrigin, privacy: privacyContactFor(identity) },
    enrolmentChanges: { runs, origin: siteOrigin, catalogue: liveCatalogue, offerSettings },
    ...withdrawals.routes,
    participantLinks: { ...withdrawals.routes.participantLinks, changesFor: changesLinkFor },
    links: {
      runs,
      origin: siteOrigin,
      offers: () => offerContext(liveCatalogue(), offerSettings),
      // A move's answer may have booked a refund: the worker asks Mollie now.
      onMailQueued: () => {
        runMailer?.wake();
        online.refunds?.wake();
      },
    },
    ...(online.payments && { pay: { payments: online.payments, origin: siteOrigin } }),
    quotes: quotes.page,
  }),
});

try {
  await new Promise<void>((resolve, reject) => {
    site.server.once("error", reject);
    site.server.listen(config.port, config.host, () => {
      site.server.off("error", reject);
      resolve();
    });
  });
} catch (error) {
  await store.close();
  fail(startupProblem("listen", error, config));
}

const smtp = config.notify && !storeFault ? smtpSender(config.notify) : undefined;
const notifier: EnquiryNotifier | undefined =
  config.notify && smtp
    ? startEnquiryNotifier({
        store,
        config: config.notify,
        send: smtp.send,
        identity,
        origin: siteOrigin,
      })
    : undefined;
const runMailer: RunMailer | undefined =
  config.notify && smtp
    ? startRunMailer({ store: runs.outbox, config: config.notify, send: smtp.send, identity })
    : undefined;

// Invoices (each with its PDF and UBL, rendered here, never in the store) and payment reminders go
// out by outboxes of their own; the nightly job queues the reminders (only with mail on).
const moneyMail =
  config.notify && smtp
    ? startMoneyMail({
        store,
        config: config.notify,
        send: smtp.send,
        identity,
        ...(online.payLink && { payLink: online.payLink }),
        record: (detail) => logged("payment reminders")(detail),
      })
    : undefined;
// A document issued just before a stop is rendered now (its mail renders it too, when due).
if (!storeFault) {
  invoiceStore(store)
    .renderDocuments()
    .catch((error) => console.error("Invoices not rendered:", error.message));
}

const certificateMailer: CertificateMailer | undefined =
  config.notify && smtp
    ? startCertificateMailer({
        store: certificates.outbox,
        config: config.notify,
        send: smtp.send,
        identity,
        origin: siteOrigin,
      })
    : undefined;
quotes.start(smtp?.send, () => moneyMail?.invoices.wake());
// Runs below their minimum: guaranteed once it is reached, flagged and the owner alerted from their decision date.
const decisions = startRunDecisions({
  runs,
  catalogue: liveCatalogue,
  rosterUrl: (courseKey, runKey) => `${siteOrigin()}${rosterPath(courseKey, runKey)}`,
  record: logged("run decisions"),
  onRunMail: () => runMailer?.wake(),
  ...(config.notify && smtp && { mail: { config: config.notify, send: smtp.send } }),
});
// Every nightly job, in one place: each runs shortly after midnight, and at start-up but the build.
const storeJobs: DailyJob[] = [
  retentionJob(store, {
    enquiryDays: config.retentionDays,
    enrolmentDays: config.enrolmentRetentionDays,
  }),
  logRetentionJob(backOfficeLog, config.logRetentionDays),
  afterCourseRetentionJob(certificates, config.afterCourse),
  trafficRetentionJob(trafficCounts, config.trafficRetentionDays),
  statementRetentionJob(store, config.statementLineRetentionDays),
  // Refunds through Mollie, after the commit that booked them: every REFUND_CHECK_SECONDS and when woken.
  ...(online.refunds ? [online.refunds] : []),
  joiningDetails,
  offers,
  decisions.job,
  ...quotes.jobs(logged("quotes")),
  certificatesJob({
    certificates,
    catalogue: liveCatalogue,
    record: logged("certificates"),
    onQueued: () => certificateMailer?.wake(),
  }),
  ...(moneyMail ? [moneyMail.remindersJob] : []),
];
const daily = startDailyJobs([
  // The store's jobs wait for a store that works (a restart once it is fixed).
  ...(storeFault ? [] : storeJobs),
  // Started runs leave the pages' HTML every night without anyone acting.
  ...(config.nightlyBuild
    ? [nightlyBuildJob({ request: (by) => backOffice.builds.request(by) })]
    : []),
]);

const address = site.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
listeningPort = port;
const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
console.log(`Site on http://${shown}:${port} (serving ${served})`);
console.log(
  `Back office on ${backOfficeOrigin(process.env, port)}/admin/ (accounts: npm run admin -- invite <e-mail>)`,
);
console.log(
  `Enquiries in ${databasePath(config.dataDir)}${storeFault ? " (refused: the store cannot be used)" : ""}; rate limit ${config.rateLimitPerMinute || "off"}${config.rateLimitPerMinute ? "/min per client" : ""}; trusted proxies ${config.trustedProxyHops}; HSTS ${config.hsts ? "on" : "off"}; kept: enquiries ${config.retentionDays} days, enrolments ${config.enrolmentRetentionDays} days after their run's last day, the back office's log ${config.logRetentionDays} days; joining details ${config.joiningDetailsDays} days before a run; offers run ${config.offerHours} h at most; e-mail ${notifier ? `to ${config.notify?.to}` : "off"}; visit counts ${traffic ? `on, kept ${config.trafficRetentionDays} days, ${config.trafficViewsPerMinute ? `${config.trafficViewsPerMinute} views/min per visitor` : "no cap on views"}` : "off"}`,
);
console.log(online.description);
console.log(
  config.nightlyBuild
    ? `Nightly build at 00:05 Europe/Amsterdam (next ${daily.next().toISOString()}); NIGHTLY_BUILD=off stops it`
    : "Nightly build off (NIGHTLY_BUILD=off): runs that have started stay in the pages' HTML until a build",
);

// SIGTERM, SIGINT or SIGHUP: requests in flight answered, a mail in flight given a few seconds.
stopGracefullyOnSignals(async () => {
  daily.stop();
  await site.close();
  await traffic?.close();
  backOffice.close();
  await Promise.all([
    notifier?.stop(),
    runMailer?.stop(),
    moneyMail?.stop(),
    certificateMailer?.stop(),
    decisions.mailer?.stop(),
    quotes.stop(),
  ]);
  smtp?.close();
  await store.close();
});
