import type { DatabaseSync } from "node:sqlite";
import { writeAuditEntry } from "#server/store/audit-entry.ts";
import type { StoreConnection } from "#server/store/database.ts";
import { todayInAmsterdam } from "#src/training/course-runs.ts";
import { type Cents, cents } from "#src/money/money.ts";
import { formatMoney } from "#src/money/format-money.ts";
import { recordMovement } from "./ledger.ts";

/**
 * Refunds owed (migration 0011), in the store's process: booked in their cause's transaction
 * (refund-booking.ts), then worked off by the refund worker (refund-worker.ts) one attempt at a
 * time: a claim leases a refund (`claimed_until`) so no second worker, process or trigger asks
 * Mollie for it while an attempt is out; the idempotency key made at booking goes with every
 * attempt; an attempt whose answer never came (its lease ran out while `sending`) is looked up
 * at Mollie before it is tried again. Accepted by Mollie, the refund is written to the ledger
 * (the money has left our balance there) and followed until Mollie reports it done or failed;
 * a failure takes the ledger's row back and waits for the owner (retry, or transfer by hand).
 */

export type RefundState = "pending" | "sending" | "sent" | "done" | "failed" | "to-transfer";

/** A refund on the Invoices page. */
export interface RefundLine {
  id: number;
  invoiceId: number;
  invoiceNumber: string;
  creditNoteNumber: string | null;
  buyerName: string;
  reason: string;
  amount: Cents;
  method: "mollie" | "transfer";
  paymentId: string | null;
  refundId: string | null;
  state: RefundState;
  attempts: number;
  nextAttemptAt: string | null;
  problem: string | null;
  dueOn: string;
  createdAt: string;
  doneOn: string | null;
  doneBy: string | null;
}

/** A refund the worker claimed: ask Mollie for it now (or look it up first). */
export interface ClaimedRefund {
  id: number;
  invoiceNumber: string;
  creditNoteNumber: string | null;
  paymentId: string;
  amount: Cents;
  key: string;
  /** This attempt's number: above 1, an earlier one was made and its answer may have been lost. */
  attempts: number;
  leaseUntil: string;
}

/** A refund Mollie accepted, to follow until it reports it done or failed. */
export interface SentRefund {
  id: number;
  invoiceNumber: string;
  paymentId: string;
  refundId: string;
  amount: Cents;
}

const lineFields = `r.id, r.invoice_id AS invoiceId, i.number AS invoiceNumber, c.number AS creditNoteNumber,
  i.buyer_name AS buyerName, r.reason, r.amount_cents AS amount, r.method, r.payment_reference AS paymentId,
  r.provider_refund_id AS refundId, r.state, r.attempts, r.next_attempt_at AS nextAttemptAt, r.problem,
  r.due_on AS dueOn, r.created_at AS createdAt, r.done_on AS doneOn, r.done_by AS doneBy`;
const fromRefunds =
  "FROM refunds r JOIN invoices i ON i.id = r.invoice_id LEFT JOIN invoices c ON c.id = r.credit_note_id";

export function openRefundTables(connection: Pick<StoreConnection, "database" | "transaction">) {
  const { database: db, transaction } = connection;
  const line = (id: number) => lineOf(db, `WHERE r.id = ?`, id)[0];
  const log = (at: string, actor: string, action: string, detail: string) =>
    writeAuditEntry(db, { at, actor, action, detail });

  return {
    /** Every refund not done, and those done since `since` (YYYY-MM-DD). */
    refundList(since: string): RefundLine[] {
      return lineOf(db, "WHERE r.state <> 'done' OR r.done_on >= ?", since);
    },

    /** Leases up to `limit` due Mollie refunds until `leaseUntil`, one attempt each. */
    claimDueRefunds(now: string, leaseUntil: string, limit: number): ClaimedRefund[] {
      return transaction(() =>
        (
          db
            .prepare(
              `UPDATE refunds SET state = 'sending', claimed_until = ?, attempts = attempts + 1
               WHERE id IN (SELECT id FROM refunds WHERE method = 'mollie' AND payment_reference IS NOT NULL
                 AND ((state = 'pending' AND next_attempt_at <= ?) OR (state = 'sending' AND claimed_until <= ?))
                 ORDER BY next_attempt_at, id LIMIT ?)
               RETURNING id, payment_reference AS paymentId, amount_cents AS amount, idempotency_key AS key,
                 attempts, claimed_until AS leaseUntil,
                 (SELECT number FROM invoices WHERE id = invoice_id) AS invoiceNumber,
                 (SELECT number FROM invoices WHERE id = credit_note_id) AS creditNoteNumber`,
            )
            .all(leaseUntil, now, now, limit) as unknown as ClaimedRefund[]
        ).map((claimed) => ({
          ...claimed,
          id: Number(claimed.id),
          amount: cents(Number(claimed.amount)),
          attempts: Number(claimed.attempts),
        })),
      );
    },

    /**
     * Mollie took the refund (`refundId`): the money has left, written to the ledger with its
     * log line. Only while the claim is still ours; false when it is not (nothing changed).
     */
    refundAccepted(
      id: number,
      heldUntil: string,
      refund: { refundId: string; isCompleted: boolean; followAt: string },
      at: string,
    ): boolean {
      return transaction(() => {
        const held = db
          .prepare(
            `UPDATE refunds SET state = ?, provider_refund_id = ?, claimed_until = NULL, problem = NULL,
               next_attempt_at = ?, done_on = ?, done_by = ?
             WHERE id = ? AND state = 'sending' AND claimed_until = ?`,
          )
          .run(
            refund.isCompleted ? "done" : "sent",
            refund.refundId,
            refund.isCompleted ? null : refund.followAt,
            refund.isCompleted ? todayInAmsterdam(new Date(at)) : null,
            refund.isCompleted ? "Mollie" : null,
            id,
            heldUntil,
          );
        if (held.changes !== 1) return false;
        const accepted = line(id) as RefundLine;
        recordMovement(db, {
          invoiceId: accepted.invoiceId,
          direction: "out",
          kind: "refund",
          method: "mollie",
          amount: accepted.amount,
          reference: { kind: "mollie-refund", value: refund.refundId },
          paidOn: todayInAmsterdam(new Date(at)),
          at,
          by: "Mollie refund",
          note: `refund ${accepted.id} of payment ${accepted.paymentId}`,
          log: {
            action: "refund",
            detail: `invoice ${accepted.invoiceNumber}: ${euro(accepted.amount)} refunded through Mollie (${refund.refundId}, payment ${accepted.paymentId})`,
          },
        });
        return true;
      });
    },

    /**
     * Mollie refused the attempt, or its answer did not come: tried again at `nextAttemptAt`
     * with the same key, or, with none (attempts spent), failed: the owner decides. Logged then.
     */
    refundRefused(
      id: number,
      heldUntil: string,
      problem: string,
      nextAttemptAt: string | null,
      at: string,
      /** A refund Mollie made and failed: a retry needs a new key (the old one names it). */
      providerRefundId?: string,
    ): boolean {
      return transaction(() => {
        const held = db
          .prepare(
            `UPDATE refunds SET state = ?, next_attempt_at = ?, claimed_until = NULL, problem = ?,
               provider_refund_id = coalesce(?, provider_refund_id)
             WHERE id = ? AND state = 'sending' AND claimed_until = ?`,
          )
          .run(
            nextAttemptAt ? "pending" : "failed",
            nextAttemptAt,
            problem,
            providerRefundId ?? null,
            id,
            heldUntil,
          );
        if (held.changes !== 1) return false;
        if (!nextAttemptAt) {
          const failed = line(id) as RefundLine;
          log(
            at,
            "Mollie refund",
            "refund failed",
            `invoice ${failed.invoiceNumber}: refund of ${euro(failed.amount)} through Mollie not made after ${failed.attempts} attempts (${problem}); waiting for the owner`,
          );
        }
        return true;
      });
    },

    /** Refunds Mollie accepted whose state is due to be asked again. */
    refundsToFollow(now: string, limit: number): SentRefund[] {
      return db
        .prepare(
          `SELECT r.id, i.number AS invoiceNumber, r.payment_reference AS paymentId,
             r.provider_refund_id AS refundId, r.amount_cents AS amount
           FROM refunds r JOIN invoices i ON i.id = r.invoice_id
           WHERE r.state = 'sent' AND r.next_attempt_at <= ? ORDER BY r.next_attempt_at, r.id LIMIT ?`,
        )
        .all(now, limit)
        .map((row) => ({
          ...(row as unknown as SentRefund),
          id: Number(row.id),
          amount: cents(Number(row.amount)),
        }));
    },

    /** Asked again: refunded (done), still under way (asked again at `nextCheckAt`), or failed at Mollie. */
    refundFollowed(
      id: number,
      outcome:
        | { state: "done" }
        | { state: "waiting"; nextCheckAt: string }
        | { state: "failed"; problem: string },
      at: string,
    ): void {
      transaction(() => {
        if (outcome.state === "waiting") {
          db.prepare("UPDATE refunds SET next_attempt_at = ? WHERE id = ? AND state = 'sent'").run(
            outcome.nextCheckAt,
            id,
          );
          return;
        }
        if (outcome.state === "done") {
          db.prepare(
            "UPDATE refunds SET state = 'done', next_attempt_at = NULL, done_on = ?, done_by = 'Mollie' WHERE id = ? AND state = 'sent'",
          ).run(todayInAmsterdam(new Date(at)), id);
          return;
        }
        const changed = db
          .prepare(
            "UPDATE refunds SET state = 'failed', next_attempt_at = NULL, problem = ? WHERE id = ? AND state = 'sent'",
          )
          .run(outcome.problem, id);
        if (changed.changes !== 1) return;
        takeBackRefund(db, line(id) as RefundLine, outcome.problem, at);
      });
    },

    /** After a payment's webhook: its refunds under way are asked about at once. */
    followRefundsOf(paymentId: string, now: string): void {
      transaction(() => {
        db.prepare(
          "UPDATE refunds SET next_attempt_at = ? WHERE payment_reference = ? AND state = 'sent'",
        ).run(now, paymentId);
      });
    },

    /**
     * The owner's decision on a failed refund: try Mollie again (a refund Mollie itself failed
     * gets a new key: the old one names that failed refund). Logged. False when not failed.
     */
    retryRefund(id: number, by: string, at: string): RefundLine | null {
      return transaction(() => {
        const changed = db
          .prepare(
            `UPDATE refunds SET state = 'pending', next_attempt_at = ?, attempts = 0,
               idempotency_key = CASE WHEN provider_refund_id IS NULL THEN idempotency_key
                 ELSE 'refund-' || lower(hex(randomblob(12))) END,
               provider_refund_id = NULL
             WHERE id = ? AND state = 'failed' AND method = 'mollie'`,
          )
          .run(at, id);
        if (changed.changes !== 1) return null;
        const retried = line(id) as RefundLine;
        log(
          at,
          by,
          "refund retried",
          `invoice ${retried.invoiceNumber}: refund of ${euro(retried.amount)} through Mollie tried again`,
        );
        return retried;
      });
    },

    /** The owner's decision: not through Mollie, but by transfer, marked done by hand. Logged. */
    switchRefundToTransfer(id: number, by: string, at: string): RefundLine | null {
      return transaction(() => {
        const changed = db
          .prepare(
            `UPDATE refunds SET state = 'to-transfer', method = 'transfer', next_attempt_at = NULL
             WHERE id = ? AND state IN ('failed', 'pending')`,
          )
          .run(id);
        if (changed.changes !== 1) return null;
        const switched = line(id) as RefundLine;
        log(
          at,
          by,
          "refund by transfer",
          `invoice ${switched.invoiceNumber}: refund of ${euro(switched.amount)} to be made by transfer${switched.problem ? ` (Mollie: ${switched.problem})` : ""}`,
        );
        return switched;
      });
    },

    /** The owner transferred it on `doneOn`: written to the ledger with its log line. */
    markRefundTransferred(id: number, doneOn: string, by: string, at: string): RefundLine | null {
      return transaction(() => {
        const refund = db
          .prepare(
            "SELECT idempotency_key AS key FROM refunds WHERE id = ? AND state = 'to-transfer'",
          )
          .get(id) as { key: string } | undefined;
        if (!refund) return null;
        db.prepare("UPDATE refunds SET state = 'done', done_on = ?, done_by = ? WHERE id = ?").run(
          doneOn,
          by,
          id,
        );
        const done = line(id) as RefundLine;
        recordMovement(db, {
          invoiceId: done.invoiceId,
          direction: "out",
          kind: "refund",
          method: "transfer",
          amount: done.amount,
          reference: { kind: "refund", value: refund.key },
          paidOn: doneOn,
          at,
          by,
          note: `refund ${id}`,
          log: {
            action: "refund",
            detail: `invoice ${done.invoiceNumber}: ${euro(done.amount)} refunded by transfer on ${doneOn}, marked by hand`,
          },
        });
        return done;
      });
    },
  };
}

/** Mollie reports a refund it had accepted as failed: its ledger row taken back (money in again). */
function takeBackRefund(db: DatabaseSync, refund: RefundLine, problem: string, at: string) {
  const entry = db
    .prepare(
      "SELECT id FROM ledger_entries WHERE reference_kind = 'mollie-refund' AND reference = ? AND direction = 'out'",
    )
    .get(refund.refundId) as { id: number } | undefined;
  if (!entry || !refund.refundId) return;
  recordMovement(db, {
    invoiceId: refund.invoiceId,
    direction: "in",
    kind: "reversal",
    method: "mollie",
    amount: refund.amount,
    reference: { kind: "mollie-refund", value: refund.refundId },
    paidOn: todayInAmsterdam(new Date(at)),
    at,
    by: "Mollie refund",
    relatedEntryId: Number(entry.id),
    note: problem,
    log: {
      action: "refund failed",
      detail: `invoice ${refund.invoiceNumber}: Mollie reports the refund of ${euro(refund.amount)} (${refund.refundId}) failed (${problem}); owed again, waiting for the owner`,
    },
  });
}

function lineOf(db: DatabaseSync, where: string, ...values: (string | number)[]): RefundLine[] {
  return db
    .prepare(
      `SELECT ${lineFields} ${fromRefunds} ${where}
       ORDER BY r.state = 'done', r.due_on, r.id`,
    )
    .all(...values)
    .map((row) => ({
      ...(row as unknown as RefundLine),
      id: Number(row.id),
      invoiceId: Number(row.invoiceId),
      amount: cents(Number(row.amount)),
      attempts: Number(row.attempts),
    }));
}

/** For the log, in English as the back office. */
function euro(amount: Cents): string {
  return formatMoney(amount, "en");
}

export type RefundTables = ReturnType<typeof openRefundTables>;
