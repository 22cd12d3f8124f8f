import { Fragment } from "react";
import type { Enquiry } from "#server/enquiries/enquiry-tables.ts";
import { enrolmentRow } from "#server/enquiries/enrolment-row.ts";
import type { StoredParticipant } from "#server/enquiries/participant-rows.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { backOfficePaths, enquiryPath } from "#server/back-office/paths.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { enquiriesListPath, kindLabels } from "./enquiries-page.tsx";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { MailStatusBadge } from "./mail-status-badge.tsx";
import { Notices } from "#server/back-office/shared/notices.tsx";

/** What an enrolment adds, in the order the owner confirms it. */
const enrolmentFacts = [
  ["course", "Course"],
  ["run", "Run"],
  ["participants", "Participants"],
  ["buyer", "Who pays"],
  ["company", "Company"],
  ["vatId", "VAT ID"],
  ["invoiceEmail", "Invoice e-mail"],
  ["invoice", "Invoice address (old form)"],
  ["po", "Purchase order"],
  ["address", "Address (old form)"],
  ["fee", "Fee as shown"],
  ["termsVersion", "Course terms accepted"],
  ["expressRequest", "Asked to start within the withdrawal period"],
] as const;

/** One enquiry or enrolment, whole, with what can be done with it. */
export function EnquiryPage(props: {
  signedIn: { email: string };
  enquiry: Enquiry;
  /** An enrolment's participants as the store keeps them (else as its record posted them). */
  participants?: StoredParticipant[];
  notice?: string;
}) {
  const { enquiry } = props;
  const kind = enquiry.kind ?? "enquiry";
  const row = kind === "enrolment" ? enrolmentRow(enquiry) : undefined;
  const record: Partial<EnrolmentRecord> =
    kind === "enrolment" ? JSON.parse(enquiry.details ?? "{}") : {};
  const participants = props.participants ?? record.participantList ?? [];
  const noun = kind !== "enrolment" ? "Enquiry" : record.isRequest ? "Request" : "Enrolment";
  const title = `${noun} from ${enquiry.name}`;
  return (
    <PageShell title={title} signedIn={props.signedIn} section="enquiries">
      <p>
        <a href={enquiriesListPath(kind)}>← {kindLabels[kind].many}</a>
      </p>
      <h1>{title}</h1>
      <Notices notice={props.notice} />
      <section className="panel" aria-label="Details">
        <dl className="facts">
          <dt>Received</dt>
          <dd>{formatTime(enquiry.receivedAt)}</dd>
          <dt>Name</dt>
          <dd>{enquiry.name}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>{enquiry.phone || "—"}</dd>
          <dt>Language</dt>
          <dd>
            {enquiry.language === "nl" ? "Dutch: answer in Dutch" : "English: answer in English"}
          </dd>
          <dt>E-mailed to you</dt>
          <dd>
            <MailStatusBadge status={enquiry.mailStatus} />
          </dd>
          <dt>Handled</dt>
          <dd>{enquiry.handledAt ? formatTime(enquiry.handledAt) : "not yet"}</dd>
          {record.isRequest && (
            <>
              <dt>What it is</dt>
              <dd data-request>
                A request without obligation (no date yet, or in-company): nothing was ordered.
                Answer it with dates or a quote; only an enrolment in a run, or an accepted quote,
                binds the buyer.
              </dd>
            </>
          )}
          {record.buyerAddress && (
            <>
              <dt>Address</dt>
              <dd data-address>
                {record.buyerAddress.street}, {record.buyerAddress.postalCode}{" "}
                {record.buyerAddress.city}, {record.buyerAddress.country}
              </dd>
            </>
          )}
          {row &&
            enrolmentFacts.map(([key, label]) =>
              row[key] ? (
                <Fragment key={key}>
                  <dt>{label}</dt>
                  <dd>{row[key]}</dd>
                </Fragment>
              ) : null,
            )}
        </dl>
        {kind === "enrolment" && (
          <>
            <h2>Participants</h2>
            <ol className="participants" data-participants>
              {participants.map((participant, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a participant is its position.
                <li key={index}>
                  {participant.name || <em>to be named</em>}
                  {participant.email ? (
                    <>
                      {" "}
                      (<a href={`mailto:${participant.email}`}>{participant.email}</a>)
                    </>
                  ) : (
                    " (mails go to the booker)"
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
        <h2>{kind === "enrolment" ? "Remarks" : "Message"}</h2>
        <p className="message">{enquiry.message || "—"}</p>
      </section>
      <div className="actions">
        {!enquiry.handledAt && (
          <form method="post" action={`${enquiryPath(enquiry.id)}/handled`} className="inline">
            <button type="submit">Mark as handled</button>
          </form>
        )}
        <a
          className="button secondary"
          href={`${backOfficePaths.quotes}/new?enquiry=${enquiry.id}`}
        >
          Make a quote
        </a>
        <a className="button secondary" href={`${enquiryPath(enquiry.id)}/delete`}>
          Delete…
        </a>
      </div>
    </PageShell>
  );
}
