import type { DatabaseSync } from "node:sqlite";
import type { DecisionAlertFacts, DecisionAlertJob } from "#server/mail/decision-mails.ts";
import type { MailRun, RunMailFacts } from "#server/mail/run-mails.ts";
import { openMailQueue } from "#server/store/mail-queue.ts";
import type { QueuedMail } from "./run-mail-queue.ts";
import type { MinimumReached, RosterRow, RunState } from "./roster-types.ts";

/** The nightly job's question about one run with a minimum (run-decisions.ts). */
export interface DecisionChange {
  courseKey: string;
  runKey: string;
  at: string;
  /** The job's day in the Netherlands. */
  today: string;
  isMailing: boolean;
  /** The live catalogue's course and run (its `decision`: minimum and day). */
  facts: RunMailFacts;
  /** What the owner's alert names besides the store's numbers. */
  alert: Pick<DecisionAlertFacts, "course" | "run" | "capacity" | "rosterUrl">;
}

export type DecisionOutcome =
  /** Confirmed participants are at or above the minimum: guaranteed now. */
  | ({ outcome: "guaranteed" } & MinimumReached)
  /** Below the minimum on or after its decision date: flagged, the owner's alert queued. */
  | { outcome: "flagged"; facts: DecisionAlertFacts }
  /** Nothing to do: decided (guaranteed, cancelled, moved), not due yet, or flagged before. */
  | { outcome: "none"; reason: "decided" | "not-due" | "flagged-before" | "no-minimum" };

interface Parts {
  db: DatabaseSync;
  transaction: <T>(work: () => T) => T;
  stateOf: (courseKey: string, runKey: string) => RunState;
  rowsOn: (courseKey: string, runKey: string, condition: string) => RosterRow[];
  queue: (mail: QueuedMail) => void;
}

/**
 * Runs with a minimum of participants, in the store's process, joined into
 * the Runs tables (run-tables.ts):
 * - a run is guaranteed by itself in the transaction where its confirmed
 *   participants reach its minimum (a confirmation, one participant more, a
 *   move in), and stays so whatever happens after: everyone else with a place
 *   is told, as when the owner marks it;
 * - the nightly job asks about each run from its decision date on: still
 *   below its minimum and undecided, the run is flagged once (run_decisions,
 *   migration 10) and the owner's alert queued with it; nothing is cancelled.
 * The minimum and the day come with each change from the live catalogue
 * (`MailRun.decision`): the store does not read the build.
 */
export function openRunMinimum(parts: Parts) {
  const { db, transaction, stateOf, rowsOn, queue } = parts;
  const participantsOn = db.prepare(
    `SELECT coalesce(sum(CASE WHEN place = 'confirmed' THEN participants END), 0) AS confirmed,
       coalesce(sum(CASE WHEN place = 'placed' THEN participants END), 0) AS placed,
       coalesce(sum(CASE WHEN place = 'offered' THEN participants END), 0) AS offered,
       coalesce(sum(CASE WHEN place = 'waiting' THEN participants END), 0) AS waiting
     FROM enquiries WHERE kind = 'enrolment' AND course_key = ? AND run_key = ?`,
  );
  const numbersOn = (courseKey: string, runKey: string) => {
    const row = participantsOn.get(courseKey, runKey) as Record<string, number | bigint>;
    return {
      confirmed: Number(row.confirmed),
      placed: Number(row.placed),
      offered: Number(row.offered),
      waiting: Number(row.waiting),
    };
  };
  const markGuaranteed = db.prepare(
    `INSERT INTO run_states (course_key, run_key, guaranteed_at) VALUES (?, ?, ?)
     ON CONFLICT (course_key, run_key) DO UPDATE SET guaranteed_at = coalesce(guaranteed_at, excluded.guaranteed_at)`,
  );
  const flag = db.prepare(
    `INSERT INTO run_decisions (course_key, run_key, flagged_at, facts, mail_status, mail_next_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (course_key, run_key) DO NOTHING`,
  );
  const alerts = openMailQueue<DecisionAlertJob>(
    { database: db, transaction },
    { table: "run_decisions", returning: "facts" },
  );

  /**
   * Marks a run guaranteed and tells everyone with a place (but `except`,
   * whose own mail says it); returns how many were told.
   */
  function guarantee(
    courseKey: string,
    runKey: string,
    change: { at: string; isMailing: boolean; facts: RunMailFacts },
    except?: number,
  ): number {
    markGuaranteed.run(courseKey, runKey, change.at);
    const told = rowsOn(courseKey, runKey, "e.place IN ('placed', 'confirmed')").filter(
      (row) => row.id !== except,
    );
    for (const row of told) {
      queue({
        enquiryId: row.id,
        kind: "guaranteed",
        facts: decided(change.facts),
        place: row.place,
        joiningWasSent: row.joiningSentAt !== null,
        at: change.at,
        isMailing: change.isMailing,
      });
    }
    return told.length;
  }

  /**
   * Inside a change that may add confirmed participants to `run`: guarantees
   * it when they now reach its minimum and it is not decided yet.
   */
  function guaranteeIfReached(
    courseKey: string,
    run: MailRun,
    change: { at: string; isMailing: boolean; facts: RunMailFacts },
    except?: number,
  ): MinimumReached | undefined {
    const minimum = run.decision?.minimum;
    if (minimum === undefined) return undefined;
    const state = stateOf(courseKey, run.key);
    if (state.guaranteedAt || state.cancelledAt) return undefined;
    const { confirmed } = numbersOn(courseKey, run.key);
    if (confirmed < minimum) return undefined;
    const mailed = guarantee(
      courseKey,
      run.key,
      { ...change, facts: { ...change.facts, run } },
      except,
    );
    return { confirmed, minimum, mailed };
  }

  return {
    guarantee,
    guaranteeIfReached,
    /** A mail's facts as the run stands now: a guaranteed run's mails say nothing of a decision. */
    factsNow(courseKey: string, facts: RunMailFacts): RunMailFacts {
      return facts.run.decision && stateOf(courseKey, facts.run.key).guaranteedAt
        ? decided(facts)
        : facts;
    },
    /** The runs flagged by the nightly job, for the Runs page (which shows those still undecided). */
    flags(): { courseKey: string; runKey: string; flaggedAt: string }[] {
      return db
        .prepare(
          "SELECT course_key AS courseKey, run_key AS runKey, flagged_at AS flaggedAt FROM run_decisions",
        )
        .all()
        .map((row) => ({ ...(row as { courseKey: string; runKey: string; flaggedAt: string }) }));
    },
    methods: {
      /**
       * The nightly job's question about one run (run-decisions.ts), in one
       * transaction: guaranteed if its confirmed participants reach the
       * minimum; else, from its decision date, flagged once with the owner's
       * alert. A run cancelled, moved or guaranteed is left alone.
       */
      decideRun(change: DecisionChange): DecisionOutcome {
        return transaction((): DecisionOutcome => {
          const decision = change.facts.run.decision;
          if (!decision) return { outcome: "none", reason: "no-minimum" };
          const state = stateOf(change.courseKey, change.runKey);
          if (state.guaranteedAt || state.cancelledAt)
            return { outcome: "none", reason: "decided" };
          const reached = guaranteeIfReached(change.courseKey, change.facts.run, change);
          if (reached) return { outcome: "guaranteed", ...reached };
          if (change.today < decision.by) return { outcome: "none", reason: "not-due" };
          const facts: DecisionAlertFacts = {
            ...change.alert,
            decisionDate: decision.by,
            minimum: decision.minimum,
            ...numbersOn(change.courseKey, change.runKey),
          };
          const isNew =
            flag.run(
              change.courseKey,
              change.runKey,
              change.at,
              JSON.stringify(facts),
              change.isMailing ? "pending" : "off",
              change.isMailing ? change.at : null,
            ).changes === 1;
          return isNew
            ? { outcome: "flagged", facts }
            : { outcome: "none", reason: "flagged-before" };
        });
      },
      /** The owner's alerts, as their outbox reads them (run-decisions.ts). */
      claimDueDecisionAlerts: alerts.claim,
      renewDecisionAlertLease: alerts.renew,
      markDecisionAlertSent: alerts.sent,
      markDecisionAlertFailed: alerts.failed,
      pendingDecisionAlertCount: alerts.pendingCount,
    },
  };
}

/** The facts without the run's decision: it is guaranteed. */
function decided(facts: RunMailFacts): RunMailFacts {
  const { decision: _, ...run } = facts.run;
  return { ...facts, run };
}
