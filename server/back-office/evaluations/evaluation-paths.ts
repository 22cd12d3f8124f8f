import { backOfficePaths } from "#server/back-office/paths.ts";

/** The Evaluations page's addresses, below `backOfficePaths.evaluations`. */
export const evaluationPatterns = {
  csv: `${backOfficePaths.evaluations}.csv`,
  /** `/admin/evaluations/<id>/withdraw-consent`: the writer withdrew their consent to publish */
  withdrawConsent: new RegExp(`^${backOfficePaths.evaluations}/(?<id>\\d{1,12})/withdraw-consent$`),
} as const;

export function withdrawConsentPath(id: number): string {
  return `${backOfficePaths.evaluations}/${id}/withdraw-consent`;
}

/** Where an answer stands on the Evaluations page. */
export function evaluationAnchor(id: number): string {
  return `evaluation-${id}`;
}
