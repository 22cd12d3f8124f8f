import type { OverdueInvoice, SentReminder } from "#server/payments/reminder-tables.ts";
import { remindersPath } from "./invoice-paths.ts";
import { formatMoney } from "#src/money/format-money.ts";

const kinds: Record<SentReminder["kind"], string> = {
  reminder: "reminder",
  notice: "14-day notice",
  second: "second reminder",
};

/**
 * Overdue invoices on the Invoices page: what is open, which reminder went out when and the day
 * it asked payment by, and pausing (with a reason) or resuming an invoice's reminders.
 */
export function RemindersSection(props: { overdue: OverdueInvoice[] }) {
  return (
    <section className="panel" aria-labelledby="overdue-heading" id="overdue">
      <h2 id="overdue-heading">Overdue ({props.overdue.length})</h2>
      <p>
        Every night, an unpaid invoice past its due date gets a reminder (a business buyer) or the
        14-day notice the law asks before collection costs (a private buyer), and a second reminder
        once that deadline has passed. Each goes out once, in the buyer's language, naming what is
        open and a deadline counted from the day it is sent (at least 15 days away); one whose
        invoice was paid or set off meanwhile is not sent at all.
      </p>
      {props.overdue.length === 0 ? (
        <p>No invoice is overdue.</p>
      ) : (
        <div className="table-wrap">
          <table data-overdue>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Buyer</th>
                <th scope="col">Due</th>
                <th scope="col">Open</th>
                <th scope="col">Reminders</th>
                <th scope="col">Pause</th>
              </tr>
            </thead>
            <tbody>
              {props.overdue.map((invoice) => (
                <OverdueRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function OverdueRow(props: { invoice: OverdueInvoice }) {
  const { invoice } = props;
  return (
    <tr data-overdue-invoice={invoice.number}>
      <td>{invoice.number}</td>
      <td>
        {invoice.buyerName}{" "}
        <small>({invoice.buyerKind === "private" ? "private" : "business"})</small>
      </td>
      <td>{invoice.dueDate}</td>
      <td>{formatMoney(invoice.open, "en")}</td>
      <td>
        {invoice.reminders.length === 0 ? (
          "none yet"
        ) : (
          <ul>
            {invoice.reminders.map((reminder) => (
              <li key={reminder.step} data-reminder={reminder.kind}>
                {kinds[reminder.kind]}{" "}
                {reminder.mailStatus === "sent"
                  ? `sent ${reminder.mailedAt?.slice(0, 10)}, pay by ${reminder.deadline}`
                  : `queued ${reminder.queuedAt.slice(0, 10)}, not sent yet; its deadline is reckoned when it is sent`}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        {invoice.pause ? (
          <form method="post" action={remindersPath(invoice.id)} className="inline">
            <small data-paused>
              Paused by {invoice.pause.pausedBy} on {invoice.pause.pausedAt.slice(0, 10)}:{" "}
              {invoice.pause.reason}
            </small>
            <input type="hidden" name="action" value="resume" />
            <button type="submit" className="secondary">
              Resume<span className="visually-hidden"> reminders for {invoice.number}</span>
            </button>
          </form>
        ) : (
          <form method="post" action={remindersPath(invoice.id)} className="inline">
            <input type="hidden" name="action" value="pause" />
            <label htmlFor={`pause-${invoice.id}`}>Reason</label>
            <input id={`pause-${invoice.id}`} name="reason" required maxLength={500} />
            <button type="submit" className="secondary">
              Pause<span className="visually-hidden"> reminders for {invoice.number}</span>
            </button>
          </form>
        )}
      </td>
    </tr>
  );
}
