import type { AuditEntry } from "#server/back-office/log/audit-log-tables.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { LogTable } from "#server/back-office/log/log-table.tsx";
import { Notices } from "#server/back-office/shared/notices.tsx";

/** A release as the owner sees it (server/releases/releases.ts ReleaseInfo). */
export interface ReleaseSummary {
  id: string;
  commit?: string;
  builtAt: string;
}

/** The site's builds: what is live, what is being built, what failed last. */
export interface SiteBuildState {
  live?: ReleaseSummary;
  /** What "Roll back" goes to: the newest release older than the live one. */
  previous?: ReleaseSummary;
  building?: { startedAt: string; requestedBy: string };
  isQueued: boolean;
  lastFailure?: { at: string; message: string; output: string };
}

export interface OverviewPageProps {
  signedIn: { email: string };
  builds: SiteBuildState;
  unhandled: { enquiries: number; enrolments: number };
  recentLog: AuditEntry[];
  notice?: string;
  problem?: string;
}

function Release(props: { release: ReleaseSummary }) {
  return (
    <>
      built {formatTime(props.release.builtAt)}
      {props.release.commit ? (
        <>
          {" "}
          from commit <code>{props.release.commit}</code>
        </>
      ) : null}
    </>
  );
}

/**
 * The owner's first page: the live site and its builds (rebuild, roll
 * back, the last failure's output), what waits to be answered, the latest
 * of the log.
 */
export function OverviewPage(props: OverviewPageProps) {
  const { builds } = props;
  return (
    <PageShell title="Overview" signedIn={props.signedIn} section="overview">
      <h1>Overview</h1>
      <Notices notice={props.notice} problem={props.problem} />
      <div className="panels">
        <section className="panel" aria-labelledby="site-heading">
          <h2 id="site-heading">The live site</h2>
          <dl className="facts">
            <dt>Live build</dt>
            <dd data-live-build={builds.live?.id ?? ""}>
              {builds.live ? <Release release={builds.live} /> : "none yet"}
            </dd>
            <dt>Building</dt>
            <dd data-building={builds.building ? "yes" : "no"}>
              {builds.building
                ? `since ${formatTime(builds.building.startedAt)}, after a change by ${builds.building.requestedBy}${builds.isQueued ? "; another build follows for later changes" : ""}`
                : "nothing"}
            </dd>
          </dl>
          {builds.lastFailure && (
            <div className="problem" role="alert" data-build-failure="">
              <p>
                The last build failed ({formatTime(builds.lastFailure.at)}): the live site was left
                as it was. {builds.lastFailure.message}
              </p>
              <details>
                <summary>The build's output</summary>
                <pre className="output">{builds.lastFailure.output}</pre>
              </details>
            </div>
          )}
          <div className="actions">
            <a className="button" href={backOfficePaths.editor}>
              Edit content
            </a>
            <form method="post" action={backOfficePaths.rebuild} className="inline">
              <button type="submit" className="secondary">
                Rebuild now
              </button>
            </form>
            {builds.previous && (
              <form method="post" action={backOfficePaths.rollback} className="inline">
                <input type="hidden" name="release" value={builds.previous.id} />
                <button type="submit" className="secondary">
                  Roll back to the build of {formatTime(builds.previous.builtAt)}
                </button>
              </form>
            )}
          </div>
          <p className="muted">
            Each change saved in the editor is a commit, and the site is rebuilt in the background;
            visitors see the new build once it is complete. Reload this page to follow a build.
          </p>
        </section>
        <section className="panel" aria-labelledby="waiting-heading">
          <h2 id="waiting-heading">To be answered</h2>
          <ul>
            <li>
              <a href={backOfficePaths.enquiries}>
                {props.unhandled.enquiries}{" "}
                {props.unhandled.enquiries === 1 ? "enquiry" : "enquiries"}
              </a>{" "}
              not yet handled
            </li>
            <li>
              <a href={`${backOfficePaths.enquiries}?kind=enrolment`}>
                {props.unhandled.enrolments}{" "}
                {props.unhandled.enrolments === 1 ? "enrolment" : "enrolments"}
              </a>{" "}
              not yet handled
            </li>
          </ul>
        </section>
      </div>
      <section className="panel" aria-labelledby="log-heading">
        <h2 id="log-heading">Latest in the log</h2>
        <LogTable entries={props.recentLog} caption="The ten latest entries of the log" />
        <p>
          <a href={backOfficePaths.log}>The whole log</a>
        </p>
      </section>
    </PageShell>
  );
}
