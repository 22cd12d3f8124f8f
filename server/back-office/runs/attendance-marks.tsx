import { attendanceMarks } from "#server/runs/attendance-tables.ts";
import type { RosterParticipant } from "./roster-csv.ts";
import type { RunLine } from "./runs-page-lines.ts";
import { attendancePath } from "./run-paths.ts";

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
