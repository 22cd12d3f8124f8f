import { todayInAmsterdam } from "#src/training/course-runs.ts";
import type { Place } from "#server/enquiries/run-places.ts";
import type { RunMailKind } from "#server/mail/run-mails.ts";
import type { StoreConnection, StoreMethods, StoreTables } from "#server/store/database.ts";
import { openAttendanceMethods } from "./attendance-tables.ts";
import { openRunMailQueue } from "./run-mail-queue.ts";
import { openOfferMethods } from "./run-offer-tables.ts";
import { openRunOffers } from "./run-offers.ts";
import { moveEnrolments } from "./run-moves.ts";
import { openRunInvoices } from "./run-invoices.ts";
import { openAddressMethods } from "./run-address.ts";
import { openParticipantCountMethods } from "./participant-count.ts";
import { openParticipantLinkMethods } from "./participant-links.ts";
import { openWithdrawalMethods } from "./withdrawal-tables.ts";
import { openRunMinimum } from "./run-minimum.ts";
import { awaitsExpressRequest, openExpressRequestMethods } from "./express-request.ts";
import { openCancellationChargeMethods } from "./cancellation-charge.ts";
import { openBuyerChangeMethods } from "./buyer-changes.ts";
import { openPrivateRunMethods } from "./private-run-tables.ts";
import { plain } from "./roster-rows.ts";
import { cancelCauseOf } from "./cancel-cause.ts";
import type {
  PlaceAction,
  PlaceChange,
  PlaceChangeOutcome,
  RosterRow,
  RunChange,
  RunChangeOutcome,
  RunMove,
  RunOverview,
  RunState,
  RunSummary,
} from "./roster-types.ts";

/**
 * The back office's Runs page in the store: who is on each run (the
 * enrolments, with the place run-places.ts gave them at arrival), and the
 * coordinator's changes to places and runs, each in one transaction with the
 * mails it sends (run-mail-queue.ts). Beside the enquiry tables in the same
 * file, handed to the store's process by server/runs/run-store.ts after them
 * (it reads and changes their rows and run_states).
 *
 * Two coordinators acting at once: a change to one enrolment names the
 * place_version it was shown, and changes nothing if the row moved on since
 * (the other sees the current state); a change to a run checks the run's own
 * state in the same transaction.
 */

/** What counts against capacity: an offered place is held for its enrolment (run-places.ts). */
const holding = "place IN ('placed', 'confirmed', 'offered')";
/** Whom a run's own news concerns: everyone with a place, an offer, or on its waiting list. */
const onTheRun = "place IN ('placed', 'confirmed', 'offered', 'waiting')";

/** Each action: the places it may start from, the place it leaves, and the mail it sends. */
const actions: Record<PlaceAction, { from: (Place | null)[]; to: Place; mail: RunMailKind }> = {
  confirm: { from: ["placed", null], to: "confirmed", mail: "confirmed" },
  // By hand, still: a place given to one waiting or holding an offer (the offer then ends as "given").
  place: { from: ["waiting", "offered"], to: "placed", mail: "placed" },
  cancel: {
    from: ["placed", "confirmed", "offered", "waiting", null],
    to: "cancelled",
    mail: "cancelled",
  },
};

export function openRunTables(connection: StoreConnection) {
  const { database: db, transaction } = connection;
  const mails = openRunMailQueue(db, transaction);
  const offers = openRunOffers(db, mails.queue);
  const invoices = openRunInvoices(db);

  const rowFields = `e.id, e.received_at AS receivedAt, e.language, e.name, e.email, e.phone, e.message, e.details,
    e.course_key AS courseKey, e.run_key AS runKey, coalesce(e.participants, 1) AS participants, e.place,
    e.place_version AS placeVersion, e.place_changed_at AS placeChangedAt, e.joining_sent_at AS joiningSentAt,
    e.cancel_cause AS cancelCause, e.cancel_received_on AS cancelReceivedOn,
    e.charge_ceiling_percent AS chargeCeilingPercent, e.charge_decided_at AS chargeDecidedAt,
    (SELECT m.created_at FROM run_mails m WHERE m.enquiry_id = e.id AND m.kind = 'confirmed' ORDER BY m.id DESC LIMIT 1) AS confirmedAt,
    (SELECT m.kind FROM run_mails m WHERE m.enquiry_id = e.id ORDER BY m.id DESC LIMIT 1) AS lastMailKind,
    (SELECT m.mail_status FROM run_mails m WHERE m.enquiry_id = e.id ORDER BY m.id DESC LIMIT 1) AS lastMailStatus,
    (SELECT json_group_array(json_object('name', p.name, 'email', p.email, 'position', p.position, 'attendance', p.attendance)) FROM (SELECT name, email, position, attendance FROM participants WHERE enquiry_id = e.id ORDER BY position) p) AS participantList`;
  const enrolmentRows = `FROM enquiries e WHERE e.kind = 'enrolment' AND e.course_key IS NOT NULL`;

  const enrolment = (id: number): RosterRow | undefined =>
    plain(db.prepare(`SELECT ${rowFields} ${enrolmentRows} AND e.id = ?`).get(id));
  const stateOf = (courseKey: string, runKey: string): RunState =>
    (plain(
      db
        .prepare(
          "SELECT guaranteed_at AS guaranteedAt, cancelled_at AS cancelledAt, moved_to AS movedTo FROM run_states WHERE course_key = ? AND run_key = ?",
        )
        .get(courseKey, runKey),
    ) as RunState | undefined) ?? { guaranteedAt: null, cancelledAt: null, movedTo: null };
  const setState = (courseKey: string, runKey: string, column: string, value: string) => {
    db.prepare(
      `INSERT INTO run_states (course_key, run_key, ${column}) VALUES (?, ?, ?)
       ON CONFLICT (course_key, run_key) DO UPDATE SET ${column} = coalesce(${column}, excluded.${column})`,
    ).run(courseKey, runKey, value);
  };
  const takenOn = (courseKey: string, runKey: string): number =>
    Number(
      (
        db
          .prepare(
            `SELECT coalesce(sum(participants), 0) AS taken FROM enquiries WHERE course_key = ? AND run_key = ? AND ${holding}`,
          )
          .get(courseKey, runKey) as { taken: number }
      ).taken,
    );
  const rowsOn = (courseKey: string, runKey: string, condition: string): RosterRow[] =>
    db
      .prepare(
        `SELECT ${rowFields} ${enrolmentRows} AND e.course_key = ? AND e.run_key = ? AND ${condition} ORDER BY coalesce(e.queued_at, e.received_at), e.id`,
      )
      .all(courseKey, runKey)
      .map((row) => plain(row) as RosterRow);
  const minimum = openRunMinimum({ db, transaction, stateOf, rowsOn, queue: mails.queue });
  const updatePlace = db.prepare(
    "UPDATE enquiries SET place = ?, place_version = place_version + 1, place_changed_at = ? WHERE id = ?",
  );
  const parts = { db, transaction, enrolment, invoices };
  const recordCause = db.prepare(
    "UPDATE enquiries SET cancel_cause = ?, cancel_received_on = ?, charge_ceiling_percent = ? WHERE id = ?",
  );

  /** changePlace's work, inside a transaction already open (a withdrawal's: withdrawal-tables.ts). */
  function changePlaceNow(change: PlaceChange): PlaceChangeOutcome {
    const row = enrolment(change.id);
    if (!row) return { outcome: "gone" };
    if (row.placeVersion !== change.version) return { outcome: "changed", enrolment: row };
    const action = actions[change.action];
    if (!action.from.includes(row.place)) {
      return { outcome: "refused", reason: "state", enrolment: row };
    }
    const state = stateOf(row.courseKey, row.runKey);
    if (change.action !== "cancel" && state.cancelledAt) {
      return { outcome: "refused", reason: "run-cancelled", enrolment: row };
    }
    // A cancellation records its cause and the day it reached us (cancel-cause.ts).
    const decided = change.action === "cancel" ? cancelCauseOf(row, state, change) : undefined;
    if (decided && "refused" in decided) {
      return { outcome: "refused", reason: decided.refused, enrolment: row };
    }
    const cause = decided?.cause;
    const receivedOn = decided?.receivedOn ?? todayInAmsterdam(new Date(change.at));
    if (change.action === "place" && change.capacity !== null) {
      // An offered place is already held for this enrolment: it counts as its own.
      const own = row.place === "offered" ? row.participants : 0;
      const free = change.capacity - takenOn(row.courseKey, row.runKey) + own;
      if (row.participants > free) {
        return { outcome: "refused", reason: "full", enrolment: row, free: Math.max(free, 0) };
      }
    }
    // The invoice is issued, numbered, in this same transaction, or the confirmation is refused.
    const cancelled =
      change.action === "cancel"
        ? invoices.onCancel(row, cause ?? "unconfirmed", change.facts.run.start, {
            ...change,
            receivedOn,
          })
        : undefined;
    const invoiced =
      cancelled ??
      (change.action === "confirm"
        ? invoices.onConfirm(row, change.facts, change)
        : { issued: [] });
    if ("problems" in invoiced) {
      return {
        outcome: "refused",
        reason: "invoice",
        enrolment: row,
        problems: invoiced.problems,
      };
    }
    // Read and written in one BEGIN IMMEDIATE transaction: nobody changes it in between.
    updatePlace.run(action.to, change.at, row.id);
    if (cause) {
      recordCause.run(cause, receivedOn, cancelled?.ceilingPercent ?? null, row.id);
    }
    offers.closeFor(row.id, change.action === "place" ? "given" : "withdrawn", change.at);
    // The confirmation that reaches the run's minimum guarantees it, in this same commit.
    const reached =
      change.action === "confirm"
        ? minimum.guaranteeIfReached(row.courseKey, change.facts.run, change, row.id)
        : undefined;
    // The withdrawal function's acknowledgement carries the money's facts: one mail, not two.
    if (!change.isAcknowledged) {
      mails.queue({
        enquiryId: row.id,
        kind: action.mail,
        facts: cause
          ? {
              ...change.facts,
              cancellation: {
                cause,
                on: receivedOn,
                ...(cancelled?.ceilingPercent && { isChargeLater: true }),
              },
            }
          : minimum.factsNow(row.courseKey, change.facts),
        place: action.to,
        joiningWasSent: row.joiningSentAt !== null,
        at: change.at,
        isMailing: change.isMailing,
      });
    }
    // A cancellation frees a place: offered at once to the first waiting enrolment that fits.
    if (change.action === "cancel" && change.offers) {
      offers.offerEverywhere(change.offers, change, row);
    }
    return {
      outcome: "done",
      enrolment: enrolment(row.id) as RosterRow,
      ...(invoiced.issued.length > 0 && { documents: invoiced.issued.map((doc) => doc.id) }),
      ...("none" in invoiced && invoiced.none && { noInvoice: invoiced.none }),
      ...(reached && { guaranteed: reached }),
    };
  }

  return {
    /** Every run that has enrolments, with its counts, and every run the back office set a state on. */
    runOverview(): RunOverview {
      const runs = db
        .prepare(
          `SELECT course_key AS courseKey, run_key AS runKey,
             coalesce(sum(CASE WHEN ${holding} THEN participants END), 0) AS taken,
             coalesce(sum(CASE WHEN place = 'confirmed' THEN participants END), 0) AS confirmed,
             coalesce(sum(CASE WHEN place = 'offered' THEN participants END), 0) AS offered,
             coalesce(sum(CASE WHEN place = 'waiting' THEN participants END), 0) AS waiting,
             count(CASE WHEN place = 'waiting' THEN 1 END) AS waitingEnrolments,
             count(CASE WHEN place IS NULL THEN 1 END) AS unanswered,
             count(*) AS enrolments
           FROM enquiries WHERE kind = 'enrolment' AND course_key IS NOT NULL
           GROUP BY course_key, run_key`,
        )
        .all()
        .map((row) => {
          const summary = plain(row) as RunSummary;
          // Absent unless offers run there (so a run without any reads as before).
          return { ...summary, offered: summary.offered || undefined };
        });
      const states = db
        .prepare(
          "SELECT course_key AS courseKey, run_key AS runKey, guaranteed_at AS guaranteedAt, cancelled_at AS cancelledAt, moved_to AS movedTo FROM run_states",
        )
        .all()
        .map((row) => plain(row) as RunState & { courseKey: string; runKey: string });
      return { runs, states, flags: minimum.flags() };
    },

    /** Everyone on a run, in order of arrival, with its state. */
    runRoster(courseKey: string, runKey: string): { rows: RosterRow[]; state: RunState } {
      return {
        rows: rowsOn(courseKey, runKey, "1"),
        state: stateOf(courseKey, runKey),
      };
    },

    runEnrolment(id: number): RosterRow | undefined {
      return enrolment(id);
    },

    /**
     * Confirms an enrolment (placed → confirmed), gives a waiting one a place
     * (only while its participants fit in what is free: the course file's
     * capacity is the one limit, raised there if the room allows), or cancels
     * one (freeing its place), with its mail; only if it is still at
     * `version`.
     */
    changePlace(change: PlaceChange): PlaceChangeOutcome {
      return transaction(() => changePlaceNow(change));
    },

    /** Marks a run as going ahead and tells everyone holding a place. */
    guaranteeRun(change: RunChange): RunChangeOutcome {
      return transaction((): RunChangeOutcome => {
        const state = stateOf(change.courseKey, change.runKey);
        if (state.guaranteedAt || state.cancelledAt) return { outcome: "unchanged", state };
        return {
          outcome: "done",
          mailed: minimum.guarantee(change.courseKey, change.runKey, change),
        };
      });
    },

    /**
     * Cancels a run: it takes no more enrolments (the receiver asks
     * run_states), and everyone with a place or on its waiting list is told,
     * with the choice the course terms give. Their rows keep their place,
     * so the roster shows whom to refund or move.
     */
    cancelRun(change: RunChange): RunChangeOutcome {
      return transaction((): RunChangeOutcome => {
        const state = stateOf(change.courseKey, change.runKey);
        if (state.cancelledAt) return { outcome: "unchanged", state };
        setState(change.courseKey, change.runKey, "cancelled_at", change.at);
        const told = rowsOn(change.courseKey, change.runKey, `e.${onTheRun}`);
        for (const row of told) {
          offers.closeFor(row.id, "withdrawn", change.at);
          queueFor(row, "run-cancelled", change);
        }
        return { outcome: "done", mailed: told.length };
      });
    },

    /**
     * Moves a run's participants to another run of the course (run-moves.ts):
     * confirmed enrolments first, never onto a waiting list (the move is
     * refused with the numbers when the target cannot hold them); the old run
     * records where they went and takes no more enrolments.
     */
    moveRun(change: RunMove): RunChangeOutcome {
      return transaction((): RunChangeOutcome => {
        if (change.toKey === change.runKey) return { outcome: "refused", reason: "same-run" };
        const state = stateOf(change.courseKey, change.runKey);
        if (state.movedTo) return { outcome: "unchanged", state };
        if (stateOf(change.courseKey, change.toKey).cancelledAt) {
          return { outcome: "refused", reason: "target-cancelled" };
        }
        const outcome = moveEnrolments(
          { db, rowsOn, takenOn, offers, queue: mails.queue, minimum },
          change,
        );
        if (outcome.outcome !== "done") return outcome;
        setState(change.courseKey, change.runKey, "moved_to", change.toKey);
        setState(change.courseKey, change.runKey, "cancelled_at", change.at);
        return outcome;
      });
    },

    /**
     * The joining details, once: every confirmed enrolment on the run (a
     * concluded contract; one awaiting confirmation gets them the morning
     * after it is confirmed) that has not had them gets its mail, and the time is recorded in the
     * same commit, so no later call sends them again; a consumer's waits for
     * the express request (express-request.ts). Returns how many.
     */
    queueJoiningDetails(change: RunChange): number {
      return transaction(() => {
        if (stateOf(change.courseKey, change.runKey).cancelledAt) return 0;
        // Only to a concluded contract: an unconfirmed enrolment is not yet sure of its place.
        const today = todayInAmsterdam(new Date(change.at));
        const due = rowsOn(
          change.courseKey,
          change.runKey,
          "e.place = 'confirmed' AND e.joining_sent_at IS NULL",
        ).filter((row) => !awaitsExpressRequest(row, change.facts.run.start, today));
        const record = db.prepare("UPDATE enquiries SET joining_sent_at = ? WHERE id = ?");
        for (const row of due) {
          queueFor(row, "joining", change);
          record.run(change.at, row.id);
        }
        return due.length;
      });
    },

    ...mails.methods,
    ...openAttendanceMethods(db),
    ...openOfferMethods({ transaction, offers }),
    ...openAddressMethods(db, transaction),
    ...openParticipantCountMethods({ ...parts, takenOn, offers, minimum }),
    ...minimum.methods,
    ...openParticipantLinkMethods(db, transaction, mails.queue),
    ...openExpressRequestMethods(db, transaction),
    ...openCancellationChargeMethods(parts),
    ...openBuyerChangeMethods({ ...parts, takenOn, stateOf, offers, minimum, queue: mails.queue }),
    ...openWithdrawalMethods({ db, transaction, enrolment, changePlace: changePlaceNow }),
    ...openPrivateRunMethods(db, transaction, mails.queue),
  };

  function queueFor(row: RosterRow, kind: RunMailKind, change: RunChange) {
    mails.queue({
      enquiryId: row.id,
      kind,
      facts: change.facts,
      place: row.place,
      joiningWasSent: row.joiningSentAt !== null,
      at: change.at,
      isMailing: change.isMailing,
    });
  }
}

export type RunTables = ReturnType<typeof openRunTables>;

/**
 * For the store's process: the Runs page's methods. The invoices its changes
 * issue are served by their own module (server/invoices/invoice-tables.ts),
 * handed to the store beside this one.
 */
export function openTables(connection: StoreConnection) {
  return { methods: openRunTables(connection) } satisfies StoreTables;
}

/** What the server calls (run-store.ts). */
export type RunMethods = StoreMethods<typeof openTables>;
