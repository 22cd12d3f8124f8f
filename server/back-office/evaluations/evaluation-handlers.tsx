import type { CertificateStore } from "#server/after-course/certificate-store.ts";
import { sendCsv, sendPage } from "#server/back-office/http.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { evaluationsByCourse, evaluationsToCsv } from "./evaluation-summary.ts";
import { EvaluationsPage } from "./evaluations-page.tsx";

export interface EvaluationHandlerOptions {
  certificates: Pick<CertificateStore, "evaluationList">;
  audit: (actor: string, action: string, detail: string) => Promise<void>;
}

/** The evaluations' page and CSV; exporting them is logged (how many, never whose). */
export function createEvaluationHandlers(options: EvaluationHandlerOptions) {
  // A store without the evaluation tables' answer (a test's fake) has none.
  const list = async () => (await options.certificates.evaluationList()) ?? [];
  return {
    async page({ request, response, signedIn }: SignedInContext) {
      const answers = await list();
      sendPage(
        request,
        response,
        200,
        <EvaluationsPage
          signedIn={{ email: signedIn.email }}
          courses={evaluationsByCourse(answers)}
          answers={answers}
        />,
      );
    },
    async exportCsv({ request, response, signedIn }: SignedInContext) {
      const answers = await list();
      await options.audit(signedIn.email, "export", `evaluations as CSV (${answers.length})`);
      sendCsv(request, response, "evaluations.csv", evaluationsToCsv(answers));
    },
  };
}

export type EvaluationHandlers = ReturnType<typeof createEvaluationHandlers>;
