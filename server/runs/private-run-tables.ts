import type { DatabaseSync } from "node:sqlite";
import type { Language } from "#src/i18n/languages.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import {
  type PrivateRun,
  privateCatalogueRun,
  privateRunKey,
  privateRunLabel,
} from "#src/training/private-runs.ts";
import { openParticipantRows } from "#server/enquiries/participant-rows.ts";
import { startOfDayInAmsterdam } from "#server/enquiries/receipt-links.ts";
import type { EnrolmentRecord } from "#server/mail/enrolment-mails.ts";
import { mailRun } from "./run-mail-facts.ts";
import type { QueuedMail } from "./run-mail-queue.ts";

/** What the owner sets on a private run, at its creation and until it starts. */
export interface PrivateRunDays {
  start: string;
  end: string;
  times?: string;
  mode: PrivateRun["mode"];
  location?: string;
  participants: number;
}

/** A private run asked for on an accepted quote's page (server/back-office/quotes/). */
export interface PrivateRunCreation {
  /** The form's one-time token: the same form posted twice makes one run. */
  token: string;
  quoteId: number;
  quoteNumber: string;
  courseKey: string;
  language: Language;
  days: PrivateRunDays;
  /** The buyer's enrolment (private-run-record.ts), its run's key and label added here. */
  record: EnrolmentRecord;
  /** The booker: the quote's contact. */
  booker: { name: string; email: string; phone: string };
  at: string;
  by: string;
  isMailing: boolean;
}

/** The owner's change of a private run (its form on the quote's page), until it starts. */
export interface PrivateRunEdit {
  runKey: string;
  days: PrivateRunDays;
  /** The course's title in each language (the live catalogue's), for the change's mail. */
  course: Record<Language, string>;
  at: string;
  isMailing: boolean;
}

/** What a change can change; all but the number are told to the people it concerns. */
export type PrivateRunFact = "days" | "times" | "place" | "participants";

export type PrivateRunOutcome =
  | { outcome: "created" | "exists" | "unchanged"; runKey: string; enquiryId: number }
  | {
      outcome: "changed";
      runKey: string;
      enquiryId: number;
      /** The run as it was, for the log. */
      was: PrivateRun;
      changed: PrivateRunFact[];
      /** How many people its mail goes to (the booker and participants' own addresses), or 0. */
      told: number;
    }
  | { outcome: "refused"; reason: "started" | "gone" };

/**
 * The store's side of private runs (issue 45 point 4; migration `0016-private-runs`), joined into
 * the Runs tables. Making one is one transaction: the run, the buyer's enrolment on it confirmed
 * at once with its unnamed participants, and its receipt queued (the enquiries' outbox mark: the
 * receipt carries the participants' link, made when it is claimed). No invoice: the quote is
 * invoiced. A form token seen before answers with the run it made.
 */
export function openPrivateRunMethods(
  db: DatabaseSync,
  transaction: <T>(work: () => T) => T,
  queue: (mail: QueuedMail) => void,
) {
  const participantRows = openParticipantRows(db);
  const fields = `run_key AS key, course_key AS courseKey, quote_id AS quoteId, quote_number AS quoteNumber,
    start_day AS start, end_day AS end, times, mode, location, language, participants, enquiry_id AS enquiryId`;
  const byToken = db.prepare("SELECT run_key, enquiry_id FROM private_runs WHERE form_token = ?");
  const byKey = db.prepare(`SELECT ${fields} FROM private_runs WHERE run_key = ?`);
  const ofQuote = db.prepare("SELECT count(*) AS n FROM private_runs WHERE quote_id = ?");
  const insertRun = db.prepare(
    `INSERT INTO private_runs (run_key, course_key, quote_id, quote_number, start_day, end_day, times, mode,
       location, language, participants, form_token, created_at, created_by, changed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertEnrolment = db.prepare(
    `INSERT INTO enquiries (received_at, language, name, email, phone, message, mail_status, mail_next_at, kind,
       details, course_key, run_key, participants, place, place_changed_at, run_last_day)
     VALUES (?, ?, ?, ?, ?, '', ?, ?, 'enrolment', ?, ?, ?, ?, 'confirmed', ?, ?)`,
  );

  // The addresses its mail goes to besides the booker's, as the run mails' queue reads them;
  // whether the run was cancelled (Cancel this run…: it stays so, and sends no joining details).
  const enrolmentOf = db.prepare(
    `SELECT e.place, e.joining_sent_at AS joiningSentAt,
       (SELECT count(DISTINCT p.email) FROM participants p WHERE p.enquiry_id = e.id AND p.email IS NOT NULL
         AND lower(p.email) <> lower(e.email)) AS told,
       (SELECT s.cancelled_at FROM run_states s WHERE s.course_key = e.course_key AND s.run_key = e.run_key)
         AS runCancelledAt
     FROM enquiries e WHERE e.id = ?`,
  );

  const runOf = (key: string): PrivateRun | undefined => {
    const row = byKey.get(key) as Record<string, unknown> | undefined;
    return row && plainRun(row);
  };

  return {
    /** Every private run, past ones too (their rosters and certificates). */
    privateRuns(): PrivateRun[] {
      return db
        .prepare(`SELECT ${fields} FROM private_runs ORDER BY start_day, id`)
        .all()
        .map((row) => plainRun(row as Record<string, unknown>));
    },

    createPrivateRun(creation: PrivateRunCreation): PrivateRunOutcome {
      return transaction((): PrivateRunOutcome => {
        const seen = byToken.get(creation.token) as
          | { run_key: string; enquiry_id: number }
          | undefined;
        if (seen) {
          return { outcome: "exists", runKey: seen.run_key, enquiryId: Number(seen.enquiry_id) };
        }
        const { days } = creation;
        const sequence = Number((ofQuote.get(creation.quoteId) as { n: number }).n) + 1;
        const key = privateRunKey(creation.quoteNumber, sequence);
        insertRun.run(
          key,
          creation.courseKey,
          creation.quoteId,
          creation.quoteNumber,
          days.start,
          days.end,
          days.times ?? null,
          days.mode,
          days.location ?? null,
          creation.language,
          days.participants,
          creation.token,
          creation.at,
          creation.by,
          creation.at,
        );
        const run = runOf(key) as PrivateRun;
        const record: EnrolmentRecord = {
          ...creation.record,
          run: runInRecord(run, creation.language),
          participants: days.participants,
        };
        const details = JSON.stringify(record);
        const { lastInsertRowid } = insertEnrolment.run(
          creation.at,
          creation.language,
          creation.booker.name,
          creation.booker.email,
          creation.booker.phone,
          creation.isMailing ? "pending" : "off",
          creation.isMailing ? creation.at : null,
          details,
          creation.courseKey,
          key,
          days.participants,
          creation.at,
          days.end,
        );
        const enquiryId = Number(lastInsertRowid);
        participantRows.add(enquiryId, details, days.participants, creation.at);
        db.prepare("UPDATE private_runs SET enquiry_id = ? WHERE run_key = ?").run(enquiryId, key);
        return { outcome: "created", runKey: key, enquiryId };
      });
    },

    /**
     * The owner's change of a private run's days, times, place or number, until it starts: the
     * run, its enrolment's record and last day, its participants (unnamed ones added at the end,
     * the last ones dropped), and its participants' link, which runs until the (new) start. A
     * change of days, times or place is told (`tellChange`); the same values again change nothing.
     */
    editPrivateRun(change: PrivateRunEdit): PrivateRunOutcome {
      return transaction((): PrivateRunOutcome => {
        const run = runOf(change.runKey);
        if (!run?.enquiryId) return { outcome: "refused", reason: "gone" };
        if (run.start <= todayInAmsterdam(new Date(change.at))) {
          return { outcome: "refused", reason: "started" };
        }
        const { days } = change;
        const changed = changedFacts(run, days);
        if (changed.length === 0) {
          return { outcome: "unchanged", runKey: run.key, enquiryId: run.enquiryId };
        }
        db.prepare(
          `UPDATE private_runs SET start_day = ?, end_day = ?, times = ?, mode = ?, location = ?, participants = ?,
             changed_at = ? WHERE run_key = ?`,
        ).run(
          days.start,
          days.end,
          days.times ?? null,
          days.mode,
          days.location ?? null,
          days.participants,
          change.at,
          change.runKey,
        );
        const now = runOf(change.runKey) as PrivateRun;
        const enquiryId = run.enquiryId;
        const { details } = db
          .prepare("SELECT details FROM enquiries WHERE id = ?")
          .get(enquiryId) as { details: string };
        const record = JSON.parse(details) as EnrolmentRecord;
        const updated: EnrolmentRecord = {
          ...record,
          run: runInRecord(now, run.language),
          participants: days.participants,
        };
        db.prepare(
          `UPDATE enquiries SET details = ?, participants = ?, run_last_day = ?, place_version = place_version + 1,
             place_changed_at = ? WHERE id = ?`,
        ).run(JSON.stringify(updated), days.participants, days.end, change.at, enquiryId);
        db.prepare("DELETE FROM participants WHERE enquiry_id = ? AND position > ?").run(
          enquiryId,
          days.participants,
        );
        const { n } = db
          .prepare("SELECT count(*) AS n FROM participants WHERE enquiry_id = ?")
          .get(enquiryId) as { n: number };
        for (let position = Number(n) + 1; position <= days.participants; position++) {
          db.prepare(
            "INSERT INTO participants (enquiry_id, position, name, email, changed_at) VALUES (?, ?, NULL, NULL, ?)",
          ).run(enquiryId, position, change.at);
        }
        db.prepare(
          "UPDATE link_tokens SET expires_at = ? WHERE enquiry_id = ? AND purpose = 'participants' AND used_at IS NULL",
        ).run(startOfDayInAmsterdam(days.start), enquiryId);
        const isTold = changed.some((fact) => fact !== "participants");
        const told = isTold ? tellChange(enquiryId, run, now, change) : 0;
        return { outcome: "changed", runKey: change.runKey, enquiryId, was: run, changed, told };
      });
    },
  };

  /**
   * In the change's transaction: its mail to the booker (and, when sent, to each participant
   * with an address of their own: run-mailer.ts), unless the enrolment or the run was cancelled
   * (no joining details follow then); and the joining details marked as not sent, so the nightly
   * job sends them again for the new facts (as after a move). Returns how many people the mail
   * goes to.
   */
  function tellChange(enquiryId: number, was: PrivateRun, now: PrivateRun, change: PrivateRunEdit) {
    const enrolment = enrolmentOf.get(enquiryId) as {
      place: string | null;
      joiningSentAt: string | null;
      told: number;
      runCancelledAt: string | null;
    };
    db.prepare("UPDATE enquiries SET joining_sent_at = NULL WHERE id = ?").run(enquiryId);
    if (enrolment.place === "cancelled" || enrolment.runCancelledAt) return 0;
    queue({
      enquiryId,
      kind: "private-run-changed",
      facts: {
        course: change.course,
        run: mailRun(privateCatalogueRun(was)),
        to: mailRun(privateCatalogueRun(now)),
      },
      place: enrolment.place,
      joiningWasSent: enrolment.joiningSentAt !== null,
      at: change.at,
      isMailing: change.isMailing,
    });
    return 1 + Number(enrolment.told);
  }
}

/** Which of a run's facts the owner's values change. */
function changedFacts(run: PrivateRun, days: PrivateRunDays): PrivateRunFact[] {
  const differs: Record<PrivateRunFact, boolean> = {
    days: run.start !== days.start || run.end !== days.end,
    times: (run.times ?? "") !== (days.times ?? ""),
    place: run.mode !== days.mode || (run.location ?? "") !== (days.location ?? ""),
    participants: run.participants !== days.participants,
  };
  return (Object.keys(differs) as PrivateRunFact[]).filter((fact) => differs[fact]);
}

/** The run as an enrolment's record names it, in the buyer's language. */
function runInRecord(run: PrivateRun, language: Language): EnrolmentRecord["run"] {
  return {
    key: run.key,
    label: privateRunLabel(run, language),
    start: run.start,
    end: run.end,
    mode: run.mode,
    ...(run.location && { location: run.location }),
  };
}

function plainRun(row: Record<string, unknown>): PrivateRun {
  return {
    key: String(row.key),
    courseKey: String(row.courseKey),
    quoteId: Number(row.quoteId),
    quoteNumber: String(row.quoteNumber),
    start: String(row.start),
    end: String(row.end),
    ...(row.times ? { times: String(row.times) } : {}),
    mode: row.mode as PrivateRun["mode"],
    ...(row.location ? { location: String(row.location) } : {}),
    language: row.language as Language,
    participants: Number(row.participants),
    ...(row.enquiryId !== null && row.enquiryId !== undefined
      ? { enquiryId: Number(row.enquiryId) }
      : {}),
  };
}
