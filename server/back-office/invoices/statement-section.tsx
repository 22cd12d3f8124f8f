import type { StatementItem } from "#server/invoices/statement-tables.ts";
import { invoicePatterns, statementItemPath } from "./invoice-paths.ts";
import { type Cents } from "#src/money/money.ts";
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
 * the credits listed for the owner, each to assign to an invoice or dismiss with a reason.
 */
export function StatementSection(props: {
  items: { open: StatementItem[]; decided: StatementItem[] };
}) {
  const { open, decided } = props.items;
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
        or overlapping statements, change nothing.
      </p>
      <h3>To decide ({open.length})</h3>
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
      {decided.length > 0 && (
        <details>
          <summary>Decided lately ({decided.length})</summary>
          <ul>
            {decided.map((item) => (
              <li key={item.id} data-decided-item={item.id}>
                {item.bookingDate}, {formatMoney(item.amount, "en")} from{" "}
                {item.payerName ?? "unnamed"}:{" "}
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
        {item.payerName ?? "unnamed"}
        {item.payerIban && <small> {item.payerIban}</small>}
      </td>
      <td>{item.text}</td>
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
