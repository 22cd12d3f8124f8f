import type { CertificateStore } from "#server/after-course/certificate-store.ts";
import { redirect, sendCsv, sendPage } from "#server/back-office/http.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { evaluationAnchor } from "./evaluation-paths.ts";
import { evaluationsByCourse, evaluationsToCsv } from "./evaluation-summary.ts";
import { EvaluationsPage } from "./evaluations-page.tsx";

export interface EvaluationHandlerOptions {
  certificates: Pick<CertificateStore, "evaluationList" | "withdrawEvaluationConsent">;
  audit: (actor: string, action: string, detail: string) => Promise<void>;
}

const notices: Record<string, string> = {
  "consent-withdrawn":
    "Consent withdrawn, and logged: the comment is no longer for publication, and the first name and company are deleted. It leaves the course page with the next build (the nightly one, or Rebuild now on the Overview).",
};
const problems: Record<string, string> = {
  "no-consent": "Nothing changed: that evaluation has no consent to publish (any more).",
};

/**
 * The evaluations' page and CSV, and withdrawing a writer's consent to
 * publish (review 3, M13). Exporting is logged (how many, never whose); a
 * withdrawal is logged by the evaluation's number, course and run.
 */
export function createEvaluationHandlers(options: EvaluationHandlerOptions) {
  // A store without the evaluation tables' answer (a test's fake) has none.
  const list = async () => (await options.certificates.evaluationList()) ?? [];
  return {
    async page({ request, response, url, signedIn }: SignedInContext) {
      const answers = await list();
      const key = (name: string) => url.searchParams.get(name) ?? "";
      sendPage(
        request,
        response,
        200,
        <EvaluationsPage
          signedIn={{ email: signedIn.email }}
          courses={evaluationsByCourse(answers)}
          answers={answers}
          notice={Object.hasOwn(notices, key("notice")) ? notices[key("notice")] : undefined}
          problem={Object.hasOwn(problems, key("problem")) ? problems[key("problem")] : undefined}
        />,
      );
    },
    async exportCsv({ request, response, signedIn }: SignedInContext) {
      const answers = await list();
      await options.audit(signedIn.email, "export", `evaluations as CSV (${answers.length})`);
      sendCsv(request, response, "evaluations.csv", evaluationsToCsv(answers));
    },
    /** The writer asked (by e-mail) to take their comment down: no longer for publication. */
    async withdrawConsent({ request, response, params, signedIn }: SignedInContext) {
      const id = Number(params.id);
      const back = (query: string) =>
        redirect(
          request,
          response,
          `${backOfficePaths.evaluations}?${query}#${evaluationAnchor(id)}`,
        );
      const withdrawn = await options.certificates.withdrawEvaluationConsent(id);
      if (!withdrawn) {
        back("problem=no-consent");
        return;
      }
      await options.audit(
        signedIn.email,
        "evaluation consent withdrawn",
        `evaluation ${id} on ${withdrawn.courseKey} ${withdrawn.runKey}`,
      );
      back("notice=consent-withdrawn");
    },
  };
}

export type EvaluationHandlers = ReturnType<typeof createEvaluationHandlers>;
