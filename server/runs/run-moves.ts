import type { DatabaseSync } from "node:sqlite";
import type { Place } from "#server/enquiries/run-places.ts";
import type { QueuedMail } from "./run-mail-queue.ts";
import type { RunOffers } from "./run-offers.ts";
import type { openRunMinimum } from "./run-minimum.ts";
import type { RosterRow, RunChange, RunChangeOutcome, RunMove } from "./roster-types.ts";

interface MoveParts {
  db: DatabaseSync;
  rowsOn: (courseKey: string, runKey: string, condition: string) => RosterRow[];
  takenOn: (courseKey: string, runKey: string) => number;
  offers: RunOffers;
  queue: (mail: QueuedMail) => void;
  minimum: Pick<ReturnType<typeof openRunMinimum>, "guaranteeIfReached">;
}

/**
 * A move of a run's enrolments to another run, inside moveRun's transaction
 * (run-tables.ts). A move by us is an offer under the terms ("another run, or
 * the full amount back"), so:
 * - confirmed enrolments (concluded contracts) go first and keep their place;
 *   if the target cannot hold them all, nothing moves and the numbers say why;
 *   each buyer gets the choice, the new run or a full refund, by a link with a
 *   deadline (a refund when they do not answer, as the review proposes);
 * - the others (unconfirmed, then those waiting) get a place while one is
 *   free and no one already waiting on the target fits it (the waiting list
 *   first, as for a newcomer);
 * - the rest join the target's waiting list after those already there
 *   (queued_at), in their own order; then what is free there is offered;
 * - the confirmed moved in may reach the target's minimum: it is guaranteed.
 */
export function moveEnrolments(parts: MoveParts, change: RunMove): RunChangeOutcome {
  const { db, rowsOn, takenOn, offers, queue, minimum } = parts;
  const { courseKey, runKey, toKey } = change;
  const confirmed = rowsOn(courseKey, runKey, "e.place = 'confirmed'");
  const unconfirmed = rowsOn(courseKey, runKey, "e.place = 'placed'");
  const waiting = rowsOn(courseKey, runKey, "e.place IN ('offered', 'waiting')");
  let free =
    change.toCapacity === null
      ? Number.POSITIVE_INFINITY
      : change.toCapacity - takenOn(courseKey, toKey);
  const needed = confirmed.reduce((sum, row) => sum + row.participants, 0);
  if (needed > free) {
    return { outcome: "refused", reason: "too-small", confirmed: needed, free: Math.max(free, 0) };
  }
  free -= needed;

  const smallestWaiting = db.prepare(
    "SELECT min(participants) AS smallest FROM enquiries WHERE course_key = ? AND run_key = ? AND place = 'waiting'",
  );
  const isWaitingFit = () => {
    const { smallest } = smallestWaiting.get(courseKey, toKey) as { smallest: number | null };
    return smallest !== null && Number(smallest) <= free;
  };
  // The retention counts from the last day of the run they are on now (enquiry-tables.ts).
  const toLastDay = change.facts.to?.end ?? change.facts.to?.start ?? null;
  const move = db.prepare(
    "UPDATE enquiries SET run_key = ?, place = ?, queued_at = coalesce(?, queued_at), place_version = place_version + 1, place_changed_at = ?, joining_sent_at = NULL, run_last_day = coalesce(?, run_last_day) WHERE id = ?",
  );
  // After everyone already queued on the target: the move's time, a millisecond apart each.
  let queuedAt = Date.parse(change.at);
  let placed = 0;
  let waitingCount = 0;

  const moveOne = (row: RosterRow, place: Place) => {
    const queued = place === "waiting" ? new Date(queuedAt++).toISOString() : null;
    offers.closeFor(row.id, "withdrawn", change.at);
    move.run(toKey, place, queued, change.at, toLastDay, row.id);
    if (place === "waiting") waitingCount++;
    else placed++;
    const settings = { at: change.at, isMailing: change.isMailing };
    if (place === "confirmed" && change.offers) {
      offers.offerMoveChoice(
        {
          id: row.id,
          language: row.language,
          participants: row.participants,
          joiningSentAt: row.joiningSentAt,
        },
        { courseKey, runKey: toKey, facts: change.facts, start: change.facts.to?.start },
        change.offers,
        settings,
      );
      return;
    }
    queue({
      enquiryId: row.id,
      kind: "moved",
      facts: change.facts,
      place,
      joiningWasSent: row.joiningSentAt !== null,
      at: change.at,
      isMailing: change.isMailing,
    });
  };

  for (const row of confirmed) moveOne(row, "confirmed");
  for (const row of [...unconfirmed, ...waiting]) {
    const fits = row.participants <= free && !isWaitingFit();
    if (fits) free -= row.participants;
    moveOne(row, fits ? "placed" : "waiting");
  }
  if (change.offers) {
    offers.offerEverywhere(change.offers, change, { courseKey, runKey: toKey });
  }
  // Confirmed participants moved in may reach the target's minimum: it is guaranteed then.
  const reached =
    change.facts.to &&
    minimum.guaranteeIfReached(courseKey, change.facts.to, {
      ...change,
      facts: { ...change.facts, run: change.facts.to },
    });
  return {
    outcome: "done",
    mailed: confirmed.length + unconfirmed.length + waiting.length,
    placed,
    waiting: waitingCount,
    ...(reached && { guaranteed: reached }),
  };
}

export type { RunChange };
