import { Fragment } from "react";
import type { Enquiry } from "#server/enquiries/enquiry-tables.ts";
import { enrolmentRow } from "#server/enquiries/enrolment-row.ts";
import { enquiryPath } from "#server/back-office/paths.ts";
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
  ["invoice", "Invoice e-mail"],
  ["po", "Purchase order"],
  ["address", "Address"],
  ["fee", "Fee as shown"],
  ["termsVersion", "Course terms accepted"],
  ["expressRequest", "Asked to start within the withdrawal period"],
] as const;

/** One enquiry or enrolment, whole, with what can be done with it. */
export function EnquiryPage(props: {
  signedIn: { email: string };
  enquiry: Enquiry;
  notice?: string;
}) {
  const { enquiry } = props;
  const kind = enquiry.kind ?? "enquiry";
  const row = kind === "enrolment" ? enrolmentRow(enquiry) : undefined;
  const title = `${kind === "enrolment" ? "Enrolment" : "Enquiry"} from ${enquiry.name}`;
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
        <h2>{kind === "enrolment" ? "Remarks" : "Message"}</h2>
        <p className="message">{enquiry.message || "—"}</p>
      </section>
      <div className="actions">
        {!enquiry.handledAt && (
          <form method="post" action={`${enquiryPath(enquiry.id)}/handled`} className="inline">
            <button type="submit">Mark as handled</button>
          </form>
        )}
        <a className="button secondary" href={`${enquiryPath(enquiry.id)}/delete`}>
          Delete…
        </a>
      </div>
    </PageShell>
  );
}
