import type { RunCertificates } from "#server/after-course/certificate-types.ts";
import type { RosterRow } from "#server/runs/roster-types.ts";
import { AttendanceForm, CertificateLine, participantAnchor } from "./attendance-marks.tsx";
import { rosterParticipants } from "./roster-csv.ts";
import { addParticipantPath, participantNamePath, removeParticipantPath } from "./run-paths.ts";

/**
 * An enrolment's participants on the roster: from the run's first day each
 * with their attendance mark and certificate; before it, each with links to
 * change (a substitute) or remove them, and one to add a participant.
 */
export function ParticipantList({
  row,
  isMarking,
  canChange,
  certificates,
}: {
  row: RosterRow;
  isMarking: boolean;
  /** Before the run starts, on an enrolment not cancelled. */
  canChange: boolean;
  certificates?: RunCertificates;
}) {
  const participants = rosterParticipants(row);
  return (
    <>
      <ol className={`participants${isMarking ? " marking" : ""}`} data-participants>
        {participants.map((participant) => (
          <li
            key={participant.position}
            id={participantAnchor(row.id, participant.position)}
            data-participant={participant.position}
          >
            {isMarking ? (
              <>
                <AttendanceForm enquiryId={row.id} participant={participant} />
                <CertificateLine
                  enquiryId={row.id}
                  participant={participant}
                  state={{
                    certificate: certificates?.certificates.find(
                      (each) => each.enquiryId === row.id && each.position === participant.position,
                    ),
                    isTicked: Boolean(
                      certificates?.ticks.some(
                        (each) =>
                          each.enquiryId === row.id && each.position === participant.position,
                      ),
                    ),
                  }}
                />
              </>
            ) : (
              <>
                {participant.name || <em>to be named</em>}
                {participant.email && ` (${participant.email})`}
                {canChange && (
                  <>
                    {" "}
                    <a href={participantNamePath(row.id, participant.position)}>
                      Change…
                      <span className="visually-hidden">
                        {" "}
                        participant {participant.position} of {row.name}
                      </span>
                    </a>
                    {participants.length > 1 && (
                      <>
                        {" "}
                        <a
                          href={removeParticipantPath(
                            row.id,
                            participant.position,
                            row.placeVersion,
                          )}
                        >
                          Remove…
                          <span className="visually-hidden">
                            {" "}
                            participant {participant.position} of {row.name}
                          </span>
                        </a>
                      </>
                    )}
                  </>
                )}
              </>
            )}
          </li>
        ))}
      </ol>
      {canChange && (
        <p className="participant-add">
          <a href={addParticipantPath(row.id, row.placeVersion)}>
            Add a participant…
            <span className="visually-hidden"> to the enrolment of {row.name}</span>
          </a>
        </p>
      )}
    </>
  );
}
