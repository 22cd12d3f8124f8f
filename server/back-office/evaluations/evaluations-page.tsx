import type { StoredEvaluation } from "#server/after-course/evaluation-tables.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { Notices } from "#server/back-office/shared/notices.tsx";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { evaluationAnchor, withdrawConsentPath } from "./evaluation-paths.ts";
import {
  type CourseEvaluations,
  type EvaluationGroup,
  uncountedWords,
} from "./evaluation-summary.ts";

/**
 * The evaluations participants sent after their course: per course and per
 * run, of those that count in the rating, how many and the averages (1 to 5)
 * and who would recommend it; then every answer, newest first, each comment
 * as the text it is, whether it may be published (with the button that
 * withdraws that consent) or why it does not count. A CSV of all answers.
 */
export function EvaluationsPage(props: {
  signedIn: { email: string };
  courses: CourseEvaluations[];
  answers: StoredEvaluation[];
  notice?: string | undefined;
  problem?: string | undefined;
}) {
  return (
    <PageShell title="Evaluations" signedIn={props.signedIn} section="runs">
      <p>
        <a href={backOfficePaths.runs}>← Runs</a>
      </p>
      <h1>Evaluations</h1>
      <Notices notice={props.notice} problem={props.problem} />
      <p>
        Sent by participants marked present, through the link in their certificate's mail, which
        goes only to a participant's own e-mail address; each once. Scores are 1 (poor) to 5
        (excellent). An answer whose link went to a booker's address (sent before that rule), or
        whose certificate you revoked, does not count and its comment is never published.
      </p>
      <div className="actions">
        <a className="button secondary" href={`${backOfficePaths.evaluations}.csv`} download>
          CSV of all answers
        </a>
      </div>
      {props.courses.length === 0 ? (
        <p>No evaluations yet.</p>
      ) : (
        <>
          <h2>Per course and run, of the answers that count</h2>
          <table className="evaluations-table">
            <thead>
              <tr>
                <th scope="col">Course or run</th>
                <th scope="col">Answers</th>
                <th scope="col">Overall</th>
                <th scope="col">Trainer</th>
                <th scope="col">Content</th>
                <th scope="col">Would recommend</th>
              </tr>
            </thead>
            <tbody>
              {props.courses.flatMap((course) => [
                <Row key={course.key} group={course} isCourse />,
                ...course.runs.map((run) => <Row key={`${course.key} ${run.key}`} group={run} />),
              ])}
            </tbody>
          </table>
          <h2>Every answer</h2>
          <ol className="roster">
            {props.answers.map((answer) => (
              <li key={answer.id} id={evaluationAnchor(answer.id)}>
                <article className="panel" data-evaluation={answer.id}>
                  <h3>
                    {answer.courseTitle}, {answer.runKey}
                  </h3>
                  <p>
                    {`Overall ${answer.overall}, trainer ${answer.trainer}, content ${answer.content}; would recommend: ${answer.recommend ? "yes" : "no"}`}
                  </p>
                  {answer.comment && <blockquote>{answer.comment}</blockquote>}
                  <p className="muted">
                    {formatTime(answer.submittedAt)} ·{" "}
                    {answer.uncountedReason
                      ? `not counted: ${uncountedWords[answer.uncountedReason]}; never published`
                      : answer.isPublishable
                        ? `may be published as ${[answer.firstName, answer.company].filter(Boolean).join(", ")}`
                        : "not for publication"}
                  </p>
                  {answer.isPublishable && (
                    <form method="post" action={withdrawConsentPath(answer.id)} className="inline">
                      <button type="submit" className="secondary">
                        Withdraw consent
                        <span className="visually-hidden">
                          {" "}
                          to publish the comment of{" "}
                          {[answer.firstName, answer.company].filter(Boolean).join(", ")}
                        </span>
                      </button>
                    </form>
                  )}
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
    </PageShell>
  );
}

function Row(props: { group: EvaluationGroup; isCourse?: boolean }) {
  const { group } = props;
  return (
    <tr data-evaluation-group={group.key}>
      <th scope="row">{props.isCourse ? <strong>{group.label}</strong> : `— ${group.label}`}</th>
      <td>{group.count}</td>
      <td>{group.overall.toFixed(1)}</td>
      <td>{group.trainer.toFixed(1)}</td>
      <td>{group.content.toFixed(1)}</td>
      <td>{group.recommendPercent}%</td>
    </tr>
  );
}
