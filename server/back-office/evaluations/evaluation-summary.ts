import type { StoredEvaluation, UncountedReason } from "#server/after-course/evaluation-tables.ts";
import { csvText } from "#server/http/csv.ts";

/** A group of evaluations (a course, or one run of it): how many, the averages, who would recommend. */
export interface EvaluationGroup {
  key: string;
  label: string;
  count: number;
  overall: number;
  trainer: number;
  content: number;
  /** Of 100. */
  recommendPercent: number;
}

export interface CourseEvaluations extends EvaluationGroup {
  runs: EvaluationGroup[];
}

function group(key: string, label: string, list: StoredEvaluation[]): EvaluationGroup {
  const average = (pick: (each: StoredEvaluation) => number) =>
    Math.round((list.reduce((sum, each) => sum + pick(each), 0) / list.length) * 10) / 10;
  return {
    key,
    label,
    count: list.length,
    overall: average((each) => each.overall),
    trainer: average((each) => each.trainer),
    content: average((each) => each.content),
    recommendPercent: Math.round(
      (list.filter((each) => each.recommend).length / list.length) * 100,
    ),
  };
}

/** Why an answer does not count, as the owner reads it (the page and the CSV). */
export const uncountedWords: Record<UncountedReason, string> = {
  booker: "its link went to the booker's address",
  unknown: "where its link went is not known",
  revoked: "its certificate is revoked",
  private: "private run: of one buyer's in-company training, never on the site",
};

/**
 * Per course (most answers first), and within it per run (latest run first),
 * of the answers that count in the course's rating (as its page shows it).
 */
export function evaluationsByCourse(list: StoredEvaluation[]): CourseEvaluations[] {
  const counted = list.filter((each) => each.uncountedReason === null);
  const courses = Map.groupBy(counted, (each) => each.courseKey);
  return [...courses.entries()]
    .map(([courseKey, ofCourse]) => {
      const runs = Map.groupBy(ofCourse, (each) => each.runKey);
      return {
        ...group(courseKey, ofCourse[0]?.courseTitle ?? courseKey, ofCourse),
        runs: [...runs.entries()]
          .map(([runKey, ofRun]) => group(runKey, runKey, ofRun))
          .sort((a, b) => b.key.localeCompare(a.key)),
      };
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export const evaluationColumns = [
  "submittedAt",
  "course",
  "run",
  "overall",
  "trainer",
  "content",
  "recommend",
  "comment",
  "publish",
  "counted",
  "firstName",
  "company",
] as const;

/** Every answer as CSV, by the one writer (server/http/csv.ts): a comment starting "=" stays text. */
export function evaluationsToCsv(list: StoredEvaluation[]): string {
  return csvText(
    evaluationColumns,
    list.map((each) => ({
      submittedAt: each.submittedAt,
      course: each.courseTitle,
      run: each.runKey,
      overall: each.overall,
      trainer: each.trainer,
      content: each.content,
      recommend: each.recommend ? "yes" : "no",
      comment: each.comment,
      publish: each.isPublishable ? "yes" : "no",
      counted: each.uncountedReason ? `no: ${uncountedWords[each.uncountedReason]}` : "yes",
      firstName: each.firstName ?? "",
      company: each.company ?? "",
    })),
  );
}
