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
  return {
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
