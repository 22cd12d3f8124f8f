import { formatMoney } from "#src/money/format-money.ts";
import type { Cents } from "#src/money/money.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { Notices } from "#server/back-office/shared/notices.tsx";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { type QuoteStatus, quoteStatuses } from "#server/quotes/quote-status.ts";
import { type PeriodShare, percentText, type QuoteRow } from "./quote-list-lines.ts";
import { newQuotePath, quotePath } from "./quote-paths.ts";
import { StatusBadge, statusLabels } from "./quote-view-page.tsx";

/** The page's address for a period and status, as its form, its links and the CSV use it. */
export function quotesListPath(
  period: { from: string; to: string },
  status?: string,
  suffix = "",
): string {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (status) query.set("status", status);
  return `${backOfficePaths.quotes}${suffix}?${query}`;
}

const money = (amount: Cents) => formatMoney(amount, "en");

/**
 * The Quotes page: every quote first sent (a draft: made) in a period, with
 * its status, value and, once accepted, what is invoiced and open; the
 * versions it replaced beneath it; per month the quotes sent and the share
 * accepted; the CSV; a new quote.
 */
export function QuotesPage(props: {
  signedIn: { email: string };
  period: { from: string; to: string };
  status?: QuoteStatus;
  rows: QuoteRow[];
  shares: PeriodShare[];
  notice?: string;
}) {
  const { period } = props;
  const shown = props.status ? props.rows.filter((row) => row.status === props.status) : props.rows;
  return (
    <PageShell title="Quotes" signedIn={props.signedIn} section="quotes">
      <h1>Quotes</h1>
      <Notices notice={props.notice} />
      <p className="actions">
        <a className="button" href={newQuotePath()}>
          New quote
        </a>
        <span>Or open an enquiry and choose “Make a quote”: its buyer and message come along.</span>
      </p>
      <search>
        <form method="get" action={backOfficePaths.quotes} className="search">
          <div>
            <label htmlFor="from">First sent from</label>
            <input id="from" type="date" name="from" defaultValue={period.from} />
          </div>
          <div>
            <label htmlFor="to">To</label>
            <input id="to" type="date" name="to" defaultValue={period.to} />
          </div>
          <div>
            <label htmlFor="status">Status</label>
            <select id="status" name="status" defaultValue={props.status ?? ""}>
              <option value="">all</option>
              {quoteStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit">Show</button>
          <a
            href={quotesListPath(period, props.status, ".csv")}
            className="button secondary"
            download
          >
            CSV
          </a>
        </form>
      </search>
      <section className="panel" aria-labelledby="shares-heading">
        <h2 id="shares-heading">
          Sent and accepted, {period.from} to {period.to}
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
        <section className="table-wrap" aria-labelledby="shares-heading" tabIndex={0}>
          <table data-shares>
            <thead>
              <tr>
                <th scope="col">First sent in</th>
                <th scope="col">Sent</th>
                <th scope="col">Value excl. VAT</th>
                <th scope="col">Accepted</th>
                <th scope="col">Value accepted</th>
                <th scope="col">Share accepted</th>
                <th scope="col">Declined</th>
                <th scope="col">Expired</th>
                <th scope="col">Waiting</th>
              </tr>
            </thead>
            <tbody>
              {props.shares.map((share) => (
                <tr key={share.month} data-month={share.month}>
                  <th scope="row">{share.month === "all" ? "The whole period" : share.month}</th>
                  <td>{share.sent}</td>
                  <td>{money(share.sentValue)}</td>
                  <td>{share.accepted}</td>
                  <td>{money(share.acceptedValue)}</td>
                  <td data-share>
                    {percentText(share.accepted, share.sent)} of the quotes,{" "}
                    {percentText(share.acceptedValue, share.sentValue)} of the value
                  </td>
                  <td>{share.declined}</td>
                  <td>{share.expired}</td>
                  <td>{share.open}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
      {shown.length === 0 ? (
        <p>No {props.status ? `${statusLabels[props.status]} quotes` : "quotes"} in this period.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="table-wrap" aria-label="The quotes" tabIndex={0}>
          <table data-quotes>
            <thead>
              <tr>
                <th scope="col">Quote</th>
                <th scope="col">Buyer</th>
                <th scope="col">Sent</th>
                <th scope="col">Valid until</th>
                <th scope="col">excl. VAT</th>
                <th scope="col">incl. VAT</th>
                <th scope="col">Status</th>
                <th scope="col">Invoiced</th>
                <th scope="col">Open</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr
                  key={`${row.quoteId}-${row.version ?? "draft"}`}
                  data-quote={row.number ?? `draft-${row.quoteId}`}
                  data-version={row.version ?? ""}
                  data-status={row.status}
                  className={row.isCurrent ? undefined : "earlier"}
                >
                  <td>
                    <a href={quotePath(row.quoteId)}>
                      {row.number ?? "Draft"}
                      {row.version !== null && row.version > 1 ? ` v${row.version}` : ""}
                    </a>
                    {!row.isCurrent && <small> (replaced)</small>}
                  </td>
                  <td>{row.buyer}</td>
                  <td>{row.sentOn ?? "—"}</td>
                  <td>{row.validUntil ?? "—"}</td>
                  <td>{money(row.exclVat)}</td>
                  <td>{row.inclVat === null ? "—" : money(row.inclVat)}</td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td data-invoiced>{row.status === "accepted" ? money(row.invoiced) : "—"}</td>
                  <td data-open>{row.status === "accepted" ? money(row.open) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p>
        A quote counts in the month it was first sent, at its last version's value excl. VAT.
        Invoiced is what its invoices ask less its credit notes, incl. VAT; open is what of the
        accepted total is still to invoice.
      </p>
    </PageShell>
  );
}
