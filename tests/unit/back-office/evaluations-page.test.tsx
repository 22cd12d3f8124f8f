import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StoredEvaluation } from "#server/after-course/evaluation-tables.ts";
import { withdrawConsentPath } from "#server/back-office/evaluations/evaluation-paths.ts";
import {
  evaluationsByCourse,
  evaluationsToCsv,
  uncountedWords,
} from "#server/back-office/evaluations/evaluation-summary.ts";
import { EvaluationsPage } from "#server/back-office/evaluations/evaluations-page.tsx";

/**
 * What the owner sees of the evaluations: per course and per run the count,
 * the averages and who would recommend; every comment as text (markup shown,
 * not run); the CSV neutralises a comment that a spreadsheet would run.
 */
const answer = (
  id: number,
  runKey: string,
  scores: [number, number, number],
  extra: Partial<StoredEvaluation> = {},
): StoredEvaluation => ({
  id,
  courseKey: "devops/docker",
  runKey,
  courseTitle: "Docker in practice",
  overall: scores[0],
  trainer: scores[1],
  content: scores[2],
  recommend: true,
  comment: "",
  isPublishable: false,
  firstName: null,
  company: null,
  submittedAt: `2027-03-0${id}T10:00:00.000Z`,
  uncountedReason: null,
  ...extra,
});
const answers = [
  answer(3, "2027-05-01-online", [4, 4, 3], { recommend: false }),
  answer(2, "2027-03-01-classroom", [5, 4, 4], { comment: "<script>alert(1)</script>" }),
  answer(1, "2027-03-01-classroom", [4, 5, 5], {
    comment: '=HYPERLINK("x")',
    isPublishable: true,
    firstName: "Ada",
    company: "Engines B.V.",
  }),
];

describe("the evaluations in the back office", () => {
  it("averages per course and per run, and the share that would recommend", () => {
    const [course] = evaluationsByCourse(answers);
    expect(course).toMatchObject({
      count: 3,
      overall: 4.3,
      trainer: 4.3,
      content: 4,
      recommendPercent: 67,
    });
    expect(course?.runs.map((run) => [run.key, run.count, run.overall])).toEqual([
      ["2027-05-01-online", 1, 4],
      ["2027-03-01-classroom", 2, 4.5],
    ]);
  });

  it("shows each comment as text", () => {
    const html = renderToStaticMarkup(
      <EvaluationsPage
        signedIn={{ email: "owner@example.nl" }}
        courses={evaluationsByCourse(answers)}
        answers={answers}
      />,
    );
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("may be published as Ada, Engines B.V.");
    expect(html).toContain("<td>4.3</td>");
  });

  it("leaves out of the averages an answer whose link went to a booker or whose certificate is revoked, saying why", () => {
    const uncounted = [
      answer(5, "2027-05-01-online", [1, 1, 1], {
        uncountedReason: "booker",
        comment: "From the office",
      }),
      answer(4, "2027-05-01-online", [2, 2, 2], { uncountedReason: "revoked" }),
      ...answers,
    ];
    const [course] = evaluationsByCourse(uncounted);
    expect(course).toMatchObject({ count: 3, overall: 4.3 });
    const html = renderToStaticMarkup(
      <EvaluationsPage
        signedIn={{ email: "owner@example.nl" }}
        courses={evaluationsByCourse(uncounted)}
        answers={uncounted}
      />,
    );
    const panel = (id: number) =>
      html.slice(
        html.indexOf(`data-evaluation="${id}"`),
        html.indexOf("</article>", html.indexOf(`data-evaluation="${id}"`)),
      );
    // React writes an apostrophe as &#x27;.
    const asHtml = (text: string) => text.replaceAll("'", "&#x27;");
    expect(panel(5)).toContain(asHtml(`not counted: ${uncountedWords.booker}; never published`));
    expect(panel(4)).toContain(`not counted: ${uncountedWords.revoked}`);
    expect(panel(1)).toContain(`action="${withdrawConsentPath(1)}"`);
    const csv = evaluationsToCsv(uncounted).split("\r\n");
    expect(csv[1]).toContain(`"no: ${uncountedWords.booker}"`);
  });

  it("exports every answer as CSV, a formula kept as text", () => {
    const csv = evaluationsToCsv(answers);
    const [header, , , first] = csv.split("\r\n");
    expect(header).toBe(
      '"submittedAt","course","run","overall","trainer","content","recommend","comment","publish","counted","firstName","company"',
    );
    expect(first).toContain(`"'=HYPERLINK(""x"")"`);
    expect(first).toContain('"yes","yes","Ada","Engines B.V."');
  });
});
