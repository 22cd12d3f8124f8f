import { redirect, sendPage } from "#server/back-office/http.ts";
import { PageShell } from "#server/back-office/shared/page-shell.tsx";
import { rosterParticipants } from "./roster-csv.ts";
import { backOfficePaths } from "#server/back-office/paths.ts";
import type { SignedInContext } from "#server/back-office/router.tsx";
import { guardedAction } from "#server/back-office/shared/guarded-action.ts";
import { participantAnchor } from "./attendance-marks.tsx";
import type { RunHandlerOptions } from "./run-handlers.tsx";
import { type CertificateAction, certificateActionPath, rosterPath } from "./run-paths.ts";

/**
 * A participant's certificate on the roster: the owner's tick that a partly
 * present participant gets one too (or not), and for one issued, its mail
 * again or its withdrawal (its page then says "not found"). Posted like
 * every roster action (session and Origin checked by the router); logged by
 * enrolment and position, never by name.
 */
export function createCertificateHandlers(options: RunHandlerOptions) {
  const { runs, audit, now } = options;

  const aParticipant = guardedAction({
    async find({ params }: SignedInContext) {
      const row = await runs.runEnrolment(Number(params.id));
      return (
        row && {
          row,
          position: Number(params.position),
          action: params.action as CertificateAction,
        }
      );
    },
    notFound: ({ request, response }) =>
      redirect(request, response, `${backOfficePaths.runs}?problem=gone`),
  });

  return {
    /** Before a revocation: what it does, and the button that posts it. */
    revokePage: aParticipant(({ request, response, signedIn }, { row, position }) => {
      const participant = rosterParticipants(row).find((each) => each.position === position);
      const back = rosterPath(row.courseKey, row.runKey);
      sendPage(
        request,
        response,
        200,
        <PageShell
          title="Revoke this certificate?"
          signedIn={{ email: signedIn.email }}
          section="runs"
          isNarrow
        >
          <h1>Revoke this certificate?</h1>
          <p>
            The certificate of {participant?.name || `participant ${position}`} (enrolment of{" "}
            {row.name}) will no longer be confirmed: its page will say “not found” to anyone who
            checks its code. Its evaluation link stops working, and an evaluation already sent no
            longer counts in the course's rating. This cannot be undone; nobody is e-mailed.
          </p>
          <div className="actions">
            <form
              method="post"
              action={certificateActionPath(row.id, position, "revoke")}
              className="inline"
            >
              <button type="submit" className="danger">
                Revoke the certificate
              </button>
            </form>
            <a className="button secondary" href={back}>
              Back to the roster
            </a>
          </div>
        </PageShell>,
      );
    }),

    act: aParticipant(async ({ request, response, signedIn }, { row, position, action }) => {
      const certificates = options.certificates;
      const at = now().toISOString();
      const back = (query: Record<string, string>) =>
        redirect(
          request,
          response,
          `${rosterPath(row.courseKey, row.runKey)}?${new URLSearchParams({ ...query, enrolment: String(row.id), participant: String(position) })}#${participantAnchor(row.id, position)}`,
        );
      if (!certificates) {
        back({ problem: "no-certificate" });
        return;
      }
      let outcome: string;
      if (action === "tick" || action === "untick") {
        const isDone = await certificates.tickCertificate(row.id, position, action === "tick", at);
        outcome = isDone ? `certificate-${action}ed` : "no-certificate";
      } else if (action === "revoke") {
        outcome = (await certificates.revokeCertificate(row.id, position, at))
          ? "certificate-revoked"
          : "no-certificate";
      } else {
        const resent = await certificates.resendCertificate(row.id, position, at);
        outcome = resent === "done" ? "certificate-resent" : `certificate-${resent}`;
        if (resent === "done") options.onCertificateMail?.();
      }
      if (outcome === "no-certificate" || outcome === "certificate-gone") {
        back({ problem: "no-certificate" });
        return;
      }
      if (
        (outcome === "certificate-revoked" && action === "resend") ||
        outcome === "certificate-no-address"
      ) {
        back({ problem: outcome });
        return;
      }
      await audit(
        signedIn.email,
        `certificate ${action}`,
        `enrolment ${row.id} participant ${position} on ${row.courseKey} ${row.runKey}`,
      );
      back(outcome === "certificate-off" ? { problem: "certificate-off" } : { notice: outcome });
    }),
  };
}

export type CertificateHandlers = ReturnType<typeof createCertificateHandlers>;
