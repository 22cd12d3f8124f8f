import type { StoredEvaluation } from "#server/after-course/evaluation-tables.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import type { CourseEvaluations, EvaluationGroup } from "./evaluation-summary.ts";

/**
 * The evaluations participants sent after their course: per course and per
 * run, how many and the averages (1 to 5) and who would recommend it; then
 * every answer, newest first, each comment as the text it is, and whether
 * it may be published. A CSV of all answers beside it.
 */
export function EvaluationsPage(props: {
  signedIn: { email: string };
  courses: CourseEvaluations[];
  answers: StoredEvaluation[];
}) {
  return (
    <PageShell title="Evaluations" signedIn={props.signedIn} section="runs">
      <p>
        <a href={backOfficePaths.runs}>← Runs</a>
      </p>
      <h1>Evaluations</h1>
      <p>
        Sent by participants marked present, through the link in their certificate's mail; each
        once. Scores are 1 (poor) to 5 (excellent).
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
          <h2>Per course and run</h2>
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
              <li key={answer.id}>
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
                    {answer.isPublishable
                      ? `may be published as ${[answer.firstName, answer.company].filter(Boolean).join(", ")}`
                      : "not for publication"}
                  </p>
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
