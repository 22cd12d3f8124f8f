import type { Language } from "#src/i18n/languages.ts";
import type { ContactValues } from "#src/forms/contact-schema.ts";
import type { StoreConnection, StoreMethods, StoreTables } from "#server/store/database.ts";
import { openMailQueue } from "#server/store/mail-queue.ts";
import { type Place, openRunPlaces, type Placed, type RunPlacement } from "./run-places.ts";
import { openParticipantRows, type StoredParticipant } from "./participant-rows.ts";
import { openReceiptLinks } from "./receipt-links.ts";

/** Whether the owner has been e-mailed about an enquiry: the outbox's state. */
export type MailStatus = "pending" | "sent" | "off";

/** What a row is: a contact-form enquiry, or an enrolment in a course. */
export type SubmissionKind = "enquiry" | "enrolment";

export interface Enquiry extends ContactValues {
  id: number;
  kind?: SubmissionKind;
  /** An enrolment's record (server/enquiries/enrolment-record.ts), as JSON; null for an enquiry. */
  details?: string | null;
  /** ISO 8601, UTC. */
  receivedAt: string;
  /** The language of the form it came from: the owner answers in it. */
  language: Language;
  /** "off": stored while e-mail was not configured. */
  mailStatus: MailStatus;
  /** ISO 8601: when someone in the back office marked it handled; null until then. */
  handledAt?: string | null;
}

/** What the back office's list asks for: one kind, optionally narrowed by name or e-mail. */
export interface EnquiryQuery {
  kind: SubmissionKind;
  /** Part of the name or the e-mail address, any case. */
  search?: string;
}

export interface NewEnquiry {
  values: ContactValues;
  language: Language;
  /** ISO 8601, UTC. */
  receivedAt: string;
  /** Committed with the enquiry: the outbox mark the mailer works from. */
  isToBeMailed: boolean;
  /** An enrolment: its record as JSON (the participant in `values`, remarks as the message). */
  enrolment?: string;
  /** An enrolment's course and run: it is placed on the run in the same transaction. */
  run?: RunPlacement;
}

/** An enquiry the mailer has claimed, with the number of attempts before this one. */
export interface MailJob extends ContactValues {
  id: number;
  kind?: SubmissionKind;
  details?: string | null;
  receivedAt: string;
  language: Language;
  attempts: number;
  /** ISO 8601: the claim's lease; renewing it needs this value (renewMailLease). */
  leaseUntil: string;
  /** An enrolment's place on its run (run-places.ts), for its receipt. */
  place?: Place | null;
  /** The receipt's link where the booker names the participants (receipt-links.ts), raw. */
  participantsToken?: string;
}

/**
 * The enquiries and enrolments, with their outbox marks, in the store's file:
 * served by the store's process (server/store/store-worker.ts, handed this
 * module by server/enquiries/enquiry-store.ts) and read by `npm run enquiries`.
 * Times are ISO 8601 strings in UTC, passed in by the caller.
 */
export function openEnquiryTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const runPlaces = openRunPlaces(db);
  const participantRows = openParticipantRows(db);
  const receiptLinks = openReceiptLinks(db);
  const fields =
    "id, received_at AS receivedAt, language, kind, details, name, email, phone, message, mail_status AS mailStatus, handled_at AS handledAt";

  const insert = db.prepare(
    "INSERT INTO enquiries (received_at, language, name, email, phone, message, mail_status, mail_next_at, kind, details, course_key, run_key, participants, place, place_changed_at, run_last_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const selectAll = db.prepare(
    `SELECT ${fields} FROM enquiries ORDER BY received_at DESC, id DESC`,
  );
  const mails = openMailQueue<MailJob>(connection, {
    table: "enquiries",
    returning:
      "received_at AS receivedAt, language, kind, details, name, email, phone, message, place",
    // An enrolment's receipt carries the link where the booker names the participants.
    job: (claimed, now) => {
      const job = { ...claimed } as unknown as MailJob;
      const token = receiptLinks.participantsToken(job, now);
      return token ? { ...job, participantsToken: token } : job;
    },
  });

  return {
    /**
     * Stores enquiries in one transaction (group commit); returns each one's
     * id and, for an enrolment in a run with a date, its place, decided in
     * this same transaction (run-places.ts). An enrolment in a cancelled run
     * is refused: not stored, no id.
     */
    addBatch(batch: NewEnquiry[]): Placed[] {
      return transaction(() =>
        batch.map(({ values, language, receivedAt, isToBeMailed, enrolment, run }): Placed => {
          const decided = run ? runPlaces.decide(run) : null;
          if (decided === "cancelled") return { id: null, refusal: "cancelled" };
          const { lastInsertRowid } = insert.run(
            receivedAt,
            language,
            values.name,
            values.email,
            values.phone,
            values.message,
            isToBeMailed ? "pending" : "off",
            isToBeMailed ? receivedAt : null,
            enrolment ? "enrolment" : "enquiry",
            enrolment ?? null,
            run?.courseKey ?? null,
            run?.runKey ?? null,
            run?.participants ?? null,
            decided,
            decided === null ? null : receivedAt,
            enrolment ? runLastDay(enrolment) : null,
          );
          const id = Number(lastInsertRowid);
          if (enrolment) participantRows.add(id, enrolment, run?.participants, receivedAt);
          return { id, place: decided };
        }),
      );
    },
    /** An enrolment's participants by position (none for an enquiry). */
    participants(id: number): StoredParticipant[] {
      return participantRows.of(id);
    },
    /** Every run's places taken and its state (run-places.ts). */
    runTallies: runPlaces.tallies,
    /** Newest first. */
    list(): Enquiry[] {
      return selectAll.all() as unknown as Enquiry[];
    },
    /**
     * One kind, newest first, narrowed to a name or e-mail address containing
     * `search` (any case; LIKE's wildcards in it are taken literally).
     */
    find(query: EnquiryQuery): Enquiry[] {
      const pattern = `%${(query.search ?? "").trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .prepare(
          `SELECT ${fields} FROM enquiries WHERE kind = ? AND (name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\') ORDER BY received_at DESC, id DESC`,
        )
        .all(query.kind, pattern, pattern) as unknown as Enquiry[];
    },
    get(id: number): Enquiry | undefined {
      return db.prepare(`SELECT ${fields} FROM enquiries WHERE id = ?`).get(id) as
        | Enquiry
        | undefined;
    },
    /** Returns false when there is no such enquiry (deleted meanwhile). */
    markHandled(id: number, at: string): boolean {
      return transaction(
        () =>
          db
            .prepare("UPDATE enquiries SET handled_at = coalesce(handled_at, ?) WHERE id = ?")
            .run(at, id).changes === 1,
      );
    },
    /** A visitor's erasure request: the row and its pending mail go. False when already gone. */
    delete(id: number): boolean {
      return transaction(
        () => db.prepare("DELETE FROM enquiries WHERE id = ?").run(id).changes === 1,
      );
    },
    /**
     * The retention clean-up, as the privacy notice states it, in one
     * transaction: enquiries received before `enquiriesBefore` (ISO time);
     * enrolments whose run's last day is before `enrolmentsBefore` (ISO time;
     * its date is compared), or, with no dated run, received before it. Their
     * run mails go with them (run-mail-queue.ts's trigger). Returns how many
     * of each kind.
     */
    deleteExpired(cutoffs: {
      enquiriesBefore: string;
      enrolmentsBefore: string;
    }): Record<SubmissionKind, number> {
      return transaction(() => ({
        // Any kind but an enrolment is kept as an enquiry is: nothing outlives the shorter period unnoticed.
        enquiry: Number(
          db
            .prepare("DELETE FROM enquiries WHERE kind <> 'enrolment' AND received_at < ?")
            .run(cutoffs.enquiriesBefore).changes,
        ),
        // A day as YYYY-MM-DD sorts before any time on it: the run's last day must have passed entirely.
        enrolment: Number(
          db
            .prepare(
              `DELETE FROM enquiries WHERE kind = 'enrolment' AND CASE
                 WHEN run_last_day IS NOT NULL THEN run_last_day < substr(?1, 1, 10)
                 ELSE received_at < ?1 END`,
            )
            .run(cutoffs.enrolmentsBefore).changes,
        ),
      }));
    },
    // The owner's mail about each enquiry: the queue's methods (server/store/mail-queue.ts).
    claimDueMails: mails.claim,
    renewMailLease: mails.renew,
    markMailSent: mails.sent,
    markMailFailed: mails.failed,
    pendingMailCount: mails.pendingCount,
  };
}

export type EnquiryTables = ReturnType<typeof openEnquiryTables>;

/** For the store's process: the tables' methods, with enquiries arriving together committed together. */
export function openTables(connection: StoreConnection) {
  const tables = openEnquiryTables(connection);
  return { methods: tables, groupedWrites: { add: tables.addBatch } } satisfies StoreTables;
}

/** What the server calls (enquiry-store.ts): the tables' methods, and `add` for one enquiry. */
export type EnquiryMethods = StoreMethods<typeof openTables>;

/** The last day of the run an enrolment's record names (its end, else its start); null without a date. */
function runLastDay(enrolment: string): string | null {
  const run = (JSON.parse(enrolment) as { run?: { start?: unknown; end?: unknown } }).run;
  const day = run?.end ?? run?.start;
  return typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}
