import type { MinimumReached } from "#server/runs/roster-types.ts";

/**
 * A change that reached its run's minimum (a confirmation, one participant
 * more, a move in): the store guaranteed the run in the same commit. Logged
 * as a guarantee of its own, by run and numbers, never by name; the answer is
 * what the roster's notice says of it (roster-messages.ts).
 */
export async function logMinimumReached(
  audit: (actor: string, action: string, detail: string) => Promise<void>,
  actor: string,
  run: { courseKey: string; runKey: string; cause: string },
  reached: MinimumReached,
  isMailing: boolean,
): Promise<Record<string, string>> {
  await audit(
    actor,
    "guarantee (minimum)",
    `${run.courseKey} ${run.runKey}: minimum reached by ${run.cause} (${reached.confirmed} confirmed, minimum ${reached.minimum}): guaranteed, ${reached.mailed} ${isMailing ? "e-mailed" : "not e-mailed (e-mail off)"}`,
  );
  return { minimum: "reached", confirmed: String(reached.confirmed), told: String(reached.mailed) };
}
