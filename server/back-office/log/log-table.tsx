import type { AuditEntry } from "./audit-log-tables.ts";
import { formatTime } from "#server/back-office/shared/format-time.ts";

export function LogTable(props: { entries: AuditEntry[]; caption: string }) {
  if (props.entries.length === 0) return <p>Nothing logged yet.</p>;
  return (
    // Focusable, so the table can be scrolled sideways by keyboard on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-wrap" aria-label={props.caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {props.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatTime(entry.at)}</td>
              <td className="wide">{entry.actor}</td>
              <td>{entry.action}</td>
              <td className="wide">{entry.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
