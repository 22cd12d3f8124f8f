import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { Notices } from "#server/back-office/shared/notices.tsx";
import { decisionDueText, overCapacityText, placesText, RunStateBadges } from "./run-badges.tsx";
import type { RunLine } from "./runs-page-lines.ts";
import { rosterPath } from "./run-paths.ts";
import { WithdrawalStatements } from "./withdrawal-statements.tsx";
import type { WithdrawalStatement } from "#server/runs/withdrawal-types.ts";

export interface RunsPageProps {
  signedIn: { email: string };
  upcoming: RunLine[];
  undated: RunLine[];
  earlier: RunLine[];
  /** The live build has no enrolment catalogue: only the store's runs are known. */
  hasCatalogue: boolean;
  isMailing: boolean;
  /** Statements of withdrawal the owner still has to match or settle. */
  withdrawals?: WithdrawalStatement[];
  notice?: string;
}

/**
 * Every run, upcoming first: places taken of its capacity, its waiting
 * list and its state, each leading to its roster; a warning for each run
 * whose capacity is now below the places taken, and for each run below its
 * minimum past its decision date (flagged by the nightly job) until decided.
 */
export function RunsPage(props: RunsPageProps) {
  const overCapacity = props.upcoming.filter(
    (line) => line.isOverCapacity && !line.state.cancelledAt,
  );
  const decisionsDue = props.upcoming.filter((line) => line.decision?.isDue);
  return (
    <PageShell title="Runs" signedIn={props.signedIn} section="runs">
      <h1>Runs</h1>
      <Notices notice={props.notice} />
      <p>
        Every run of the live site, soonest first, with the enrolments the store holds. Places and
        the waiting list count participants. Open a run for its roster, the CSV for invoicing and
        what you can do.
        {props.isMailing
          ? ""
          : " E-mail is off on this server: actions change the store but nobody is e-mailed."}
      </p>
      {!props.hasCatalogue && (
        <p className="problem" role="alert">
          The live build has no enrolment catalogue, so its runs are unknown here: only runs with
          enrolments are listed. Rebuild the site from the overview.
        </p>
      )}
      <WithdrawalStatements statements={props.withdrawals ?? []} />
      {overCapacity.length + decisionsDue.length > 0 && (
        // One alert for all that needs the owner: runs over capacity, runs past their decision date.
        <div className="problem" role="alert">
          {overCapacity.map((line) => (
            <p key={`${line.courseKey}/${line.runKey}`}>
              <a href={rosterPath(line.courseKey, line.runKey)}>
                {line.courseTitle}, {line.label}
              </a>
              : {overCapacityText(line)}
            </p>
          ))}
          {decisionsDue.map((line) => (
            <p key={`${line.courseKey}/${line.runKey}/decision`} data-decision-due="">
              <a href={rosterPath(line.courseKey, line.runKey)}>
                {line.courseTitle}, {line.label}
              </a>
              : {decisionDueText(line)}
            </p>
          ))}
        </div>
      )}
      <RunTable
        id="upcoming"
        title="Upcoming runs"
        lines={props.upcoming}
        empty="No upcoming runs: the course files list none."
      />
      {props.undated.length > 0 && (
        <RunTable
          id="undated"
          title="Enrolments without a date"
          lines={props.undated}
          empty=""
          isUndated
          note="Enrolments for a course with no date yet, or in-company: confirm or cancel them from their list."
        />
      )}
      {props.earlier.length > 0 && (
        <RunTable
          id="earlier"
          title="Past and withdrawn runs"
          lines={props.earlier}
          empty=""
          note="Runs with enrolments that the live site no longer offers: they have started, or were taken out of a course file."
        />
      )}
    </PageShell>
  );
}

function RunTable(props: {
  id: string;
  title: string;
  lines: RunLine[];
  empty: string;
  note?: string;
  isUndated?: boolean;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <div className="run-section">
      <h2 id={headingId}>{props.title}</h2>
      {props.note && <p className="muted">{props.note}</p>}
      {props.lines.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="table-wrap" tabIndex={0} aria-labelledby={headingId}>
          <table className="runs-table">
            <thead>
              <tr>
                <th scope="col">{props.isUndated ? "Course" : "Run"}</th>
                <th scope="col">{props.isUndated ? "Enrolments" : "Places taken"}</th>
                {!props.isUndated && <th scope="col">Waiting</th>}
              </tr>
            </thead>
            <tbody>
              {props.lines.map((line) => (
                <tr
                  key={`${line.courseKey}/${line.runKey}`}
                  data-run={`${line.courseKey}/${line.runKey}`}
                >
                  <td>
                    <a href={rosterPath(line.courseKey, line.runKey)}>
                      <strong>{line.courseTitle}</strong>
                      <br />
                      {line.label}
                    </a>
                    <div className="run-state">
                      {line.isUndated ? (
                        line.counts.unanswered > 0 ? (
                          <span className="badge warn">{line.counts.unanswered} to confirm</span>
                        ) : (
                          <span className="muted">all answered</span>
                        )
                      ) : (
                        <RunStateBadges line={line} />
                      )}
                    </div>
                  </td>
                  <td>
                    {line.isUndated
                      ? `${line.counts.enrolments} ${line.counts.enrolments === 1 ? "enrolment" : "enrolments"}`
                      : placesText(line)}
                  </td>
                  {!props.isUndated && <td>{line.counts.waiting}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
