import type { OutboxStore } from "#server/mail/outbox.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import type { CertificateMethods } from "./certificate-tables.ts";
import type { EvaluationAnswers } from "./evaluation-answers.ts";
import type { EvaluationLookup, EvaluationOutcome, StoredEvaluation } from "./evaluation-tables.ts";
import type {
  CertificateIssue,
  CertificateMailJob,
  CertificateView,
  RunCertificates,
} from "./certificate-types.ts";

/** The certificate tables, as the module the store's process imports (server/store/store.ts). */
export const certificateTables = new URL("./certificate-tables.ts", import.meta.url).href;

/** The certificate tables as the server sees them (certificate-tables.ts, each call in the store's process). */
export function certificateStore(
  store: Pick<Store, "call">,
  options: { isMailing?: boolean } = {},
) {
  const tables = tablesOf<CertificateMethods>(store);
  const isMailing = options.isMailing ?? false;
  const outbox: OutboxStore<CertificateMailJob> = {
    claimDueMails(now, leaseMs, limit = 1) {
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      return tables.claimDueCertificateMails(now.toISOString(), leaseUntil, limit);
    },
    renewMailLease(id, heldUntil, leaseUntil) {
      return tables.renewCertificateMailLease(id, heldUntil, leaseUntil.toISOString());
    },
    markMailSent(id, at = new Date()) {
      return tables.markCertificateMailSent(id, at.toISOString());
    },
    markMailFailed(id, nextAttemptAt) {
      return tables.markCertificateMailFailed(id, nextAttemptAt.toISOString());
    },
    pendingMailCount() {
      return tables.pendingCertificateMailCount();
    },
  };
  return {
    isMailing,
    issueCertificates(issue: Omit<CertificateIssue, "isMailing">): Promise<number> {
      return tables.issueCertificates({ ...issue, isMailing });
    },
    certificateByCode(code: string): Promise<CertificateView | null> {
      return tables.certificateByCode(code).then((view) => view ?? null);
    },
    runCertificates(courseKey: string, runKey: string): Promise<RunCertificates> {
      return tables.runCertificates(courseKey, runKey);
    },
    tickCertificate(
      enquiryId: number,
      position: number,
      isTicked: boolean,
      at: string,
    ): Promise<boolean> {
      return tables.tickCertificate(enquiryId, position, isTicked, at);
    },
    revokeCertificate(enquiryId: number, position: number, at: string): Promise<boolean> {
      return tables.revokeCertificate(enquiryId, position, at);
    },
    resendCertificate(
      enquiryId: number,
      position: number,
      at: string,
    ): Promise<"done" | "gone" | "revoked" | "off" | "no-address"> {
      return tables.resendCertificate(enquiryId, position, at, isMailing);
    },
    /** What an evaluation's link stands for; changes nothing. */
    evaluationLookup(token: string, at: string): Promise<EvaluationLookup> {
      return tables.evaluationLookup(token, at);
    },
    submitEvaluation(
      token: string,
      at: string,
      answers: EvaluationAnswers,
    ): Promise<EvaluationOutcome> {
      return tables.submitEvaluation(token, at, answers);
    },
    afterCourseRetention(change: {
      certificatesBefore: string;
      addressesBefore: string;
      evaluationsBefore: string;
      at: string;
    }): Promise<{ certificates: number; addresses: number; evaluations: number }> {
      return tables.afterCourseRetention(change);
    },
    evaluationList(): Promise<StoredEvaluation[]> {
      return tables.evaluationList();
    },
    /** The writer's consent to publish withdrawn; null when there was none. */
    withdrawEvaluationConsent(id: number): Promise<{ courseKey: string; runKey: string } | null> {
      return tables.withdrawEvaluationConsent(id).then((found) => found ?? null);
    },
    outbox,
  };
}

export type CertificateStore = ReturnType<typeof certificateStore>;
