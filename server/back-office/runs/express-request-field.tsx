import type { RosterRow } from "#server/runs/roster-types.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { formatDate } from "#src/training/course-format.ts";
import { placeActionPath } from "./run-paths.ts";

/**
 * A consumer on a run that starts within the withdrawal period, without the
 * express request: what the course terms then say, that their joining
 * details are held once confirmed, and the field that records the request
 * when their reply by e-mail comes in (server/runs/express-request.ts).
 */
export function ExpressRequestWarning(props: { row: RosterRow; today: string }) {
  const { row, today } = props;
  const id = `express-${row.id}`;
  return (
    <div className="problem" data-express-warning>
      <p>
        Starts within the 14-day withdrawal period, and this private buyer made no express request.
        The confirmation asks them to make it by replying before the start; without it they cannot
        take part in this run (course terms).
      </p>
      {row.place === "confirmed" && (
        <p data-express-waiting>
          Joining details held: waiting for the express request. They go out once you record it.
        </p>
      )}
      <form
        method="post"
        action={placeActionPath(row.id, "express-request", row.placeVersion)}
        className="express-request"
      >
        <label htmlFor={id}>
          Express request received by e-mail on
          <span className="visually-hidden"> from {row.name}</span>
        </label>
        <input
          id={id}
          type="date"
          name="receivedOn"
          defaultValue={today}
          min={todayInAmsterdam(new Date(row.receivedAt))}
          max={today}
          required
        />
        <button type="submit" className="secondary">
          Record the express request<span className="visually-hidden"> of {row.name}</span>
        </button>
      </form>
    </div>
  );
}

/** The card's "Express request" line: on the form, by e-mail on a day, or none. */
export function expressRequestText(record: Partial<EnrolmentRecord>): string {
  if (record.buyer === "business") return "—";
  if (record.consents?.expressRequest) return "yes";
  const received = record.consents?.expressRequestReceived;
  return received ? `yes, by e-mail, received on ${formatDate(received.on, "en")}` : "no";
}
