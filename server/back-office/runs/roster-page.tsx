import { formatDate } from "#src/training/course-format.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import type { RunMailKind } from "#server/mail/run-mails.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";
import { awaitsExpressRequest } from "#server/runs/express-request.ts";
import { causeLabels } from "./cancellation-choice.ts";
import { backOfficePaths, enquiryPath } from "#server/back-office/paths.ts";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { Notices } from "#server/back-office/shared/notices.tsx";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { overCapacityText, PlaceBadge, placesText, RunStateBadges } from "./run-badges.tsx";
import type { RunLine } from "./runs-page-lines.ts";
import { placeActionPath, rosterPath, runActionPath } from "./run-paths.ts";
import { RosterInvoices, type RowInvoices, RunMoney } from "./roster-invoices.tsx";
import { ParticipantList } from "./participant-list.tsx";
import { isAttendanceOpen } from "./attendance-marks.tsx";
import { ConfirmWithDutchVat } from "./roster-vat-id.tsx";
import { ExpressRequestWarning, expressRequestText } from "./express-request-field.tsx";
import { awaitsCancellationCharge, CancellationChargeField } from "./cancellation-charge-field.tsx";
import type { RunCertificates } from "#server/after-course/certificate-types.ts";

export interface RosterPageProps {
  signedIn: { email: string };
  line: RunLine;
  rows: RosterRow[];
  /** The run its participants moved to, as the page names it. */
  movedTo?: { label: string; href: string };
  notice?: string;
  problem?: string;
  /** The enrolment a notice or problem is about: its card is marked. */
  highlight?: number;
  /** Today in Amsterdam: for the warning on a run that starts within the withdrawal period. */
  today?: string;
  /** Offers and move choices running on this run: until when, by enrolment. */
  offers?: { enquiryId: number; kind: "place" | "move"; expiresAt: string }[];
  /** Each enrolment's invoices, by its id; absent where the store keeps none. */
  invoices?: Record<number, RowInvoices>;
  /** Why this release issues no invoices (company details still placeholders). */
  invoicingOff?: string;
  /** The run's certificates of participation and the owner's ticks for the partly present. */
  certificates?: RunCertificates;
}

/** The order of a roster: places first, then the waiting list, then the rest; each by arrival. */
const placeOrder = {
  confirmed: 0,
  placed: 1,
  unanswered: 2,
  offered: 3,
  waiting: 4,
  cancelled: 5,
} as const;

const mailNames: Record<RunMailKind, string> = {
  confirmed: "confirmation",
  placed: "place given",
  cancelled: "enrolment cancelled",
  guaranteed: "run goes ahead",
  "run-cancelled": "run cancelled",
  moved: "run moved",
  joining: "joining details",
  offered: "place offered",
  "offer-expired": "offer expired",
  "move-choice": "run moved: new run or refund",
  "move-refund": "refund after a move",
  "address-changed": "a participant's earlier address told of its change",
  "private-run-changed": "private run's days, times or place changed",
};

/**
 * One run's roster: the run's facts and actions, then each enrolment as a
 * card (readable on a phone) with what the invoice needs and what can be
 * done with it. Every action is a POST naming the version of the place it
 * was shown, so a change made meanwhile by someone else is not undone.
 */
export function RosterPage(props: RosterPageProps) {
  const { line } = props;
  const title = `${line.courseTitle}: ${line.label}`;
  const sorted = props.rows.toSorted(
    (a, b) => placeOrder[a.place ?? "unanswered"] - placeOrder[b.place ?? "unanswered"],
  );
  const waiting = props.rows.filter((row) => row.place === "waiting").map((row) => row.id);
  const isOpen = line.isOffered && !line.state.cancelledAt && !line.isPast;
  return (
    <PageShell title={title} signedIn={props.signedIn} section="runs">
      <p>
        <a href={backOfficePaths.runs}>← Runs</a>
      </p>
      <h1>{title}</h1>
      <Notices notice={props.notice} problem={props.problem} />
      {line.isOverCapacity && !line.state.cancelledAt && (
        <p className="problem" role="alert">
          {overCapacityText(line)}
        </p>
      )}
      <section className="panel" aria-labelledby="run-heading">
        <h2 id="run-heading">The run</h2>
        <dl className="facts">
          {line.isUndated ? null : (
            <>
              <dt>Places taken</dt>
              <dd data-places>{placesText(line)}</dd>
              <dt>Confirmed</dt>
              <dd>{line.counts.confirmed}</dd>
              <dt>Waiting list</dt>
              <dd data-waiting>
                {line.counts.waiting} {line.counts.waiting === 1 ? "participant" : "participants"}
              </dd>
            </>
          )}
          <dt>State</dt>
          <dd data-run-state>
            {props.movedTo ? (
              <>
                moved to <a href={props.movedTo.href}>{props.movedTo.label}</a>
              </>
            ) : (
              <RunStateBadges line={line} />
            )}
          </dd>
          <dt>Enrolments</dt>
          <dd>{props.rows.length}</dd>
          <RunMoney invoices={props.invoices} />
        </dl>
        <div className="actions">
          <a
            className="button secondary"
            href={`${rosterPath(line.courseKey, line.runKey)}.csv`}
            download
          >
            CSV for invoicing
          </a>
          <a
            className="button secondary"
            href={`${rosterPath(line.courseKey, line.runKey)}/participants.csv`}
            download
          >
            Participants CSV (attendance)
          </a>
          <a className="button secondary" href={backOfficePaths.evaluations}>
            Evaluations
          </a>
          {isOpen && !line.isUndated && !line.guaranteed && (
            <a
              className="button secondary"
              href={runActionPath(line.courseKey, line.runKey, "guarantee")}
            >
              Mark guaranteed…
            </a>
          )}
          {/* A private run's people go to no other run: it is theirs (issue 45). */}
          {line.isOffered &&
            !line.isUndated &&
            !line.state.movedTo &&
            !line.privateOf &&
            props.rows.length > 0 && (
              <a
                className="button secondary"
                href={runActionPath(line.courseKey, line.runKey, "move")}
              >
                Move to another run…
              </a>
            )}
          {isOpen && !line.isUndated && (
            <a
              className="button danger"
              href={runActionPath(line.courseKey, line.runKey, "cancel")}
            >
              Cancel this run…
            </a>
          )}
        </div>
      </section>
      <h2>{line.isUndated ? "Requests without obligation" : "Enrolments"}</h2>
      {line.isUndated && (
        <p data-request-note>
          No date yet and in-company are requests without obligation: nothing was ordered. Confirm
          tells the buyer by mail that we have taken the request up and will come back with dates or
          a quote; it concludes no contract and sends no invoice. The buyer is bound only by
          enrolling in a run with dates or accepting a quote.
        </p>
      )}
      {sorted.length === 0 ? (
        <p>No enrolments on this run.</p>
      ) : (
        <ol className="roster">
          {sorted.map((row) => (
            <li key={row.id}>
              <EnrolmentCard
                row={row}
                position={row.place === "waiting" ? waiting.indexOf(row.id) + 1 : undefined}
                isHighlighted={row.id === props.highlight}
                offer={props.offers?.find((offer) => offer.enquiryId === row.id)}
                invoices={props.invoices?.[row.id]}
                invoicingOff={props.invoicingOff}
                canPlace={line.isOffered && !line.state.cancelledAt}
                isRunCancelled={Boolean(line.state.cancelledAt)}
                isAttendanceOpen={Boolean(props.today && isAttendanceOpen(line, props.today))}
                certificates={props.certificates}
                canSubstitute={!(line.start && props.today && line.start <= props.today)}
                awaitsExpressRequest={Boolean(
                  props.today &&
                    !line.state.cancelledAt &&
                    awaitsExpressRequest(row, line.start, props.today),
                )}
                today={props.today ?? ""}
              />
            </li>
          ))}
        </ol>
      )}
    </PageShell>
  );
}

function EnrolmentCard(props: {
  row: RosterRow;
  position?: number;
  isHighlighted: boolean;
  canPlace: boolean;
  isRunCancelled: boolean;
  /** From the run's first day: each participant holding a place gets present / partly / absent. */
  isAttendanceOpen: boolean;
  certificates?: RunCertificates;
  /** Before the run starts: a participant can be changed (a substitute, or a name given later). */
  canSubstitute: boolean;
  /** A consumer on a run within their withdrawal period, without the express request (M11). */
  awaitsExpressRequest: boolean;
  today: string;
  offer?: { kind: "place" | "move"; expiresAt: string };
  invoices?: RowInvoices;
  invoicingOff?: string;
}) {
  const { row } = props;
  const record = JSON.parse(row.details ?? "{}") as Partial<EnrolmentRecord>;
  const isBusiness = record.buyer === "business";
  const headingId = `enrolment-${row.id}`;
  const address = record.buyerAddress;
  const isMarking = props.isAttendanceOpen && (row.place === "confirmed" || row.place === "placed");
  const canConfirm = (row.place === "placed" || row.place === null) && !props.isRunCancelled;
  return (
    <article
      className={`panel enrolment${props.isHighlighted ? " highlighted" : ""}`}
      aria-labelledby={headingId}
      data-enrolment={row.id}
      data-place={row.place ?? "unanswered"}
    >
      <div className="enrolment-head">
        <h3 id={headingId}>{row.name}</h3>
        <PlaceBadge place={row.place} position={props.position} />
      </div>
      <dl className="facts">
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </dd>
        <dt>Participants</dt>
        <dd className={isMarking ? "marking" : undefined}>
          {row.participants}
          <ParticipantList
            row={row}
            isMarking={isMarking}
            canChange={props.canSubstitute && row.place !== "cancelled"}
            {...(props.certificates && { certificates: props.certificates })}
          />
        </dd>
        <dt>Buyer</dt>
        <dd>{isBusiness ? "business" : record.buyer === "private" ? "private person" : "—"}</dd>
        {isBusiness && (
          <>
            <dt>Company</dt>
            <dd>{record.company || "—"}</dd>
            <dt>PO</dt>
            <dd>{record.po || "—"}</dd>
            <dt>VAT ID</dt>
            <dd>{record.vatId || "—"}</dd>
            <dt>Invoice e-mail</dt>
            <dd>{record.invoiceEmail || `— (invoices go to ${row.email})`}</dd>
          </>
        )}
        <dt>Invoice address</dt>
        <dd data-address>
          {address
            ? `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`
            : `${(isBusiness ? record.invoice : record.address) || "—"} (old form: to complete before invoicing)`}
        </dd>
        <RosterInvoices invoices={props.invoices} invoicingOff={props.invoicingOff} />
        <dt>Express request</dt>
        <dd>{expressRequestText(record)}</dd>
        <dt>Received</dt>
        <dd>{formatTime(row.receivedAt)}</dd>
        {props.offer && (
          <>
            <dt>
              {props.offer.kind === "place"
                ? "Offer runs until"
                : "Choice (new run or refund) until"}
            </dt>
            <dd data-offer-until>
              {formatTime(props.offer.expiresAt)}
              {props.offer.kind === "place"
                ? "; unanswered, it lapses at no cost and the place goes to the next"
                : "; unanswered, a full refund"}
            </dd>
          </>
        )}
        <dt>Last mail</dt>
        <dd>
          {row.lastMailKind
            ? `${mailNames[row.lastMailKind]}: ${row.lastMailStatus === "off" ? "not sent (e-mail off)" : row.lastMailStatus}`
            : "receipt only"}
        </dd>
        {row.place === "cancelled" && row.cancelCause && (
          <>
            <dt>Cancelled as</dt>
            <dd>
              {causeLabels[row.cancelCause]}
              {row.cancelReceivedOn && `, received on ${formatDate(row.cancelReceivedOn, "en")}`}
            </dd>
          </>
        )}
      </dl>
      {props.awaitsExpressRequest && <ExpressRequestWarning row={row} today={props.today} />}
      {awaitsCancellationCharge(row) && (
        <CancellationChargeField row={row} hasStarted={!props.canSubstitute} />
      )}
      <div className="actions">
        {canConfirm && (
          <form method="post" action={placeActionPath(row.id, "confirm", row.placeVersion)}>
            <button type="submit">
              {/* "Confirm <name>" first, as every roster names its buttons; a request says so after. */}
              Confirm<span className="visually-hidden"> {row.name}</span>
              {record.isRequest ? " request" : ""}
            </button>
          </form>
        )}
        {canConfirm && props.invoices?.preview && "vatIdNotConfirmed" in props.invoices.preview && (
          <ConfirmWithDutchVat id={row.id} version={row.placeVersion} name={row.name} />
        )}
        {(row.place === "waiting" || row.place === "offered") && props.canPlace && (
          <form method="post" action={placeActionPath(row.id, "place", row.placeVersion)}>
            <button type="submit">
              Give a place<span className="visually-hidden"> to {row.name}</span>
            </button>
          </form>
        )}
        {canConfirm && !record.isRequest && props.invoices && (
          <a
            className="button secondary"
            href={placeActionPath(row.id, "address", row.placeVersion)}
          >
            {address ? "Change" : "Complete"} the invoice address…
            <span className="visually-hidden"> of {row.name}</span>
          </a>
        )}
        {row.place !== "cancelled" && (
          <a
            className="button secondary"
            href={placeActionPath(row.id, "cancel", row.placeVersion)}
          >
            Cancel…<span className="visually-hidden"> the enrolment of {row.name}</span>
          </a>
        )}
        <a href={enquiryPath(row.id)}>
          Details<span className="visually-hidden"> of {row.name}’s enrolment</span>
        </a>
      </div>
    </article>
  );
}
