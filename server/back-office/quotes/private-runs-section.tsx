import { type PrivateRun, privateRunLabel } from "#src/training/private-runs.ts";
import type { QuoteSnapshot } from "#server/quotes/quote-snapshot.ts";
import { rosterPath } from "#server/back-office/runs/run-paths.ts";
import { privateRunPath } from "./quote-paths.ts";

/** An accepted quote's private runs, and whether it may have one: it sells training. */
export interface PrivateRunsView {
  runs: readonly PrivateRun[];
  /** The live catalogue's course titles by key (in English, the back office's language). */
  courseTitles: ReadonlyMap<string, string>;
  hasTraining: boolean;
  today: string;
}

export type PrivateRunsOf = (quoteId: number) => readonly PrivateRun[];

/** What the section shows of an accepted quote (its snapshot as accepted); nothing before. */
export function privateRunsView(
  snapshot: Pick<QuoteSnapshot, "lines"> | undefined,
  runs: readonly PrivateRun[] = [],
  today: string,
  courseTitles: ReadonlyMap<string, string> = new Map(),
): { privateRuns?: PrivateRunsView } {
  if (!snapshot) return {};
  const hasTraining = snapshot.lines.some((line) => line.kind === "training");
  return { privateRuns: { runs, hasTraining, today, courseTitles } };
}

/**
 * On an accepted quote's page: its private runs (issue 45 point 4), each with its roster and,
 * until it starts, its change; and "Create private run…" when the quote has a training line.
 */
export function PrivateRunsSection(props: { quoteId: number; view: PrivateRunsView }) {
  const { runs, hasTraining, today, courseTitles } = props.view;
  if (!hasTraining && runs.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="private-runs-heading" data-private-runs>
      <h2 id="private-runs-heading">Private runs</h2>
      {runs.length > 0 ? (
        <ul>
          {runs.map((run) => (
            <li key={run.key} data-private-run={run.key}>
              <a href={rosterPath(run.courseKey, run.key)}>
                {courseTitles.get(run.courseKey) ?? run.courseKey}: {privateRunLabel(run, "en")}
              </a>
              , {run.participants} participants
              {run.start > today && (
                <>
                  {" "}
                  <a href={privateRunPath(props.quoteId, run.key)}>
                    Change<span className="visually-hidden"> {run.key}</span>
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          None yet. A private run is a run of the course for this buyer only: never on the site,
          with a roster, joining details, attendance and certificates like any run.
        </p>
      )}
      {hasTraining && (
        <p>
          <a className="button secondary" href={privateRunPath(props.quoteId)}>
            Create private run…
          </a>
        </p>
      )}
    </section>
  );
}
