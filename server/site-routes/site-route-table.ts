import type { BackOffice } from "#server/back-office/create-back-office.ts";
import { availabilityPath } from "#server/enquiries/availability.ts";
import type { EnquiryNotifier } from "#server/enquiries/enquiry-notifier.ts";
import type { EnquiryStore } from "#server/enquiries/enquiry-store.ts";
import type { TrafficCounter } from "#server/traffic/traffic-counter.ts";
import { countPath } from "#src/routing/count-path.ts";
import { createAdminAnswer } from "./admin-route.ts";
import { createAvailabilityAnswer } from "./availability-route.ts";
import { createBeaconAnswer } from "./beacon-route.ts";
import { createEnquiryAnswer } from "./enquiry-route.ts";
import { createHealthAnswers, healthPath, pagesHealthPath } from "./health-route.ts";
import { type CertificatePageOptions, createCertificatePages } from "./certificate-route.tsx";
import { createEvaluationAnswers, type EvaluationOptions } from "./evaluation-route.tsx";
import { createLinkAnswers, type LinkAnswerOptions } from "./link-answer-route.tsx";
import { createParticipantLinks, type ParticipantLinkOptions } from "./participants-route.tsx";
import { createEnrolmentChanges, type EnrolmentChangeOptions } from "./enrolment-change-route.tsx";
import { createPayAnswers, type PayOptions } from "./pay-route.tsx";
import { createQuotePages, type QuotePageOptions } from "./quote-route.tsx";
import { createWithdrawalPages, type WithdrawalPageOptions } from "./withdrawal-route.tsx";
import type { SiteRequest, SiteRoute } from "./site-request.ts";
import { createFileAnswers } from "./static-file-route.ts";

export interface SiteRouteOptions {
  /** Where enquiries go; without one, POST / is refused like any other POST. */
  store?: EnquiryStore;
  notifier?: Pick<EnquiryNotifier, "wake">;
  /**
   * The signed-in back office at /admin (server/back-office/). Without one,
   * /admin serves the build's editor files as they are, as it does for a
   * build made for `npm run cms` (whose editor saves through decap-server).
   */
  backOffice?: Pick<BackOffice, "handle">;
  /** Enquiries per client address per minute; 0 (the default here) turns the limit off. */
  rateLimitPerMinute?: number;
  trustedProxyHops?: number;
  /** /healthz writes to the store at most this often: 5 s unless told. */
  storeProbeIntervalMs?: number;
  /** Visit counts (server/traffic/): pages served, the page script's beacon, enquiries received. */
  traffic?: Pick<TrafficCounter, "countServed" | "receiveBeacon" | "countConversion">;
  /** The pages behind the links of offer and move mails (they need the store's Runs tables). */
  links?: LinkAnswerOptions;
  /** The pages that confirm a certificate of participation (they need the store). */
  certificates?: CertificatePageOptions;
  /** The evaluation behind a certificate mail's one-time link (it needs the store). */
  evaluations?: EvaluationOptions;
  /** The receipt's link where the booker names the participants (it needs the store). */
  participantLinks?: ParticipantLinkOptions;
  /** The same link's changes by the buyer: cancel or move (issue 44 point 3; it needs the store). */
  enrolmentChanges?: EnrolmentChangeOptions;
  /** Paying invoices online: only with a payment provider's key (MOLLIE_API_KEY). */
  pay?: Omit<PayOptions, "log">;
  /** A quote's page behind the link in its mail, where the buyer accepts or declines (it needs the store). */
  quotes?: QuotePageOptions;
  /** The public withdrawal form's answer and a statement's confirmation link (they need the store). */
  withdrawals?: Omit<WithdrawalPageOptions, "rateLimitPerMinute" | "trustedProxyHops">;
}

const everyPath = () => true;
const isAdmin = (site: SiteRequest) => site.isAdmin;

/**
 * Every address of the public server, in the order they are matched (the
 * first row that takes the request answers it; the last two take whatever
 * is left). Each row: the method (GET takes HEAD too), the path or a test of
 * it, when the row applies, and its handler, each in a module of its own. A
 * part the server runs without (the store, the back office, visit counts)
 * has no rows. The 405's Allow is read from the table too.
 */
export function createSiteRoutes(
  options: SiteRouteOptions & { log: Pick<Console, "info" | "warn" | "error"> },
) {
  const { store, traffic, backOffice } = options;
  const health = createHealthAnswers(options);
  const admin = backOffice && createAdminAnswer(backOffice);
  const beacon = traffic && createBeaconAnswer(traffic);
  const enquiry =
    store &&
    createEnquiryAnswer({
      store,
      notifier: options.notifier,
      rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
      trustedProxyHops: options.trustedProxyHops ?? 0,
      traffic,
      log: options.log,
    });
  const links = options.links && createLinkAnswers(options.links);
  const certificates = options.certificates && createCertificatePages(options.certificates);
  const evaluations = options.evaluations && createEvaluationAnswers(options.evaluations);
  const participantLinks =
    options.participantLinks && createParticipantLinks(options.participantLinks);
  const changes =
    options.enrolmentChanges &&
    createEnrolmentChanges({
      ...options.enrolmentChanges,
      ...(options.links?.onMailQueued && { onMailQueued: options.links.onMailQueued }),
    });
  const pay =
    options.pay &&
    createPayAnswers({
      ...options.pay,
      log: options.log,
      trustedProxyHops: options.trustedProxyHops ?? 0,
    });
  const quotes = options.quotes && createQuotePages(options.quotes);
  const withdrawals =
    options.withdrawals &&
    createWithdrawalPages({
      ...options.withdrawals,
      ...(options.rateLimitPerMinute !== undefined && {
        rateLimitPerMinute: options.rateLimitPerMinute,
      }),
      trustedProxyHops: options.trustedProxyHops ?? 0,
    });
  const files = createFileAnswers({ traffic, allowedAt: (site) => allowedAt(routes, site) });

  const rows: (SiteRoute | undefined)[] = [
    admin && route("any", isAdmin, admin.answer, admin.servesBackOffice),
    route("GET", healthPath, health.site),
    route("GET", pagesHealthPath, health.pages),
    // Without a store, the runs' places are an unknown page.
    store && route("GET", availabilityPath, createAvailabilityAnswer(store)),
    beacon && route("POST", countPath, beacon.answer, beacon.hasBuild),
    enquiry && route("POST", enquiry.isEnquiryRequest, enquiry.answer),
    // An offer's or a move's link: the page (a visit changes nothing), and its buttons' answer.
    links && route("GET", links.isLinkPath, links.show),
    links && route("POST", links.isLinkPath, links.answer),
    // A certificate's page: GET only (anything else is the 405 of the last row).
    certificates && route("GET", certificates.isCertificatePath, certificates.show),
    // An evaluation's link: the form (a visit changes nothing), and its answer, stored once.
    evaluations && route("GET", evaluations.isEvaluationPath, evaluations.show),
    evaluations && route("POST", evaluations.isEvaluationPath, evaluations.answer),
    // A receipt's link to the participants' names: the form (a visit changes nothing), and its answer.
    participantLinks && route("GET", participantLinks.isParticipantLinkPath, participantLinks.show),
    participantLinks &&
      route("POST", participantLinks.isParticipantLinkPath, participantLinks.answer),
    // The buyer's cancel or move: what is possible and its previews (a visit changes nothing), and the buttons.
    changes && route("GET", changes.isEnrolmentChangePath, changes.show),
    changes && route("POST", changes.isEnrolmentChangePath, changes.answer),
    // An invoice's "Pay now": the page (a visit changes nothing), its button, the return page.
    pay && route("GET", pay.isPayPath, pay.show),
    pay && route("POST", pay.isPayPath, pay.answer),
    pay && route("POST", pay.webhookPath, pay.webhook),
    // A quote's link: the quote and its PDF (a visit changes nothing), and the buyer's answer.
    quotes && route("GET", quotes.isQuotePath, quotes.show),
    quotes && route("POST", quotes.isQuotePath, quotes.answer),
    // The public withdrawal form's statements (its page is a built file), and a statement's link.
    withdrawals && route("POST", withdrawals.isFormPath, withdrawals.receive),
    withdrawals && route("GET", withdrawals.isLinkPath, withdrawals.showLink),
    withdrawals && route("POST", withdrawals.isLinkPath, withdrawals.confirmLink),
    route("GET", everyPath, files.serve),
    route("any", everyPath, files.refuseMethod),
  ];
  const routes = rows.filter((row) => row !== undefined);

  return {
    routes,
    /** The row that answers this request: always one, the last takes anything. */
    routeFor(site: SiteRequest): SiteRoute {
      // The last row takes any request: there is always one.
      return routes.find((row) => isMethod(row, site) && applies(row, site)) as SiteRoute;
    },
    stop() {
      enquiry?.stop();
      pay?.stop();
      withdrawals?.stop();
    },
  };
}

function route(
  method: SiteRoute["method"],
  path: SiteRoute["path"],
  handler: SiteRoute["handler"],
  when?: SiteRoute["when"],
): SiteRoute {
  return { method, path, handler, when };
}

function isMethod(row: SiteRoute, { request }: SiteRequest): boolean {
  return (
    row.method === "any" ||
    row.method === request.method ||
    (row.method === "GET" && request.method === "HEAD")
  );
}

/** The row's path fits the request, and it applies now. */
function applies(row: SiteRoute, site: SiteRequest): boolean {
  const isPath = typeof row.path === "string" ? row.path === site.pathname : row.path(site);
  return isPath && (row.when?.(site) ?? true);
}

/** The methods the rows for this address take ("GET, HEAD, POST" where enquiries are received). */
function allowedAt(routes: readonly SiteRoute[], site: SiteRequest): string {
  const methods = routes
    .filter((row) => row.method !== "any" && applies(row, site))
    .flatMap((row) => (row.method === "GET" ? ["GET", "HEAD"] : [row.method]));
  return ["GET", "HEAD", "POST"].filter((method) => methods.includes(method)).join(", ");
}
