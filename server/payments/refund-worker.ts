import type { DailyJob } from "#server/schedule/daily-jobs.ts";
import type { Store } from "#server/store/store.ts";
import { tablesOf } from "#server/store/tables-of.ts";
import { type PaymentGateway, PaymentGatewayError, type Refund } from "./payment-gateway.ts";
import type { PaymentMethods } from "./payment-tables.ts";
import type { ClaimedRefund, SentRefund } from "./refund-tables.ts";

/** Waits before attempt 2, 3, ...: soon at first, then backing off to hours; then the owner decides. */
export const refundRetryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000];
/** Attempts before a refund Mollie keeps refusing is shown as failed. */
export const refundAttempts = refundRetryDelaysMs.length + 1;
/** A refund Mollie accepted is asked about again this often until it is done or failed. */
export const refundFollowUpMs = 30 * 60_000;

export interface RefundWorkerOptions {
  store: Pick<Store, "call">;
  gateway: PaymentGateway;
  /** How often it looks besides being woken (REFUND_CHECK_SECONDS); the scheduler runs it. */
  everyMs: number;
  /** How long one attempt's claim lasts: no other worker asks for that refund meanwhile. */
  leaseMs?: number;
  retryDelaysMs?: readonly number[];
  now?: () => Date;
  log?: Pick<Console, "error">;
}

/**
 * Refunds through Mollie, after the transaction that booked them has committed
 * (refund-booking.ts): never from a page. A periodic job of the one scheduler
 * (server/schedule/daily-jobs.ts, every REFUND_CHECK_SECONDS and at start-up),
 * also woken after a change that booked one. Each round:
 * - follows the refunds Mollie accepted: done when Mollie says refunded; failed
 *   (the ledger's row taken back, the owner decides) when it says failed or
 *   canceled;
 * - claims due refunds one at a time (a lease in the store: one attempt per
 *   refund at a time, whatever wakes how many workers); a refund tried before
 *   is first looked for among the payment's refunds by its key, so an answer
 *   lost on the way back never refunds twice; otherwise asked with its key
 *   (Mollie's idempotency: a repeat gets the same refund). Refused: tried again
 *   after a growing wait, and after `refundAttempts` shown as failed, with
 *   Mollie's reason.
 * One round at a time in this process; a wake during a round runs another.
 */
export function refundWorker(options: RefundWorkerOptions): DailyJob & {
  runNow: () => Promise<void>;
  wake: () => void;
} {
  const tables = tablesOf<PaymentMethods>(options.store);
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const delays = options.retryDelaysMs ?? refundRetryDelaysMs;
  const log = options.log ?? console;
  let round: Promise<void> | undefined;
  let isWanted = false;

  async function follow(refund: SentRefund) {
    const at = now();
    try {
      const state = await options.gateway.refundState(refund.paymentId, refund.refundId);
      await tables.refundFollowed(refund.id, outcomeOf(state, at), at.toISOString());
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      const nextCheckAt = new Date(at.getTime() + refundFollowUpMs).toISOString();
      await tables.refundFollowed(refund.id, { state: "waiting", nextCheckAt }, at.toISOString());
    }
  }

  async function attempt(refund: ClaimedRefund) {
    const at = () => now().toISOString();
    try {
      // Tried before: its answer may have been lost after Mollie made it. Look before asking.
      const found =
        refund.attempts > 1
          ? (await options.gateway.paymentRefunds(refund.paymentId)).find(
              (made) => made.key === refund.key,
            )
          : undefined;
      const made =
        found ??
        (await options.gateway.refund({
          paymentId: refund.paymentId,
          amountCents: refund.amount,
          description: `${refund.creditNoteNumber ?? refund.invoiceNumber} (${refund.invoiceNumber})`,
          key: refund.key,
        }));
      if (made.status === "failed" || made.status === "canceled") {
        await tables.refundRefused(
          refund.id,
          refund.leaseUntil,
          failedAtMollie(made),
          null,
          at(),
          made.refundId,
        );
        return;
      }
      await tables.refundAccepted(
        refund.id,
        refund.leaseUntil,
        {
          refundId: made.refundId,
          isCompleted: made.status === "refunded",
          followAt: new Date(now().getTime() + refundFollowUpMs).toISOString(),
        },
        at(),
      );
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      // Attempt n waits delays[n - 1] for the next; after the last, the owner decides.
      const delay = delays[refund.attempts - 1];
      const next = delay === undefined ? null : new Date(now().getTime() + delay).toISOString();
      await tables.refundRefused(refund.id, refund.leaseUntil, reasonOf(error), next, at());
    }
  }

  async function work() {
    for (const refund of await tables.refundsToFollow(now().toISOString(), 20)) {
      await follow(refund);
    }
    for (;;) {
      const from = now();
      const [refund] = await tables.claimDueRefunds(
        from.toISOString(),
        new Date(from.getTime() + leaseMs).toISOString(),
        1,
      );
      if (!refund) return;
      await attempt(refund);
    }
  }

  function runNow(): Promise<void> {
    if (round) {
      isWanted = true;
      return round;
    }
    round = (async () => {
      try {
        do {
          isWanted = false;
          await work();
        } while (isWanted);
      } finally {
        round = undefined;
      }
    })();
    return round;
  }

  return {
    name: "refunds",
    run: runNow,
    everyMs: options.everyMs,
    runNow,
    wake() {
      runNow().catch((error) => log.error("Refunds:", error));
    },
  };
}

function outcomeOf(
  refund: Refund,
  at: Date,
):
  | { state: "done" }
  | { state: "waiting"; nextCheckAt: string }
  | { state: "failed"; problem: string } {
  if (refund.status === "refunded") return { state: "done" };
  if (refund.status === "failed" || refund.status === "canceled") {
    return { state: "failed", problem: failedAtMollie(refund) };
  }
  return { state: "waiting", nextCheckAt: new Date(at.getTime() + refundFollowUpMs).toISOString() };
}

function failedAtMollie(refund: Refund): string {
  return `Mollie reports refund ${refund.refundId} ${refund.status}`;
}

/** Mollie's reason, in its words, with its status. */
function reasonOf(error: PaymentGatewayError): string {
  return error.statusCode
    ? `Mollie refused it (${error.statusCode}): ${error.message}`
    : `Mollie did not answer: ${error.message}`;
}
