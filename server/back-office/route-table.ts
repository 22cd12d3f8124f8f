import type { CancellationChargeHandlers } from "./runs/cancellation-charge-handlers.ts";
import type { AttendanceHandlers } from "./runs/attendance-handlers.ts";
import type { CertificateHandlers } from "./runs/certificate-handlers.tsx";
import type { ParticipantHandlers } from "./runs/participant-handlers.tsx";
import type { ParticipantCountHandlers } from "./runs/participant-count-handlers.tsx";
import type { AccessHandlers } from "./access/access-handlers.tsx";
import type { EvaluationHandlers } from "./evaluations/evaluation-handlers.tsx";
import { evaluationPatterns as evaluation } from "./evaluations/evaluation-paths.ts";
import type { EditingHandlers } from "./editing/editing-handlers.tsx";
import type { EnquiryHandlers } from "./enquiries/enquiry-handlers.tsx";
import type { InvoiceHandlers } from "./invoices/invoice-handlers.tsx";
import type { AddressHandlers } from "./runs/address-handlers.tsx";
import type { ExpressRequestHandlers } from "./runs/express-request-handlers.ts";
import { invoicePatterns } from "./invoices/invoice-paths.ts";
import type { QuoteHandlers } from "./quotes/quote-handlers.tsx";
import type { PrivateRunHandlers } from "./quotes/private-run-handlers.tsx";
import { quotePatterns } from "./quotes/quote-paths.ts";
import type { LogHandlers } from "./log/log-handlers.tsx";
import type { OverviewHandlers } from "./overview/overview-handlers.tsx";
import { backOfficePaths as paths } from "./paths.ts";
import type { PublicRoute, Route, RouteKind, SignedInRoute } from "./router.tsx";
import type { PlaceHandlers } from "./runs/place-handlers.tsx";
import type { RunHandlers } from "./runs/run-handlers.tsx";
import { runPatterns as run } from "./runs/run-paths.ts";
import { withdrawalStatementPattern } from "./runs/withdrawal-statements.tsx";
import type { SiteHandlers } from "./site/site-handlers.ts";
import type { TrafficHandlers } from "./traffic/traffic-handlers.tsx";

export interface BackOfficeHandlers {
  access: AccessHandlers;
  overview: OverviewHandlers;
  log: LogHandlers;
  enquiries: EnquiryHandlers;
  runs: RunHandlers;
  places: PlaceHandlers;
  attendance: AttendanceHandlers;
  certificates: CertificateHandlers;
  evaluations: EvaluationHandlers;
  participants: ParticipantHandlers;
  /** One participant more or fewer on an enrolment (optional: a test's table may leave it out). */
  participantCount?: ParticipantCountHandlers;
  site: SiteHandlers;
  editing: EditingHandlers;
  traffic: TrafficHandlers;
  /** Absent in back offices built without them (tests of other areas): no rows. */
  invoices?: InvoiceHandlers;
  /** Completing an enrolment's invoice address on the roster. */
  addresses?: AddressHandlers;
  /** A consumer's express request received by e-mail, recorded on the roster. */
  expressRequests?: ExpressRequestHandlers;
  /** A consumer's cancellation charge, confirmed on the roster after the start (M7). */
  cancellationCharges?: CancellationChargeHandlers;
  /** Quotes to businesses (absent in back offices built without them: no rows). */
  quotes?: QuoteHandlers;
  /** Private runs from accepted in-company quotes (with the quotes). */
  privateRuns?: PrivateRunHandlers;
}

// A pattern is one address: every method of it shares the same RegExp object.
const asset = new RegExp(`^${paths.assets}/(?<name>.+)$`);
const invitation = new RegExp(`^${paths.invitation}/(?<token>[^/]*)$`);
const invitationOptions = new RegExp(`^${paths.invitation}/(?<token>[^/]*)/options$`);
/** Anything else under an invitation's address: not found, for everyone. */
const underInvitations = new RegExp(`^${paths.invitation}/`);
const enquiry = new RegExp(`^${paths.enquiries}/(?<id>\\d{1,15})$`);
const handled = new RegExp(`^${paths.enquiries}/(?<id>\\d{1,15})/handled$`);
const deletion = new RegExp(`^${paths.enquiries}/(?<id>\\d{1,15})/delete$`);
/** Any other address under /admin: Decap's bundle and the chunks it loads, from the live build. */
const editorFile = /^/;
/** The overview's own address: the router takes the trailing slash off every path. */
const overview = paths.overview.replace(/\/$/, "");

/**
 * Every address of the back office, in the order they are matched (the first
 * that fits is the address; `editorFile` takes whatever is left). Each row:
 * the method (HEAD is answered as GET), the path or pattern, what it answers
 * (page, json or asset), who may ask (public or signed-in) and its handler.
 * The router (router.tsx) answers 403, 401, the redirect to sign in and 405
 * from this table alone; each area's handlers live with the area.
 */
export function backOfficeRoutes(handlers: BackOfficeHandlers): Route[] {
  const { access, enquiries, runs, places, site, editing } = handlers;
  return [
    route("GET", asset, "asset", "public", access.asset),
    route("GET", paths.signIn, "page", "public", access.signInPage),
    route("POST", paths.signIn, "json", "public", access.signIn),
    route("POST", paths.signInOptions, "json", "public", access.signInOptions),
    route("GET", invitation, "page", "public", access.invitationPage),
    route("POST", invitation, "json", "public", access.redeemInvitation),
    route("POST", invitationOptions, "json", "public", access.invitationOptions),
    route("GET", underInvitations, "asset", "public", access.notFound),
    route("POST", underInvitations, "asset", "public", access.notFound),
    route("POST", paths.signOut, "page", "public", access.signOut),

    route("GET", overview, "page", "signed-in", handlers.overview.overview),
    route("GET", paths.log, "page", "signed-in", handlers.log.log),
    route("GET", paths.sessions, "page", "signed-in", access.sessions),
    route("POST", paths.signOutEverywhere, "page", "signed-in", access.signOutEverywhere),

    route("GET", paths.enquiries, "page", "signed-in", enquiries.list),
    route("GET", `${paths.enquiries}.csv`, "asset", "signed-in", enquiries.exportCsv),
    route("GET", enquiry, "page", "signed-in", enquiries.show),
    route("POST", handled, "page", "signed-in", enquiries.markHandled),
    route("GET", deletion, "page", "signed-in", enquiries.confirmDelete),
    route("POST", deletion, "page", "signed-in", enquiries.delete),

    route("GET", paths.runs, "page", "signed-in", runs.list),
    route("GET", run.roster, "page", "signed-in", runs.roster),
    route("POST", withdrawalStatementPattern, "page", "signed-in", runs.markWithdrawalHandled),
    route("GET", run.csv, "asset", "signed-in", runs.exportCsv),
    route("GET", run.participantsCsv, "asset", "signed-in", runs.exportParticipantsCsv),
    route("GET", run.guarantee, "page", "signed-in", runs.guaranteePage),
    route("POST", run.guarantee, "page", "signed-in", runs.guarantee),
    route("GET", run.cancel, "page", "signed-in", runs.cancelRunPage),
    route("POST", run.cancel, "page", "signed-in", runs.cancelRun),
    route("GET", run.move, "page", "signed-in", runs.movePage),
    route("POST", run.move, "page", "signed-in", runs.move),
    route("POST", run.confirmPlace, "page", "signed-in", places.confirm),
    route("POST", run.givePlace, "page", "signed-in", places.givePlace),
    route("GET", run.cancelPlace, "page", "signed-in", places.cancelPage),
    route("POST", run.cancelPlace, "page", "signed-in", places.cancel),
    ...(handlers.addresses
      ? [
          route("GET", run.addressPlace, "page", "signed-in", handlers.addresses.addressPage),
          route("POST", run.addressPlace, "page", "signed-in", handlers.addresses.completeAddress),
        ]
      : []),
    ...(handlers.expressRequests
      ? [route("POST", run.expressRequest, "page", "signed-in", handlers.expressRequests.record)]
      : []),
    ...(handlers.cancellationCharges
      ? [
          route(
            "POST",
            run.cancellationCharge,
            "page",
            "signed-in",
            handlers.cancellationCharges.confirm,
          ),
        ]
      : []),
    ...(handlers.invoices ? invoiceRoutes(handlers.invoices) : []),
    ...(handlers.quotes ? quoteRoutes(handlers.quotes) : []),
    ...(handlers.privateRuns
      ? [
          route("GET", quotePatterns.privateRun, "page", "signed-in", handlers.privateRuns.page),
          route("POST", quotePatterns.privateRun, "page", "signed-in", handlers.privateRuns.save),
        ]
      : []),
    route("POST", run.attendance, "page", "signed-in", handlers.attendance.mark),
    route("GET", run.participantName, "page", "signed-in", handlers.participants.page),
    route("POST", run.participantName, "page", "signed-in", handlers.participants.save),
    ...(handlers.participantCount
      ? [
          route("GET", run.addParticipant, "page", "signed-in", handlers.participantCount.addPage),
          route("POST", run.addParticipant, "page", "signed-in", handlers.participantCount.add),
          route(
            "GET",
            run.removeParticipant,
            "page",
            "signed-in",
            handlers.participantCount.removePage,
          ),
          route(
            "POST",
            run.removeParticipant,
            "page",
            "signed-in",
            handlers.participantCount.remove,
          ),
        ]
      : []),
    route("GET", run.revokeCertificate, "page", "signed-in", handlers.certificates.revokePage),
    route("POST", run.revokeCertificate, "page", "signed-in", handlers.certificates.act),
    route("POST", run.certificate, "page", "signed-in", handlers.certificates.act),
    route("GET", paths.evaluations, "page", "signed-in", handlers.evaluations.page),
    route("GET", evaluation.csv, "asset", "signed-in", handlers.evaluations.exportCsv),
    route(
      "POST",
      evaluation.withdrawConsent,
      "page",
      "signed-in",
      handlers.evaluations.withdrawConsent,
    ),
    route("GET", paths.traffic, "page", "signed-in", handlers.traffic.page),
    route("GET", `${paths.traffic}.csv`, "asset", "signed-in", handlers.traffic.exportCsv),

    route("POST", paths.rebuild, "page", "signed-in", site.rebuild),
    route("POST", paths.rollback, "page", "signed-in", site.rollback),

    route("GET", paths.editor, "page", "signed-in", editing.editorPage),
    route("GET", paths.editorConfig, "asset", "signed-in", editing.editorConfig),
    route("POST", paths.editorApi, "json", "signed-in", editing.editorApi),
    route("GET", editorFile, "asset", "signed-in", editing.editorFile),
  ];
}

function invoiceRoutes(invoices: InvoiceHandlers): Route[] {
  return [
    route("GET", paths.invoices, "page", "signed-in", invoices.list),
    route("GET", invoicePatterns.csv, "asset", "signed-in", invoices.exportCsv),
    route("GET", invoicePatterns.zip, "asset", "signed-in", invoices.exportZip),
    route("GET", invoicePatterns.file, "asset", "signed-in", invoices.file),
    route("POST", invoicePatterns.paid, "page", "signed-in", invoices.markPaid),
    route("POST", invoicePatterns.statement, "page", "signed-in", invoices.uploadStatement),
    route("POST", invoicePatterns.statementItem, "page", "signed-in", invoices.decideStatementItem),
    route("POST", invoicePatterns.reminders, "page", "signed-in", invoices.pauseReminders),
    route("POST", invoicePatterns.refundDone, "page", "signed-in", invoices.markRefundTransferred),
    route("POST", invoicePatterns.refundDecision, "page", "signed-in", invoices.decideRefund),
    route("POST", invoicePatterns.questionDone, "page", "signed-in", invoices.resolveQuestion),
  ];
}

function quoteRoutes(quotes: QuoteHandlers): Route[] {
  return [
    route("GET", paths.quotes, "page", "signed-in", quotes.list),
    route("GET", quotePatterns.csv, "asset", "signed-in", quotes.exportCsv),
    route("GET", quotePatterns.new, "page", "signed-in", quotes.newPage),
    route("POST", quotePatterns.new, "page", "signed-in", quotes.create),
    route("GET", quotePatterns.quote, "page", "signed-in", quotes.show),
    route("GET", quotePatterns.edit, "page", "signed-in", quotes.editPage),
    route("POST", quotePatterns.edit, "page", "signed-in", quotes.save),
    route("POST", quotePatterns.send, "page", "signed-in", quotes.send),
    route("POST", quotePatterns.copy, "page", "signed-in", quotes.copy),
    route("POST", quotePatterns.invoiceNow, "page", "signed-in", quotes.invoiceNow),
    route("POST", quotePatterns.work, "page", "signed-in", quotes.recordWork),
    route("POST", quotePatterns.credit, "page", "signed-in", quotes.credit),
    route("GET", quotePatterns.pdf, "asset", "signed-in", quotes.pdf),
    route("GET", quotePatterns.preview, "asset", "signed-in", quotes.preview),
  ];
}

type Method = Route["method"];
type Path = Route["path"];

/** One row of the table; a public route's handler gets no session, a signed-in one's always does. */
function route(
  method: Method,
  path: Path,
  kind: RouteKind,
  access: "public",
  handler: PublicRoute["handler"],
): PublicRoute;
function route(
  method: Method,
  path: Path,
  kind: RouteKind,
  access: "signed-in",
  handler: SignedInRoute["handler"],
): SignedInRoute;
function route(
  method: Method,
  path: Path,
  kind: RouteKind,
  access: Route["access"],
  handler: Route["handler"],
): Route {
  return { method, path, kind, access, handler } as Route;
}
