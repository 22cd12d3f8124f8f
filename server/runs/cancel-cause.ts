import {
  type CancellationCause,
  cancellationOptions,
  isReceivedOnAllowed,
} from "#src/training/cancellation-terms.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { isPrivateBuyer } from "./roster-rows.ts";
import type { PlaceChange, RosterRow, RunState } from "./roster-types.ts";

/**
 * A cancellation's cause and the day it reached us, inside changePlace's transaction
 * (run-tables.ts): the day given (review 3, M5), not after the day of the change nor before the
 * enrolment arrived, else the day of the change; the cause one the enrolment's place allows on
 * that day (cancellation-terms.ts: a consumer's withdrawal period counts to it), else the one it
 * suggests. The back office's cancel and the buyer's own (buyer-changes.ts) both come here.
 */
export function cancelCauseOf(
  row: RosterRow,
  state: RunState,
  change: Pick<PlaceChange, "at" | "cause" | "receivedOn">,
): { cause: CancellationCause; receivedOn: string } | { refused: "received-on" | "cause" } {
  const today = todayInAmsterdam(new Date(change.at));
  const receivedOn = change.receivedOn ?? today;
  const enrolledOn = todayInAmsterdam(new Date(row.receivedAt));
  if (!isReceivedOnAllowed(receivedOn, enrolledOn, today)) return { refused: "received-on" };
  const options = cancellationOptions({
    place: row.place,
    isPrivate: isPrivateBuyer(row),
    isRunCancelled: state.cancelledAt !== null,
    ...(row.confirmedAt && { confirmedOn: todayInAmsterdam(new Date(row.confirmedAt)) }),
    today: receivedOn,
  });
  const cause = change.cause ?? options.suggested;
  return options.causes.includes(cause) ? { cause, receivedOn } : { refused: "cause" };
}
