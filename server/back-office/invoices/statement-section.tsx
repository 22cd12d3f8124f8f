import { withoutBidiControls } from "#src/forms/contact-schema.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { statementPageSize, type StatementItem } from "#server/payments/statement-tables.ts";
import { invoicePatterns, statementItemPath } from "./invoice-paths.ts";
import type { Cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";

/** Why the matcher listed a credit instead of marking an invoice paid, in the owner's words. */
const reasons: Record<string, string> = {
  partial: "pays part of the invoice it names",
  overpaid: "pays more than is open on the invoice it names",
  "no-number": "names no invoice number",
  "unknown-number": "names no open invoice",
  "several-invoices": "names several invoices",
  "already-paid": "names an invoice an earlier credit already paid",
  reversal: "a reversal: money taken back",
  "batch-unclear": "a batch entry whose parts do not add up",
  "foreign-currency": "not in euros",
  "mollie-payout": "a payout from Mollie: its payments were recorded through Mollie",
};

interface Mention {
  number: string;
  openCents: Cents;
  buyerName: string;
}
interface Details {
  invoices?: Mention[];
  otherNumbers?: string[];
  sumCents?: Cents;
  isSumExact?: boolean;
  suggestions?: Mention[];
  reverses?: { invoiceNumber?: string };
}

/**
 * The bank's statement on the Invoices page: the upload (a plain form, no script needed), and
 * the credits listed for the owner, each to assign to an invoice or dismiss with a reason, a
 * page of them at a time (a statement of thousands lists thousands). A payer's name is shown
 * without bidirectional controls, as the forms refuse them.
 */
export function StatementSection(props: {
  items: { open: StatementItem[]; openCount: number; decided: StatementItem[] };
  /** Which page of the credits to decide is shown, from 1. */
  page: number;
  /** STATEMENT_LINE_RETENTION_DAYS: dismissed credits are deleted this long after. */
  retentionDays: number;
}) {
  const { open, openCount, decided } = props.items;
  const pages = Math.max(1, Math.ceil(openCount / statementPageSize));
  return (
    <section className="panel" aria-labelledby="statement-heading" id="statement">
      <h2 id="statement-heading">Bank statement</h2>
      <form
        method="post"
        action={invoicePatterns.statement}
        encType="multipart/form-data"
        className="search"
      >
        <div>
          <label htmlFor="statement-file">Statement file (CAMT.053, XML)</label>
          <input
            id="statement-file"
            type="file"
            name="statement"
            accept=".xml,application/xml,text/xml"
            required
          />
        </div>
        <button type="submit">Read the statement</button>
      </form>
      <p>
        A transfer that names one open invoice and pays exactly what is open marks it paid on the
        bank's booking date. Everything else is listed below for you to decide. The same file twice,
        or overlapping statements, change nothing. Assigned to an invoice, a credit is its payment;
        what it pays beyond what is open is listed to refund. Credits you dismiss are deleted{" "}
        {props.retentionDays} days later, with the payer's name and account.
      </p>
      <h3>To decide ({openCount})</h3>
      {pages > 1 && <PageLinks page={props.page} pages={pages} />}
      {open.length === 0 ? (
        <p>Nothing to decide.</p>
      ) : (
        <div className="table-wrap">
          <table data-statement-items>
            <thead>
              <tr>
                <th scope="col">Booked</th>
                <th scope="col">Amount</th>
                <th scope="col">From</th>
                <th scope="col">Description</th>
                <th scope="col">Why listed</th>
                <th scope="col">Decide</th>
              </tr>
            </thead>
            <tbody>
              {open.map((item) => (
                <ItemRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && open.length > 0 && <PageLinks page={props.page} pages={pages} />}
      {decided.length > 0 && (
        <details>
          <summary>Decided lately ({decided.length})</summary>
          <ul>
            {decided.map((item) => (
              <li key={item.id} data-decided-item={item.id}>
                {item.bookingDate}, {formatMoney(item.amount, "en")} from{" "}
                {shown(item.payerName) ?? "unnamed"}:{" "}
                {item.state === "assigned" ? `assigned to ${item.invoiceNumber}` : "dismissed"} by{" "}
                {item.decidedBy} on {item.decidedAt?.slice(0, 10)} ({item.decisionNote})
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function ItemRow(props: { item: StatementItem }) {
  const { item } = props;
  const details = JSON.parse(item.details) as Details;
  const named = details.invoices ?? [];
  const suggested = details.suggestions ?? [];
  const guess = (named.length === 1 ? named[0] : undefined)?.number ?? "";
  return (
    <tr data-statement-item={item.id} data-reason={item.reason}>
      <td>{item.bookingDate}</td>
      <td>{formatMoney(item.amount, "en")}</td>
      <td>
        {shown(item.payerName) ?? "unnamed"}
        {item.payerIban && <small> {item.payerIban}</small>}
      </td>
      <td>{shown(item.text)}</td>
      <td>
        {reasons[item.reason] ?? item.reason}
        {named.length > 0 && (
          <small>
            {" "}
            (names{" "}
            {named
              .map((invoice) => `${invoice.number}, ${formatMoney(invoice.openCents, "en")} open`)
              .join("; ")}
            {details.sumCents !== undefined &&
              `; together ${formatMoney(details.sumCents, "en")}${details.isSumExact ? ", exactly this transfer" : ""}`}
            )
          </small>
        )}
        {(details.otherNumbers ?? []).length > 0 && (
          <small> (not open: {(details.otherNumbers ?? []).join(", ")})</small>
        )}
        {suggested.length > 0 && (
          <small>
            {" "}
            (open for this amount:{" "}
            {suggested.map((invoice) => `${invoice.number} ${invoice.buyerName}`).join("; ")})
          </small>
        )}
        {details.reverses?.invoiceNumber && (
          <small> (takes back the payment of {details.reverses.invoiceNumber})</small>
        )}
      </td>
      <td>
        {item.reason !== "mollie-payout" && <AssignForm item={item} guess={guess} />}
        <form method="post" action={statementItemPath(item.id, "dismiss")} className="inline">
          <label htmlFor={`dismiss-reason-${item.id}`}>Reason</label>
          <input id={`dismiss-reason-${item.id}`} name="reason" required maxLength={500} />
          <button type="submit" className="secondary">
            Dismiss
            <span className="visually-hidden"> the credit of {formatMoney(item.amount, "en")}</span>
          </button>
        </form>
      </td>
    </tr>
  );
}

/** A credit assigned to an invoice (a Mollie payout never is: its payments came through Mollie). */
function AssignForm(props: { item: StatementItem; guess: string }) {
  const { item, guess } = props;
  return (
    <form method="post" action={statementItemPath(item.id, "assign")} className="inline">
      <label htmlFor={`assign-${item.id}`}>Invoice</label>
      <input
        id={`assign-${item.id}`}
        name="invoice"
        defaultValue={guess}
        required
        size={12}
        autoComplete="off"
      />
      <label htmlFor={`assign-reason-${item.id}`}>Reason</label>
      <input id={`assign-reason-${item.id}`} name="reason" required maxLength={500} />
      <button type="submit" className="secondary">
        Assign
        <span className="visually-hidden"> the credit of {formatMoney(item.amount, "en")}</span>
      </button>
    </form>
  );
}

/** Links to the other pages of the credits to decide (a plain link each, no script). */
function PageLinks(props: { page: number; pages: number }) {
  const link = (page: number) => `${backOfficePaths.invoices}?items=${page}#statement`;
  return (
    <nav aria-label="Pages of the credits to decide" data-statement-pages>
      Page {props.page} of {props.pages}
      {props.page > 1 && (
        <>
          {" · "}
          <a href={link(props.page - 1)}>previous</a>
        </>
      )}
      {props.page < props.pages && (
        <>
          {" · "}
          <a href={link(props.page + 1)}>next</a>
        </>
      )}
    </nav>
  );
}

/** Text from the bank, shown without bidirectional controls. */
function shown(text: string | null): string | null {
  return text === null ? null : withoutBidiControls(text);
}
