import type { DatabaseSync } from "node:sqlite";

/** A participant's mark on the roster from the run's first day (participants.attendance). */
export const attendanceMarks = ["present", "partly", "absent"] as const;
export type AttendanceMark = (typeof attendanceMarks)[number];

export function isAttendanceMark(value: unknown): value is AttendanceMark {
  return typeof value === "string" && (attendanceMarks as readonly string[]).includes(value);
}

export interface AttendanceChange {
  enquiryId: number;
  position: number;
  mark: AttendanceMark;
  at: string;
}

/** A participant renamed (a substitute), or named for the first time. */
export interface ParticipantRename {
  enquiryId: number;
  position: number;
  name: string;
  /** Empty: their mails go to the booker. */
  email: string;
  at: string;
}

export type RenameOutcome =
  | { outcome: "done"; previous: string | null }
  | { outcome: "gone" }
  | { outcome: "cancelled" }
  /** Another participant of the same enrolment has this e-mail address. */
  | { outcome: "duplicate" };

/** "gone": no such participant; "no-place": the enrolment holds no place on the run to attend. */
export type AttendanceOutcome = { outcome: "done" } | { outcome: "gone" } | { outcome: "no-place" };

/**
 * The attendance marks, joined into the Runs tables (run-tables.ts). Only a
 * participant of an enrolment holding its own place is marked: an offer not
 * yet answered, the waiting list and a cancelled enrolment had no seat. That
 * the run has begun is the handler's check: the first day lives in the
 * build's catalogue, not here.
 */
export function openAttendanceMethods(db: DatabaseSync) {
  const placeOf = db.prepare(
    "SELECT e.place FROM participants p JOIN enquiries e ON e.id = p.enquiry_id WHERE p.enquiry_id = ? AND p.position = ?",
  );
  const mark = db.prepare(
    "UPDATE participants SET attendance = ?, changed_at = ? WHERE enquiry_id = ? AND position = ?",
  );
  const rename = db.prepare(
    "UPDATE participants SET name = ?, email = ?, changed_at = ? WHERE enquiry_id = ? AND position = ?",
  );
  const others = db.prepare(
    "SELECT email FROM participants WHERE enquiry_id = ? AND position <> ? AND email IS NOT NULL",
  );
  const current = db.prepare("SELECT name FROM participants WHERE enquiry_id = ? AND position = ?");
  return {
    /**
     * A substitute in a participant's place, or a name given later: the
     * enrolment's count stays (only before the run starts: no mark to carry over).
     */
    renameParticipant(change: ParticipantRename): RenameOutcome {
      const row = placeOf.get(change.enquiryId, change.position) as
        | { place: string | null }
        | undefined;
      if (!row) return { outcome: "gone" };
      if (row.place === "cancelled") return { outcome: "cancelled" };
      const email = change.email.trim();
      const taken = (others.all(change.enquiryId, change.position) as { email: string }[]).some(
        (other) => other.email.toLowerCase() === email.toLowerCase(),
      );
      if (email && taken) return { outcome: "duplicate" };
      const { name: previous } = current.get(change.enquiryId, change.position) as {
        name: string | null;
      };
      rename.run(change.name.trim(), email || null, change.at, change.enquiryId, change.position);
      return { outcome: "done", previous };
    },

    /** One statement: saved at once, the last mark wins (two people marking the same person agree soon enough). */
    markAttendance(change: AttendanceChange): AttendanceOutcome {
      const row = placeOf.get(change.enquiryId, change.position) as
        | { place: string | null }
        | undefined;
      if (!row) return { outcome: "gone" };
      if (row.place !== "confirmed" && row.place !== "placed") return { outcome: "no-place" };
      mark.run(change.mark, change.at, change.enquiryId, change.position);
      return { outcome: "done" };
    },
  };
}
