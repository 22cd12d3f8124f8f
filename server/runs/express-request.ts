import type { DatabaseSync } from "node:sqlite";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { withdrawalPeriodEnd } from "#src/training/dutch-working-days.ts";
import { type EnrolmentRecord, hasExpressRequest } from "#server/mail/enrolment-mails.ts";
import type { RosterRow } from "./roster-types.ts";

/**
 * A consumer's course does not start within the 14-day withdrawal period
 * unless they expressly ask for it (6:230s lid 5 BW; the course terms): one
 * who did not ask on the form, on a run that starts within the period, is
 * asked by the confirmation to reply with the request. Until that reply is
 * recorded on the roster, their joining details are held (review 3, M11).
 */

/**
 * Whether `row` waits for the express request: a private buyer without it
 * (on the form or recorded since), whose run starts within the withdrawal
 * period, counted from the confirmation (from `today` while not confirmed).
 */
export function awaitsExpressRequest(
  row: Pick<RosterRow, "details" | "place" | "confirmedAt" | "placeChangedAt">,
  runStart: string | undefined,
  today: string,
): boolean {
  if (!runStart || (row.place !== "confirmed" && row.place !== "placed" && row.place !== null)) {
    return false;
  }
  const record = recordOf(row.details);
  if (record.buyer !== "private" || hasExpressRequest(record)) return false;
  const confirmedAt = row.place === "confirmed" ? (row.confirmedAt ?? row.placeChangedAt) : null;
  const from = confirmedAt ? todayInAmsterdam(new Date(confirmedAt)) : today;
  return runStart <= withdrawalPeriodEnd(from);
}

/** The express request, as the owner records it from the buyer's e-mail. */
export interface ExpressRequestChange {
  id: number;
  /** The place_version the roster showed. */
  version: number;
  /** "YYYY-MM-DD": the day the buyer's e-mail reached us (checked by the back office). */
  receivedOn: string;
  at: string;
}

export type ExpressRequestOutcome = {
  outcome: "done" | "gone" | "changed" | "not-needed";
};

/**
 * The store's side (joined into the Runs tables): the request written into
 * the enrolment's record beside the form's consents, in one transaction, only
 * from the version shown and only for a private buyer who has not made it;
 * the version moves on, so a roster shown before refuses.
 */
export function openExpressRequestMethods(db: DatabaseSync, transaction: <T>(work: () => T) => T) {
  const select = db.prepare(
    "SELECT details, place, place_version AS version FROM enquiries WHERE id = ? AND kind = 'enrolment'",
  );
  const update = db.prepare(
    "UPDATE enquiries SET details = ?, place_version = place_version + 1 WHERE id = ?",
  );
  return {
    recordExpressRequest(change: ExpressRequestChange): ExpressRequestOutcome {
      return transaction((): ExpressRequestOutcome => {
        const row = select.get(change.id) as
          | { details: string | null; place: string | null; version: number }
          | undefined;
        if (!row) return { outcome: "gone" };
        if (Number(row.version) !== change.version) return { outcome: "changed" };
        const record = recordOf(row.details);
        if (record.buyer !== "private" || hasExpressRequest(record) || row.place === "cancelled") {
          return { outcome: "not-needed" };
        }
        const consents = {
          ...record.consents,
          expressRequestReceived: { on: change.receivedOn, recordedAt: change.at },
        };
        update.run(JSON.stringify({ ...record, consents }), change.id);
        return { outcome: "done" };
      });
    },
  };
}

function recordOf(details: string | null): Partial<EnrolmentRecord> {
  try {
    return JSON.parse(details ?? "{}") as Partial<EnrolmentRecord>;
  } catch {
    return {};
  }
}
