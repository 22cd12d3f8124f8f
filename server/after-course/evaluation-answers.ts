/** The evaluation's questions: three scores of 1 to 5, would recommend, a comment, consent. */
export const scoreFields = ["overall", "trainer", "content"] as const;
export type ScoreField = (typeof scoreFields)[number];

export interface EvaluationAnswers {
  overall: number;
  trainer: number;
  content: number;
  recommend: boolean;
  /** Plain text as typed (shown and exported as text, never as markup or a formula). */
  comment: string;
  /** Consent to publish the comment with first name and company. */
  isPublishable: boolean;
}

/** A field refused, named as the form names it. */
export type EvaluationField = ScoreField | "recommend" | "comment";

export const maxCommentLength = 2000;

/**
 * The posted form's answers, or the fields that are not answers: a score
 * other than a whole 1 to 5, a recommendation other than yes or no, a
 * comment too long. Nothing is stored unless every field is right.
 */
export function readEvaluation(fields: {
  get(name: string): string | undefined;
}): { answers: EvaluationAnswers } | { refused: EvaluationField[] } {
  const refused: EvaluationField[] = [];
  const score = (name: ScoreField) => {
    const raw = fields.get(name) ?? "";
    if (!/^[1-5]$/.test(raw)) refused.push(name);
    return Number(raw);
  };
  const [overall, trainer, content] = scoreFields.map(score) as [number, number, number];
  const recommend = fields.get("recommend");
  if (recommend !== "yes" && recommend !== "no") refused.push("recommend");
  const comment = (fields.get("comment") ?? "").replace(/\r\n?/g, "\n").trim();
  if (comment.length > maxCommentLength) refused.push("comment");
  if (refused.length > 0) return { refused };
  return {
    answers: {
      overall,
      trainer,
      content,
      recommend: recommend === "yes",
      comment,
      isPublishable: fields.get("publish") === "yes",
    },
  };
}
