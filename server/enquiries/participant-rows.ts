import type { DatabaseSync } from "node:sqlite";

/** A participant as the store keeps it (the participants table, migration 0002). */
export interface StoredParticipant {
  position: number;
  /** Null until named (an old post's participants, named later). */
  name: string | null;
  /** Null: their mails go to the booker. */
  email: string | null;
  attendance: string | null;
}

/**
 * The participants of each enrolment, by position, in the enquiries' store:
 * written in the transaction that stores the enrolment, so its `participants`
 * count and its rows always agree. The names come from the enrolment's record
 * (what the form posted); a record without them (an old post, or one stored
 * by a caller from before names) gets as many unnamed rows as it counts.
 */
export function openParticipantRows(db: DatabaseSync) {
  const insert = db.prepare(
    "INSERT INTO participants (enquiry_id, position, name, email, changed_at) VALUES (?, ?, ?, ?, ?)",
  );
  const select = db.prepare(
    "SELECT position, name, email, attendance FROM participants WHERE enquiry_id = ? ORDER BY position",
  );
  return {
    /** Inside the enrolment's insert: one row per participant. */
    add(enquiryId: number, enrolment: string, count: number | undefined, at: string) {
      for (const [index, participant] of namedIn(enrolment, count).entries()) {
        insert.run(enquiryId, index + 1, participant.name || null, participant.email || null, at);
      }
    },
    of(enquiryId: number): StoredParticipant[] {
      return select.all(enquiryId) as unknown as StoredParticipant[];
    },
  };
}

/** The record's participants, else `count` (or the record's number) unnamed ones. */
function namedIn(
  enrolment: string,
  count: number | undefined,
): { name?: string; email?: string }[] {
  const record = JSON.parse(enrolment) as {
    participants?: unknown;
    participantList?: { name?: unknown; email?: unknown }[];
  };
  if (Array.isArray(record.participantList) && record.participantList.length > 0) {
    return record.participantList.map((participant) => ({
      name: typeof participant.name === "string" ? participant.name : undefined,
      email: typeof participant.email === "string" ? participant.email : undefined,
    }));
  }
  const number = count ?? (typeof record.participants === "number" ? record.participants : 1);
  return Array.from({ length: Math.max(1, Math.min(number, 1000)) }, () => ({}));
}
