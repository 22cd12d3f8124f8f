import type { DatabaseSync } from "node:sqlite";
import type { RunTallies } from "#src/training/run-availability.ts";
import { notPrivateRunKey } from "#src/training/private-runs.ts";

export type { RunTallies };

/**
 * Where an enrolment stands on its run (the `place` column of the enquiries
 * table): 'placed' holds a place awaiting our confirmation, 'confirmed' holds
 * it confirmed (the contract is concluded), 'offered' holds a freed place for
 * a waiting enrolment until it answers or the offer expires
 * (server/runs/run-offers.ts), 'waiting' is on the waiting list in its queue
 * order (`queued_at`, else its arrival), 'cancelled' holds nothing. NULL for
 * an enquiry and for an enrolment without a date ("none", "in-company").
 */
export const places = ["placed", "confirmed", "offered", "waiting", "cancelled"] as const;
export type Place = (typeof places)[number];

/** The places that count against a run's capacity: an offered place is never shown as free. */
export const holdingPlaces: readonly Place[] = ["placed", "confirmed", "offered"];

/** The waiting list's order: by queue time (a move joins after those there), then arrival. */
export const waitingOrder = "coalesce(queued_at, received_at), id";
const holding = holdingPlaces.map((place) => `'${place}'`).join(", ");

/** What the receiver tells the store about an enrolment's run, from the build's catalogue. */
export interface RunPlacement {
  /** "<family>/<slug>" */
  courseKey: string;
  /** The catalogue's run key ("2027-03-01-classroom"), or "none" / "in-company". */
  runKey: string;
  participants: number;
  /** A run with a date: it gets a place or a waiting-list place; one without gets neither. */
  isScheduled: boolean;
  /** Places in all; null: no limit (every enrolment gets a place). */
  capacity: number | null;
}

/** How an enrolment was taken: its id and place, or refused because its run was cancelled. */
export type Placed = { id: number; place: Place | null } | { id: null; refusal: "cancelled" };

/**
 * Places on runs, decided inside the transaction that inserts the enrolment
 * (enquiry-tables.ts's addBatch): the store's process runs one transaction at
 * a time (BEGIN IMMEDIATE also keeps a second process out), so no two
 * enrolments can both see the last place free. An enrolment whose
 * participants fit in what is left gets 'placed', unless an enrolment already
 * waiting would fit in it (that one is offered the place), otherwise
 * 'waiting': never split, never refused for being full.
 */
export function openRunPlaces(db: DatabaseSync) {
  const takenStatement = db.prepare(
    `SELECT coalesce(sum(participants), 0) AS taken FROM enquiries WHERE course_key = ? AND run_key = ? AND place IN (${holding})`,
  );
  const stateStatement = db.prepare(
    "SELECT cancelled_at AS cancelledAt FROM run_states WHERE course_key = ? AND run_key = ?",
  );
  const takenOn = (courseKey: string, runKey: string): number =>
    Number((takenStatement.get(courseKey, runKey) as { taken: number }).taken);
  // The smallest enrolment waiting: if it fits in what is free, the place is its to be offered.
  const smallestWaitingStatement = db.prepare(
    "SELECT min(participants) AS smallest FROM enquiries WHERE course_key = ? AND run_key = ? AND place = 'waiting'",
  );
  const isCancelled = (courseKey: string, runKey: string): boolean => {
    const row = stateStatement.get(courseKey, runKey) as { cancelledAt: string | null } | undefined;
    return Boolean(row?.cancelledAt);
  };

  return {
    /** Inside the insert's transaction: the new enrolment's place, or "cancelled" to refuse it. */
    decide(run: RunPlacement): Place | null | "cancelled" {
      if (!run.isScheduled) return null;
      if (isCancelled(run.courseKey, run.runKey)) return "cancelled";
      if (run.capacity === null) return "placed";
      const left = run.capacity - takenOn(run.courseKey, run.runKey);
      if (run.participants > left) return "waiting";
      // The waiting list first: a newcomer gets a free place only if no waiting enrolment fits it.
      const { smallest } = smallestWaitingStatement.get(run.courseKey, run.runKey) as {
        smallest: number | null;
      };
      return smallest !== null && Number(smallest) <= left ? "waiting" : "placed";
    },
    /**
     * Every run's places taken and its state, for /availability.json and a
     * build's figures: one aggregate over the enquiries (indexed by run) and
     * the few rows of run_states. Never a private run's: nothing public names one.
     */
    tallies(): RunTallies {
      const taken = db
        .prepare(
          `SELECT course_key AS courseKey, run_key AS runKey, sum(participants) AS taken FROM enquiries WHERE place IN (${holding}) AND ${notPrivateRunKey("run_key")} GROUP BY course_key, run_key`,
        )
        .all() as RunTallies["taken"];
      const states = db
        .prepare(
          `SELECT course_key AS courseKey, run_key AS runKey, guaranteed_at AS guaranteedAt, cancelled_at AS cancelledAt, moved_to AS movedTo FROM run_states WHERE ${notPrivateRunKey("run_key")}`,
        )
        .all() as RunTallies["states"];
      return {
        taken: taken.map((row) => ({ ...row, taken: Number(row.taken) })),
        states: states.map((row) => ({ ...row })),
      };
    },
  };
}
