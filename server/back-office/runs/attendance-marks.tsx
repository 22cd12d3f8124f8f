import type { RunCertificates } from "#server/after-course/certificate-types.ts";
import { attendanceMarks } from "#server/runs/attendance-tables.ts";
import { formatTime } from "#server/back-office/shared/format-time.ts";
import type { RosterParticipant } from "./roster-csv.ts";
import type { RunLine } from "./runs-page-lines.ts";
import { attendancePath, type CertificateAction, certificateActionPath } from "./run-paths.ts";

/** From the run's first day (Amsterdam) until forever after, unless it was cancelled or moved. */
export function isAttendanceOpen(line: RunLine, today: string): boolean {
  return Boolean(line.start && line.start <= today && !line.state.cancelledAt);
}

/** The id of a participant's line on the roster, where the page returns after a mark. */
export function participantAnchor(id: number, position: number): string {
  return `participant-${id}-${position}`;
}

/** How the roster says a mark, after a name: "Ada Lovelace present". */
export const attendanceWords: Record<string, string> = {
  present: "present",
  partly: "partly present",
  absent: "absent",
};

const buttonWords = { present: "Present", partly: "Partly", absent: "Absent" } as const;

/**
 * One participant's line in the training room: the name and three buttons,
 * one form posted without script, saved at once; the mark in force is
 * pressed. Large enough to hit with a thumb on a phone.
 */
export function AttendanceForm(props: { enquiryId: number; participant: RosterParticipant }) {
  const { enquiryId, participant } = props;
  const who = participant.name || `participant ${participant.position}`;
  const labelId = `${participantAnchor(enquiryId, participant.position)}-name`;
  return (
    <form
      method="post"
      action={attendancePath(enquiryId, participant.position)}
      className="attendance"
      aria-labelledby={labelId}
      data-attendance={participant.attendance || "unmarked"}
    >
      <span id={labelId} className="attendance-name">
        {participant.name || <em>to be named</em>}
        <span className="attendance-state">
          {participant.attendance ? attendanceWords[participant.attendance] : "not marked yet"}
        </span>
      </span>
      <span className="attendance-buttons">
        {attendanceMarks.map((mark) => (
          <button
            key={mark}
            type="submit"
            name="mark"
            value={mark}
            className={participant.attendance === mark ? undefined : "secondary"}
            aria-pressed={participant.attendance === mark}
          >
            {buttonWords[mark]}
            <span className="visually-hidden">: {who}</span>
          </button>
        ))}
      </span>
    </form>
  );
}

/** A participant's certificate as the roster shows it, and the tick for the partly present. */
export interface ParticipantCertificate {
  certificate?: RunCertificates["certificates"][number];
  isTicked: boolean;
}

const mailWords = { pending: "being sent", sent: "sent", off: "not sent (e-mail off)" } as const;

/**
 * Under a participant's marks: their certificate once issued (when, whether
 * its mail went, resend, revoke), or for one partly present the owner's
 * tick that they get one too.
 */
export function CertificateLine(props: {
  enquiryId: number;
  participant: RosterParticipant;
  state: ParticipantCertificate;
}) {
  const { enquiryId, participant, state } = props;
  const who = participant.name || `participant ${participant.position}`;
  const action = (name: CertificateAction) =>
    certificateActionPath(enquiryId, participant.position, name);
  const { certificate } = state;
  if (certificate) {
    return (
      <div
        className="certificate-line"
        data-certificate={certificate.revokedAt ? "revoked" : "issued"}
      >
        <span>
          {certificate.revokedAt
            ? `Certificate revoked ${formatTime(certificate.revokedAt)}`
            : `Certificate issued ${formatTime(certificate.issuedAt)}, ${mailWords[certificate.mailStatus]}`}
        </span>
        {!certificate.revokedAt && (
          <span className="certificate-buttons">
            <form method="post" action={action("resend")}>
              <button type="submit" className="secondary">
                Resend<span className="visually-hidden"> the certificate of {who}</span>
              </button>
            </form>
            {/* Asked once more on a page of its own: a revoked certificate cannot be restored. */}
            <a className="button danger" href={action("revoke")}>
              Revoke…<span className="visually-hidden"> the certificate of {who}</span>
            </a>
          </span>
        )}
      </div>
    );
  }
  if (participant.attendance !== "partly") return null;
  return (
    <form
      method="post"
      action={action(state.isTicked ? "untick" : "tick")}
      className="certificate-line"
      data-certificate={state.isTicked ? "ticked" : "not-ticked"}
    >
      <span>
        {state.isTicked
          ? "Gets a certificate though partly present."
          : "Partly present: no certificate unless you say so."}
      </span>
      <button type="submit" className="secondary">
        {state.isTicked ? "No certificate" : "Give a certificate"}
        <span className="visually-hidden"> to {who}</span>
      </button>
    </form>
  );
}
