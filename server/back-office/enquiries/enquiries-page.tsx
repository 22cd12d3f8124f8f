import type { Enquiry, SubmissionKind } from "#server/enquiries/enquiry-tables.ts";
import { backOfficePaths, enquiryPath } from "#server/back-office/paths.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { MailStatusBadge } from "./mail-status-badge.tsx";
import { Notices } from "#server/back-office/shared/notices.tsx";

export interface EnquiriesPageProps {
  signedIn: { email: string };
  kind: SubmissionKind;
  search: string;
  enquiries: Enquiry[];
  notice?: string;
}

export const kindLabels: Record<SubmissionKind, { one: string; many: string }> = {
  enquiry: { one: "enquiry", many: "Enquiries" },
  enrolment: { one: "enrolment", many: "Enrolments" },
};

/** The list address for a kind and a search, as the tabs, the form and the export use it. */
export function enquiriesListPath(kind: SubmissionKind, search = "", suffix = ""): string {
  const query = new URLSearchParams();
  if (kind !== "enquiry") query.set("kind", kind);
  if (search) query.set("q", search);
  const text = query.toString();
  return `${backOfficePaths.enquiries}${suffix}${text ? `?${text}` : ""}`;
}

/**
 * Enquiries or enrolments, newest first: who, when, in which language, whether
 * the owner was e-mailed and whether someone has handled it. A search narrows
 * them by name or e-mail; the export takes what is shown.
 */
export function EnquiriesPage(props: EnquiriesPageProps) {
  const labels = kindLabels[props.kind];
  return (
    <PageShell title={labels.many} signedIn={props.signedIn} section="enquiries">
      <h1>{labels.many}</h1>
      <Notices notice={props.notice} />
      <nav aria-label="Kind">
        <ul className="tabs">
          {(["enquiry", "enrolment"] as const).map((kind) => (
            <li key={kind}>
              <a
                href={enquiriesListPath(kind)}
                aria-current={kind === props.kind ? "page" : undefined}
              >
                {kindLabels[kind].many}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <search>
        <form method="get" action={backOfficePaths.enquiries} className="search">
          {props.kind !== "enquiry" && <input type="hidden" name="kind" value={props.kind} />}
          <div>
            <label htmlFor="search">Name or e-mail</label>
            <input id="search" type="search" name="q" defaultValue={props.search} />
          </div>
          <button type="submit">Search</button>
          {props.search && (
            <a href={enquiriesListPath(props.kind)} className="button secondary">
              Show all
            </a>
          )}
          <a
            href={enquiriesListPath(props.kind, props.search, ".csv")}
            className="button secondary"
            download
          >
            Export CSV
          </a>
        </form>
      </search>
      {props.enquiries.length === 0 ? (
        <p>
          {props.search
            ? `No ${labels.one} with a name or e-mail address containing “${props.search}”.`
            : `No ${labels.one} yet.`}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="table-wrap" aria-label={labels.many} tabIndex={0}>
          <table>
            <caption className="visually-hidden">
              {labels.many}, newest first{props.search ? `, matching “${props.search}”` : ""}
            </caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Language</th>
                <th scope="col">E-mailed to you</th>
                <th scope="col">Handled</th>
              </tr>
            </thead>
            <tbody>
              {props.enquiries.map((enquiry) => (
                <tr key={enquiry.id} data-enquiry={enquiry.id}>
                  <td>
                    <a href={enquiryPath(enquiry.id)}>{formatTime(enquiry.receivedAt)}</a>
                  </td>
                  <td className="wide">{enquiry.name}</td>
                  <td className="wide">{enquiry.email}</td>
                  <td>{enquiry.language === "nl" ? "Dutch" : "English"}</td>
                  <td>
                    <MailStatusBadge status={enquiry.mailStatus} />
                  </td>
                  <td>
                    {enquiry.handledAt ? (
                      <span className="badge ok">handled</span>
                    ) : (
                      <span className="badge warn">open</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p className="muted">
        {props.enquiries.length}{" "}
        {props.enquiries.length === 1 ? labels.one : labels.many.toLowerCase()}
        {props.search ? " found" : ""}.
      </p>
    </PageShell>
  );
}
